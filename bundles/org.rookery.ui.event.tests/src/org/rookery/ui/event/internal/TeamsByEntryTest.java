// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.jobs.Job;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Game;
import org.rookery.ui.event.EventUi;

/**
 * A bughouse club night whose format says teams enter as teams: the engine does not form them,
 * the arbiter adds each team and ticks its players, a team of the wrong size is refused with the
 * rule's name, a team withdraws before round 1 and is not paired.
 */
class TeamsByEntryTest {

    private static final String PLAYERS = """
            id,name,rating
            P1,Asha,1900
            P2,Bram,1850
            P3,Chen,1800
            P4,Dara,1750
            P5,Eli,1700
            P6,Fatima,1650
            P7,Gus,1600
            P8,Hana,1550
            """;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("teams-by-entry-test", "bughouse-club-night.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void theArbiterAddsTheTeamsAsTheyEnterAndAWithdrawnTeamIsNotPaired() throws Exception {
        EventEditor editor = TestProjects.newEvent(project, "club-night", "bughouse-club-night.tfl", PLAYERS);
        EventSession session = editor.session();
        editor.showTeamsPage();
        TeamsPage teams = editor.teamsPage();
        IllegalArgumentException byEntry = assertThrows(IllegalArgumentException.class, teams::formTeamsDialog);
        assertTrue(byEntry.getMessage().contains("enter as teams"), byEntry.getMessage());

        String[][] entered = { { "A", "Knights", "P1", "P8" }, { "B", "Rooks", "P2", "P7" }, { "C", "Bishops", "P3", "P6" },
                { "D", "Pawns", "P4", "P5" } };
        for (String[] t : entered) {
            TeamDialog dialog = teams.teamDialog(null);
            dialog.setBlockOnOpen(false);
            dialog.open();
            spin(50);
            assertFalse(dialog.okEnabled(), "a team needs an id");
            dialog.type(t[0], t[1]);
            dialog.tick(t[2], true);
            dialog.tick(t[3], true);
            dialog.okPressed();
            session.record("Add team " + t[0], teams.teamFacts(dialog.team()));
        }
        waitUntil("the teams page lists the four teams", () -> teams.table().getTable().getItemCount() == 4);
        assertEquals("Knights", teams.table().getTable().getItem(0).getText(1));
        assertEquals("Asha 1900, Hana 1550", teams.table().getTable().getItem(0).getText(2));
        assertEquals("3450", teams.table().getTable().getItem(0).getText(3));

        TeamDialog again = teams.teamDialog(null);
        again.setBlockOnOpen(false);
        again.open();
        spin(50);
        again.type("A", "Knights again");
        assertFalse(again.okEnabled(), "a team id is taken once");
        again.close();

        byte[] before = Files.readAllBytes(session.folder().dir().resolve(org.rookery.engine.event.EventFolder.JOURNAL));
        Refusal three = assertThrows(Refusal.class, () -> session.record("Edit team A",
                teams.teamFacts(new FactBody.FormedTeam("A", "Knights", List.of("P1", "P8", "P2")))));
        assertEquals("team size", three.rule(), three.getMessage());
        assertArrayEquals(before, Files.readAllBytes(session.folder().dir().resolve(org.rookery.engine.event.EventFolder.JOURNAL)), "nothing was written");

        session.record("Withdraw team D", new FactBody.Withdraw("D", 1));
        waitUntil("the teams page shows D withdrawn", () -> teams.table().getTable().getItem(3).getText(4).equals("from round 1"));
        screenshot("teams-by-entry.png");

        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        Job job = view.pairNext();
        assertNotNull(job);
        waitUntil("round 1 is paired", () -> job.getResult() != null && session.model().getRounds().size() == 1);
        List<Game> games = session.model().getRounds().get(0).getGames();
        assertEquals(2, games.size(), "three teams: one match of two boards, one team without a match");
        assertEquals(1, session.model().getRounds().get(0).getByes().size());
        assertNotNull(session.model().getRounds().get(0).getByes().get(0).getTeam(), "the bye goes to a team");
        assertTrue(games.stream().noneMatch(g -> List.of("P4", "P5").contains(g.getWhite().getId())
                || List.of("P4", "P5").contains(g.getBlack().getId())), "the withdrawn team is not paired");
    }
}
