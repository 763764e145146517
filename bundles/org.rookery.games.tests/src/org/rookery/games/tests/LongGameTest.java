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
 * {@code rookery game} prints) and reading a game ten times longer takes about ten times as
 * long, not a hundred. The shortest of three runs of each is compared, so that another
 * process on the machine does not decide the test.
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

    private static long shortest(Runnable r) {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long start = System.nanoTime();
            r.run();
            best = Math.min(best, System.nanoTime() - start);
        }
        return best;
    }

    @Test
    void writingAndReadingPgnGrowWithTheLengthOfTheGame() {
        GameFormat pgn = Samples.FILES.format("PGN");
        GameRecord shortGame = longGame(2_000, 1);
        GameRecord longGame = longGame(20_000, 2);
        String shortText = pgn.write(List.of(shortGame));
        String longText = pgn.write(List.of(longGame));
        assertEquals(20_000, pgn.read(longText).get(0).mainLine().size());
        pgn.read(shortText);
        long writeShort = shortest(() -> pgn.write(List.of(shortGame)));
        long writeLong = shortest(() -> pgn.write(List.of(longGame)));
        long readShort = shortest(() -> pgn.read(shortText));
        long readLong = shortest(() -> pgn.read(longText));
        // linear is about 10; the square of the length would be about 100
        assertTrue(writeLong < 25 * writeShort, "writing 20,000 half-moves took " + writeLong / 1_000_000 + " ms, 2,000 took "
                + writeShort / 1_000_000 + " ms");
        assertTrue(readLong < 25 * readShort, "reading 20,000 half-moves took " + readLong / 1_000_000 + " ms, 2,000 took "
                + readShort / 1_000_000 + " ms");
    }
}
