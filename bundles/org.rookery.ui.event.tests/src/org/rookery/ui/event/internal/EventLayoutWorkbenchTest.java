// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * The workbench laid out for the event at hand (issue 21), in a real window: each example event
 * opens with its scorecard or pairings in the editor area, a new Swiss on its Players page with
 * the Innings Scorecard closed and the Welcome view gone; while its round 1 is
 * played the Standings say so with the games played (a forfeit typed as {@code 1 1-0f} counts as
 * played), and a player whose name is his id is shown once. An innings match's Standings show
 * the match: each team's innings totals, its total and the result.
 */
class EventLayoutWorkbenchTest {

    private static final String WELCOME = "org.rookery.ui.board.welcome";
    private static IProject swiss;
    private static IProject innings;

    @BeforeAll
    static void createProjects() throws Exception {
        swiss = TestProjects.withFormat("layout-swiss-test", "guardian-open.tfl");
        innings = TestProjects.empty("layout-innings-test");
        for (String example : EXAMPLES) {
            copy(example, innings);
        }
        innings.refreshLocal(IResource.DEPTH_INFINITE, null);
    }

    /** The four example events, each with the page its editor opens on. */
    private static final java.util.List<String> EXAMPLES = java.util.List.of("g20-match", "fesa-swiss", "guardian-club",
            "newport-evening");

    private static void copy(String example, IProject project) throws java.io.IOException {
        Path source = Path.of("../../examples/events/" + example);
        Path target = project.getLocation().toFile().toPath().resolve(example);
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path to = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
    }

    @AfterAll
    static void deleteProjects() throws Exception {
        TestProjects.delete(swiss);
        innings.delete(true, true, null);
    }

    private static void type(Text field, String line) {
        field.setText("");
        field.setFocus();
        for (char c : line.toCharArray()) {
            field.insert(String.valueOf(c));
        }
        field.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
    }

    private static boolean hasRow(Table table, int column, String text) {
        for (int i = 0; i < table.getItemCount(); i++) {
            if (table.getItem(i).getText(column).equals(text)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aNewSwissOpensOnItsPlayersWithoutTheScorecardAndSaysItsRoundIsInProgress() throws Exception {
        page().closeAllEditors(false);
        page().showView(EventUi.SCORECARD_VIEW_ID);
        page().showView(WELCOME);
        spin(100);
        String csv = "id,name,rating\nP1,Asha Rao,2150\nP2,Bram Berg,2100\nP3,Chen Li,2050\nP4,Dora Dahl,2000\nP5,Emil Eng,1950\n"
                + "P6,P6,1900\n";
        EventEditor editor = TestProjects.newEvent(swiss, "open6", "guardian-open.tfl", csv);
        EventSession session = editor.session();
        waitUntil("the Welcome view steps aside", () -> page().findView(WELCOME) == null);
        waitUntil("the Innings Scorecard is closed in a Swiss", () -> page().findView(EventUi.SCORECARD_VIEW_ID) == null);
        assertEquals("Players", editor.activePageText(), "a new event without players opens on its Players page");
        PairingsView pairings = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        assertNotNull(editor.pairingsPage(), "a Swiss has a Pairings page");
        assertNull(editor.scorecardPage(), "and no Scorecard page");

        assertNotNull(pairings.pairNext());
        waitUntil("round 1 is paired", () -> session.model().getRounds().size() == 1
                && pairings.boards().getTable().getItemCount() == 3);
        KeyboardEntry entry = pairings.entry();
        type(entry.line(), "1 1-0f");
        assertTrue(entry.status().startsWith("Recorded game " + session.state().pairings().get(1).boards().get(0).game()),
                entry.status());
        assertTrue(entry.status().contains("1-0f (forfeit)"), entry.status());
        assertTrue(session.state().game(session.state().pairings().get(1).boards().get(0).game()).orElseThrow().end()
                .orElseThrow().forfeit(), "the result fact records the forfeit");

        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        waitUntil("the standings say round 1 is in progress", () -> standings.heading().contains(
                "standings round 1 of 7 in progress: 1 of 3 games played"));
        Table table = standings.table().getTable();
        waitUntil("the standings list every player", () -> table.getItemCount() == 6);
        assertTrue(hasRow(table, 1, "P6"), "a player whose name is his id is shown once");
        assertTrue(hasRow(table, 1, "Asha Rao (P1)"), "a player with a name shows it with his id");
        assertNull(page().findView(EventUi.SCORECARD_VIEW_ID));

        // the result dialog of a 1/½/0 Guardian open asks no captures, no illegal moves, no clocks
        org.rookery.event.model.Game game = session.model().getGames().stream()
                .filter(g -> g.getId().equals(session.state().pairings().get(1).boards().get(1).game())).findFirst().orElseThrow();
        ResultDialog dialog = pairings.resultDialog(game);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(50);
        try {
            assertFalse(dialog.shows("Men White captured"), "a 1/½/0 open scores no captures");
            assertFalse(dialog.shows("Illegal moves by White"), "nor illegal moves");
            assertTrue(dialog.shows("How it ended"));
            assertTrue(dialog.endingsOffered().contains(Termination.CHECKMATE));
            assertFalse(dialog.endingsOffered().contains(Termination.CROWNING), "Guardian chess has no crowning");
            assertFalse(dialog.endingsOffered().contains(Termination.DECLARATION), "nor a declaration");
            dialog.choose(Outcome.BLACK_WINS, Termination.TIME_FORFEIT);
            assertFalse(dialog.shows("White's clock"), "the format does not read the clocks at a time forfeit");
            dialog.okPressed();
            spin(50);
        } finally {
            if (dialog.getShell() != null && !dialog.getShell().isDisposed()) {
                dialog.close();
            }
        }
        waitUntil("the time forfeit is recorded without clocks", () -> session.state().game(game.getId())
                .flatMap(g -> g.end()).filter(e -> e.ending() == Termination.TIME_FORFEIT && e.whiteMs().isEmpty()).isPresent());
        waitUntil("the standings count it", () -> standings.heading().contains("round 1 of 7 in progress: 2 of 3 games played"));
        spin(100);
    }

    /**
     * Each example event opens with what its arbiter works in, in the editor area: the G20 match
     * its scorecard (innings, totals and result), the FESA Swiss, the Guardian club night and the
     * Newport evening their pairings, showing their last round's boards.
     */
    @Test
    void eachExampleEventOpensWithItsWorkInTheEditorArea() throws Exception {
        for (String example : EXAMPLES) {
            page().closeAllEditors(false);
            // the Pairings view on top of its folder, as an arbiter may have left it
            page().showView(EventUi.PAIRINGS_VIEW_ID, null, org.eclipse.ui.IWorkbenchPage.VIEW_VISIBLE);
            spin(50);
            EventEditor editor = (EventEditor) IDE.openEditor(page(), innings.getFile(example + "/journal.jsonl"));
            spin(100);
            EventSession session = editor.session();
            assertTrue(page().isPartVisible(editor), example);
            if (example.equals("g20-match")) {
                assertEquals("Scorecard", editor.activePageText(), example);
                assertNull(editor.pairingsPage(), "an innings match is not paired");
                ScorecardPanel card = editor.scorecardPage();
                waitUntil("the scorecard lists the innings", () -> card.tree().getTree().getItemCount()
                        == session.state().innings().orElseThrow().innings().size());
                assertTrue(card.heading().startsWith(session.model().getName() + " (G20): totals "), card.heading());
                assertEquals("The match is over.", card.nextText());
                assertTrue(card.tree().getTree().isVisible(), "the scorecard is on screen");
            } else {
                assertEquals("Pairings", editor.activePageText(), example);
                assertNull(editor.scorecardPage(), example + " has no innings");
                PairingsPanel pairings = editor.pairingsPage();
                int last = session.model().getRounds().size();
                assertTrue(last > 0, example + " has rounds");
                waitUntil(example + " shows its last round", () -> pairings.roundChoice().getSelectionIndex() == last - 1);
                org.rookery.event.model.Round round = session.model().getRounds().get(last - 1);
                assertEquals(pairings.round(), round);
                assertEquals(ReplayRows.of(round).size(),
                        pairings.boards().getTable().getItemCount(), example + ": a row a board of the round");
                assertTrue(pairings.boards().getTable().getItemCount() > 0, example);
                assertTrue(pairings.boards().getTable().isVisible(), example + ": the pairings are on screen");
                assertTrue(hasRow(pairings.boards().getTable(), 1, round.getGames().get(0).getId()),
                        example + ": the round's first game is listed");
                // the editor closes a Scorecard view left open by an innings event after it has opened
                waitUntil(example + ": the Innings Scorecard stays closed", () -> page().findView(EventUi.SCORECARD_VIEW_ID) == null);
            }
            // the layout is applied once the editor is up (asynchronously, so the editor keeps the focus)
            waitUntil(example + ": the Welcome view steps aside", () -> page().findView(WELCOME) == null);
            waitUntil(example + ": the lower row shows the rulings, not a second copy of the editor's page", () ->
                    page().findView("org.rookery.ui.event.rulings") != null
                            && page().isPartVisible(page().findView("org.rookery.ui.event.rulings")));
            if (example.equals("fesa-swiss") || example.equals("g20-match")) {
                // the README's picture of the workbench on an example event, at 1280x800
                org.eclipse.swt.widgets.Shell shell = page().getWorkbenchWindow().getShell();
                org.eclipse.swt.graphics.Point size = shell.getSize();
                shell.setSize(1280, 800);
                spin(300);
                org.rookery.ui.testing.UiTesting.screenshot(example.equals("g20-match") ? "workbench-innings-event.png"
                        : "workbench-event.png");
                shell.setSize(size);
                spin(100);
            }
        }
        page().closeAllEditors(false);
        spin(100);
    }

    @Test
    void anInningsMatchsStandingsShowTheMatch() throws Exception {
        page().closeAllEditors(false);
        IFile journal = innings.getFile("g20-match/journal.jsonl");
        IDE.openEditor(page(), journal);
        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        waitUntil("the standings show the match's result", () -> standings.heading().contains(
                "Carlton Camels v Zennor Zebras: Carlton Camels won by 208 points (281 to 73)"));
        Table table = standings.table().getTable();
        assertEquals(2, table.getItemCount());
        assertEquals("Team", table.getColumn(0).getText());
        assertEquals("Total", table.getColumn(2).getText());
        assertTrue(hasRow(table, 0, "Carlton Camels") && hasRow(table, 0, "Zennor Zebras"));
        for (int i = 0; i < 2; i++) {
            String team = table.getItem(i).getText(0);
            assertEquals(team.equals("Carlton Camels") ? "281" : "73", table.getItem(i).getText(2), team);
            assertTrue(table.getItem(i).getText(1).startsWith("innings "), table.getItem(i).getText(1));
        }
        assertTrue(!standings.heading().contains("no standings yet"), standings.heading());
        EventEditor opened = (EventEditor) page().getActiveEditor();
        assertEquals("Scorecard", opened.activePageText(), "an innings match opens on its scorecard, in the editor area");

        // the G20 result dialog asks what the format scores: captures, illegal moves, and the clocks at a time forfeit
        EventSession session = ((EventEditor) page().getActiveEditor()).session();
        org.rookery.event.model.Game game = session.model().getGames().get(0);
        ResultDialog dialog = new ResultDialog(page().getWorkbenchWindow().getShell(), game, session);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(50);
        try {
            assertTrue(dialog.shows("Men White captured"));
            assertTrue(dialog.shows("Illegal moves by White"));
            assertTrue(dialog.endingsOffered().contains(Termination.CROWNING), "Giraffe's own ending is offered");
            assertFalse(dialog.endingsOffered().contains(Termination.AGREEMENT), "Giraffe chess has no agreed draw");
            dialog.choose(Outcome.WHITE_WINS, Termination.CHECKMATE);
            assertFalse(dialog.shows("White's clock"), "no clocks for a mate");
            dialog.choose(Outcome.WHITE_WINS, Termination.TIME_FORFEIT);
            assertTrue(dialog.shows("White's clock") && dialog.shows("Flag fell for"), "G20 scores a timeout by the clocks");
        } finally {
            dialog.close();
        }
        spin(100);
    }
}
