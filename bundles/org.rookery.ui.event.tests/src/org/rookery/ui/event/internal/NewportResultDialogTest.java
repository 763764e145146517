// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.event.model.Game;
import org.rookery.event.model.Standing;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * A Newport Exchange evening round entered as the arbiter enters it: each board's result typed
 * into the result dialog opened from the Pairings view, whose OK records it. The board stopped
 * when its match was won (Lev's win on board 2 ends T1 v T6) refuses a result in the dialog
 * itself, naming the rule, with nothing written and the dialog left open; the round ends with
 * the team standings ranked by match points. The players and round 1 are those of
 * examples/events/newport-evening.
 */
class NewportResultDialogTest {

    private static final String PLAYERS = """
            id,name,rating
            Alice,Alice,212
            Ben,Ben,198
            Cara,Cara,187
            Dev,Dev,176
            Eli,Eli,165
            Faye,Faye,158
            Gus,Gus,149
            Hal,Hal,141
            Ivy,Ivy,133
            Jon,Jon,120
            Kim,Kim,104
            Lev,Lev,92
            """;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("newport-result-dialog-test", "newport-exchange.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void aRoundsResultsEnteredInTheDialogRankTheTeamsByMatchPointsAndAStoppedBoardIsRefusedInTheDialog() throws Exception {
        IFile journal = NewEvent.create(project, "newport", project.getFile("newport-exchange.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        PlayerCsv.Preview players = editor.playersPage().preview(PLAYERS);
        session.record("Import players", List.copyOf(players.players()));
        editor.showTeamsPage();
        FormTeamsDialog teams = editor.teamsPage().formTeamsDialog();
        teams.setBlockOnOpen(false);
        teams.open();
        spin(100);
        teams.okPressed();
        session.record("Form 6 teams", List.of(teams.formation()));

        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        Job pairing = view.pairNext();
        assertNotNull(pairing);
        waitUntil("the pairing job finishes", () -> pairing.getResult() != null);
        waitUntil("the pairings view shows six boards", () -> view.boards().getTable().getItemCount() == 6);

        // Lev wins board 2 for T1: the match T1 v T6 is over, board 1 stops.
        enter(view, "1.1.2", Outcome.BLACK_WINS, Termination.CHECKMATE);
        waitUntil("board 1 of T1 v T6 shows it stopped", () -> "stopped".equals(row(view, "1.1.1").getText(4)));

        Path file = journal.getLocation().toFile().toPath();
        byte[] before = Files.readAllBytes(file);
        ResultDialog refused = open(view, "1.1.1", Outcome.WHITE_WINS, Termination.CHECKMATE);
        refused.okPressed();
        assertNotNull(refused.getShell(), "the refused result leaves the dialog open for a correction");
        String error = refused.getErrorMessage();
        assertNotNull(error, "the refusal is shown in the dialog");
        assertTrue(error.startsWith("Refused (match ends when first board is won)"), error);
        assertTrue(error.endsWith("Nothing was written."), error);
        screenshotOf(refused.getShell(), "newport-result-refused.png");
        assertArrayEquals(before, Files.readAllBytes(file), "nothing was written");
        refused.close();

        // Hal wins for T5 after a drawn board 1; T3 v T4 is drawn on both boards.
        enter(view, "1.2.1", Outcome.DRAW, Termination.REPETITION);
        enter(view, "1.2.2", Outcome.WHITE_WINS, Termination.CHECKMATE);
        enter(view, "1.3.1", Outcome.DRAW, Termination.REPETITION);
        enter(view, "1.3.2", Outcome.DRAW, Termination.REPETITION);
        waitUntil("the pairings view shows the last result", () -> !row(view, "1.3.2").getText(4).isEmpty());
        assertEquals("0-1", row(view, "1.1.2").getText(4));
        assertEquals("1-0", row(view, "1.2.2").getText(4));

        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        waitUntil("the standings rank the six teams", () -> standings.table().getTable().getItemCount() == 6);
        assertEquals("Team", standings.table().getTable().getColumn(1).getText(), "the standings rank teams");
        List<String> rows = new ArrayList<>();
        for (TableItem item : standings.table().getTable().getItems()) {
            rows.add(((Standing) item.getData()).getEntrant() + " " + item.getText(2));
        }
        assertEquals(List.of("Alice & Lev 1", "Eli & Hal 1"), rows.subList(0, 2).stream().sorted().toList(),
                "the two match winners lead with a match point each: " + rows);
        assertEquals(List.of("Cara & Jon 0.5", "Dev & Ivy 0.5"), rows.subList(2, 4).stream().sorted().toList(),
                "the drawn match gives half a match point each: " + rows);
        assertEquals(List.of("Ben & Kim 0", "Faye & Gus 0"), rows.subList(4, 6).stream().sorted().toList(),
                "the losers of the two matches have none: " + rows);
        assertEquals(5, session.model().getGames().stream().filter(g -> g.getResult() != null && !"stopped".equals(g.getResult()))
                .count(), "five boards played to a result, one stopped");
        page().setPartState(page().getReference(standings), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            screenshot("newport-dialog-standings.png");
        } finally {
            page().setPartState(page().getReference(standings), IWorkbenchPage.STATE_RESTORED);
        }
    }

    /** Enters {@code game}'s result in its dialog from the Pairings view; OK records it and closes the dialog. */
    private static void enter(PairingsView view, String game, Outcome outcome, Termination how) throws Exception {
        long facts = view.sessionShown().model().getFactCount();
        ResultDialog dialog = open(view, game, outcome, how);
        dialog.okPressed();
        assertNull(dialog.getErrorMessage(), "the result of " + game + " is recorded");
        assertEquals(Window.OK, dialog.getReturnCode());
        assertNull(dialog.getShell(), "the dialog closes once the result of " + game + " is recorded");
        assertEquals(facts + 1, view.sessionShown().model().getFactCount(), "one fact for the result of " + game);
    }

    private static ResultDialog open(PairingsView view, String game, Outcome outcome, Termination how) {
        TableItem item = row(view, game);
        view.boards().getTable().setSelection(item);
        ResultDialog dialog = view.resultDialog((Game) item.getData());
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(50);
        assertEquals("Result of game " + game, dialog.getShell().getText(), "the dialog names its game");
        dialog.choose(outcome, how);
        return dialog;
    }

    /** The Pairings view's row of {@code game}. */
    private static TableItem row(PairingsView view, String game) {
        for (TableItem item : view.boards().getTable().getItems()) {
            if (item.getText(1).equals(game)) {
                return item;
            }
        }
        throw new AssertionError("the pairings view has no row for game " + game);
    }

    private static void screenshotOf(Shell dialog, String name) throws Exception {
        dialog.forceActive();
        screenshot(name);
    }
}
