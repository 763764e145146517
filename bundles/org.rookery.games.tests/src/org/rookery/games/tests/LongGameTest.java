// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Move;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;

/**
 * Long games take time in proportion to their length: writing (SAN for each move, what
 * {@code rookery game} prints) and reading a game ten times longer takes about ten times
 * as long, not a hundred.
 */
class LongGameTest {

    /** A legal chess game of {@code plies} half-moves preferring moves that neither capture nor move a pawn, so it can go on. */
    static GameRecord longGame(int plies, long seed) {
        Rules rules = Samples.VARIANTS.get("chess").rules();
        Position p = rules.startPosition();
        Random random = new Random(seed);
        List<GameNode> moves = new ArrayList<>();
        while (moves.size() < plies) {
            List<Move> legal = p.legalMoves();
            List<Move> quiet = legal.stream().filter(m -> !m.isCapture() && !m.piece().is(PieceType.Trait.PAWN)).toList();
            List<Move> choice = quiet.isEmpty() ? legal : quiet;
            int start = choice.isEmpty() ? 0 : random.nextInt(choice.size());
            Move chosen = null;
            for (int k = 0; k < choice.size() && chosen == null; k++) {
                Move m = choice.get((start + k) % choice.size());
                p.doMove(m);
                if (p.hasLegalMove()) {
                    chosen = m;
                } else {
                    p.undoMove();
                }
            }
            if (chosen == null) {
                throw new IllegalStateException("the generated game cannot go on at half-move " + moves.size());
            }
            moves.add(GameNode.of(chosen));
        }
        return new GameRecord("chess", new LinkedHashMap<>(), null, null, moves, null);
    }

    /**
     * The shortest of seven runs of each, the two taken in turn, so that a build starting on the
     * machine slows both alike: {@code [short, long]} in nanoseconds.
     */
    private static long[] shortest(Runnable shortRun, Runnable longRun) {
        long[] best = {Long.MAX_VALUE, Long.MAX_VALUE};
        for (int i = 0; i < 7; i++) {
            long start = System.nanoTime();
            shortRun.run();
            best[0] = Math.min(best[0], System.nanoTime() - start);
            start = System.nanoTime();
            longRun.run();
            best[1] = Math.min(best[1], System.nanoTime() - start);
        }
        return best;
    }

    @Test
    void writingAndReadingPgnGrowWithTheLengthOfTheGame() {
        GameFormat pgn = Samples.FILES.format("PGN");
        GameRecord longGame = longGame(20_000, 2);
        GameRecord shortGame = longGame.withMainLine(longGame.mainLine().subList(0, 2_000));
        String shortText = pgn.write(List.of(shortGame));
        String longText = pgn.write(List.of(longGame));
        assertEquals(20_000, pgn.read(longText).get(0).mainLine().size());
        pgn.read(shortText);
        long[] write = shortest(() -> pgn.write(List.of(shortGame)), () -> pgn.write(List.of(longGame)));
        long[] read = shortest(() -> pgn.read(shortText), () -> pgn.read(longText));
        // ten times the moves: linear is about 10 times the time; the square of the length (as
        // writing was when each move's SAN copied the history) is about 100. The bound of 40
        // leaves room for a loaded machine without letting a quadratic reader through.
        assertTrue(write[1] < 40 * write[0], "writing 20,000 half-moves took " + write[1] / 1_000_000 + " ms, 2,000 took "
                + write[0] / 1_000_000 + " ms");
        assertTrue(read[1] < 40 * read[0], "reading 20,000 half-moves took " + read[1] / 1_000_000 + " ms, 2,000 took "
                + read[0] / 1_000_000 + " ms");
    }
}
