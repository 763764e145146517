// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.rookery.arbiter.report.EventExports;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Event;
import org.rookery.event.model.Game;
import org.rookery.event.model.GameStatus;
import org.rookery.event.model.Standing;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;
import org.rookery.rules.Color;

/**
 * An arbiter's evening in the real Rookery workbench: a Guardian chess open created from its
 * format, players imported from CSV, a round paired, results entered, one undone, a refusal, and
 * the event reopened with nothing lost. The steps build on each other, in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EventWorkbenchTest {

    private static final String BAD_CSV = """
            id,name,rating,grade,team
            P1,Asha Rao,2150,,
            P2,Bram de Vries,2080,,
            P3,Chen Wei,abc,,
            P4,Dara Okafor,1990,,
            """;
    private static final String GOOD_CSV = """
            Id,Name,Rating
            P1,Asha Rao,2150
            P2,Bram de Vries,2080
            P3,Chen Wei,2030
            P4,Dara Okafor,1990
            P5,Eli Navarro,1945
            P6,Fatima Haddad,1900
            P7,Gus Lindqvist,1850
            """;

    private static IProject project;
    private static IFile journal;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("event-workbench-test", "guardian-open.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    @Order(1)
    void theNewEventWizardCreatesAnEventFolderFromAFormat() throws Exception {
        assertTrue(NewEventWizard.formats().contains(project.getFile("guardian-open.tfl")), "the wizard offers the format");
        journal = NewEvent.create(project, "club-open", project.getFile("guardian-open.tfl"));
        assertTrue(journal.exists(), "the journal is in the workspace");
        assertTrue(project.getFolder("club-open").getFolder("format").exists(), "the format is copied into the event");
        assertNotNull(NewEvent.nameProblem(project, "club-open"), "a second event of the same name is refused");
        assertThrows(java.io.IOException.class, () -> NewEvent.create(project, "broken", project.getFile("missing.tfl")));
        assertFalse(project.getFolder("broken").getFolder("format").exists(), "a failed creation leaves no event behind");

        IEditorPart editor = IDE.openEditor(page(), journal);
        assertInstanceOf(EventEditor.class, editor, "journal.jsonl opens in the event editor");
        assertEquals(EventSessions.active(), ((EventEditor) editor).session(), "the open event becomes the active one");
    }

    @Test
    @Order(2)
    void playersAreImportedFromCsvAfterAPreviewThatReportsBadRows() throws Exception {
        EventEditor editor = editor();
        PlayersPage players = editor.playersPage();
        byte[] before = Files.readAllBytes(journalPath());

        PlayerCsv.Preview bad = players.preview(BAD_CSV);
        assertEquals(1, bad.errors().size(), bad.errors().toString());
        assertEquals(4, bad.errors().get(0).row(), "the header is row 1, Chen Wei's row is 4");
        assertTrue(bad.errors().get(0).problem().contains("'abc' is not a whole number"), bad.errors().get(0).problem());
        assertEquals(3, bad.players().size());
        CsvPreviewDialog dialog = new CsvPreviewDialog(editor.getSite().getShell(), "players.csv", bad);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(100);
        assertFalse(dialog.importEnabled(), "a file with a bad row cannot be imported");
        assertTrue(dialog.getErrorMessage().contains("1 rows are wrong"), dialog.getErrorMessage());
        dialog.close();
        assertArrayEquals(before, Files.readAllBytes(journalPath()), "a preview writes nothing");
        assertThrows(IllegalArgumentException.class, () -> players.preview("who,what\nx,y\n"), "the header must name id and name");

        PlayerCsv.Preview good = players.preview(GOOD_CSV);
        assertTrue(good.errors().isEmpty(), good.errors().toString());
        editor.session().record("Import players", List.copyOf(good.players()));
        waitUntil("the players page lists the 7 imported players", () -> players.table().getTable().getItemCount() == 7);
        assertEquals("Asha Rao", players.table().getTable().getItem(0).getText(1));
        assertEquals("2150", players.table().getTable().getItem(0).getText(2));
        assertEquals(1, players.preview("id,name\nP1,Asha again\n").errors().size(), "an id already registered is a bad row");
    }

    @Test
    @Order(3)
    void pairingTheNextRoundShowsItInThePairingsView() throws Exception {
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        Job job = view.pairNext();
        assertNotNull(job);
        waitUntil("the pairing job finishes", () -> job.getResult() != null);
        waitUntil("the pairings view shows round 1's three boards", () -> view.boards().getTable().getItemCount() == 3);
        Event model = editor().session().model();
        assertEquals(1, model.getRounds().size());
        assertEquals(1, model.getRounds().get(0).getByes().size(), "seven players: one bye");
        TableItem first = view.boards().getTable().getItem(0);
        assertEquals("1.1", first.getText(1));
        assertTrue(first.getText(2).contains("(P"), "White is named with the id: " + first.getText(2));
        assertFalse(editor().session().explanations(1).isEmpty(), "the engine's reasons are kept for the view");
    }

    @Test
    @Order(4)
    void resultsChangeTheStandingsAndUndoTakesOneBack() throws Exception {
        EventSession session = editor().session();
        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        List<Game> games = List.copyOf(session.model().getRounds().get(0).getGames());
        for (Game g : games) {
            if (g == games.get(1)) {
                // This one through the result-entry dialog, as the arbiter enters it.
                ResultDialog dialog = new ResultDialog(editor().getSite().getShell(), g);
                dialog.setBlockOnOpen(false);
                dialog.open();
                spin(100);
                dialog.okPressed();
                assertEquals(1, dialog.facts().size(), "White wins by resignation: one result fact");
                assertInstanceOf(FactBody.Result.class, dialog.facts().get(0));
                session.record("Result of " + g.getId(), dialog.facts());
                continue;
            }
            session.record("Result of " + g.getId(), ResultFacts.of(new ResultFacts.Entry(g.getId(), Outcome.WHITE_WINS,
                    Termination.RESIGNATION, "", "", g.getId().equals("1.1") ? 1 : 0, 0, Color.WHITE, "", "")));
        }
        Game last = games.get(games.size() - 1);
        String lastWhite = last.getWhite().getId();
        waitUntil("the standings give the winner of game " + last.getId() + " a point", () -> points(standings, lastWhite).equals("1"));
        assertTrue(session.model().getTieBreakNames().size() >= 2, "the format's tie-breaks are columns");
        assertEquals(3 + session.model().getTieBreakNames().size(), standings.table().getTable().getColumnCount());
        assertEquals(1, session.model().getGames().stream().filter(g -> g.getId().equals("1.1")).findFirst().orElseThrow()
                .getIllegalMovesWhite(), "the illegal move entered with the result is recorded");
        maximizedScreenshot(standings, "standings.png");
        CrosstableView crosstable = (CrosstableView) page().showView(EventUi.CROSSTABLE_VIEW_ID);
        spin(100);
        assertEquals(7, crosstable.table().getItemCount(), "one crosstable line per player");
        boolean whiteWin = false;
        for (TableItem item : crosstable.table().getItems()) {
            for (int c = 0; c < crosstable.table().getColumnCount(); c++) {
                whiteWin |= item.getText(c).matches("\\d+w1");
            }
        }
        assertTrue(whiteWin, "a White win shows as the opponent's line, w and 1");
        PairingsView pairings = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        maximizedScreenshot(pairings, "pairings.png");

        IOperationHistory history = EventSession.history();
        assertTrue(history.canUndo(session.undoContext()));
        history.undo(session.undoContext(), null, null);
        waitUntil("after undo the point is gone from the standings", () -> points(standings, lastWhite).equals("0"));
        Game undone = session.model().getGames().stream().filter(g -> g.getId().equals(last.getId())).findFirst().orElseThrow();
        assertTrue(undone.getStatus() != GameStatus.FINISHED, "the game has no result after undo");
        assertTrue(session.model().getRulings().stream().anyMatch(r -> r.isUndone() && "result".equals(r.getType())),
                "the rulings log marks the result undone");
        assertEquals("undo", session.model().getRulings().get(session.model().getRulings().size() - 1).getType(),
                "the undo is itself a fact");

        history.redo(session.undoContext(), null, null);
        waitUntil("redo records the result again", () -> points(standings, lastWhite).equals("1"));
        assertNotNull(pairings);
    }

    @Test
    @Order(5)
    void aRefusedFactNamesTheRuleAndWritesNothing() throws Exception {
        EventSession session = editor().session();
        byte[] before = Files.readAllBytes(journalPath());
        long facts = session.model().getFactCount();
        Refusal r = assertThrows(Refusal.class, () -> session.record("Register P1 again",
                new FactBody.Register("P1", "Someone Else", Optional.empty(), 0, Optional.empty())));
        assertEquals("player registered once", r.rule());
        assertTrue(Feedback.refusalText(r).contains("Rule: player registered once"), Feedback.refusalText(r));
        assertArrayEquals(before, Files.readAllBytes(journalPath()), "nothing was written");
        assertEquals(facts, session.model().getFactCount());
        assertFalse(EventSession.history().getUndoOperation(session.undoContext()).getLabel().contains("again"),
                "a refused action is not in the undo history");

        RulingsView rulings = (RulingsView) page().showView(EventUi.RULINGS_VIEW_ID);
        waitUntil("the rulings log lists every fact", () -> rulings.table().getTable().getItemCount() == facts);
        rulings.filter("undo");
        waitUntil("the filter keeps the undo fact only", () -> rulings.table().getTable().getItemCount() == 1);
        maximizedScreenshot(rulings, "rulings.png");
        rulings.filter("");
    }

    @Test
    @Order(6)
    void theEventReopensAfterClosingWithNothingLost() throws Exception {
        Event before = editor().session().model();
        long facts = before.getFactCount();
        List<String> results = before.getGames().stream().map(g -> g.getId() + "=" + g.getResult()).sorted().toList();
        page().closeAllEditors(false);
        spin(100);
        assertNull(EventSessions.active(), "no event is active once its editor is closed");
        // Reopen as the arbiter does: select the event folder in the Project Explorer and open it.
        org.eclipse.ui.navigator.CommonNavigator explorer = (org.eclipse.ui.navigator.CommonNavigator) page()
                .showView(org.eclipse.ui.IPageLayout.ID_PROJECT_EXPLORER);
        explorer.selectReveal(new org.eclipse.jface.viewers.StructuredSelection(journal.getParent()));
        spin(200);
        org.eclipse.jface.action.IAction open = explorer.getViewSite().getActionBars()
                .getGlobalActionHandler(org.eclipse.ui.navigator.ICommonActionConstants.OPEN);
        assertInstanceOf(OpenEventProvider.OpenEventAction.class, open, "opening an event folder opens the event");
        open.run();
        spin(100);
        EventEditor again = editor();
        Event after = again.session().model();
        assertEquals(facts, after.getFactCount());
        assertEquals(7, after.getPlayers().size());
        assertEquals(results, after.getGames().stream().map(g -> g.getId() + "=" + g.getResult()).sorted().toList());
        assertEquals(1, after.getRounds().size());
        Set<String> ids = new HashSet<>();
        after.getStandings().forEach(s -> ids.add(s.getPlayer().getId()));
        assertEquals(7, ids.size());
    }

    @Test
    @Order(7)
    void theEventIsExportedInEachFormatInAJob() throws Exception {
        EventSession session = editor().session();
        Path dir = Files.createTempDirectory("rookery-export");
        for (EventExports.Kind kind : List.of(EventExports.Kind.HTML, EventExports.Kind.CSV, EventExports.Kind.PDF,
                EventExports.Kind.TRF)) {
            Path target = dir.resolve("club-open." + kind.extension());
            ExportJob job = new ExportJob(session, kind, target, null);
            job.schedule();
            job.join();
            assertTrue(job.getResult().isOK(), kind + ": " + job.getResult().getMessage());
            assertTrue(Files.size(target) > 0, kind + " wrote nothing");
        }
        assertTrue(Files.readString(dir.resolve("club-open.html")).contains("Asha Rao"), "the HTML report names the players");
        assertTrue(Files.readString(dir.resolve("club-open.csv")).contains("Asha Rao"), "the CSV report names the players");
        assertTrue(Files.readString(dir.resolve("club-open.pdf"), java.nio.charset.StandardCharsets.ISO_8859_1).startsWith("%PDF"));
        assertTrue(Files.readString(dir.resolve("club-open.trf")).lines().anyMatch(l -> l.startsWith("001") && l.contains("Asha Rao")),
                "the TRF file has a player line for Asha Rao");
        ExportJob fesa = new ExportJob(session, EventExports.Kind.FESA, dir.resolve("turnering.txt"), null);
        fesa.schedule();
        fesa.join();
        assertFalse(fesa.getResult().isOK(), "a FESA export without the venue is an error, not a file");
        assertFalse(Files.exists(dir.resolve("turnering.txt")));
    }

    @Test
    @Order(8)
    void aFlagFallNeedsBothClockReadingsAndRecordsThemInMilliseconds() {
        ResultFacts.Entry noClocks = new ResultFacts.Entry("2.1", Outcome.WHITE_WINS, Termination.TIME_FORFEIT, "P", "",
                0, 2, Color.BLACK, "", "");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ResultFacts.of(noClocks));
        assertTrue(e.getMessage().contains("both clock readings"), e.getMessage());
        List<FactBody> facts = ResultFacts.of(new ResultFacts.Entry("2.1", Outcome.WHITE_WINS, Termination.TIME_FORFEIT,
                "P, N", "", 0, 2, Color.BLACK, "0:20.5", "0"));
        assertEquals(3, facts.size(), "two illegal moves by Black, then the flag fall");
        FactBody.FlagFall flag = assertInstanceOf(FactBody.FlagFall.class, facts.get(2));
        assertEquals(20_500, flag.whiteMs());
        assertEquals(0, flag.blackMs());
        assertEquals(List.of("P", "N"), flag.capturedByWhite());
        assertTrue(flag.outcome().isEmpty(), "the usual outcome of a flag fall is not repeated");
        assertThrows(IllegalArgumentException.class, () -> ResultFacts.millis("ten", "White's clock"));
    }

    /** A screenshot of the workbench with {@code view} maximized, then the layout as it was. */
    private static void maximizedScreenshot(org.eclipse.ui.IViewPart view, String name) throws Exception {
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            screenshot(name);
        } finally {
            page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
        }
    }

    private static String points(StandingsView view, String player) {
        for (TableItem item : view.table().getTable().getItems()) {
            if (item.getData() instanceof Standing s && s.getPlayer() != null && s.getPlayer().getId().equals(player)) {
                return item.getText(2);
            }
        }
        return "missing";
    }

    private static EventEditor editor() {
        for (var ref : page().getEditorReferences()) {
            if (ref.getEditor(true) instanceof EventEditor e) {
                return e;
            }
        }
        fail("no event editor is open");
        return null;
    }

    private static Path journalPath() {
        return journal.getLocation().toFile().toPath();
    }
}
