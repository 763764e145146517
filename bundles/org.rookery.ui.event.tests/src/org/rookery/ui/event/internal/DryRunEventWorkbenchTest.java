// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.simulate.DryRunEvent;
import org.rookery.arbiter.simulate.DryRunOutcome;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.ui.event.EventUi;

/**
 * A format's dry run recorded as an event and opened in the event views, as the format editor's
 * Dry Run view opens it: an individual open's rounds, a team event's matches and team standings,
 * an innings match's scorecard are there to read, and every attempt to record into it is refused
 * with the reason, leaving its journal as it was.
 */
class DryRunEventWorkbenchTest {

    private static IProject project;
    private static IFile journal;

    @BeforeAll
    static void recordDryRun() throws Exception {
        project = TestProjects.empty("dry-run-event-test");
        Path dir = project.getLocation().toFile().toPath().resolve("open-dry-run");
        DryRunOutcome outcome = DryRunEvent.record(Path.of("../../examples/formats/fide-open.tfl"), dir, 30, 5,
                Services.loader(), Services.variants(), Services.pairingEngines(), null, () -> false);
        assertTrue(outcome.completed(), outcome.summary());
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        journal = project.getFolder("open-dry-run").getFile("journal.jsonl");
    }

    /** Records the dry run of example format {@code file} as {@code name} in the test project; its journal. */
    private static IFile record(String file, String name, int players) throws Exception {
        Path dir = project.getLocation().toFile().toPath().resolve(name);
        DryRunOutcome outcome = DryRunEvent.record(Path.of("../../examples/formats/" + file), dir, players, 2,
                Services.loader(), Services.variants(), Services.pairingEngines(), null, () -> false);
        assertTrue(outcome.completed(), outcome.summary());
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        return project.getFolder(name).getFile("journal.jsonl");
    }

    @Test
    void aTeamFormatsDryRunOpensWithItsMatchesAndTeamStandings() throws Exception {
        page().closeAllEditors(false);
        IFile newport = record("newport-exchange.tfl", "newport-dry-run", 12);
        EventEditor editor = (EventEditor) IDE.openEditor(page(), newport);
        assertEquals("newport-dry-run (dry run, read-only)", editor.getPartName());
        EventSession session = editor.session();
        assertTrue(session.dryRun());
        assertEquals("Pairings", editor.activePageText(), "a team event opens on its pairings");
        PairingsPanel pairings = editor.pairingsPage();
        int rounds = session.state().pairings().size();
        assertTrue(rounds >= 5, "rounds: " + rounds);
        waitUntil("every round is listed", () -> pairings.roundChoice().getItemCount() == rounds);
        assertTrue(pairings.boards().getTable().getItemCount() > 0, "the last round's boards are shown");
        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        waitUntil("the standings rank the six teams", () -> standings.table().getTable().getItemCount() == 6);
        Refusal r = assertThrows(Refusal.class, () -> session.record("Register a player", List.of(
                new FactBody.Register("P999", "Late Entry", Optional.empty(), 150, Optional.empty()))));
        assertEquals(RuleNames.A_DRY_RUN_RECORDS_NOTHING, r.rule());
        page().closeEditor(editor, false);
    }

    @Test
    void anInningsMatchsDryRunOpensOnItsScorecard() throws Exception {
        page().closeAllEditors(false);
        IFile g20 = record("g20.tfl", "g20-dry-run", 10);
        byte[] before = Files.readAllBytes(g20.getLocation().toFile().toPath());
        EventEditor editor = (EventEditor) IDE.openEditor(page(), g20);
        assertEquals("g20-dry-run (dry run, read-only)", editor.getPartName());
        assertEquals("Scorecard", editor.activePageText(), "an innings match opens on its scorecard");
        EventSession session = editor.session();
        ScorecardPanel card = editor.scorecardPage();
        int innings = session.state().innings().orElseThrow().innings().size();
        waitUntil("the scorecard lists every innings", () -> card.tree().getTree().getItemCount() == innings);
        assertEquals("The match is over.", card.nextText());
        assertTrue(card.heading().contains(session.state().innings().orElseThrow().result().orElseThrow().reason()),
                card.heading());
        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        var match = session.state().innings().orElseThrow();
        waitUntil("the standings show the match's two teams", () -> standings.table().getTable().getItemCount() == 2);
        for (int i = 0; i < 2; i++) {
            var row = standings.table().getTable().getItem(i);
            assertEquals(match.totals().get(row.getText(0)).stripTrailingZeros().toPlainString(), row.getText(2),
                    row.getText(0) + "'s total");
        }
        assertTrue(standings.heading().startsWith(session.model().getName() + ": "), standings.heading());
        assertFalse(standings.heading().contains("no standings yet"), standings.heading());
        Refusal r = assertThrows(Refusal.class, () -> session.record("Toss", List.of(new FactBody.Toss("Team A",
                "scoring"))));
        assertEquals(RuleNames.A_DRY_RUN_RECORDS_NOTHING, r.rule());
        assertArrayEquals(before, Files.readAllBytes(g20.getLocation().toFile().toPath()), "the journal is untouched");
        page().closeEditor(editor, false);
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void theDryRunOpensToReadAndRefusesToRecord() throws Exception {
        page().closeAllEditors(false);
        byte[] before = Files.readAllBytes(journal.getLocation().toFile().toPath());
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        assertEquals("open-dry-run (dry run, read-only)", editor.getPartName());
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        waitUntil("the nine rounds are listed", () -> view.roundChoice().getItemCount() == 9);
        EventSession session = EventSessions.active();
        assertTrue(session.dryRun());
        Refusal r = assertThrows(Refusal.class, () -> session.record("Register a player", List.of(
                new FactBody.Register("P999", "Late Entry", Optional.empty(), 1500, Optional.empty()))));
        assertEquals(RuleNames.A_DRY_RUN_RECORDS_NOTHING, r.rule());
        assertTrue(r.getMessage().startsWith("This event is a dry run of FideOpen, to read only: nothing is recorded"),
                r.getMessage());
        assertArrayEquals(before, Files.readAllBytes(journal.getLocation().toFile().toPath()), "the journal is untouched");
        editor.getSite().getPage().closeEditor(editor, false);
    }
}
