// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.proposal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

import org.rookery.engine.fact.FactBody;
import org.rookery.rules.Termination;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Results reported from the board, kept apart from the journal in the event folder's
 * {@value #FILE}: a report is a proposal, never a fact. The results server appends proposals;
 * the arbiter confirms one (after recording its result as a fact) or rejects it, which appends a
 * decision. The file only grows: each line is appended under an exclusive lock (the server and
 * the workbench may write at once) and forced to disk; a line torn by a crash (never acknowledged)
 * is ignored when the file is read, and replaced by the next append.
 */
public final class Proposals {

    /** The file's name in the event folder. */
    public static final String FILE = "proposals.jsonl";

    /** Where a proposal stands. */
    public enum State {
        /** Waiting for the arbiter. */
        OPEN,
        /** The arbiter recorded its result. */
        CONFIRMED,
        /** The arbiter turned it down. */
        REJECTED
    }

    /** Who reports: one of the two players, or a team's captain. */
    public enum Reporter {
        WHITE, BLACK, CAPTAIN;

        /** The word in the file and the form. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What a report says happened: who won and how, as the form offers it. */
    public enum Claim {
        WHITE_CHECKMATE(FactBody.Outcome.WHITE_WINS, Termination.CHECKMATE),
        WHITE_RESIGNATION(FactBody.Outcome.WHITE_WINS, Termination.RESIGNATION),
        BLACK_CHECKMATE(FactBody.Outcome.BLACK_WINS, Termination.CHECKMATE),
        BLACK_RESIGNATION(FactBody.Outcome.BLACK_WINS, Termination.RESIGNATION),
        DRAW_AGREEMENT(FactBody.Outcome.DRAW, Termination.AGREEMENT),
        DRAW_REPETITION(FactBody.Outcome.DRAW, Termination.REPETITION);

        private final FactBody.Outcome outcome;
        private final Termination ending;

        Claim(FactBody.Outcome outcome, Termination ending) {
            this.outcome = outcome;
            this.ending = ending;
        }

        /** Who won. */
        public FactBody.Outcome outcome() {
            return outcome;
        }

        /** How the game ended. */
        public Termination ending() {
            return ending;
        }

        /** The word in the file and the form ("white-checkmate"). */
        public String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** The claim of {@code word}, empty for anything else. */
        public static Optional<Claim> of(String word) {
            for (Claim c : values()) {
                if (c.word().equals(word)) {
                    return Optional.of(c);
                }
            }
            return Optional.empty();
        }
    }

    /**
     * A report and what became of it.
     *
     * @param number its line number in the file, which names it
     * @param at when it was made
     * @param game the game ("4.1")
     * @param white the pairing's White when it was reported
     * @param black the pairing's Black
     * @param reporter who reported
     * @param claim what he says happened
     * @param state open, confirmed or rejected
     * @param decision the arbiter's name and, for a rejection, the reason; empty while open
     */
    public record Proposal(long number, Instant at, String game, String white, String black, Reporter reporter, Claim claim,
            State state, Optional<String> decision) {

        /** The result fact the arbiter records when he confirms it. */
        public FactBody.Result result() {
            return new FactBody.Result(game, claim.outcome(), claim.ending(), List.of(), List.of(), OptionalLong.empty(),
                    OptionalLong.empty());
        }
    }

    private final Path file;
    private final InstantSource clock;

    private Proposals(Path file, InstantSource clock) {
        this.file = file;
        this.clock = clock;
    }

    /** The proposals of the event folder {@code dir} (the file is made by the first report). */
    public static Proposals of(Path dir, InstantSource clock) {
        return new Proposals(dir.resolve(FILE), Objects.requireNonNull(clock));
    }

    /** The file. */
    public Path file() {
        return file;
    }

    /** Every proposal in the order made, each with its decision. */
    public List<Proposal> read() throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        byte[] bytes = Files.readAllBytes(file);
        String text = new String(bytes, StandardCharsets.UTF_8);
        String[] lines = text.split("\n", -1);
        Map<Long, Proposal> proposals = new LinkedHashMap<>();
        // the last element is what follows the last newline: empty, or a line torn by a crash
        for (int i = 0; i < lines.length - 1; i++) {
            long number = i + 1;
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            try {
                JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                String kind = o.get("kind").getAsString();
                switch (kind) {
                    case "report" -> proposals.put(number, new Proposal(number, Instant.parse(o.get("at").getAsString()),
                            o.get("game").getAsString(), o.get("white").getAsString(), o.get("black").getAsString(),
                            Reporter.valueOf(o.get("reporter").getAsString().toUpperCase(Locale.ROOT)),
                            Claim.of(o.get("claim").getAsString()).orElseThrow(() -> new IllegalArgumentException(
                                    "unknown claim '" + o.get("claim").getAsString() + "'")),
                            State.OPEN, Optional.empty()));
                    case "confirm", "reject" -> {
                        long target = o.get("proposal").getAsLong();
                        Proposal p = proposals.get(target);
                        if (p == null) {
                            throw new IllegalArgumentException("decides proposal " + target + ", which is not a report before it");
                        }
                        String by = o.get("by").getAsString();
                        String decision = kind.equals("reject") && o.has("reason") ? by + ": " + o.get("reason").getAsString() : by;
                        proposals.put(target, new Proposal(p.number(), p.at(), p.game(), p.white(), p.black(), p.reporter(),
                                p.claim(), kind.equals("confirm") ? State.CONFIRMED : State.REJECTED, Optional.of(decision)));
                    }
                    default -> throw new IllegalArgumentException("unknown kind '" + kind + "'");
                }
            } catch (JsonParseException | IllegalStateException | IllegalArgumentException | NullPointerException
                    | java.time.format.DateTimeParseException | UnsupportedOperationException e) {
                throw new IOException(file + ":" + number + ": not a proposal or decision (" + e.getMessage() + ")", e);
            }
        }
        return List.copyOf(proposals.values());
    }

    /** The open proposals. */
    public List<Proposal> open() throws IOException {
        return read().stream().filter(p -> p.state() == State.OPEN).toList();
    }

    /**
     * The games whose open reports disagree (the two players claim different results): the
     * arbiter is shown these first.
     */
    public List<String> disagreements() throws IOException {
        Map<String, java.util.Set<FactBody.Outcome>> claims = new LinkedHashMap<>();
        for (Proposal p : open()) {
            claims.computeIfAbsent(p.game(), g -> new java.util.HashSet<>()).add(p.claim().outcome());
        }
        List<String> games = new ArrayList<>();
        claims.forEach((g, outcomes) -> {
            if (outcomes.size() > 1) {
                games.add(g);
            }
        });
        return games;
    }

    /** Appends a report of {@code board}; its number. */
    public long propose(FactBody.Board board, Reporter reporter, Claim claim) throws IOException {
        JsonObject o = new JsonObject();
        o.addProperty("kind", "report");
        o.addProperty("at", clock.instant().toString());
        o.addProperty("game", board.game());
        o.addProperty("white", board.white());
        o.addProperty("black", board.black());
        o.addProperty("reporter", reporter.word());
        o.addProperty("claim", claim.word());
        return append(o);
    }

    /** Marks proposal {@code number} confirmed by {@code by}, once its result is recorded as a fact. */
    public void confirm(long number, String by) throws IOException {
        decide("confirm", number, by, null);
    }

    /** Marks proposal {@code number} rejected by {@code by}, for {@code reason}. */
    public void reject(long number, String by, String reason) throws IOException {
        decide("reject", number, by, Objects.requireNonNull(reason, "reason"));
    }

    private void decide(String kind, long number, String by, String reason) throws IOException {
        Proposal p = read().stream().filter(x -> x.number() == number).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("there is no proposal " + number));
        if (p.state() != State.OPEN) {
            throw new IllegalArgumentException("proposal " + number + " is already " + p.state().name().toLowerCase(Locale.ROOT));
        }
        JsonObject o = new JsonObject();
        o.addProperty("kind", kind);
        o.addProperty("at", clock.instant().toString());
        o.addProperty("proposal", number);
        o.addProperty("by", Objects.requireNonNull(by, "by"));
        if (reason != null) {
            o.addProperty("reason", reason);
        }
        append(o);
    }

    /** Appends one line under an exclusive lock, forced to disk; its line number. */
    private long append(JsonObject o) throws IOException {
        byte[] line = (o.toString() + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE); FileLock lock = ch.lock()) {
            long size = ch.size();
            ByteBuffer all = ByteBuffer.allocate((int) size);
            while (all.hasRemaining() && ch.read(all, all.position()) > 0) {
                // read the file to count its lines
            }
            long lines = 0;
            long kept = 0;
            for (int i = 0; i < size; i++) {
                if (all.get(i) == '\n') {
                    lines++;
                    kept = i + 1;
                }
            }
            if (kept < size) {
                // a line torn by a crash was never a report anyone was told of: it goes, and this one takes its place
                ch.truncate(kept);
            }
            ByteBuffer out = ByteBuffer.wrap(line);
            long at = kept;
            while (out.hasRemaining()) {
                at += ch.write(out, at);
            }
            ch.force(true);
            return lines + 1;
        }
    }
}
