// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.IllegalMoveCounter;
import org.rookery.rules.InvalidPositionException;
import org.rookery.rules.Move;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.rules.notation.NotationException;
import org.rookery.variant.giraffe.GiraffeVariant;

/** Giraffe chess rules of rules.md §1 and §6.1. */
class GiraffeRulesTest {

    private final GiraffeVariant variant = new GiraffeVariant();
    private final Rules rules = variant.rules();

    private Move san(Position p, String text) {
        return rules.moveFormat("SAN").parse(text, p);
    }

    private List<String> sans(Position p) {
        MoveFormat f = rules.moveFormat("SAN");
        return p.legalMoves().stream().map(m -> f.format(m, p).replaceAll("[+#]$", "")).toList();
    }

    @Test
    void boardHas68SquaresAndTheGiraffeIsACamel() {
        assertEquals(68, rules.shape().squares().size());
        Position p = rules.startPosition();
        List<String> moves = sans(p);
        assertTrue(moves.containsAll(List.of("Gc3", "Ge3", "Gd3", "Gf3")), moves.toString());
        assertEquals(24, moves.size());
    }

    @Test
    void crowningIsLegalInCheckOntoAnAttackedSquareAndEndsTheGame() {
        Position p = rules.position("***2***/r3K3/2b5/8/8/8/8/8/7k/***2*** w - - 0 1");
        assertTrue(p.isCheck());
        List<String> moves = sans(p);
        assertTrue(moves.contains("Ke9"), moves.toString());
        assertFalse(moves.contains("Kf8"), "moving along the rook's line stays in check");
        assertTrue(p.isAttacked(org.rookery.rules.Square.parse("e9"), Color.BLACK));
        p.doMove(san(p, "Ke9"));
        assertEquals(Optional.of(Outcome.win(Termination.CROWNING, Color.WHITE)), p.outcome());
        assertTrue(p.legalMoves().isEmpty(), "a crowned game has no moves");
    }

    @Test
    void ownGiraffeSquareIsAnOrdinarySquare() {
        Position p = rules.position("***2***/8/8/8/8/8/8/8/3K3k/***2*** w - - 0 1");
        p.doMove(san(p, "Kd0"));
        assertEquals(Optional.empty(), p.outcome());
    }

    @Test
    void stalemateLosesForTheStalematedSide() {
        Position p = rules.position("***2***/k7/8/1Q6/8/8/8/8/4K3/***2*** b - - 0 1");
        assertEquals(Optional.of(Outcome.win(Termination.STALEMATE, Color.WHITE)), p.outcome());
    }

    @Test
    void promotionOptionalOnCToFCompulsoryElsewhereGiraffeOnlyOnD9E9() {
        Position p = rules.position("***2***/3P4/P1P5/8/7k/8/8/8/4K3/***2*** w - - 0 1");
        List<String> moves = sans(p);
        assertTrue(moves.containsAll(List.of("c8", "c8=Q", "c8=R", "c8=B", "c8=N")), moves.toString());
        assertFalse(moves.contains("a8"), "a pawn on the a-file must promote");
        assertTrue(moves.containsAll(List.of("a8=Q", "a8=N")));
        assertFalse(moves.contains("c8=G"), "no giraffe on the 8th rank");
        assertTrue(moves.containsAll(List.of("d9=G", "d9=Q")));
        assertFalse(moves.contains("d9"), "the giraffe square forces promotion");
    }

    @Test
    void compulsoryOnEighthOptionForbidsUnpromotedPawnsThere() {
        Rules strict = variant.rules(variant.options(Map.of("giraffeSquarePromotion", "compulsory-on-8th")));
        Position p = strict.position("***2***/8/2P5/8/7k/8/8/8/4K3/***2*** w - - 0 1");
        assertFalse(p.legalMoves().stream().anyMatch(m -> m.to().toString().equals("c8") && m.promotion() == null));
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> strict.position("***2***/3P4/8/8/7k/8/8/8/4K3/***2*** w - - 0 1"));
        assertTrue(e.getMessage().contains("must have promoted"), e.getMessage());
    }

    @Test
    void revengeRuleLosesAfterTheLimitWithoutCapture() {
        Rules r2 = variant.rules(variant.options(Map.of("revengeRule", "2")));
        Position p = r2.position("***2***/8/8/8/3p4/8/8/3R4/K6k/***2*** w - - 0 1");
        p.doMove(r2.moveFormat("SAN").parse("Rxd5", p));
        assertEquals(0, p.revengeCount(Color.BLACK));
        assertEquals(-1, p.revengeCount(Color.WHITE));
        p.doMove(r2.moveFormat("SAN").parse("Kh2", p));
        assertEquals(Optional.empty(), p.outcome());
        p.doMove(r2.moveFormat("SAN").parse("Ka2", p));
        p.doMove(r2.moveFormat("SAN").parse("Kh1", p));
        assertEquals(Optional.of(Outcome.win(Termination.REVENGE_RULE, Color.WHITE)), p.outcome());
        p.undoMove();
        assertEquals(1, p.revengeCount(Color.BLACK), "undo restores the counter");
    }

    @Test
    void whiteMoveLimitGivesBlackTheWin() {
        Rules limited = variant.rules(variant.options(Map.of("whiteMoveLimit", "2")));
        Position p = limited.startPosition();
        for (String m : List.of("e3", "e6")) {
            p.doMove(limited.moveFormat("SAN").parse(m, p));
            assertEquals(Optional.empty(), p.outcome());
        }
        p.doMove(limited.moveFormat("SAN").parse("d3", p));
        assertEquals(Optional.of(Outcome.win(Termination.MOVE_LIMIT, Color.BLACK)), p.outcome());
    }

    @Test
    void noDrawsEvenWithBareKings() {
        Position p = rules.position("***2***/8/8/4k3/8/8/3K4/8/8/***2*** w - - 0 1");
        assertEquals(Optional.empty(), p.outcome());
        assertEquals(Optional.empty(), rules.claimableDraw(p));
    }

    @Test
    void secondIllegalMoveLosesByDefault() {
        IllegalMoveCounter counter = variant.illegalMoveCounter(variant.defaultOptions());
        assertEquals(Optional.empty(), counter.record(Color.WHITE));
        assertEquals(Optional.of(Outcome.win(Termination.ILLEGAL_MOVES, Color.BLACK)), counter.record(Color.WHITE));
        assertEquals(0, variant.illegalMoveCounter(variant.options(Map.of("illegalMoveLossAt", "0"))).lossAt());
    }

    @Test
    void castlingCanBeSwitchedOff() {
        Rules noCastle = variant.rules(variant.options(Map.of("castling", "false")));
        assertTrue(noCastle.castling().isEmpty());
        assertTrue(noCastle.startPosition().toString().contains(" w - - "));
        Position p = rules.position("***gg***/r3k2r/8/8/8/8/8/8/R3K2R/***GG*** w KQkq - 0 1");
        assertTrue(sans(p).containsAll(List.of("O-O", "O-O-O")));
    }

    @Test
    void holesMustBeWrittenAsStars() {
        NotationException e = assertThrows(NotationException.class,
                () -> rules.position("8/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/***GG*** w KQkq - 0 1"));
        assertEquals(1, e.field());
        assertTrue(e.getMessage().contains("'*'"), e.getMessage());
    }

    @Test
    void optionErrorsNameTheOptionAndTheAllowedValues() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> variant.options(Map.of("revengeRule", "-3")));
        assertTrue(e.getMessage().contains("revengeRule") && e.getMessage().contains("0 to 1000"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> variant.options(Map.of("revenge", "3")));
        assertTrue(e.getMessage().contains("known options: revengeRule"), e.getMessage());
    }
}
