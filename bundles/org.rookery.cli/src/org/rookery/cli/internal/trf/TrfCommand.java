// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.trf;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfExtensions;
import org.rookery.engine.trf.TrfGame;
import org.rookery.engine.trf.TrfParseException;
import org.rookery.engine.trf.TrfPlayer;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.engine.trf.TrfWriter;
import org.rookery.pairing.dutch.PairsFormat;
import org.rookery.pairing.dutch.TournamentGenerator;

/**
 * {@code rookery trf pair|check|generate}: the Swiss pairing engines on TRF files, the way
 * arbiters and scripts use the usual pairing programs.
 */
public final class TrfCommand implements Command {

    @Override
    public String name() {
        return "trf";
    }

    @Override
    public String summary() {
        return "pair the next round of a TRF file, check a finished one, or generate a tournament";
    }

    @Override
    public List<String> actions() {
        return List.of("pair", "check", "generate");
    }

    @Override
    public String usage() {
        return """
                usage: rookery trf pair IN.trf --system ID [--output OUT] [--explain]
                       rookery trf check IN.trf --system ID
                       rookery trf generate --players N --rounds R --seed S --output OUT.trf [--played K]
                                            [--accelerate baku]

                  pair      prints the next round: the number of pairs, then 'white black' by
                            starting rank, one pair a line, '0' as black for the pairing bye;
                            --output writes that to a file instead; --explain adds the reason for
                            each pair, float and bye (after the pairs, each line starting with '#')
                  check     re-pairs every round of the file from the rounds before it and lists
                            each round whose pairing differs; exit code 1 when one does
                  generate  writes a random tournament (draws, forfeits, retirements, half-point
                            byes) paired by the Dutch engine; --played K stops after K rounds;
                            --accelerate baku gives the first half of the players virtual points
                            in the first half of the rounds (FIDE Baku acceleration), written as
                            XXA lines that pair and check read back
                  XXA/250   pair and check add a file's virtual points (XXA, 250 lines, or Baku
                            acceleration named by the 092 line) to the scores they pair by
                  XXP       pair and check never pair two players named on the same XXP line
                            (forbidden pairs, e.g. 'XXP    4   12')
                  --system  the pairing system, e.g. dutch""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty()) {
            throw new UsageException("trf: missing what to do: pair, check or generate");
        }
        List<String> rest = args.subList(1, args.size());
        return switch (args.get(0)) {
            case "pair" -> pair(rest, out, err);
            case "check" -> check(rest, out, err);
            case "generate" -> generate(rest, out, err);
            default -> throw new UsageException("trf: unknown action '" + args.get(0) + "'; expected pair, check or generate");
        };
    }

    private int pair(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("trf pair", args, Set.of("system", "output"), Set.of("explain"));
        Path in = input(a);
        PairingEngine engine = engine(a.required("system"));
        TrfDocument doc = read(in, err);
        if (doc == null) {
            return FAILED;
        }
        RoundPairing pairing;
        try {
            PairingRequest request = TrfRequests.nextRound(doc);
            pairing = engine.pair(request);
        } catch (TrfParseException e) {
            err.println("rookery trf: " + in + ": " + e.getMessage());
            return FAILED;
        } catch (PairingException | IllegalArgumentException e) {
            err.println("rookery trf: " + in + ": " + e.getMessage());
            return FAILED;
        }
        String pairs = PairsFormat.format(pairing);
        if (a.option("output") != null) {
            write(Path.of(a.option("output")), pairs);
        } else {
            out.print(pairs);
        }
        if (a.flag("explain")) {
            for (RoundPairing.Explanation e : pairing.explanations()) {
                out.println("# " + e.text() + (e.rule().isEmpty() ? "" : " [" + e.rule() + "]"));
            }
        }
        return OK;
    }

    private int check(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("trf check", args, Set.of("system"), Set.of());
        Path in = input(a);
        PairingEngine engine = engine(a.required("system"));
        TrfDocument doc = read(in, err);
        if (doc == null) {
            return FAILED;
        }
        int rounds = doc.playedRounds();
        if (rounds == 0) {
            err.println("rookery trf: " + in + ": no round has a result yet, so there is no pairing to check");
            return FAILED;
        }
        int differing = 0;
        for (int r = 1; r <= rounds; r++) {
            Set<String> actual = actual(doc, r);
            Set<String> paired;
            try {
                paired = pairs(engine.pair(TrfRequests.request(doc, r)));
            } catch (TrfParseException e) {
                err.println("rookery trf: " + in + ": " + e.getMessage());
                return FAILED;
            } catch (PairingException e) {
                out.println("round " + r + ": the engine cannot pair it: " + e.getMessage());
                differing++;
                continue;
            }
            if (!actual.equals(paired)) {
                differing++;
                Set<String> onlyFile = new TreeSet<>(actual);
                onlyFile.removeAll(paired);
                Set<String> onlyEngine = new TreeSet<>(paired);
                onlyEngine.removeAll(actual);
                out.println("round " + r + ": differs; the file has " + String.join(", ", onlyFile)
                        + "; " + engine.id() + " pairs " + String.join(", ", onlyEngine));
            }
        }
        out.println(differing == 0 ? "all " + rounds + " rounds match " + engine.id()
                : differing + " of " + rounds + " rounds differ from " + engine.id());
        return differing == 0 ? OK : FAILED;
    }

    private int generate(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("trf generate", args, Set.of("players", "rounds", "seed", "output", "played", "accelerate"), Set.of());
        if (!a.positional().isEmpty()) {
            throw new UsageException("trf generate: unexpected argument '" + a.positional().get(0) + "'");
        }
        int players = a.intOption("players", 2, 100_000, null);
        int rounds = a.intOption("rounds", 1, 1000, null);
        int played = a.intOption("played", 0, rounds, rounds);
        long seed;
        try {
            seed = Long.parseLong(a.required("seed"));
        } catch (NumberFormatException e) {
            throw new UsageException("trf generate: --seed must be a whole number");
        }
        String accelerate = a.option("accelerate");
        if (accelerate != null && !accelerate.equals("baku")) {
            throw new UsageException("trf generate: --accelerate must be 'baku', not '" + accelerate + "'");
        }
        int accelerated = accelerate == null ? 0 : TrfExtensions.bakuRounds(rounds);
        Path output = Path.of(a.required("output"));
        TrfDocument doc;
        try {
            doc = TournamentGenerator.generate(players, rounds, played, seed, accelerated);
        } catch (PairingException e) {
            err.println("rookery trf: the generated tournament cannot be paired further: " + e.getMessage());
            return FAILED;
        }
        write(output, TrfWriter.write(doc));
        out.println("wrote " + output + ": " + players + " players, " + played + " of " + rounds + " rounds"
                + (accelerated > 0 ? ", Baku acceleration in rounds 1-" + accelerated : ""));
        return OK;
    }

    /** The pairs a file holds for one round, as "white-black" and "bye:N". */
    private static Set<String> actual(TrfDocument doc, int round) {
        Set<String> out = new TreeSet<>();
        for (TrfPlayer p : doc.players()) {
            if (round > p.games().size()) {
                continue;
            }
            TrfGame g = p.games().get(round - 1);
            if (g.opponent() > 0 && g.colour() == 'w') {
                out.add(p.rank() + "-" + g.opponent());
            } else if (g.opponent() == 0 && g.result() == 'U') {
                out.add("bye:" + p.rank());
            }
        }
        return out;
    }

    private static Set<String> pairs(RoundPairing pairing) {
        Set<String> out = new TreeSet<>();
        for (RoundPairing.Board b : pairing.boards()) {
            out.add(b.white() + "-" + b.black());
        }
        for (RoundPairing.Bye y : pairing.byes()) {
            if (y.kind() == RoundPairing.ByeKind.PAIRING_ALLOCATED) {
                out.add("bye:" + y.entrant());
            }
        }
        return out;
    }

    private static Path input(Arguments a) throws UsageException {
        if (a.positional().size() != 1) {
            throw new UsageException("trf: expected one TRF file, found " + a.positional().size());
        }
        return Path.of(a.positional().get(0));
    }

    private static TrfDocument read(Path in, PrintStream err) throws IOException {
        try {
            return TrfReader.read(Files.readAllBytes(in));
        } catch (NoSuchFileException e) {
            err.println("rookery trf: no such file: " + in);
            return null;
        } catch (IOException e) {
            err.println("rookery trf: cannot read " + in + (Files.isDirectory(in) ? ": it is a folder" : ""));
            return null;
        } catch (TrfParseException e) {
            err.println("rookery trf: " + in + ": " + e.getMessage());
            return null;
        }
    }

    private static PairingEngine engine(String id) throws Exception {
        List<String> known = new ArrayList<>();
        for (PairingEngine e : PairingEngines.all()) {
            if (e.id().equals(id)) {
                return e;
            }
            known.add(e.id());
        }
        throw new UsageException("trf: unknown pairing system '" + id + "'; known: " + String.join(", ", known));
    }

    /** Writes through a temporary file so that a failed write leaves no half-written output. */
    private static void write(Path target, String text) throws IOException {
        Path abs = target.toAbsolutePath();
        Path tmp = Files.createTempFile(abs.getParent(), ".rookery", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
