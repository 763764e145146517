// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Game;
import org.rookery.event.model.Standing;
import org.rookery.event.model.Team;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * A Newport Exchange evening run in the real workbench: twelve players registered, the teams
 * formed as the format declares (highest graded with lowest, the balancing explained) and
 * recorded as a fact, a team edited and the edit undone, round 1 paired as team matches, its
 * results entered (a board stopped when its match ended refuses a result), the standings ranking
 * the teams by match points, and the event reopened with the teams formed. The steps build on
 * each other, in order; the players and round 1 are those of examples/events/newport-evening.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class NewportEveningTest {

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
    private static IFile journal;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("newport-evening-test", "newport-exchange.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    @Order(1)
    void theEventEditorHasATeamsPageForATeamFormat() throws Exception {
        journal = NewEvent.create(project, "newport", project.getFile("newport-exchange.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        assertNotNull(editor.teamsPage(), "a team format's event has a teams page");
        PlayerCsv.Preview players = editor.playersPage().preview(PLAYERS);
        assertTrue(players.errors().isEmpty(), players.errors().toString());
        editor.session().record("Import players", List.copyOf(players.players()));
        waitUntil("the players page lists the 12 players", () -> editor.playersPage().table().getTable().getItemCount() == 12);
    }

    @Test
    @Order(2)
    void formingTheTeamsShowsTheBalancingExplainedAndRecordsThemAsAFact() throws Exception {
        EventEditor editor = editor();
        editor.showTeamsPage();
        TeamsPage teams = editor.teamsPage();
        FormTeamsDialog dialog = teams.formTeamsDialog();
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(200);
        assertEquals(6, dialog.table().getItemCount(), "twelve players make six teams of two");
        TableItem first = dialog.table().getItem(0);
        assertEquals("T1", first.getText(0));
        assertEquals("Alice (212), Lev (92)", first.getText(2), "the highest graded with the lowest");
        assertEquals("304", first.getText(3));
        assertTrue(dialog.explanationText().contains("the highest graded is teamed with the lowest"), dialog.explanationText());
        assertTrue(dialog.explanationText().contains("team 6 Faye (158) + Gus (149) = 307"), dialog.explanationText());
        screenshotOf(dialog.getShell(), "form-teams.png");
        dialog.okPressed();
        editor.session().record("Form 6 teams", List.of(dialog.formation()));
        waitUntil("the teams page lists the six teams", () -> teams.table().getTable().getItemCount() == 6);
        assertEquals("Alice & Lev", teams.table().getTable().getItem(0).getText(1));
        assertEquals("Alice 212, Lev 92", teams.table().getTable().getItem(0).getText(2));
        waitUntil("the page explains how the teams were formed", () -> teams.explanationText().contains("highest graded"));
        screenshot("teams.png");

        // A player in two teams is refused with the rule's name and nothing is written.
        byte[] before = Files.readAllBytes(journalPath());
        Refusal r = assertThrows(Refusal.class, () -> editor.session().record("Form teams", new FactBody.FormTeams(List.of(
                new FactBody.FormedTeam("T1", "", List.of("Alice", "Lev")), new FactBody.FormedTeam("T2", "", List.of("Ben", "Lev"))),
                List.of(), "by hand")));
        assertEquals("a player in one team", r.rule());
        assertArrayEquals(before, Files.readAllBytes(journalPath()), "nothing was written");
    }

    @Test
    @Order(3)
    void anEditedTeamExchangesAPlayerAndUndoPutsHimBack() throws Exception {
        EventEditor editor = editor();
        TeamsPage teams = editor.teamsPage();
        Team t1 = editor.session().model().getTeams().get(0);
        TeamDialog dialog = teams.teamDialog(t1);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(100);
        dialog.tick("Lev", false);
        dialog.tick("Kim", true);
        dialog.okPressed();
        assertEquals(List.of("Alice", "Kim"), dialog.team().players());
        editor.session().record("Edit team T1", teams.teamFacts(dialog.team()));
        waitUntil("Kim plays for T1 and Lev for T2", () -> members(editor, "T1").equals(List.of("Alice", "Kim"))
                && members(editor, "T2").equals(List.of("Ben", "Lev")));
        EventSession.history().undo(editor.session().undoContext(), null, null);
        waitUntil("undo puts the teams back as formed", () -> members(editor, "T1").equals(List.of("Alice", "Lev")));
    }

    @Test
    @Order(4)
    void roundOneIsPairedAsTeamMatchesAndItsBoardsCannotBeChangedOneByOne() throws Exception {
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        Job job = view.pairNext();
        assertNotNull(job);
        waitUntil("the pairing job finishes", () -> job.getResult() != null);
        waitUntil("the pairings view shows six boards", () -> view.boards().getTable().getItemCount() == 6);
        List<String> boards = new ArrayList<>();
        for (TableItem item : view.boards().getTable().getItems()) {
            boards.add(item.getText(1) + " " + item.getText(2) + " - " + item.getText(3));
        }
        // a player whose name is his id is shown once
        assertEquals(List.of("1.1.1 Alice - Faye", "1.1.2 Gus - Lev", "1.2.1 Ben - Eli",
                "1.2.2 Hal - Kim", "1.3.1 Cara - Dev", "1.3.2 Ivy - Jon"), boards,
                "the same round 1 as the example evening");
        Game board1 = editor().session().model().getRounds().get(0).getGames().get(0);
        Refusal r = assertThrows(Refusal.class, () -> PairingChangeActions.change(editor().session(),
                PairingChangeActions.Kind.SWAP_COLOURS, board1, List.of(), "try"));
        assertEquals("team matches are paired as matches", r.rule());
    }

    @Test
    @Order(5)
    void resultsRankTheTeamsByMatchPoints() throws Exception {
        EventSession session = editor().session();
        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        // Round 1 of the example: Lev wins board 2 for T1 (ending the match), Hal wins for T5 after a
        // drawn board 1, and T3 v T4 is drawn on both boards.
        session.record("Result of 1.1.2", result("1.1.2", Outcome.BLACK_WINS, Termination.CHECKMATE));
        Refusal stopped = assertThrows(Refusal.class, () -> session.record("Result of 1.1.1",
                result("1.1.1", Outcome.WHITE_WINS, Termination.CHECKMATE)));
        assertEquals("match ends when first board is won", stopped.rule());
        session.record("Result of 1.2.1", result("1.2.1", Outcome.DRAW, Termination.REPETITION));
        session.record("Result of 1.2.2", result("1.2.2", Outcome.WHITE_WINS, Termination.CHECKMATE));
        session.record("Result of 1.3.1", result("1.3.1", Outcome.DRAW, Termination.REPETITION));
        session.record("Result of 1.3.2", result("1.3.2", Outcome.DRAW, Termination.REPETITION));
        waitUntil("the standings rank the six teams", () -> standings.table().getTable().getItemCount() == 6);
        Game stoppedBoard = session.model().getGames().stream().filter(g -> g.getId().equals("1.1.1")).findFirst().orElseThrow();
        assertEquals("stopped", stoppedBoard.getResult(), "board 1 of T1 v T6 stopped when Lev won board 2");
        List<String> rows = new ArrayList<>();
        for (TableItem item : standings.table().getTable().getItems()) {
            Standing s = (Standing) item.getData();
            rows.add(s.getEntrant() + " " + item.getText(2));
        }
        assertEquals("Team", standings.table().getTable().getColumn(1).getText(), "the standings rank teams");
        assertEquals(List.of("Alice & Lev 1", "Eli & Hal 1"), rows.subList(0, 2).stream().sorted().toList(),
                "the two match winners lead with a match point each");
        assertTrue(rows.subList(2, 4).containsAll(List.of("Cara & Jon 0.5", "Dev & Ivy 0.5")), rows.toString());
        assertTrue(rows.subList(4, 6).containsAll(List.of("Ben & Kim 0", "Faye & Gus 0")), rows.toString());
        page().setPartState(page().getReference(standings), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            screenshot("newport-standings.png");
        } finally {
            page().setPartState(page().getReference(standings), IWorkbenchPage.STATE_RESTORED);
        }
        PairingsView pairings = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        page().setPartState(page().getReference(pairings), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            screenshot("newport-pairings.png");
        } finally {
            page().setPartState(page().getReference(pairings), IWorkbenchPage.STATE_RESTORED);
        }
    }

    @Test
    @Order(6)
    void theTeamsAreFormedAgainWhenTheEventIsReopened() throws Exception {
        long facts = editor().session().model().getFactCount();
        page().closeAllEditors(false);
        spin(100);
        EventEditor again = (EventEditor) IDE.openEditor(page(), journal);
        assertEquals(facts, again.session().model().getFactCount());
        assertEquals(6, again.session().model().getTeams().size());
        assertEquals(List.of("Alice", "Lev"), members(again, "T1"));
        assertEquals(6, again.session().model().getStandings().size());
        waitUntil("the reopened teams page lists the teams", () -> again.teamsPage().table().getTable().getItemCount() == 6);
    }

    private static FactBody result(String game, Outcome outcome, Termination ending) {
        return new FactBody.Result(game, outcome, ending, List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty());
    }

    private static List<String> members(EventEditor editor, String team) {
        return editor.session().state().teamPlayers(team).stream().map(FactBody.Register::player).toList();
    }

    /** A screenshot of the workbench with a dialog over it. */
    private static void screenshotOf(Shell dialog, String name) throws Exception {
        dialog.forceActive();
        screenshot(name);
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
