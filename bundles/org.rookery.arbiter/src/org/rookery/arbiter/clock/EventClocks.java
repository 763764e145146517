// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.rookery.clock.ClockEvent;
import org.rookery.clock.Phase;
import org.rookery.engine.event.EventFolder;
import org.rookery.rules.Color;

/**
 * Keeps the clocks bound to an event's games saved in the event folder ({@link ClockSnapshot}):
 * after every press, pause, resume or adjustment, and every {@link #PERIOD_MS} ms while a clock
 * runs, so that a crash costs at most that much of a running clock's time. A board that leaves
 * the Clocks view leaves the file; closing the workbench keeps it, to be restored when the event
 * is opened again.
 */
public final class EventClocks {

    /** How often running clocks are saved, in milliseconds. */
    public static final long PERIOD_MS = 2000;

    private record Tracked(BoardClock board, String game) {
    }

    private static final Map<Path, List<Tracked>> BY_EVENT = new ConcurrentHashMap<>();
    private static final Map<Path, String> LAST_ERROR = new ConcurrentHashMap<>();
    private static ScheduledExecutorService saver;

    /**
     * The events the workbench has open: a board is bound to the open event itself (its journal is
     * locked while open, so a second opening would be refused), and the workbench hears of a fact
     * a clock recorded so that its views are rebuilt.
     */
    public interface OpenEvents {
        /** The open event in {@code dir}, if the workbench has it open. */
        java.util.Optional<EventFolder> folder(Path dir);

        /** A clock recorded a fact in the event in {@code dir}. */
        void recorded(Path dir);

        /**
         * Records {@code body} in the open event in {@code dir} as one undoable arbiter action named
         * {@code label} (the workbench's Undo takes it back, then runs {@code undo}; Redo writes it
         * again, then runs {@code redo}); empty when the workbench does not have that event open,
         * so the caller records it in the folder itself.
         *
         * @throws org.rookery.engine.refusal.Refusal when the engine refuses it; nothing was written
         * @throws IOException when the journal cannot be written
         */
        default java.util.Optional<org.rookery.engine.fact.Fact> record(Path dir, String label,
                org.rookery.engine.fact.FactBody body, Runnable undo, Runnable redo) throws IOException {
            return java.util.Optional.empty();
        }
    }

    private static volatile OpenEvents open;

    private EventClocks() {
    }

    /** Lets the workbench offer its open events (null: none). */
    public static void setOpenEvents(OpenEvents events) {
        open = events;
    }

    /** The open event in {@code dir}, if the workbench has it open. */
    public static java.util.Optional<EventFolder> openFolder(Path dir) {
        OpenEvents o = open;
        return o == null ? java.util.Optional.empty() : o.folder(dir.toAbsolutePath().normalize());
    }

    /** See {@link OpenEvents#record}: empty when the workbench does not have the event in {@code dir} open. */
    public static java.util.Optional<org.rookery.engine.fact.Fact> recordInOpenEvent(Path dir, String label,
            org.rookery.engine.fact.FactBody body, Runnable undo, Runnable redo) throws IOException {
        OpenEvents o = open;
        return o == null ? java.util.Optional.empty() : o.record(dir.toAbsolutePath().normalize(), label, body, undo, redo);
    }

    /** Tells the workbench that a clock recorded a fact in the event in {@code dir}. */
    public static void recorded(Path dir) {
        OpenEvents o = open;
        if (o != null) {
            o.recorded(dir.toAbsolutePath().normalize());
        }
    }

    /** Saves {@code board}'s clock as {@code game}'s in the event of {@code folder} from now on. */
    public static synchronized void track(BoardClock board, EventFolder folder, String game) {
        Path dir = folder.dir().toAbsolutePath().normalize();
        untrack(board);
        BY_EVENT.computeIfAbsent(dir, d -> new ArrayList<>()).add(new Tracked(board, game));
        board.addListener(new ClockListener() {
            @Override
            public void applied(BoardClock b, ClockEvent event) {
                save(dir);
            }

            @Override
            public void flagFell(BoardClock b, Color side, long firstMs, long secondMs) {
                save(dir);
            }
        });
        save(dir);
        if (saver == null) {
            saver = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "Rookery clock saver");
                t.setDaemon(true);
                return t;
            });
            saver.scheduleWithFixedDelay(EventClocks::saveRunning, PERIOD_MS, PERIOD_MS, TimeUnit.MILLISECONDS);
        }
    }

    /** Stops saving {@code board} and takes it out of its event's file. */
    public static synchronized void untrack(BoardClock board) {
        for (Map.Entry<Path, List<Tracked>> e : BY_EVENT.entrySet()) {
            if (e.getValue().removeIf(t -> t.board() == board)) {
                save(e.getKey());
            }
        }
    }

    /** The clock bound to {@code game} of the event in {@code dir}, if one is. */
    public static synchronized java.util.Optional<BoardClock> clockOf(Path dir, String game) {
        return BY_EVENT.getOrDefault(dir.toAbsolutePath().normalize(), List.of()).stream()
                .filter(t -> t.game().equals(game)).map(Tracked::board).reduce((a, b) -> b);
    }

    /** The game {@code board} is bound to in the event in {@code dir}, if it is. */
    public static synchronized java.util.Optional<String> gameOf(Path dir, BoardClock board) {
        return BY_EVENT.getOrDefault(dir.toAbsolutePath().normalize(), List.of()).stream()
                .filter(t -> t.board() == board).map(Tracked::game).findFirst();
    }

    /** Whether {@code board} is saved with an event. */
    public static synchronized boolean tracked(BoardClock board) {
        return BY_EVENT.values().stream().anyMatch(l -> l.stream().anyMatch(t -> t.board() == board));
    }

    /** Saves every tracked clock of the event in {@code dir} now. */
    public static synchronized void save(Path dir) {
        List<ClockSnapshot.Board> boards = new ArrayList<>();
        for (Tracked t : BY_EVENT.getOrDefault(dir, List.of())) {
            boards.add(ClockSnapshot.Board.of(t.board(), t.game()));
        }
        try {
            ClockSnapshot.write(dir, boards);
            LAST_ERROR.remove(dir);
        } catch (IOException | RuntimeException e) {
            // The clocks run on and the next save tries again; the view shows the failure (lastError).
            LAST_ERROR.put(dir, dir.resolve(ClockSnapshot.FILE) + ": " + e.getMessage());
        }
    }

    /** Why the last save of the event in {@code dir} failed, empty when it did not. */
    public static java.util.Optional<String> lastError(Path dir) {
        return java.util.Optional.ofNullable(LAST_ERROR.get(dir.toAbsolutePath().normalize()));
    }

    private static synchronized void saveRunning() {
        for (Map.Entry<Path, List<Tracked>> e : BY_EVENT.entrySet()) {
            if (e.getValue().stream().anyMatch(t -> t.board().clock().state().phase() == Phase.RUNNING)) {
                save(e.getKey());
            }
        }
    }
}
