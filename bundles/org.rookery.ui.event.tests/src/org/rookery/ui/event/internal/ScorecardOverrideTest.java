// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * The scorecard when the stopping side's rotation leaves nobody eligible: G20's innings 1 after
 * nine wins by C1 against Z1 Z2 Z1 Z2 Z3 Z4 Z3 Z4 Z5 (each Zebra has had his two games but Z5, who
 * played the last one; Z4 stopped game 8 only by the arbiter's override, since after him the
 * innings could no longer be filled). The whole squad is offered, a game starts only with the arbiter's reason,
 * the reason is recorded in the game start and shown on the scorecard's line, and undo takes the
 * start back.
 */
class ScorecardOverrideTest {

    private static final Path EXAMPLE = Path.of("../../examples/events/g20-match");
    private static final List<String> STOPPERS = List.of("Z1", "Z2", "Z1", "Z2", "Z3", "Z4", "Z3", "Z4", "Z5");
    private static final String REASON = "no legal choice left; the arbiter lets Z5 play game 10";
    private static IProject project;

    @BeforeAll
    static void copyExample() throws Exception {
        project = TestProjects.empty("scorecard-override-test");
        Path to = project.getLocation().toFile().toPath().resolve("g20-stuck");
        // The example's set-up: the header and facts 1 to 20 (teams, squads, toss, innings 1's batting order).
        try (Stream<Path> files = Files.walk(EXAMPLE)) {
            for (Path f : files.toList()) {
                Path target = to.resolve(EXAMPLE.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else if (f.getFileName().toString().equals("journal.jsonl")) {
                    Files.write(target, Files.readAllLines(f).subList(0, 21));
                } else {
                    Files.copy(f, target);
                }
            }
        }
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
    }

    @AfterAll
    static void deleteProject() throws Exception {
        page().closeAllEditors(false);
        spin(100);
        project.delete(true, true, null);
    }

    @Test
    void withNoEligibleStoppingPlayerAGameStartsOnlyWithTheArbitersReason() throws Exception {
        IFile journal = project.getFile("g20-stuck/journal.jsonl");
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        List<FactBody> games = new ArrayList<>();
        for (int i = 0; i < STOPPERS.size(); i++) {
            String id = "i1." + (i + 1);
            // Game 8: Z4 leaves Z5 two games in a row, refused without the arbiter's reason.
            games.add(new FactBody.GameStart(id, "C1", STOPPERS.get(i), 1,
                    i == 7 ? Optional.of("Z5 is late; the arbiter lets Z4 stop game 8") : Optional.empty()));
            games.add(new FactBody.Result(id, Outcome.WHITE_WINS, Termination.CHECKMATE, List.of("P"), List.of(),
                    OptionalLong.empty(), OptionalLong.empty()));
        }
        session.record("Nine games of innings 1", games);
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        NextGamePanel next = view.nextGame();
        InningsMatch match = session.state().innings().orElseThrow();
        assertEquals(List.of(), match.eligibleStoppingPlayers(), "the rotation leaves nobody for game 10");
        waitUntil("the scorecard asks for an override reason", next::asksOverrideReason);
        assertEquals(List.of("Z1", "Z2", "Z3", "Z4", "Z5"), next.offeredStoppers(), "the whole squad is offered");
        assertTrue(view.nextText().contains("Warning: "), "the engine's warning is shown: " + view.nextText());

        Path file = journal.getLocation().toFile().toPath();
        byte[] before = Files.readAllBytes(file);
        assertTrue(next.choose("C1", "Z5"));
        assertTrue(next.start().isEmpty(), "no game starts without a reason");
        assertTrue(next.statusText().contains("give the reason"), next.statusText());
        assertArrayEquals(before, Files.readAllBytes(file), "nothing was written");

        next.typeOverrideReason(REASON);
        FactBody.GameStart started = next.start().orElseThrow(() -> new AssertionError(next.statusText()));
        assertEquals("i1.10", started.game());
        assertEquals(Optional.of(REASON), started.override(), "the reason is recorded in the game start");
        assertTrue(Files.readString(file).contains("\"override\":\"" + REASON + "\""), "the journal holds the reason");
        waitUntil("game 10 has its line", () -> view.tree().getTree().getItem(0).getItemCount() == 10);
        assertEquals("Z5 (override: " + REASON + ")", view.tree().getTree().getItem(0).getItem(9).getText(2));
        assertFalse(next.asksOverrideReason(), "the game is in play: no reason is asked for");
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            spin(100);
            screenshot("scorecard-override.png");
        } finally {
            page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
        }

        EventSession.history().undo(session.undoContext(), null, null);
        waitUntil("after undo the override is asked for again", next::asksOverrideReason);
        assertTrue(session.state().game("i1.10").isEmpty() || !session.state().game("i1.10").orElseThrow().started(),
                "the game start is taken back");
    }
}
