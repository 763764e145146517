// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.rules.Move;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.board.model.GameModel;
import org.rookery.ui.event.EventUi;

/**
 * The board of an event's game plays the variant with the options of the event's format, not the
 * variant's defaults. The format here is G20 with Giraffe's 70-move rule set to 1
 * ({@code whiteMoveLimit 1}: White loses if it has not won by its first move; the Giraffe default,
 * 0, is off): the game started from the scorecard and played on its board ends after White's first
 * move, and the result is recorded; the same moves under the default options leave the game going.
 */
class BoardFormatOptionsTest {

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.forG20("board-format-options-test");
        String g20 = Files.readString(Path.of("../../examples/formats/g20.tfl"));
        assertTrue(g20.contains("whiteMoveLimit 0"), "g20.tfl sets the 70-move rule off");
        String oneMove = g20.replace("whiteMoveLimit 0", "whiteMoveLimit 1");
        project.getFile("g20-one-move.tfl").create(new java.io.ByteArrayInputStream(oneMove.getBytes(
                java.nio.charset.StandardCharsets.UTF_8)), true, null);
    }

    @AfterAll
    static void deleteProject() throws Exception {
        page().closeAllEditors(false);
        spin(100);
        project.delete(true, true, null);
    }

    @Test
    void theBoardPlaysTheFormatsOptionNotTheVariantsDefault() throws Exception {
        IFile journal = NewEvent.create(project, "one-move", project.getFile("g20-one-move.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        List<FactBody> setUp = new ArrayList<>();
        for (String team : List.of("Camels", "Zebras")) {
            setUp.add(new FactBody.RegisterTeam(team, team));
            for (int i = 1; i <= 5; i++) {
                setUp.add(new FactBody.Register(team.charAt(0) + "" + i, null, Optional.of(team), 0, Optional.empty()));
            }
        }
        setUp.add(new FactBody.LineUp("Camels", 0, 0, List.of("C1", "C2", "C3", "C4", "C5"), Optional.of("C1")));
        setUp.add(new FactBody.LineUp("Zebras", 0, 0, List.of("Z1", "Z2", "Z3", "Z4", "Z5"), Optional.of("Z1")));
        setUp.add(new FactBody.Toss("Camels", "scoring"));
        setUp.add(new FactBody.LineUp("Camels", 1, 0, List.of("C1", "C2", "C3", "C4", "C5"), Optional.empty()));
        session.record("Set-up", setUp);

        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        NextGamePanel next = view.nextGame();
        waitUntil("game 1 can start", next::canStart);
        assertTrue(next.choose("C1", "Z1"));
        String id = next.start().orElseThrow(() -> new AssertionError(next.statusText())).game();
        waitUntil("the scorecard offers game " + id + " on the board", () -> id.equals(view.step().gameShown()));
        EventGameEditor board = assertInstanceOf(EventGameEditor.class, view.step().playOnBoard());
        spin(200);
        Rules defaults = Services.variants().find("giraffe").orElseThrow().rules();
        GameModel underDefaults = new GameModel(defaults, board.model().startText());

        // White's first move, as legal under both: the format's rule ends the game, the default does not.
        Move first = board.model().legalMoves(0).get(0);
        click(board.boards()[0], first.from());
        click(board.boards()[0], first.to());
        assertEquals(1, board.model().plies().size(), "the move is played on the board");
        underDefaults.play(0, first);
        if (board.model().gameOutcome().isEmpty()) {
            // Where the limit is judged after Black's reply, Black plays one.
            Move reply = board.model().legalMoves(0).get(0);
            click(board.boards()[0], reply.from());
            click(board.boards()[0], reply.to());
            underDefaults.play(0, reply);
        }
        assertTrue(board.model().gameOutcome().isPresent(), "whiteMoveLimit 1 ends the game on the board");
        assertEquals(Termination.MOVE_LIMIT, board.model().gameOutcome().get().termination());
        assertTrue(underDefaults.gameOutcome().isEmpty(), "under the variant's default (no limit) the game goes on");

        waitUntil("the result is recorded from the board", () -> session.state().game(id).filter(GameRecord::finished).isPresent());
        GameRecord.End end = session.state().game(id).orElseThrow().end().orElseThrow();
        assertEquals(FactBody.Outcome.BLACK_WINS, end.outcome(), "White did not win by its first move: " + board.outcomeText());
        assertEquals(Termination.MOVE_LIMIT, end.ending());
        waitUntil("the scorecard shows C1 out", () -> "out".equals(view.tree().getTree().getItem(0).getItem(0).getText(9)));
    }

    private static void click(BoardWidget w, Square square) {
        Point p = w.center(square);
        org.rookery.ui.testing.UiTesting.click(w, p);
    }
}
