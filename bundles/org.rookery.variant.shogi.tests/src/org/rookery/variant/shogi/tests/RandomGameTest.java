// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveSelection;
import org.rookery.rules.Outcome;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Seeded random games from the start position. They reach drops, promotions, checks, mates and
 * long hands quickly, which hand-made positions miss. The seeds are fixed, so a failure names a
 * game and ply that can be replayed.
 */
class RandomGameTest {

    private static final Rules RULES = new ShogiVariant().rules();

    @Test
    void makeUnmakeAndInvariantsHoldOverRandomGames() {
        SplittableRandom random = new SplittableRandom(0x5E17E);
        int[] buffer = new int[Position.MAX_MOVES];
        int games = 1600;
        int mates = 0;
        int drops = 0;
        int promotions = 0;
        for (int game = 0; game < games; game++) {
            Position p = RULES.startPosition();
            List<String> texts = new ArrayList<>();
            List<Long> hashes = new ArrayList<>();
            for (int ply = 0; ply < 150; ply++) {
                String text = RULES.positionFormat().format(p);
                String where = "game " + game + " ply " + ply + " (" + text + ")";
                assertEquals(40, menCount(p), () -> where + ": every man is on the board or in a hand");
                int n = p.generateCodes(buffer, 0, MoveSelection.ALL);
                if (n == 0) {
                    Termination expected = p.isCheck() ? Termination.CHECKMATE : Termination.STALEMATE;
                    assertEquals(Optional.of(Outcome.win(expected, p.sideToMove().opponent())), p.outcome(), where);
                    mates++;
                    break;
                }
                if (ply % 5 == 0) {
                    assertTrue(p.outcome().isEmpty(), () -> where + ": a game with legal moves is not over (sennichite only advises)");
                }
                texts.add(text);
                hashes.add(p.hash());
                int code = buffer[random.nextInt(n)];
                Move move = p.decode(code);
                drops += move.isDrop() ? 1 : 0;
                promotions += move.isPromotion() ? 1 : 0;
                p.doMoveCode(code);
                Color mover = p.sideToMove().opponent();
                assertFalse(p.isAttacked(p.kingSquare(mover), p.sideToMove()), () -> where + ": " + move + " left the mover in check");
                if (ply % 10 == 0) {
                    // The incremental key must equal the key of the same position built from scratch.
                    assertEquals(RULES.position(RULES.positionFormat().format(p)).hash(), p.hash(), () -> where + ": incremental hash after " + move);
                }
                if (ply % 5 == 0) {
                    assertEquals(move, p.undoMove(), where);
                    assertEquals(text, RULES.positionFormat().format(p), () -> where + ": undo of " + move);
                    assertEquals(hashes.get(ply), p.hash(), () -> where + ": hash after undo of " + move);
                    p.doMove(move);
                }
            }
            for (int ply = texts.size() - 1; ply >= 0; ply--) {
                p.undoMove();
                String expected = texts.get(ply);
                assertEquals(expected, RULES.positionFormat().format(p), () -> "unwinding to " + expected);
                assertEquals(hashes.get(ply), p.hash(), () -> "hash unwinding to " + expected);
            }
            assertTrue(p.history().isEmpty());
        }
        // The games must actually reach the rules under test, or the loop above proves little.
        assertTrue(drops > 10_000 && promotions > 1_000 && mates > 10, "drops " + drops + ", promotions " + promotions + ", ends " + mates);
    }

    @Test
    void engineAndReferenceGeneratorAgreeInRandomGames() {
        SplittableRandom random = new SplittableRandom(0xC0FFEE);
        int positions = 0;
        for (int game = 0; game < 400; game++) {
            Position p = RULES.startPosition();
            for (int ply = 0; ply < 100; ply++) {
                Set<String> engine = new TreeSet<>();
                List<Move> moves = p.legalMoves();
                for (Move m : moves) {
                    engine.add(usi(m));
                }
                assertEquals(moves.size(), engine.size(), "game " + game + " ply " + ply + ": duplicate moves");
                Set<String> reference = ReferenceShogi.of(p).legalMoves();
                if (!engine.equals(reference)) {
                    Set<String> missing = new TreeSet<>(reference);
                    missing.removeAll(engine);
                    Set<String> extra = new TreeSet<>(engine);
                    extra.removeAll(reference);
                    fail("game " + game + " ply " + ply + " " + RULES.positionFormat().format(p) + ": engine misses " + missing
                            + ", engine has extra " + extra);
                }
                positions++;
                if (moves.isEmpty()) {
                    break;
                }
                p.doMove(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(positions > 20_000, "compared " + positions + " positions");
    }

    /** USI spelled independently of the variant's notation classes. */
    static String usi(Move m) {
        String to = ReferenceShogi.usi(m.to().file(), m.to().rank());
        if (m.isDrop()) {
            return m.piece().letter() + "*" + to;
        }
        Square from = m.from();
        return ReferenceShogi.usi(from.file(), from.rank()) + to + (m.isPromotion() ? "+" : "");
    }

    private static int menCount(Position p) {
        int n = p.pieces().size();
        for (Color c : Color.values()) {
            for (Map.Entry<PieceType, Integer> e : p.hand(c).entrySet()) {
                n += e.getValue();
            }
        }
        return n;
    }
}
