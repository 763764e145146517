// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.rookery.clock.Byoyomi;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.ClockState;
import org.rookery.clock.Delay;
import org.rookery.clock.GameClock;
import org.rookery.clock.Increment;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.clock.Stage;
import org.rookery.clock.TimeSource;
import org.rookery.engine.journal.AtomicFiles;
import org.rookery.rules.Color;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The clocks of an event's boards as saved in its folder ({@code clocks.json}), so that they
 * survive closing the workbench or a crash: for each board bound to a game, its time control, every
 * clock event with its time, and the instant of the save. The file is replaced atomically
 * (temporary file, fsync, rename, fsync of the folder), so a crash leaves the last complete save.
 * Restoring replays the events exactly (moves, periods and delays as they were) and pauses a clock
 * that was running at the instant of the save; the arbiter resumes it. Pure Java.
 */
public final class ClockSnapshot {

    /** The file in the event folder. */
    public static final String FILE = "clocks.json";

    private static final String MAGIC = "rookery-clocks";

    /**
     * One board's clock as saved.
     *
     * @param board the board's name
     * @param control the time control in words
     * @param game the event game the clock is bound to
     * @param spec the time control
     * @param events every clock event, in order, in the time source's milliseconds
     * @param savedAt the time source's reading when it was saved
     */
    public record Board(String board, String control, String game, ClockSpec spec, List<ClockEvent> events, long savedAt) {
        public Board {
            Objects.requireNonNull(board, "board");
            Objects.requireNonNull(control, "control");
            Objects.requireNonNull(game, "game");
            Objects.requireNonNull(spec, "spec");
            events = List.copyOf(events);
        }

        /** The board as it stands now. */
        public static Board of(BoardClock clock, String game) {
            GameClock c = clock.clock();
            List<ClockEvent> events = c.events();
            // The reading's instant is the clock's own "now" (never before its last event).
            return new Board(clock.name(), clock.control(), game, c.startState().spec(), events, c.reading().at());
        }

        /** The clock these events give, as of the save. */
        public ClockState state() {
            return ClockState.replay(spec, events);
        }
    }

    private ClockSnapshot() {
    }

    /** Writes the boards of the event in {@code dir}, replacing the file atomically; no board removes it. */
    public static void write(Path dir, List<Board> boards) throws IOException {
        Path file = dir.resolve(FILE);
        if (boards.isEmpty()) {
            Files.deleteIfExists(file);
            AtomicFiles.forceFolder(dir);
            return;
        }
        JsonObject root = new JsonObject();
        root.addProperty("clocks", MAGIC);
        root.addProperty("version", 1);
        JsonArray all = new JsonArray();
        for (Board b : boards) {
            all.add(encode(b));
        }
        root.add("boards", all);
        String text = new GsonBuilder().setPrettyPrinting().create().toJson(root) + "\n";
        AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads the boards saved for the event in {@code dir} (none when there is no file).
     *
     * @throws IOException naming the file and what is wrong, when it is not a clocks file this Rookery reads
     */
    public static List<Board> read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            JsonObject root = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
            if (!MAGIC.equals(string(root, "clocks")) || root.get("version").getAsInt() != 1) {
                throw new IOException(file + ": not a Rookery clocks file of version 1");
            }
            List<Board> boards = new ArrayList<>();
            for (JsonElement e : root.getAsJsonArray("boards")) {
                boards.add(decode(e.getAsJsonObject()));
            }
            return boards;
        } catch (JsonParseException | IllegalStateException | IllegalArgumentException | NullPointerException
                | UnsupportedOperationException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * A board's clock rebuilt from its save, reading {@code time} from now on: every event replayed,
     * and a clock that was running paused at the instant of the save, with the time it had then.
     */
    public static BoardClock restore(Board b, TimeSource time) {
        Resumed clockTime = new Resumed(time);
        BoardClock board = new BoardClock(b.board(), b.control(), b.spec(), clockTime);
        GameClock c = board.clock();
        for (ClockEvent e : b.events()) {
            clockTime.fixed = e.at();
            switch (e) {
                case ClockEvent.Start s -> c.start(s.toMove());
                case ClockEvent.Press p -> c.press(p.by());
                case ClockEvent.Pause p -> c.pause();
                case ClockEvent.Resume r -> c.resume();
                case ClockEvent.Stop s -> c.stop();
                case ClockEvent.Adjustment a -> {
                    switch (a.kind()) {
                        case SET_MAIN -> c.setMain(a.side(), java.time.Duration.ofMillis(a.amount()), a.reason());
                        case ADD_MAIN -> c.addTime(a.side(), java.time.Duration.ofMillis(a.amount()), a.reason());
                        case SET_PERIODS -> c.setPeriods(a.side(), Math.toIntExact(a.amount()), a.reason());
                    }
                }
            }
        }
        clockTime.fixed = b.savedAt();
        if (c.reading().phase() == Phase.RUNNING) {
            c.pause();
        }
        clockTime.resume(b.savedAt());
        return board;
    }

    /** A time source fixed while events are replayed, then running on from the instant of the save. */
    private static final class Resumed implements TimeSource {
        private final TimeSource base;
        private long offset;
        private Long fixed = Long.MIN_VALUE;

        Resumed(TimeSource base) {
            this.base = base;
        }

        void resume(long from) {
            offset = base.millis() - from;
            fixed = null;
        }

        @Override
        public long millis() {
            return fixed != null ? fixed : base.millis() - offset;
        }
    }

    private static JsonObject encode(Board b) {
        JsonObject o = new JsonObject();
        o.addProperty("board", b.board());
        o.addProperty("control", b.control());
        o.addProperty("game", b.game());
        o.addProperty("savedAt", b.savedAt());
        JsonObject spec = new JsonObject();
        spec.add("first", control(b.spec().first()));
        spec.add("second", control(b.spec().second()));
        o.add("spec", spec);
        JsonArray events = new JsonArray();
        for (ClockEvent e : b.events()) {
            events.add(event(e));
        }
        o.add("events", events);
        // For a reader of the file: what the faces showed at the save (not read back).
        var r = b.state().read(b.savedAt());
        o.addProperty("firstMs", r.first().displayMillis());
        o.addProperty("secondMs", r.second().displayMillis());
        o.addProperty("phase", r.phase().name().toLowerCase());
        return o;
    }

    private static Board decode(JsonObject o) {
        JsonObject spec = o.getAsJsonObject("spec");
        List<ClockEvent> events = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("events")) {
            events.add(event(e.getAsJsonObject()));
        }
        return new Board(string(o, "board"), string(o, "control"), string(o, "game"),
                new ClockSpec(control(spec.getAsJsonObject("first")), control(spec.getAsJsonObject("second"))), events,
                o.get("savedAt").getAsLong());
    }

    private static JsonObject control(SideControl c) {
        JsonObject o = new JsonObject();
        JsonArray stages = new JsonArray();
        for (Stage s : c.stages()) {
            JsonObject st = new JsonObject();
            st.addProperty("mainMs", s.mainMillis());
            st.addProperty("moves", s.moves());
            stages.add(st);
        }
        o.add("stages", stages);
        c.increment().ifPresent(i -> {
            JsonObject inc = new JsonObject();
            inc.addProperty("ms", i.millis());
            inc.addProperty("fromMove", i.fromMove());
            o.add("increment", inc);
        });
        c.delay().ifPresent(d -> {
            JsonObject del = new JsonObject();
            del.addProperty("ms", d.millis());
            del.addProperty("kind", d.kind().name());
            o.add("delay", del);
        });
        c.byoyomi().ifPresent(b -> {
            JsonObject byo = new JsonObject();
            byo.addProperty("periodMs", b.periodMillis());
            byo.addProperty("periods", b.periods());
            o.add("byoyomi", byo);
        });
        return o;
    }

    private static SideControl control(JsonObject o) {
        List<Stage> stages = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("stages")) {
            JsonObject s = e.getAsJsonObject();
            stages.add(new Stage(s.get("mainMs").getAsLong(), s.get("moves").getAsInt()));
        }
        Optional<Increment> inc = Optional.ofNullable(o.getAsJsonObject("increment"))
                .map(i -> new Increment(i.get("ms").getAsLong(), i.get("fromMove").getAsInt()));
        Optional<Delay> delay = Optional.ofNullable(o.getAsJsonObject("delay"))
                .map(d -> new Delay(d.get("ms").getAsLong(), Delay.Kind.valueOf(d.get("kind").getAsString())));
        Optional<Byoyomi> byo = Optional.ofNullable(o.getAsJsonObject("byoyomi"))
                .map(b -> new Byoyomi(b.get("periodMs").getAsLong(), b.get("periods").getAsInt()));
        return new SideControl(stages, inc, delay, byo);
    }

    private static JsonObject event(ClockEvent e) {
        JsonObject o = new JsonObject();
        o.addProperty("at", e.at());
        switch (e) {
            case ClockEvent.Start s -> {
                o.addProperty("type", "start");
                o.addProperty("side", sideWord(s.toMove()));
            }
            case ClockEvent.Press p -> {
                o.addProperty("type", "press");
                o.addProperty("side", sideWord(p.by()));
            }
            case ClockEvent.Pause p -> o.addProperty("type", "pause");
            case ClockEvent.Resume r -> o.addProperty("type", "resume");
            case ClockEvent.Stop s -> o.addProperty("type", "stop");
            case ClockEvent.Adjustment a -> {
                o.addProperty("type", "adjust");
                o.addProperty("side", sideWord(a.side()));
                o.addProperty("kind", a.kind().name());
                o.addProperty("amount", a.amount());
                o.addProperty("reason", a.reason());
            }
        }
        return o;
    }

    private static ClockEvent event(JsonObject o) {
        long at = o.get("at").getAsLong();
        String type = string(o, "type");
        return switch (type) {
            case "start" -> new ClockEvent.Start(at, side(o));
            case "press" -> new ClockEvent.Press(at, side(o));
            case "pause" -> new ClockEvent.Pause(at);
            case "resume" -> new ClockEvent.Resume(at);
            case "stop" -> new ClockEvent.Stop(at);
            case "adjust" -> new ClockEvent.Adjustment(at, side(o),
                    ClockEvent.Adjustment.Kind.valueOf(string(o, "kind")), o.get("amount").getAsLong(), string(o, "reason"));
            default -> throw new IllegalArgumentException("unknown clock event type '" + type + "'");
        };
    }

    /**
     * The file's word for a clock face. Version 1 of the file names the faces by who moves first
     * ({@code FIRST}, the side that makes the first move, and {@code SECOND}); the words stay, so
     * that files saved by any release of this version read alike.
     */
    private static String sideWord(Color side) {
        return side == Color.WHITE ? "FIRST" : "SECOND";
    }

    private static Color side(JsonObject o) {
        String word = string(o, "side");
        return switch (word) {
            case "FIRST" -> Color.WHITE;
            case "SECOND" -> Color.BLACK;
            default -> throw new IllegalArgumentException("unknown side '" + word + "' (FIRST or SECOND)");
        };
    }

    private static String string(JsonObject o, String field) {
        JsonElement e = o.get(field);
        if (e == null || !e.isJsonPrimitive()) {
            throw new IllegalArgumentException("missing field '" + field + "'");
        }
        return e.getAsString();
    }
}
