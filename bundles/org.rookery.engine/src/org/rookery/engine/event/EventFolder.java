// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.fact.FactTexts;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.FileJournal;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.KeptAfterAllException;
import org.rookery.engine.journal.StoredFact;
import org.rookery.engine.journal.StrictJson;
import org.rookery.engine.journal.TornTail;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.VariantRegistry;

import com.google.gson.JsonObject;

/**
 * An event on disk: a folder holding a copy of its format (with the files the format imports)
 * under {@code format/} and its journal {@code journal.jsonl}. Opening the folder checks that the
 * format is the one the journal was recorded with, reads every fact and folds them into the
 * {@link EventState}. {@link #record} checks new facts against the rules and writes them only
 * when none is refused.
 */
public final class EventFolder implements AutoCloseable {

    /** The journal's file name inside the folder. */
    public static final String JOURNAL = "journal.jsonl";
    /** The folder the format is copied into. */
    public static final String FORMAT_DIR = "format";

    private final Path dir;
    private final FactStore store;
    private final CompiledFormat format;
    private final Optional<GameScorer> scorer;
    private final Optional<BoundGame> bound;
    private final InstantSource clock;
    private final List<Fact> facts;
    private EventState state;
    /** The drafts of the last record that failed without a refusal: their commit may have landed. */
    private List<Draft> unanswered;

    private EventFolder(Path dir, FactStore store, CompiledFormat format, Optional<GameScorer> scorer,
            Optional<BoundGame> bound, InstantSource clock, List<Fact> facts) {
        this.dir = dir;
        this.store = store;
        this.format = format;
        this.scorer = scorer;
        this.bound = bound;
        this.clock = clock;
        this.facts = facts;
        this.state = EventState.fold(format, scorer, bound, facts);
    }

    /** A fact to record: what was done and by whom; the folder adds the sequence number and time. */
    public record Draft(FactBody body, String by) {
    }

    /**
     * Creates an event folder for {@code formatFile}: copies the format and its imports, compiles
     * the copy and creates the journal, whose header records the format's hash.
     *
     * @throws EventException when {@code dir} exists and is not empty, or the format does not compile
     */
    public static EventFolder create(Path dir, Path formatFile, FormatLoader loader, VariantRegistry registry,
            InstantSource clock) throws IOException {
        if (Files.exists(dir) && (!Files.isDirectory(dir) || !isEmpty(dir))) {
            throw new EventException(dir + " already exists and is not an empty folder; choose a new folder");
        }
        List<Path> files = FormatFiles.closure(formatFile);
        Path source = formatFile.toAbsolutePath().getParent();
        Path target = dir.resolve(FORMAT_DIR);
        CompiledFormat format = loader.load(formatFile);
        for (Path rel : files) {
            org.rookery.engine.journal.AtomicFiles.writeNew(target.resolve(rel), Files.readAllBytes(source.resolve(rel)));
        }
        Map<String, String> header = new LinkedHashMap<>();
        header.put("format", FORMAT_DIR + "/" + slash(files.get(0)));
        header.put("formatName", format.name());
        header.put("formatFiles", files.stream().map(EventFolder::slash).collect(Collectors.joining(",")));
        header.put("formatSha256", FormatFiles.sha256(target, files));
        header.put("factsVersion", Integer.toString(FactCodec.FACTS_VERSION));
        header.put("created", clock.instant().toString());
        FileJournal.create(dir.resolve(JOURNAL), header).close();
        return open(dir, loader, registry, clock);
    }

    /**
     * Opens an event folder to record facts: reads the journal (moving a torn tail aside),
     * checks the format against the hash the journal recorded, compiles it and folds every fact.
     */
    public static EventFolder open(Path dir, FormatLoader loader, VariantRegistry registry, InstantSource clock)
            throws IOException {
        return open(dir, loader, registry, clock, true);
    }

    /**
     * Opens an event folder only to read it, as {@link #open} does but without changing anything
     * in the folder: the journal is read without a lock or write permission (a read-only medium,
     * an immutable file), and a torn tail is reported in {@link #tornTail()} but left where it is.
     * {@link #record} refuses to write.
     */
    public static EventFolder read(Path dir, FormatLoader loader, VariantRegistry registry, InstantSource clock)
            throws IOException {
        return open(dir, loader, registry, clock, false);
    }

    private static EventFolder open(Path dir, FormatLoader loader, VariantRegistry registry, InstantSource clock,
            boolean write) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new EventException(dir + ": no such event folder");
        }
        Path journal = dir.resolve(JOURNAL);
        if (!Files.isRegularFile(journal)) {
            throw new EventException(dir + " is not an event folder: it has no " + JOURNAL
                    + " (create one with 'rookery event new')");
        }
        return open(folder(dir), loader, registry, clock, write);
    }

    /** An event folder as a place: its journal file and the folder itself. */
    static EventPlace folder(Path dir) {
        return new EventPlace() {
            @Override
            public FactStore openStore(boolean write) throws IOException {
                Path journal = dir.resolve(JOURNAL);
                return write ? FileJournal.open(journal) : FileJournal.read(journal);
            }

            @Override
            public Path dir() {
                return dir;
            }

            @Override
            public String location() {
                return dir.toString();
            }
        };
    }

    /**
     * Opens an event wherever it lives (a folder, a server) as {@link #open(Path, FormatLoader,
     * VariantRegistry, InstantSource)} or {@link #read} open a folder: the header's facts version
     * and format hash are checked, the format compiled from the place's folder, every fact folded.
     *
     * @param write {@code true} to record facts, {@code false} only to read
     */
    public static EventFolder open(EventPlace place, FormatLoader loader, VariantRegistry registry, InstantSource clock,
            boolean write) throws IOException {
        FactStore store = place.openStore(write);
        try {
            Path dir = place.dir();
            String journal = store.location();
            var header = store.header();
            int version = parseInt(header.property("factsVersion"), journal);
            if (version > FactCodec.FACTS_VERSION) {
                throw new JournalException(journal, 1, "facts version " + version
                        + " is newer than this Rookery reads (" + FactCodec.FACTS_VERSION + ")");
            }
            Path formatDir = dir.resolve(FORMAT_DIR);
            List<Path> files = FormatFiles.named(journal, formatDir, header.property("formatFiles"));
            // the journal's own damage is named before the format is compiled and bound
            List<Fact> facts = new ArrayList<>(store.facts().size());
            for (StoredFact s : store.facts()) {
                facts.add(decode(journal, s));
            }
            for (Path f : files) {
                if (!Files.isRegularFile(formatDir.resolve(f))) {
                    throw new EventException(formatDir.resolve(f) + ": the event's format file is missing");
                }
            }
            String hash = FormatFiles.sha256(formatDir, files);
            if (!hash.equals(header.property("formatSha256"))) {
                throw new EventException(formatDir.resolve(files.get(0)) + " has changed since the journal was recorded"
                        + " (SHA-256 " + hash.substring(0, 12) + "..., the journal says "
                        + header.property("formatSha256").substring(0, Math.min(12, header.property("formatSha256").length()))
                        + "...); the facts must be replayed against the format they were recorded with: put the"
                        + " original back, or start a new event with the new format");
            }
            CompiledFormat format = loader.load(formatDir.resolve(files.get(0)));
            // The game must be bound to the rules engine where the format scores games or judges
            // sennichite and declarations; elsewhere it is bound when its variant is installed (for
            // the variant's illegal-move law), so that an event of another variant still opens.
            boolean needed = format.scoring().isPresent() || ShogiPairings.applies(format);
            Optional<BoundGame> bound = needed || registry.find(format.game().variantId()).isPresent()
                    ? Optional.of(GameBridge.bind(format, registry)) : Optional.empty();
            Optional<GameScorer> scorer = format.scoring().map(s -> GameScorer.of(format, bound.orElseThrow()));
            return new EventFolder(dir, store, format, scorer, bound, clock, facts);
        } catch (IOException | RuntimeException e) {
            store.close();
            throw e;
        }
    }

    private static Fact decode(String journal, StoredFact s) throws JournalException {
        try {
            return FactCodec.decode(StrictJson.parseObject(s.json()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new JournalException(journal, s.line(), e.getMessage());
        }
    }

    private static int parseInt(String s, String journal) throws JournalException {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new JournalException(journal, 1, "the header has no facts version");
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (var list = Files.list(dir)) {
            return list.findAny().isEmpty();
        }
    }

    private static String slash(Path p) {
        return p.toString().replace('\\', '/');
    }

    /**
     * Records facts: each is checked against the rules as if the ones before it were recorded; if
     * any is refused, nothing is written. The facts are written all or nothing (several facts as
     * one batch): when this returns every one is durable; when it throws, none is recorded, but
     * for one case: when the connection to a server is lost while it commits and it cannot be
     * asked at once whether the facts were kept, the error says so, and recording the very same
     * drafts again returns them as recorded once if they were kept (and records them if not).
     *
     * @return the recorded facts with their sequence numbers and times
     * @throws Refusal naming the rule (and, for several drafts, which one was refused)
     */
    public synchronized List<Fact> record(List<Draft> drafts) throws IOException {
        Checked[] decided = new Checked[1];
        try {
            appendChecked(drafts, decided);
        } catch (KeptAfterAllException kept) {
            List<Draft> earlier = unanswered;
            unanswered = null;
            List<Fact> landed = facts.stream().filter(f -> kept.kept().contains(f.seq())).toList();
            if (drafts.equals(earlier) && landed.size() == drafts.size()) {
                // the same facts, retried after their commit went unanswered: they were recorded once
                return landed;
            }
            throw kept;
        } catch (Refusal r) {
            unanswered = null;
            throw r;
        } catch (IOException | RuntimeException e) {
            // whether these drafts were kept may be known only later (an unanswered commit)
            unanswered = List.copyOf(drafts);
            throw e;
        }
        unanswered = null;
        Checked c = decided[0];
        facts.addAll(c.added());
        state = c.next();
        return c.added();
    }

    private void appendChecked(List<Draft> drafts, Checked[] decided) throws IOException {
        store.appendDecided(arrived -> {
            List<Fact> since = absorb(arrived);
            Checked c;
            try {
                c = checked(drafts);
            } catch (Refusal r) {
                throw since.isEmpty() ? r : new Refusal(r.rule(), stale(since) + r.getMessage());
            }
            decided[0] = c;
            List<Fact> added = c.added();
            if (added.isEmpty()) {
                return List.of();
            }
            long last = added.get(added.size() - 1).seq();
            return added.stream().map(f -> added.size() == 1 ? FactCodec.encode(f) : FactCodec.encode(f, last)).toList();
        });
    }

    /**
     * Reads the facts other writers recorded since this event was read (an event on a server
     * that several arbiters write) and folds them in; an event folder has one writer and none.
     *
     * @return the facts that arrived, in order
     */
    public synchronized List<Fact> refresh() throws IOException {
        return absorb(store.refresh());
    }

    /** Folds facts another writer appended into this view. */
    private List<Fact> absorb(List<StoredFact> arrived) throws JournalException {
        if (arrived.isEmpty()) {
            return List.of();
        }
        List<Fact> since = new ArrayList<>(arrived.size());
        for (StoredFact s : arrived) {
            since.add(decode(store.location(), s));
        }
        facts.addAll(since);
        boolean rewrites = since.stream().anyMatch(f -> f.body() instanceof FactBody.Correction
                || f.body() instanceof FactBody.Undo);
        state = rewrites ? EventState.fold(format, scorer, bound, facts) : state.plus(since);
        return since;
    }

    /** Says which facts recorded by others since this view made the decision stale. */
    private static String stale(List<Fact> since) {
        StringBuilder b = new StringBuilder("decided on a stale view: since it was read, ");
        int shown = Math.min(3, since.size());
        for (int i = 0; i < shown; i++) {
            Fact f = since.get(i);
            b.append(i == 0 ? "" : ", ").append("fact ").append(f.seq()).append(" (")
                    .append(f.body().type()).append(" by ").append(f.by()).append(')');
        }
        if (since.size() > shown) {
            b.append(" and ").append(since.size() - shown).append(" more");
        }
        return b.append(since.size() == 1 ? " was" : " were").append(" recorded; re-decide: ").toString();
    }

    /**
     * Checks facts as {@link #record(List)} would, without writing anything: so that a dialog can
     * show a refusal where the facts were entered before they are recorded elsewhere.
     *
     * @throws Refusal naming the rule, as {@link #record(List)} would
     */
    public synchronized void check(List<Draft> drafts) {
        checked(drafts);
    }

    /** The facts as they would be recorded and the state after them. */
    private record Checked(List<Fact> added, EventState next) {
    }

    private Checked checked(List<Draft> drafts) {
        Batches.refuseRepeated(facts, store.facts(), drafts);
        long seq = store.nextSequence();
        Instant now = clock.instant();
        List<Fact> candidates = new ArrayList<>(facts);
        List<Fact> added = new ArrayList<>();
        for (int i = 0; i < drafts.size(); i++) {
            Draft d = drafts.get(i);
            String which = drafts.size() > 1 ? "fact " + (i + 1) + " of " + drafts.size() + ": " : "";
            JsonObject o = FactCodec.encodeBody(d.body());
            o.addProperty("by", d.by());
            try {
                FactTexts.check(o);
            } catch (IllegalArgumentException e) {
                throw new Refusal(FactTexts.RULE, which + e.getMessage());
            }
            Fact f = new Fact(seq++, now, d.by(), d.body());
            candidates.add(f);
            added.add(f);
        }
        // Only a correction or an undo changes what earlier facts count as; other facts are
        // checked and added on a copy of the current state instead of folding the journal again.
        boolean rewrites = added.stream().anyMatch(f -> f.body() instanceof FactBody.Correction
                || f.body() instanceof FactBody.Undo);
        EventState next = rewrites ? EventState.fold(format, scorer, bound, candidates) : state.plus(added);
        long firstNew = added.isEmpty() ? Long.MAX_VALUE : added.get(0).seq();
        Optional<Problem> refused = next.problems().stream().filter(p -> p.seq() >= firstNew).findFirst();
        if (refused.isEmpty() && next.problems().size() > state.problems().size()) {
            // A correction or undo that makes an earlier fact break the rules.
            refused = next.problems().stream().filter(p -> !state.problems().contains(p)).findFirst();
        }
        if (refused.isPresent()) {
            Problem p = refused.get();
            String which = drafts.size() > 1 && p.seq() >= firstNew ? "fact " + (p.seq() - firstNew + 1) + " of "
                    + drafts.size() + ": " : p.seq() < firstNew ? "it would make fact " + p.seq() + " wrong: " : "";
            throw new Refusal(p.rule(), which + p.message());
        }
        return new Checked(added, next);
    }

    /** Records one fact; see {@link #record(List)}. */
    public Fact record(FactBody body, String by) throws IOException {
        return record(List.of(new Draft(body, by))).get(0);
    }

    /** The folder. */
    public Path dir() {
        return dir;
    }

    /** Where the facts are, for messages: the journal file, or the server and event. */
    public String location() {
        return store.location();
    }

    /** The compiled format the event runs. */
    public CompiledFormat format() {
        return format;
    }

    /** The state the facts add up to. */
    public synchronized EventState state() {
        return state;
    }

    /** Every fact in order. */
    public synchronized List<Fact> facts() {
        return List.copyOf(facts);
    }

    /**
     * The account the store says recorded fact {@code seq} (the database account for an event on
     * a server); empty for an event folder, whose journal keeps none.
     */
    public Optional<String> account(long seq) {
        return store.account(seq);
    }

    /** The torn last line found when the journal was opened, if any. */
    public Optional<TornTail> tornTail() {
        return store.tornTail();
    }

    /** The journal's header properties. */
    public Map<String, String> header() {
        return store.header().properties();
    }

    @Override
    public void close() throws IOException {
        store.close();
    }
}
