// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * A Scheveningen match (examples/formats/scheveningen-match.tfl: four against four, the match
 * won on game points, 2 match points for a win) in the real workbench: Holland win every game of
 * round 1 and the rest are drawn, 10 to 6. The Standings view shows the two teams' game points,
 * the match's result in its heading and the format's match points for it, blank until the last
 * round is played.
 */
class ScheveningenStandingsWorkbenchTest {

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("scheveningen-standings-test", "scheveningen-match.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void theStandingsShowTheMatchResultAndTheFormatsMatchPoints() throws Exception {
        page().closeAllEditors(false);
        IFile journal = NewEvent.create(project, "match", project.getFile("scheveningen-match.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        List<FactBody> entries = new ArrayList<>();
        for (String[] t : List.of(new String[] { "H", "Holland" }, new String[] { "V", "Visitors" })) {
            entries.add(new FactBody.RegisterTeam(t[0], t[1]));
            for (int i = 1; i <= 4; i++) {
                entries.add(new FactBody.Register(t[0] + i, t[1] + " " + i, Optional.of(t[0]), 2400 - 50 * i, Optional.empty()));
            }
        }
        session.record("Teams", entries);
        StandingsView view = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        Table table = view.table().getTable();
        for (int round = 1; round <= 4; round++) {
            FactBody.Pairing p = EventPairing.next(session.state(), Services.pairingEngines(), OptionalInt.empty()).pairing();
            session.record("Round " + round, p);
            for (FactBody.Board b : p.boards()) {
                boolean homeWhite = b.white().startsWith("H");
                session.record("Result of " + b.game(), round == 1 ? result(b.game(), homeWhite ? FactBody.Outcome.WHITE_WINS
                        : FactBody.Outcome.BLACK_WINS) : result(b.game(), FactBody.Outcome.DRAW));
            }
            if (round == 2) {
                waitUntil("the view shows round 2", () -> view.heading().contains("after round 2 of 4"));
                assertEquals(List.of("Rank", "Team", "Game points", "Match points"), headers(table));
                assertEquals("", table.getItem(0).getText(3), "no match points while the match is played");
                assertTrue(view.heading().contains("match in play, after round 2 of 4: Holland 6, Visitors 2 on game points"),
                        view.heading());
            }
        }
        waitUntil("the view shows the match's result", () -> view.heading().contains("won the match"));
        assertTrue(view.heading().contains("teams by game points; Holland won the match 10 to 6 on game points:"
                + " match points Holland 2, Visitors 0"), view.heading());
        assertEquals(List.of("Rank", "Team", "Game points", "Match points"), headers(table));
        assertEquals(List.of("1", "Holland", "10", "2"), row(table, 0));
        assertEquals(List.of("2", "Visitors", "6", "0"), row(table, 1));
    }

    private static List<String> row(Table table, int i) {
        List<String> cells = new ArrayList<>();
        for (int c = 0; c < table.getColumnCount(); c++) {
            cells.add(table.getItem(i).getText(c));
        }
        return cells;
    }

    private static List<String> headers(Table table) {
        return Arrays.stream(table.getColumns()).map(c -> c.getText()).toList();
    }

    private static FactBody.Result result(String game, FactBody.Outcome outcome) {
        return new FactBody.Result(game, outcome, outcome == FactBody.Outcome.DRAW ? Termination.REPETITION
                : Termination.CHECKMATE, List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty());
    }
}
