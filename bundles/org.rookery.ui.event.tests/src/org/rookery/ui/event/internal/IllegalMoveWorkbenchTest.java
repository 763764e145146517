// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.clock.ManualTimeSource;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameClocks;
import org.rookery.rules.Color;

/**
 * An illegal move ruled on a clock bound to a game of the event the workbench has open goes
 * through the event's session: the fact is in its journal, the opponent's clock gains the
 * format's 2 min, and the workbench's Undo takes the fact and the clock's change back (Redo makes
 * both again).
 */
class IllegalMoveWorkbenchTest {

    private static IProject project;

    @AfterAll
    static void deleteProject() throws Exception {
        page().closeAllEditors(false);
        spin(100);
        if (project != null) {
            project.delete(true, true, null);
        }
    }

    @Test
    void anIllegalMoveOnTheClockOfTheOpenEventIsRecordedThereAndCanBeUndone() throws Exception {
        project = TestProjects.empty("illegal-move-test");
        String source = Files.readString(Path.of("../../examples/formats/guardian-open.tfl")).replace(
                "break between rounds 15 min", "break between rounds 15 min\n    illegal move gives opponent 2 min");
        IFile format = project.getFile("guardian-illegal.tfl");
        format.create(new java.io.ByteArrayInputStream(source.getBytes(StandardCharsets.UTF_8)), true, null);
        IFile journal = NewEvent.create(project, "night", format);
        IEditorPart editor = IDE.openEditor(page(), journal);
        EventSession session = assertInstanceOf(EventEditor.class, editor).session();
        session.record("Players and round 1", List.of(
                new FactBody.Register("P1", "Asha Rao", Optional.empty(), 2150, Optional.empty()),
                new FactBody.Register("P2", "Bram de Vries", Optional.empty(), 2080, Optional.empty()),
                new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P2")), List.of())));

        ManualTimeSource time = new ManualTimeSource(0);
        GameClocks.GameClock c = GameClocks.of(session.state(), "1.1");
        BoardClock clock = new BoardClock("Game 1.1", c.description(), c.spec(), time);
        // bound as the Clocks view binds it: to the event the workbench has open
        EventClockBinding binding = EventClockBinding.bind(clock,
                EventClocks.openFolder(session.folder().dir()).orElseThrow(), "1.1", "test");
        try {
            clock.pressRunning();
            time.advance(30_000);
            clock.press(Color.WHITE);
            long black = clock.reading().second().displayMillis();

            EventClockBinding.Outcome o = binding.illegalMove(clock, Color.WHITE);

            assertTrue(o.recorded(), o.message());
            Fact f = session.folder().facts().get(session.folder().facts().size() - 1);
            assertEquals(new FactBody.IllegalMove("1.1", Color.WHITE), f.body());
            assertEquals(black + 120_000, clock.reading().second().displayMillis(), "Black gained the format's 2 min");
            assertEquals(1, session.state().game("1.1").orElseThrow().whiteIllegalMoves());

            IOperationHistory history = EventSession.history();
            assertTrue(history.canUndo(session.undoContext()), "the illegal move is an undoable action of the event");
            assertTrue(history.getUndoOperation(session.undoContext()).getLabel().contains("Illegal move by white in game 1.1"),
                    history.getUndoOperation(session.undoContext()).getLabel());
            history.undo(session.undoContext(), null, null);
            assertEquals(0, session.state().game("1.1").orElseThrow().whiteIllegalMoves(), "undone: it no longer counts");
            FactBody last = session.folder().facts().get(session.folder().facts().size() - 1).body();
            assertEquals(f.seq(), assertInstanceOf(FactBody.Undo.class, last).target());
            assertEquals(black, clock.reading().second().displayMillis(), "the undo takes Black's 2 min back");
            history.redo(session.undoContext(), null, null);
            assertEquals(1, session.state().game("1.1").orElseThrow().whiteIllegalMoves(), "redone: it counts again");
            assertEquals(black + 120_000, clock.reading().second().displayMillis(), "the redo gives the 2 min again");
        } finally {
            EventClocks.untrack(clock);
        }
    }
}
