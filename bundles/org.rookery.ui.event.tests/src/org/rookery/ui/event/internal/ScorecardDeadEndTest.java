// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
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
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * The scorecard warns at the stopping choice that would dead-end the rotation (issue 17, item 3):
 * G20's innings 1 after seven wins by C1 against Z1 Z2 Z1 Z2 Z3 Z4 Z3. Z4 and Z5 are within the
 * limits for game 8, but after Z4 only Z5 would have games left, for games 9 and 10 in a row. Z5 is
 * offered first, choosing Z4 shows the reason and asks for the arbiter's, and without one nothing
 * is written.
 */
class ScorecardDeadEndTest {

    private static final Path EXAMPLE = Path.of("../../examples/events/g20-match");
    private static final List<String> STOPPERS = List.of("Z1", "Z2", "Z1", "Z2", "Z3", "Z4", "Z3");
    private static IProject project;

    @BeforeAll
    static void copyExample() throws Exception {
        project = TestProjects.empty("scorecard-dead-end-test");
        Path to = project.getLocation().toFile().toPath().resolve("g20-dead-end");
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
    void theChoiceThatDeadEndsTheRotationIsOfferedLastWithItsReasonAndNeedsTheArbiters() throws Exception {
        IFile journal = project.getFile("g20-dead-end/journal.jsonl");
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        List<FactBody> games = new ArrayList<>();
        for (int i = 0; i < STOPPERS.size(); i++) {
            String id = "i1." + (i + 1);
            games.add(new FactBody.GameStart(id, "C1", STOPPERS.get(i), 1));
            games.add(new FactBody.Result(id, Outcome.WHITE_WINS, Termination.CHECKMATE, List.of("P"), List.of(),
                    OptionalLong.empty(), OptionalLong.empty()));
        }
        session.record("Seven games of innings 1", games);
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        NextGamePanel next = view.nextGame();
        waitUntil("game 8 is offered", () -> next.offeredStoppers().size() == 2);
        assertEquals(List.of("Z5", "Z4"), next.offeredStoppers(), "the choice that keeps the innings complete first");
        assertFalse(next.asksOverrideReason(), "Z5 is chosen first and needs no reason");
        assertTrue(view.nextText().contains("The stopping side may choose: Z5\nNot Z4 without an override: choosing Z4"
                + " for game 8 of innings 1 leaves Zebras unable to stop the 2 games after it"), view.nextText());

        assertTrue(next.choose("C1", "Z4"));
        assertTrue(next.asksOverrideReason(), "a dead-end choice asks for the arbiter's reason");
        assertTrue(next.statusText().startsWith("Warning: choosing Z4 for game 8"), next.statusText());

        Path file = journal.getLocation().toFile().toPath();
        byte[] before = Files.readAllBytes(file);
        assertTrue(next.start().isEmpty(), "no game starts without a reason");
        assertTrue(next.statusText().contains("(games left after him: Z5 2); Z5 keeps the innings complete: give the reason"),
                next.statusText());
        assertArrayEquals(before, Files.readAllBytes(file), "nothing was written");

        next.typeOverrideReason("Z5 is late");
        FactBody.GameStart started = next.start().orElseThrow(() -> new AssertionError(next.statusText()));
        assertEquals(Optional.of("Z5 is late"), started.override());
        waitUntil("game 8 has its line", () -> view.tree().getTree().getItem(0).getItemCount() == 8);
    }
}
