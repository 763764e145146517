// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.arbiter.proposal.Proposals;
import org.rookery.arbiter.proposal.ReportCodes;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPaths;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.rules.VariantRegistry;

/**
 * An event folder served read-only: opened with {@link EventFolder#read}, which never writes or
 * locks, and kept open. Every poll stats the journal (and {@code clocks.json}); when the journal
 * grew, only the facts appended since are read and folded ({@link EventFolder#refresh}); the whole
 * journal is read again only when it was replaced or cut (another file, or shorter than read).
 */
public final class FolderEvent implements ServedEvent {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    /** The extensions of the game files a game's moves may be kept in, as the workbench writes them. */
    private static final List<String> GAME_EXTENSIONS = List.of("pgn", "bpgn", "kif", "kifu", "csa");

    private final Path dir;
    private final String id;
    private final FormatLoader loader;
    private final VariantRegistry registry;
    private final Function<CompiledFormat, String> explainer;
    private volatile EventView view;
    private EventFolder folder;
    private Stamp stamp;
    private Stamp clockStamp;
    private Optional<String> journalWarning = Optional.empty();
    private Optional<String> clockWarning = Optional.empty();
    private long readings;
    private Optional<ReportDesk> reports = Optional.empty();

    private record Stamp(long size, long modified, Object key) {
    }

    /**
     * The loader, compiling a format file again only when the file changed: a journal read again
     * whole keeps its format (fixed by the journal's hash), which need not be compiled again.
     */
    private static final class Remembered implements FormatLoader {
        private final FormatLoader loader;
        private final java.util.Map<Path, java.util.Map.Entry<Stamp, CompiledFormat>> compiled = new java.util.HashMap<>();

        Remembered(FormatLoader loader) {
            this.loader = loader;
        }

        @Override
        public synchronized CompiledFormat load(Path file) throws IOException {
            Path key = file.toAbsolutePath().normalize();
            BasicFileAttributes a = Files.readAttributes(key, BasicFileAttributes.class);
            Stamp stamp = new Stamp(a.size(), a.lastModifiedTime().toMillis(), a.fileKey());
            var known = compiled.get(key);
            if (known != null && known.getKey().equals(stamp)) {
                return known.getValue();
            }
            CompiledFormat format = loader.load(file);
            compiled.put(key, java.util.Map.entry(stamp, format));
            return format;
        }
    }

    private FolderEvent(Path dir, String id, FormatLoader loader, VariantRegistry registry,
            Function<CompiledFormat, String> explainer) {
        this.dir = dir;
        this.id = id;
        this.loader = loader;
        this.registry = registry;
        this.explainer = explainer;
    }

    /**
     * Opens the event folder {@code dir} to serve it under {@code id} (its folder name when
     * {@code id} is null).
     *
     * @param explainer gives the format's rules as players should read them
     * @throws IOException when the folder is not an event, or its journal or format is damaged
     */
    public static FolderEvent open(Path dir, String id, FormatLoader loader, VariantRegistry registry,
            Function<CompiledFormat, String> explainer) throws IOException {
        String name = id != null ? id : idFor(dir);
        if (!ID.matcher(name).matches()) {
            throw new IllegalArgumentException("event id '" + name + "' may only hold letters, digits, '-' and '_'");
        }
        FolderEvent event = new FolderEvent(dir, name, new Remembered(Objects.requireNonNull(loader)),
                Objects.requireNonNull(registry), Objects.requireNonNull(explainer));
        // the journal's stamp before reading it, so that a fact appended meanwhile is read at the next poll
        Stamp before = Files.isRegularFile(dir.resolve(EventFolder.JOURNAL)) ? stamp(dir.resolve(EventFolder.JOURNAL)) : null;
        // a missing folder or journal gets the engine's own message here
        event.readWhole(null);
        event.stamp = before != null ? before : stamp(dir.resolve(EventFolder.JOURNAL));
        event.readClocks();
        event.view = event.view.withWarning(event.warning());
        event.reports = ReportCodes.read(dir).map(codes -> new ReportDesk(codes, Proposals.of(dir, InstantSource.system())));
        return event;
    }

    /** The folder's name made address-safe ("fesa swiss" serves as "fesa-swiss"). */
    public static String idFor(Path dir) {
        Path name = dir.toAbsolutePath().normalize().getFileName();
        String s = (name == null ? "event" : name.toString()).replaceAll("[^A-Za-z0-9_-]+", "-");
        s = s.replaceAll("^-+|-+$", "");
        return s.isEmpty() ? "event" : s.length() > 64 ? s.substring(0, 64) : s;
    }

    /** The event folder. */
    public Path dir() {
        return dir;
    }

    @Override
    public String id() {
        return id;
    }

    /** Reports are taken when the folder has a report secret ({@link ReportCodes#SECRET}) at opening. */
    @Override
    public Optional<ReportDesk> reports() {
        return reports;
    }

    @Override
    public EventView view() {
        return view;
    }

    /** How often the whole journal was read (once at opening; again only when it was replaced or cut). */
    public synchronized long wholeReadings() {
        return readings;
    }

    @Override
    public synchronized boolean refresh() throws IOException {
        EventView before = view;
        boolean clocks = readClocks();
        Path journal = dir.resolve(EventFolder.JOURNAL);
        Stamp now = stamp(journal);
        if (!now.equals(stamp)) {
            boolean grew = folder != null && stamp != null && Objects.equals(now.key(), stamp.key()) && now.size() >= stamp.size();
            try {
                if (grew) {
                    try {
                        readAppended();
                    } catch (IOException | RuntimeException e) {
                        // cut, or rewritten in place: what was read no longer holds, so read it all again
                        readWhole(before);
                    }
                } else {
                    readWhole(before);
                }
                stamp = now;
            } catch (IOException | RuntimeException e) {
                // a journal being replaced or damaged: keep showing the last good reading, and say why
                stamp = now;
                journalWarning = Optional.of(message(e));
            }
        }
        EventView next = view.withWarning(warning());
        view = next;
        return next.version() != before.version() || next.state() != before.state() || clocks
                || !next.warning().equals(before.warning());
    }

    /** Folds the facts appended since the last reading. */
    private void readAppended() throws IOException {
        List<Fact> arrived = folder.refresh();
        if (!arrived.isEmpty()) {
            EventView last = view;
            view = new EventView(last.format(), folder.state(), folder.facts().size(), last.rules(), last.warning(),
                    folder.facts(), last.clocks(), last.clocksSaved());
        }
        // a line not yet ended is a fact being written, or what a crash left: it waits, and the page says so
        journalWarning = endsMidLine(dir.resolve(EventFolder.JOURNAL)) ? Optional.of(TORN) : problems(folder.state());
    }

    private static final String TORN = "the journal's last line is incomplete (a fact being written, or a crash mid-write);"
            + " it is not shown";

    /** Whether the file's last byte is not a newline: its last line is not complete. */
    private static boolean endsMidLine(Path file) throws IOException {
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.READ)) {
            long size = ch.size();
            if (size == 0) {
                return false;
            }
            java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
            ch.read(last, size - 1);
            return last.get(0) != '\n';
        }
    }

    /** Reads the whole journal, as at opening. */
    private void readWhole(EventView before) throws IOException {
        EventFolder next = EventFolder.read(dir, loader, registry, InstantSource.system());
        try {
            EventState state = next.state();
            // isPresent, not a lambda over the torn tail: the server imports nothing of the journal's package
            journalWarning = next.tornTail().isPresent() ? Optional.of(TORN) : Optional.empty();
            if (journalWarning.isEmpty()) {
                journalWarning = problems(state);
            }
            String rules = before != null && before.format().equals(next.format()) ? before.rules()
                    : explainer.apply(next.format());
            view = new EventView(next.format(), state, next.facts().size(), rules, Optional.empty(), next.facts(),
                    before == null ? List.of() : before.clocks(), before == null ? Optional.empty() : before.clocksSaved());
        } catch (RuntimeException e) {
            next.close();
            throw e;
        }
        readings++;
        if (folder != null) {
            folder.close();
        }
        folder = next;
    }

    /** The page's warning when recorded facts are refused by the rules (a journal edited by hand). */
    static Optional<String> problems(EventState state) {
        return state.problems().isEmpty() ? Optional.empty()
                : Optional.of(state.problems().size() + " recorded fact(s) are refused by the rules; the arbiter's replay names them");
    }

    /** Reads {@code clocks.json} again when it changed; whether the clocks shown changed. */
    private boolean readClocks() {
        Path file = dir.resolve(ClockSnapshot.FILE);
        Stamp now;
        try {
            now = Files.isRegularFile(file) ? stamp(file) : null;
        } catch (IOException e) {
            now = null;
        }
        if (Objects.equals(now, clockStamp)) {
            return false;
        }
        clockStamp = now;
        EventView last = view;
        try {
            List<ClockSnapshot.Board> boards = ClockSnapshot.read(dir);
            Optional<Instant> saved = now == null ? Optional.empty() : Optional.of(Instant.ofEpochMilli(now.modified()));
            clockWarning = Optional.empty();
            view = last.withClocks(boards, boards.isEmpty() ? Optional.empty() : saved);
        } catch (IOException e) {
            // a damaged clocks file shows no clocks rather than wrong ones, and says so
            clockWarning = Optional.of(message(e));
            view = last.withClocks(List.of(), Optional.empty());
        }
        return true;
    }

    private Optional<String> warning() {
        return journalWarning.isPresent() ? journalWarning : clockWarning;
    }

    @Override
    public Map<String, List<String>> gameFiles() throws IOException {
        Path games = dir.resolve(EventPaths.GAMES_DIR);
        Map<String, List<String>> found = new TreeMap<>();
        if (!Files.isDirectory(games)) {
            return found;
        }
        Set<String> known = view.state().games().keySet();
        try (Stream<Path> files = Files.list(games)) {
            for (Path f : files.toList()) {
                String name = f.getFileName().toString();
                int dot = name.lastIndexOf('.');
                if (dot <= 0) {
                    continue;
                }
                String game = name.substring(0, dot);
                String extension = name.substring(dot + 1);
                // only the event's own games, by the names the event gives them, never another file of the folder
                if (known.contains(game) && GAME_EXTENSIONS.contains(extension)
                        && EventPaths.gameFile(dir, game, extension).equals(f) && Files.isRegularFile(f)) {
                    found.computeIfAbsent(game, g -> new java.util.ArrayList<>()).add(extension);
                }
            }
        }
        return found;
    }

    @Override
    public Optional<PlayedGame> played(String game, String extension) throws IOException {
        if (!GAME_EXTENSIONS.contains(extension) || !view.state().games().containsKey(game)) {
            return Optional.empty();
        }
        Path file = EventPaths.gameFile(dir, game, extension);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        GameFiles files = new GameFiles(registry);
        GameFormat format = files.formatOf(file.getFileName().toString()).orElseThrow();
        return Optional.of(new PlayedGame(game, extension, format, files.read(file)));
    }

    @Override
    public synchronized void close() throws IOException {
        if (folder != null) {
            folder.close();
            folder = null;
        }
    }

    private static Stamp stamp(Path file) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
        return new Stamp(a.size(), a.lastModifiedTime().toMillis(), a.fileKey());
    }

    private static String message(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
