// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.standings.Standings;
import org.rookery.event.model.Standing;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * A FESA shogi event of two stages (examples/formats/fesa-shogi.tfl: a Swiss group stage, then a
 * knockout final of the top two) in the real workbench: the Standings view offers each stage
 * begun beside the overall ranking; the group stage's table ranks its eight players over its own
 * three rounds, and the final's table ranks its two qualifiers by the final alone, its winner
 * first, though the group's winner lost it.
 */
class StageStandingsWorkbenchTest {

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("stage-standings-test", "fesa-shogi.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void eachStageBegunShowsItsOwnStandingsAndTheOverallRankingStaysTheDefault() throws Exception {
        page().closeAllEditors(false);
        IFile journal = NewEvent.create(project, "fesa-cup", project.getFile("fesa-shogi.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        List<FactBody> entries = new ArrayList<>();
        String[] names = { "Hana Ito", "Karin Lind", "Luca Bianchi", "Pavel Horak", "Tomas Novak", "Nora Byrne",
            "Ines Costa", "Aaro Virtanen" };
        for (int i = 0; i < names.length; i++) {
            entries.add(new FactBody.Register("S" + (i + 1), names[i], Optional.empty(), 1800 - 50 * i, Optional.empty()));
        }
        session.record("Players", entries);
        StandingsView view = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        waitUntil("the view shows the event", () -> view.table().getTable().getItemCount() == 8);
        Combo choice = view.stageChoice();
        assertTrue(choice.isVisible(), "a format of two stages offers the stage choice");
        assertEquals(List.of(StandingsView.OVERALL, "Stage group (Swiss), no round paired yet"), List.of(choice.getItems()));

        // The group stage: three Swiss rounds, the player with the lower number wins every game.
        for (int round = 1; round <= 3; round++) {
            FactBody.Pairing p = EventPairing.next(session.state(), Services.pairingEngines(), OptionalInt.of(3)).pairing();
            assertEquals(Optional.empty(), p.stage(), "round " + round + " is in the group stage");
            session.record("Round " + round, p);
            for (FactBody.Board b : p.boards()) {
                session.record("Result of " + b.game(), result(b.game(), number(b.white()) < number(b.black())));
            }
        }
        // The final of the top two: the second qualifier beats the group's winner.
        FactBody.Pairing last = EventPairing.next(session.state(), Services.pairingEngines(), OptionalInt.of(3)).pairing();
        assertEquals(Optional.of("final"), last.stage(), last.toString());
        session.record("Final", last);
        List<String> qualifiers = EventStages.of(session.state()).get(1).players();
        assertEquals(2, qualifiers.size());
        assertEquals("S1", qualifiers.get(0), "S1 won every group game: " + qualifiers);
        String champion = qualifiers.get(1);

        waitUntil("the view offers both stages", () -> choice.getItemCount() == 3);
        assertEquals(List.of(StandingsView.OVERALL, "Stage group (Swiss), rounds 1-3", "Stage final (knockout), round 4"),
                List.of(choice.getItems()));
        assertEquals(0, choice.getSelectionIndex(), "the overall ranking is shown until a stage is chosen");
        assertEquals(ids(session.model().getStandings()), shownIds(view.table().getTable()),
                "the overall table is the model's final ranking");

        // The final chosen before its result: its two qualifiers on no points.
        choose(choice, 2);
        Table table = view.table().getTable();
        assertEquals(2, table.getItemCount(), "the final's field is the two qualifiers");
        assertEquals(List.of("0", "0"), List.of(table.getItem(0).getText(2), table.getItem(1).getText(2)));
        // Its result comes in: the view is redrawn on the stage chosen.
        FactBody.Board board = last.boards().get(0);
        session.record("Result of the final", result(board.game(), board.white().equals(champion)));
        waitUntil("the final's table shows its result", () -> table.getItemCount() == 2 && table.getItem(0).getText(2).equals("1"));
        assertEquals(2, choice.getSelectionIndex(), "the stage chosen stays chosen as facts come in");
        assertTrue(table.getItem(0).getText(1).endsWith("(" + champion + ")"), "the final's winner is first: "
                + table.getItem(0).getText(1));
        assertTrue(table.getItem(1).getText(1).endsWith("(S1)"), "the group's winner lost the final");
        assertEquals("0", table.getItem(1).getText(2), "the final counts its own game only");
        assertTrue(view.heading().contains("standings of stage final over its own round"), view.heading());

        choose(choice, 1);
        EventStages.Begun groupStage = EventStages.of(session.state()).get(0);
        var groupField = groupStage.ownRounds(session.state());
        Standings group = groupField.standings(session.state());
        assertEquals(8, table.getItemCount(), "the group stage's field is all eight players");
        assertEquals("Hana Ito (S1)", table.getItem(0).getText(1), "S1 won the group");
        assertEquals("3", table.getItem(0).getText(2), "three wins in the group's three rounds, the final not counted");
        assertEquals(group.rows().stream().map(r -> groupField.player(r.participant().id())).toList(), shownIds(table),
                "the group's order is the engine's for the group stage");
        assertEquals(List.of("Rank", "Player", "Points", "Buchholz", "Sum of Buchholz", "Direct Encounter"), headers(table));
        assertTrue(view.heading().contains("standings of stage group over its own 3 rounds"), view.heading());
        // the Standings view active and maximized alone, with no other view over it
        page().activate(view);
        spin(200);
        FesaRoundWorkbenchTest.maximizedScreenshot(view, "stage-standings-group.png");
        choose(choice, 2);
        assertTrue(table.getItem(0).getText(1).endsWith("(" + champion + ")"));
        FesaRoundWorkbenchTest.maximizedScreenshot(view, "stage-standings-final.png");

        choose(choice, 0);
        assertEquals(ids(session.model().getStandings()), shownIds(table), "the overall choice brings back the final ranking");
        assertEquals(8, table.getItemCount());
        assertFalse(view.heading().contains("stage"), view.heading());
    }

    /** Chooses item {@code index} as the arbiter does: the selection, then the combo's event. */
    private static void choose(Combo choice, int index) {
        choice.select(index);
        choice.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
    }

    private static int number(String player) {
        return Integer.parseInt(player.substring(1));
    }

    private static List<String> ids(List<Standing> standings) {
        return standings.stream().map(s -> s.getPlayer().getId()).toList();
    }

    /** The player ids the table shows, in its order (a row reads "Name (ID)"). */
    private static List<String> shownIds(Table table) {
        return Arrays.stream(table.getItems()).map(i -> i.getText(1))
                .map(n -> n.substring(n.lastIndexOf('(') + 1, n.length() - 1)).toList();
    }

    private static List<String> headers(Table table) {
        return Arrays.stream(table.getColumns()).map(c -> c.getText()).toList();
    }

    private static FactBody.Result result(String game, boolean whiteWins) {
        return new FactBody.Result(game, whiteWins ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS,
                Termination.CHECKMATE, List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty());
    }
}
