// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitFor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.clock.Phase;
import org.rookery.event.model.Event;
import org.rookery.event.model.Game;
import org.rookery.event.model.Standing;
import org.rookery.testing.ChildJvm;
import org.rookery.ui.clock.EventClockView;
import org.rookery.ui.event.EventUi;

/**
 * Kills the arbiter's writing process with SIGKILL in the middle of an evening and reopens the
 * event in the workbench: every fact the process acknowledged is there, the views derived from
 * them (results, standings) agree, and the board's clock saved with the event comes back paused
 * with every press the process acknowledged. The writer ({@link EventWriterProcess}) opens the
 * event folder with the real format compiler and records through the engine's checks, as the
 * workbench does, and binds its clock as the Clocks view does; it runs in a JVM of its own on the
 * bundles of this workbench so that it can be killed.
 */
class KillMidEventTest {

    private static final int PLAYERS = 40;
    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.empty("kill-mid-event-test");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        page().closeAllEditors(false);
        spin(100);
        project.delete(true, true, null);
    }

    @Test
    void everyAcknowledgedFactAndClockPressSurvivesAKillAndTheEventReopensWithThem() throws Exception {
        IFile format = project.getFile("fide-open.tfl");
        format.create(Files.newInputStream(Path.of("../../examples/formats/fide-open.tfl")), true, null);
        IFile journal = NewEvent.create(project, "evening", format);
        Path dir = journal.getParent().getLocation().toFile().toPath();
        Path acks = dir.getParent().resolve("acks.txt");

        String classPath = ChildJvm.classPathOfAllBundles(KillMidEventTest.class);
        ProcessBuilder pb = new ProcessBuilder(ChildJvm.java(), "-cp", classPath, EventWriterProcess.class.getName(),
                dir.toString(), Integer.toString(PLAYERS));
        pb.redirectError(dir.getParent().resolve("writer.err").toFile());
        pb.redirectOutput(acks.toFile());
        Process writer = pb.start();
        int resultsWanted = 8;
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            // Killed in the middle of the results: the players, the pairing and some results are acknowledged.
            while (writer.isAlive() && acknowledged(acks)[0] < PLAYERS + 1 + resultsWanted && System.nanoTime() < deadline) {
                Thread.sleep(3);
            }
        } finally {
            writer.destroyForcibly(); // SIGKILL: no shutdown hook, no flush, no close
            assertTrue(writer.waitFor(30, TimeUnit.SECONDS), "the writer did not die");
        }
        long[] last = acknowledged(acks);
        assertTrue(last[0] >= PLAYERS + 1 + resultsWanted, "the writer acknowledged only " + last[0] + " facts: "
                + Files.readString(dir.getParent().resolve("writer.err")));
        int results = (int) (last[0] - PLAYERS - 1);

        journal.getParent().refreshLocal(IResource.DEPTH_INFINITE, null);
        EventEditor editor = assertInstanceOf(EventEditor.class, IDE.openEditor(page(), journal), "the event reopens");
        Event model = editor.session().model();
        assertTrue(model.getFactCount() >= last[0], "acknowledged " + last[0] + " facts, the journal has " + model.getFactCount());
        assertTrue(model.getProblems().isEmpty(), "no fact in the journal is refused: " + model.getProblems());
        assertEquals(PLAYERS, model.getPlayers().size(), "every registration is there");
        Map<String, Game> games = model.getGames().stream().collect(Collectors.toMap(Game::getId, Function.identity()));
        for (int b = 1; b <= results; b++) {
            Game g = games.get("1." + b);
            String expected = EventWriterProcess.outcome(b) == org.rookery.engine.fact.FactBody.Outcome.WHITE_WINS ? "1-0" : "0-1";
            assertEquals(expected, g.getResult(), "the acknowledged result of game 1." + b);
            String winner = expected.equals("1-0") ? g.getWhite().getId() : g.getBlack().getId();
            assertEquals(0, model.getStandings().stream().filter(s -> s.getPlayer() != null && s.getPlayer().getId().equals(winner))
                    .map(Standing::getPoints).findFirst().orElseThrow().compareTo(java.math.BigDecimal.ONE),
                    "the standings give the winner of 1." + b + " his point");
        }
        assertEquals(null, games.get("1." + PLAYERS / 2).getResult(), "the game in play has no result");

        List<BoardClock> clocks = waitFor("the saved clock is restored in the Clocks view", () -> {
            List<BoardClock> shown = EventClockView.boards(page());
            return shown.isEmpty() ? null : shown;
        });
        BoardClock clock = clocks.get(0);
        assertEquals("Board 1", clock.name());
        assertEquals(Phase.PAUSED, clock.reading().phase(), "a clock that was running comes back paused");
        int moves = clock.reading().first().movesMade() + clock.reading().second().movesMade();
        assertTrue(moves >= last[1], "the writer acknowledged " + last[1] + " presses; the clock shows " + moves + " moves");
        assertTrue(clock.status().contains("restored"), clock.status());
        long shownMs = clock.reading().first().displayMillis();
        spin(1500);
        assertEquals(shownMs, clock.reading().first().displayMillis(), "the restored clock waits for the arbiter");
        clock.resume();
        assertEquals(Phase.RUNNING, clock.reading().phase());
        clock.pause();

        FesaRoundWorkbenchTest.maximizedScreenshot(page().showView("org.rookery.ui.clock.view"), "kill-mid-event-clock.png");
        FesaRoundWorkbenchTest.maximizedScreenshot(page().showView(EventUi.STANDINGS_VIEW_ID), "kill-mid-event-standings.png");
    }

    /** The last fact sequence number and the last clock press count the writer printed. */
    private static long[] acknowledged(Path acks) throws IOException {
        long seq = 0;
        long presses = 0;
        if (!Files.exists(acks)) {
            return new long[] { 0, 0 };
        }
        for (String line : Files.readAllLines(acks, StandardCharsets.UTF_8)) {
            try {
                if (line.startsWith("clock ")) {
                    presses = Long.parseLong(line.substring(6).trim());
                } else if (!line.isBlank()) {
                    seq = Long.parseLong(line.trim());
                }
            } catch (NumberFormatException e) {
                // the very last line may be half written when the file is read
            }
        }
        return new long[] { seq, presses };
    }
}
