// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.rules.VariantRegistry;

/**
 * An event folder served read-only: opened with {@link EventFolder#read}, which never writes or
 * locks, and read again whenever the journal's size or modification time changes (a cheap stat
 * per poll; a whole reading only when something was appended).
 */
public final class FolderEvent implements ServedEvent {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final Path dir;
    private final String id;
    private final FormatLoader loader;
    private final VariantRegistry registry;
    private final Function<CompiledFormat, String> explainer;
    private volatile EventView view;
    private Stamp stamp;
    private Optional<ReportDesk> reports = Optional.empty();

    private record Stamp(long size, long modified, Object key) {
    }

    /**
     * The loader, compiling a format file again only when the file changed: a new fact makes the
     * folder be read again, its format (fixed by the journal's hash) need not be compiled again.
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
        Stamp before = Files.isRegularFile(dir.resolve(EventFolder.JOURNAL)) ? event.stamp() : null;
        // a missing folder or journal gets the engine's own message here
        event.view = event.read(null);
        event.stamp = before != null ? before : event.stamp();
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

    @Override
    public synchronized boolean refresh() throws IOException {
        Stamp now = stamp();
        if (now.equals(stamp)) {
            return false;
        }
        EventView before = view;
        try {
            EventView next = read(before);
            stamp = now;
            view = next;
            return next.version() != before.version() || !next.warning().equals(before.warning());
        } catch (IOException | RuntimeException e) {
            // a journal being replaced or damaged: keep showing the last good reading, and say why
            stamp = now;
            view = new EventView(before.format(), before.state(), before.version(), before.rules(),
                    Optional.of(message(e)));
            return !before.warning().equals(view.warning());
        }
    }

    private EventView read(EventView before) throws IOException {
        try (EventFolder folder = EventFolder.read(dir, loader, registry, InstantSource.system())) {
            EventState state = folder.state();
            Optional<String> warning = folder.tornTail().map(t -> "the journal's last line is incomplete"
                    + " (a fact being written, or a crash mid-write); it is not shown");
            if (warning.isEmpty() && !state.problems().isEmpty()) {
                warning = Optional.of(state.problems().size() + " recorded fact(s) are refused by the rules;"
                        + " the arbiter's replay names them");
            }
            String rules = before != null && before.format().equals(folder.format()) ? before.rules()
                    : explainer.apply(folder.format());
            return new EventView(folder.format(), state, folder.facts().size(), rules, warning);
        }
    }

    private Stamp stamp() throws IOException {
        Path journal = dir.resolve(EventFolder.JOURNAL);
        BasicFileAttributes a = Files.readAttributes(journal, BasicFileAttributes.class);
        return new Stamp(a.size(), a.lastModifiedTime().toMillis(), a.fileKey());
    }

    private static String message(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
