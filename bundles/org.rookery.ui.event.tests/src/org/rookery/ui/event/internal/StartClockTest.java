// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.clock.Phase;
import org.rookery.engine.fact.FactBody;
import org.rookery.rules.Termination;
import org.rookery.ui.clock.EventClockView;
import org.rookery.ui.event.EventUi;

/**
 * "Start Clock of Game" from the Pairings view: the selected game gets a clock on the format's
 * time control, running, bound to the game and saved with the event; asking again selects the
 * same clock; a finished game's clock is refused with a message naming it.
 */
class StartClockTest {

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.empty("start-clock-test");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        page().closeAllEditors(false);
        spin(100);
        project.delete(true, true, null);
    }

    @Test
    void theSelectedGameGetsARunningClockBoundToItAndSavedWithTheEvent() throws Exception {
        IFile format = project.getFile("fide-open.tfl");
        format.create(Files.newInputStream(Path.of("../../examples/formats/fide-open.tfl")), true, null);
        IFile journal = NewEvent.create(project, "clocked", format);
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        List<FactBody> facts = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            facts.add(new FactBody.Register("C" + i, "Player " + i, java.util.Optional.empty(), 2000 - i, java.util.Optional.empty()));
        }
        facts.add(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "C1", "C3"), new FactBody.Board("1.2", "C4", "C2")),
                List.of()));
        session.record("Evening", facts);
        session.record("Result of 1.1", new FactBody.Result("1.1", FactBody.Outcome.WHITE_WINS, Termination.RESIGNATION,
                List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty()));

        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        waitUntil("the pairings view shows two boards", () -> view.boards().getTable().getItemCount() == 2);
        select(view, "1.2");
        page().activate(view);
        IHandlerService handlers = view.getSite().getService(IHandlerService.class);
        handlers.executeCommand(StartClockHandler.COMMAND_ID, null);

        Path dir = session.folder().dir().toAbsolutePath().normalize();
        BoardClock clock = EventClocks.clockOf(dir, "1.2").orElseThrow(() -> new AssertionError("no clock bound to 1.2"));
        assertEquals("Game 1.2", clock.name());
        assertEquals(Phase.RUNNING, clock.reading().phase(), "the clock starts at once, White's time running");
        assertEquals(5_400_000, clock.clock().state().spec().first().stages().get(0).mainMillis(), "the format's 90 minutes");
        assertTrue(EventClocks.tracked(clock), "the clock is saved with the event");
        waitUntil("the clock is saved in the event folder", () -> Files.isRegularFile(dir.resolve("clocks.json")));
        assertTrue(Files.readString(dir.resolve("clocks.json")).contains("\"game\": \"1.2\""));

        select(view, "1.2");
        page().activate(view);
        handlers.executeCommand(StartClockHandler.COMMAND_ID, null);
        assertEquals(1, EventClockView.boards(page()).size(), "a second start selects the game's clock instead of adding one");

        IllegalArgumentException over = assertThrows(IllegalArgumentException.class,
                () -> EventClockView.start(page(), session.folder(), "1.1", "test"));
        assertEquals("game 1.1 is over: its clock cannot be started", over.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> EventClockView.start(page(), session.folder(), "9.9", "test"));
        assertTrue(unknown.getMessage().endsWith("has no game 9.9"), unknown.getMessage());
        // Leave the Clocks view as it was found: other tests count its boards.
        clock.pause();
        EventClocks.untrack(clock);
        page().hideView(page().findView("org.rookery.ui.clock.view"));
    }

    @Test
    void aSennichiteReplayStartsOnTheClockThePolicyGivesIt() throws Exception {
        IFile format = project.getFile("fesa-shogi.tfl");
        format.create(Files.newInputStream(Path.of("../../examples/formats/fesa-shogi.tfl")), true, null);
        IFile journal = NewEvent.create(project, "replayed", format);
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        session.record("Evening", List.of(
                new FactBody.Register("S1", "Hana Ito", java.util.Optional.empty(), 1800, java.util.Optional.empty()),
                new FactBody.Register("S2", "Karin Lind", java.util.Optional.empty(), 1750, java.util.Optional.empty()),
                new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "S1", "S2")), List.of()),
                new FactBody.Sennichite("1.1", java.util.Optional.of("1.1r"), OptionalLong.of(300_000), OptionalLong.of(0))));

        BoardClock clock = EventClockView.start(page(), session.folder(), "1.1r", "test");
        var expected = org.rookery.engine.event.GameClocks.of(session.state(), "1.1r");
        assertEquals(expected.spec(), clock.clock().state().spec(), "the replay's own clock: " + expected.description());
        assertTrue(!expected.spec().equals(org.rookery.engine.clock.FormatClocks.clockSpec(session.state().format().time())),
                "a replay on the time left is not the round's fresh clock");
        assertEquals(expected.description(), clock.control());
        clock.pause();
        EventClocks.untrack(clock);
        page().hideView(page().findView("org.rookery.ui.clock.view"));
    }

    private static void select(PairingsView view, String game) {
        for (TableItem item : view.boards().getTable().getItems()) {
            if (item.getText(1).equals(game)) {
                view.boards().getTable().setSelection(item);
                return;
            }
        }
        throw new AssertionError("no row for game " + game);
    }
}
