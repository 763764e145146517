// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Move;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.exchange.ExchangeVariant;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.guardian.GuardianVariant;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Reading PGN: one game of 100,000 half-moves and a 10 MB database of ordinary games, both
 * generated in the set-up by the rules engine from a fixed seed and written by Rookery's own
 * PGN writer; and writing the long game back (SAN for every move, what {@code rookery game}
 * prints). Every move read is checked against the rules, as {@code rookery game} does.
 * Reading and writing must grow with the length of the text; the target for the long game is
 * well under a second. The set-up also writes the long game to {@code target/game100000.pgn}
 * for the whole-process figure.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class GameFileBenchmark {

    /** The long game's length in half-moves. */
    static final int LONG_GAME = 100_000;
    /** The database's size in bytes of UTF-8. */
    static final int DATABASE_BYTES = 10 * 1024 * 1024;

    private static GameFormat pgn() {
        VariantRegistry registry = VariantRegistry.of(new ChessVariant(), new GiraffeVariant(), new GuardianVariant(),
                new ExchangeVariant(), new ShogiVariant());
        return new GameFiles(registry).format("PGN");
    }

    private static Rules chess() {
        return new ChessVariant().rules();
    }

    /** The game of 100,000 half-moves, as a record and as PGN text. */
    @State(Scope.Benchmark)
    public static class LongGame {
        GameFormat pgn;
        GameRecord record;
        String text;

        @Setup(Level.Trial)
        public void setUp() {
            pgn = pgn();
            record = game(chess(), new Random(1), LONG_GAME, true, 1);
            text = pgn.write(List.of(record));
            // a benchmark of a reader that stopped reading would measure nothing
            if (pgn.read(text).get(0).mainLine().size() != LONG_GAME) {
                throw new IllegalStateException("the long game does not read back with its " + LONG_GAME + " half-moves");
            }
            // kept for the whole-process figure: time ./rookery game target/game100000.pgn
            try {
                java.nio.file.Path out = java.nio.file.Path.of("target", "game" + LONG_GAME + ".pgn");
                java.nio.file.Files.createDirectories(out.getParent());
                java.nio.file.Files.writeString(out, text, StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            System.out.printf("%nlong game: %d half-moves, %d bytes%n", LONG_GAME, text.getBytes(StandardCharsets.UTF_8).length);
        }
    }

    /** The 10 MB database of games of 60 to 220 half-moves (fewer when one ends sooner). */
    @State(Scope.Benchmark)
    public static class Database {
        GameFormat pgn;
        String text;
        int games;

        @Setup(Level.Trial)
        public void setUp() {
            pgn = pgn();
            StringBuilder db = new StringBuilder();
            Random random = new Random(2);
            Rules rules = chess();
            while (db.length() < DATABASE_BYTES) {
                games++;
                db.append(pgn.write(List.of(game(rules, random, 60 + random.nextInt(160), false, games))));
            }
            text = db.toString();
            if (pgn.read(text).size() != games) {
                throw new IllegalStateException("the database does not read back with its " + games + " games");
            }
            System.out.printf("%ndatabase: %d games, %d bytes%n", games, text.getBytes(StandardCharsets.UTF_8).length);
        }
    }

    /**
     * A game of random legal moves. A long one prefers moves that neither capture nor move a
     * pawn, so that it can go on for as long as asked (the reader does not stop a game at the
     * 75-move rule, since a file may record one that went past it unnoticed).
     */
    private static GameRecord game(Rules rules, Random random, int plies, boolean quiet, int number) {
        Position p = rules.startPosition();
        List<GameNode> moves = new ArrayList<>(plies);
        // asked only whether a move is left: the outcome would count repetitions at every move
        for (int i = 0; i < plies; i++) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            List<Move> choice = legal;
            if (quiet) {
                choice = legal.stream().filter(m -> !m.isCapture() && !m.piece().is(org.rookery.rules.PieceType.Trait.PAWN)).toList();
                if (choice.isEmpty()) {
                    choice = legal;
                }
            }
            Move m = choice.get(random.nextInt(choice.size()));
            p.doMove(m);
            if (quiet && !p.hasLegalMove()) {
                // the long game must not end: take the move back and play one that leaves a reply
                p.undoMove();
                m = null;
                for (Move other : legal) {
                    p.doMove(other);
                    if (p.hasLegalMove()) {
                        m = other;
                        break;
                    }
                    p.undoMove();
                }
                if (m == null) {
                    break;
                }
            }
            moves.add(GameNode.of(m));
        }
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Event", "Generated game " + number);
        headers.put("Site", "Rookery benchmark");
        headers.put("White", "White " + number);
        headers.put("Black", "Black " + number);
        return new GameRecord("chess", headers, null, null, moves, p.outcome().orElse(null));
    }

    /** Reads the 100,000-half-move game. */
    @Benchmark
    public List<GameRecord> readLongGame(LongGame g) {
        return g.pgn.read(g.text);
    }

    /** Reads the 10 MB database. */
    @Benchmark
    public List<GameRecord> readDatabase(Database d) {
        return d.pgn.read(d.text);
    }

    /** Writes the long game as PGN: SAN for each of its moves. */
    @Benchmark
    public String writeLongGame(LongGame g) {
        return g.pgn.write(List.of(g.record));
    }
}
