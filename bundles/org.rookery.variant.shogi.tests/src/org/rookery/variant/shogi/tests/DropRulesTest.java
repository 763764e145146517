// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Drops (rules.md §4.1): any empty square, except nifu, drops that leave a man with no move,
 * and uchifuzume; pawn-push mates and mates by dropping other men are legal. Captured men go to
 * the capturer's hand unpromoted.
 */
class DropRulesTest {

    private static final Rules RULES = new ShogiVariant().rules();
    private static final MoveFormat USI = RULES.moveFormat("USI");

    private static List<String> moves(Position p) {
        return p.legalMoves().stream().map(m -> USI.format(m, p)).toList();
    }

    private static MoveException illegal(String sfen, String move) {
        Position p = RULES.position(sfen);
        MoveException e = assertThrows(MoveException.class, () -> USI.parse(move, p));
        assertEquals(MoveException.Kind.ILLEGAL, e.kind(), e.getMessage());
        return e;
    }

    private static Position play(String sfen, String... usi) {
        Position p = RULES.position(sfen);
        for (String m : usi) {
            p.doMove(USI.parse(m, p));
        }
        return p;
    }

    @Test
    void pawnMayBeDroppedOnAnyEmptySquareOfAFileWithoutAnOwnPawn() {
        Position p = RULES.position("4k4/9/9/9/9/9/9/9/4K4 b P 1");
        // Ranks b to i (a pawn on rank a could never move), minus sente's king on 5i; P*5b is a check the king can answer.
        assertEquals(9 * 8 - 1, moves(p).stream().filter(m -> m.startsWith("P*")).count());
    }

    @Test
    void nifuIsIllegalButATokinOnTheFileDoesNotCount() {
        String sfen = "4k4/9/9/9/9/9/2P6/9/4K4 b P 1";
        List<String> legal = moves(RULES.position(sfen));
        assertFalse(legal.stream().anyMatch(m -> m.startsWith("P*7")), "no pawn drop on file 7: " + legal);
        assertTrue(legal.contains("P*6e"));
        assertEquals("USI move 'P*7e' is not legal: nifu: Sente already has an unpromoted pawn on file 7", illegal(sfen, "P*7e").getMessage());
        // A tokin is not a pawn for nifu, and gote's pawn on the file does not matter either.
        List<String> withTokin = moves(RULES.position("4k4/9/2p6/9/9/9/2+P6/9/4K4 b P 1"));
        assertTrue(withTokin.contains("P*7e"), withTokin.toString());
    }

    @Test
    void nifuHoldsForGoteToo() {
        List<String> legal = moves(RULES.position("4k4/9/6p2/9/9/9/9/9/4K4 w p 2"));
        assertFalse(legal.stream().anyMatch(m -> m.startsWith("P*3")), legal.toString());
        assertTrue(legal.contains("P*2h"));
    }

    @Test
    void dropsThatCouldNeverMoveAreIllegal() {
        String sfen = "4k4/9/9/9/9/9/9/9/4K4 b NLP 1";
        List<String> legal = moves(RULES.position(sfen));
        for (String m : List.of("P*1a", "L*1a", "N*1a", "N*1b")) {
            assertFalse(legal.contains(m), m);
        }
        for (String m : List.of("P*1b", "L*1b", "N*1c")) {
            assertTrue(legal.contains(m), m);
        }
        assertEquals("USI move 'N*3b' is not legal: a knight dropped on 3b could never move", illegal(sfen, "N*3b").getMessage());
        // Gote's last ranks are i and h.
        List<String> gote = moves(RULES.position("4k4/9/9/9/9/9/9/9/4K4 w nlp 2"));
        assertFalse(gote.contains("P*1i") || gote.contains("L*1i") || gote.contains("N*1h"));
        assertTrue(gote.contains("P*1h") && gote.contains("N*1g"));
    }

    @Test
    void uchifuzumeIsIllegal() {
        // rules.md §5.1's test position: P*1b would mate, as the silver guards 1b and the lance guards 2b.
        String sfen = "7lk/9/8S/9/9/9/9/7L1/8K b P 1";
        assertFalse(moves(RULES.position(sfen)).contains("P*1b"));
        assertEquals("USI move 'P*1b' is not legal: uchifuzume: a pawn drop on 1b would checkmate at once, which is forbidden",
                illegal(sfen, "P*1b").getMessage());
    }

    @Test
    void pawnDropCheckThatIsNotMateIsLegal() {
        // Without the silver the king simply takes the pawn.
        Position p = play("7lk/9/9/9/9/9/9/7L1/8K b P 1", "P*1b");
        assertTrue(p.isCheck());
        assertEquals(Optional.empty(), p.outcome());
    }

    @Test
    void pawnPushMateIsLegal() {
        // Same net with the pawn already on the board: pushing it to 1b mates, and that is fine.
        Position p = play("7lk/9/7SP/9/9/9/9/9/8K b - 1", "1c1b");
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), p.outcome());
    }

    @Test
    void mateByDroppingAnotherManIsLegal() {
        Position p = play("7lk/9/8S/9/9/9/9/7L1/8K b G 1", "G*1b");
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), p.outcome());
    }

    @Test
    void goteUchifuzumeIsIllegalToo() {
        // The §5.1 position turned round: gote's P*9h would mate sente's king on 9i.
        String sfen = "k8/1l7/9/9/9/9/s8/9/KL7 w p 2";
        assertFalse(moves(RULES.position(sfen)).contains("P*9h"));
        assertTrue(illegal(sfen, "P*9h").getMessage().contains("uchifuzume"));
    }

    @Test
    void dropMayBlockACheckButNotIgnoreIt() {
        String sfen = "4k4/9/9/9/4r4/9/9/9/4K4 b G 1";
        List<String> legal = moves(RULES.position(sfen));
        assertTrue(legal.containsAll(List.of("G*5f", "G*5g", "G*5h")));
        assertFalse(legal.contains("G*1a"));
        assertEquals("USI move 'G*1a' is not legal: Sente is in check and the drop on 1a does not answer it",
                illegal(sfen, "G*1a").getMessage());
    }

    @Test
    void capturedMenChangeSidesUnpromoted() {
        Position p = play("4k4/9/9/9/4+p4/4R4/9/9/4K4 b - 1", "5f5e");
        assertEquals(1, p.handCount(Color.WHITE, RULES.pieceType('P', false)));
        assertEquals(0, p.handCount(Color.WHITE, RULES.pieceType('P', true)));
        p.doMove(USI.parse("5a4a", p));
        Move pawnDrop = USI.parse("P*5c", p);
        assertTrue(pawnDrop.isDrop() && !pawnDrop.isPromotion());
        assertEquals("USI move 'R*5c' is not legal: Sente has no rook in hand", assertThrows(MoveException.class, () -> USI.parse("R*5c", p)).getMessage());
    }

    @Test
    void occupiedSquaresCannotTakeADrop() {
        assertEquals("USI move 'P*5i' is not legal: 5i is occupied; a drop needs an empty square",
                illegal("4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*5i").getMessage());
    }
}
