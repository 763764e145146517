// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Outcome;
import org.rookery.rules.Perft;
import org.rookery.rules.Piece;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.rules.internal.EnginePosition;

/** The engine through a variant built from the API alone: hands, promotion choices, drop bans, hashing. */
class EngineTest {

    private final Rules rules = new MiniShogiLike().rules();
    private final MoveFormat uci = rules.moveFormat("UCI");

    @Test
    void capturedPiecesGoToTheCapturerUnpromoted() {
        Position p = rules.position("k4/5/5/p~4/R1K2[] w - - 0 1");
        Move capture = uci.parse("a1a2", p);
        assertEquals(MiniShogiLike.TOKIN, capture.captured());
        p.doMove(capture);
        assertEquals(1, p.handCount(Color.WHITE, MiniShogiLike.PAWN));
        assertEquals("k4/5/5/R4/2K2[P] b - - 0 1", p.toString());
        p.undoMove();
        assertEquals(0, p.handCount(Color.WHITE, MiniShogiLike.PAWN));
    }

    @Test
    void promotionIsOptionalInTheZoneAndCompulsoryWhereAPawnCouldNotMove() {
        Position p = rules.position("2k2/P4/5/5/2K1R[] w - - 0 1");
        List<String> moves = p.legalMoves().stream().map(m -> uci.format(m, p)).toList();
        assertTrue(moves.contains("e1e5") && moves.contains("e1e5r"), "the rook may enter the zone promoted or not: " + moves);
        assertFalse(moves.contains("a4a5"), "the pawn cannot stand unpromoted on the last rank");
        assertTrue(moves.contains("a4a5p"));
    }

    @Test
    void nifuAndPawnDropMateAreIllegalButGoldDropMateIsFine() {
        Position p = rules.position("k4/2G2/1K3/5/5[PG] w - - 0 1");
        assertFalse(p.isLegal(Move.drop(MiniShogiLike.PAWN, Square.parse("a4"))), "uchifuzume");
        Move goldMate = Move.drop(MiniShogiLike.GOLD, Square.parse("a4"));
        assertTrue(p.isLegal(goldMate));
        p.doMove(goldMate);
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), p.outcome());
        Position nifu = rules.position("k4/2G2/1K3/P4/5[P] w - - 0 1");
        assertTrue(nifu.legalMoves().stream().filter(Move::isDrop).noneMatch(m -> m.to().file() == 0), "a second pawn on the a-file");
        assertTrue(nifu.legalMoves().stream().filter(Move::isDrop).anyMatch(m -> m.to().file() == 1));
    }

    @Test
    void stalemateLosesHere() {
        assertEquals(Optional.of(Outcome.win(Termination.STALEMATE, Color.WHITE)), rules.position("k4/2G2/1K3/5/5[] b - - 0 1").outcome());
    }

    @Test
    void randomWalkKeepsHashesAndUndoExact() {
        Random random = new Random(7);
        for (int game = 0; game < 40; game++) {
            Position p = rules.startPosition();
            for (int ply = 0; ply < 80 && p.outcome().isEmpty(); ply++) {
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                Move m = moves.get(random.nextInt(moves.size()));
                String before = p.toString();
                long hash = p.hash();
                p.doMove(m);
                long[] keys = ((EnginePosition) p).recomputedKeys();
                assertArrayEquals(keys, new long[] {p.boardHash(), p.hash() ^ p.boardHash()}, "incremental keys after " + m);
                assertFalse(p.isAttacked(p.kingSquare(p.sideToMove().opponent()), p.sideToMove()), "mover in check after " + m);
                Position copy = p.copy();
                p.undoMove();
                assertEquals(before, p.toString());
                assertEquals(hash, p.hash());
                p.doMove(m);
                assertEquals(copy.toString(), p.toString());
                assertEquals(copy.hash(), p.hash());
            }
        }
    }

    @Test
    void perftAndDivideAgree() {
        Position p = rules.startPosition();
        List<Perft.Division> divide = Perft.divide(p, 3, uci);
        long sum = divide.stream().mapToLong(Perft.Division::nodes).sum();
        assertEquals(Perft.perft(p, 3), sum);
        assertEquals(p.legalMoves().size(), divide.size());
        for (int i = 1; i < divide.size(); i++) {
            assertTrue(divide.get(i - 1).move().compareTo(divide.get(i).move()) < 0, "divide is sorted by move text");
        }
        assertThrows(IllegalArgumentException.class, () -> Perft.perft(p, -1));
        assertEquals(1, Perft.perft(p, 0));
    }

    @Test
    void handsCanBeFedFromOutsideAndSurviveUndo() {
        Position p = rules.startPosition();
        Move first = p.legalMoves().get(0);
        p.doMove(first);
        p.addToHand(new Piece(MiniShogiLike.GOLD, Color.WHITE));
        p.undoMove();
        assertEquals(1, p.handCount(Color.WHITE, MiniShogiLike.GOLD));
        assertArrayEquals(((EnginePosition) p).recomputedKeys(), new long[] {p.boardHash(), p.hash() ^ p.boardHash()});
        p.removeFromHand(new Piece(MiniShogiLike.GOLD, Color.WHITE));
        assertThrows(IllegalStateException.class, () -> p.removeFromHand(new Piece(MiniShogiLike.GOLD, Color.WHITE)));
    }
}
