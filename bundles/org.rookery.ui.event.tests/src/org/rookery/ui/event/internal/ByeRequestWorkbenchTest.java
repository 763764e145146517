// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.event.model.Bye;
import org.rookery.event.model.Player;
import org.rookery.event.model.Round;
import org.rookery.ui.event.EventUi;

/**
 * A bye asked for on the Players page of a FIDE open (examples/formats/fide-open.tfl: two
 * half-point byes on request in rounds 1 to 7): the request is a fact, the next pairing leaves the
 * player out with a requested bye, and a request outside the format's rounds is refused in the
 * dialog with the rule's name, writing nothing.
 */
class ByeRequestWorkbenchTest {

    private static final String PLAYERS = """
            id,name,rating
            P1,Asha Rao,2150
            P2,Bram de Vries,2080
            P3,Chen Wei,2030
            P4,Dara Okafor,1990
            P5,Eli Navarro,1950
            """;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("bye-request-test", "fide-open.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void aRequestedByeIsHonouredByTheNextPairingAndOneOutsideTheFormatsRoundsIsRefused() throws Exception {
        page().closeAllEditors(false);
        EventEditor editor = TestProjects.newEvent(project, "open", "fide-open.tfl", PLAYERS);
        EventSession session = editor.session();
        PlayersPage players = editor.playersPage();
        waitUntil("the players are listed", () -> players.table().getTable().getItemCount() == 5);
        Player chen = session.model().getPlayers().stream().filter(p -> p.getId().equals("P3")).findFirst().orElseThrow();
        players.table().setSelection(new org.eclipse.jface.viewers.StructuredSelection(chen));
        ByeRequestDialog late = players.byeRequestDialog().orElseThrow();
        late.setBlockOnOpen(false);
        late.open();
        spin(50);
        assertEquals("1", late.getText().getText(), "the next round is offered");
        assertEquals("Request a bye for Chen Wei", late.getShell().getText());
        late.getText().setText("8");
        String before = Files.readString(session.folder().dir().resolve("journal.jsonl"));
        late.okPressed();
        assertNotNull(late.getShell(), "a refused request keeps the dialog open");
        String shown = late.getShell().isDisposed() ? "" : errorOf(late);
        assertTrue(shown.contains("requested byes in their rounds"), shown);
        assertEquals(before, Files.readString(session.folder().dir().resolve("journal.jsonl")), "nothing was written");
        late.getText().setText("1");
        late.okPressed();
        assertNull(late.getShell(), "the request is recorded and the dialog closes");

        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        assertNotNull(view.pairNext());
        waitUntil("round 1 is paired", () -> session.model().getRounds().size() == 1);
        Round round = session.model().getRounds().get(0);
        Bye bye = round.getByes().stream().filter(b -> b.getPlayer() != null && b.getPlayer().getId().equals("P3")).findFirst()
                .orElseThrow(() -> new AssertionError("Chen has no bye in round 1"));
        assertEquals("requested", bye.getKind());
        assertTrue(round.getGames().stream().noneMatch(g -> g.getWhite().getId().equals("P3") || g.getBlack().getId().equals("P3")));
    }

    /**
     * In a team event the team asks for the bye: the Teams page's "Request bye..." names the team,
     * and so does the Players page's for one of its players; the next pairing leaves the team out
     * with a requested bye.
     */
    @Test
    void aTeamAsksForAByeFromTheTeamsOrThePlayersPage() throws Exception {
        page().closeAllEditors(false);
        String source = Files.readString(java.nio.file.Path.of("../../examples/formats/newport-exchange.tfl")).replace(
                "    stage main round robin up to 7 teams otherwise swiss {\n      rounds 6\n    }",
                "    stage main swiss {\n      rounds 6\n      requested byes 1 in rounds 1 to 2 worth 1\n    }");
        assertTrue(source.contains("requested byes 1"), "the test's format lets a team ask for a bye");
        IFile format = project.getFile("newport-byes.tfl");
        format.create(new java.io.ByteArrayInputStream(source.getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
        StringBuilder csv = new StringBuilder("id,name,rating\n");
        String[] names = { "Alice", "Ben", "Cara", "Dev", "Eli", "Faye", "Gus", "Hal" };
        for (int i = 0; i < names.length; i++) {
            csv.append(names[i]).append(',').append(names[i]).append(',').append(210 - 10 * i).append('\n');
        }
        EventEditor editor = TestProjects.newEvent(project, "newport-byes", "newport-byes.tfl", csv.toString());
        EventSession session = editor.session();
        session.record("Form teams", List.of(org.rookery.engine.team.TeamFormations.propose(session.state())));
        TeamsPage teams = editor.teamsPage();
        waitUntil("the four teams are listed", () -> teams.table().getTable().getItemCount() == 4);

        // From the Players page: Cara's request is her team's.
        Player cara = session.model().getPlayers().stream().filter(p -> p.getId().equals("Cara")).findFirst().orElseThrow();
        editor.playersPage().table().setSelection(new org.eclipse.jface.viewers.StructuredSelection(cara));
        ByeRequestDialog viaPlayer = editor.playersPage().byeRequestDialog().orElseThrow();
        viaPlayer.setBlockOnOpen(false);
        viaPlayer.open();
        spin(50);
        assertEquals("Request a bye for " + cara.getTeam().getName(), viaPlayer.getShell().getText());
        viaPlayer.close();

        // From the Teams page: team T1 asks for round 1.
        org.rookery.event.model.Team t1 = session.model().getTeams().get(0);
        teams.table().setSelection(new org.eclipse.jface.viewers.StructuredSelection(t1));
        ByeRequestDialog request = teams.byeRequestDialog().orElseThrow();
        request.setBlockOnOpen(false);
        request.open();
        spin(50);
        assertEquals("1", request.getText().getText());
        request.okPressed();
        assertNull(request.getShell(), "the request is recorded and the dialog closes");

        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        assertNotNull(view.pairNext());
        waitUntil("round 1 is paired", () -> session.model().getRounds().size() == 1);
        org.rookery.engine.fact.FactBody.Pairing round1 = session.state().pairings().get(1);
        assertTrue(round1.byes().stream().anyMatch(b -> b.player().equals(t1.getId()) && b.kind().equals("requested")),
                round1.toString());
        assertTrue(round1.boards().stream().noneMatch(b -> session.state().teamPlayers(t1.getId()).stream()
                .anyMatch(r -> r.player().equals(b.white()) || r.player().equals(b.black()))), "team T1 does not play");
    }

    private static String errorOf(ByeRequestDialog dialog) {
        // InputDialog shows its error in a read-only text under the field
        StringBuilder all = new StringBuilder();
        collect(dialog.getShell(), all);
        return all.toString();
    }

    private static void collect(org.eclipse.swt.widgets.Control c, StringBuilder all) {
        if (c instanceof org.eclipse.swt.widgets.Text t) {
            all.append(t.getText()).append('\n');
        } else if (c instanceof org.eclipse.swt.widgets.Label l) {
            all.append(l.getText()).append('\n');
        }
        if (c instanceof org.eclipse.swt.widgets.Composite k) {
            for (org.eclipse.swt.widgets.Control child : k.getChildren()) {
                collect(child, all);
            }
        }
    }
}
