// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.variant.shogi.ShogiPieces;
import org.rookery.variant.shogi.ShogiVariant;
import org.rookery.variant.shogi.notation.UsiSquares;

/** USI moves and the Western display notation (rules.md §4.3): round trips and errors. */
class MoveNotationTest {

    private static final Rules RULES = new ShogiVariant().rules();
    private static final MoveFormat USI = RULES.moveFormat("usi");
    private static final MoveFormat WESTERN = RULES.moveFormat("Western");

    private static Position play(String... usi) {
        Position p = RULES.startPosition();
        for (String m : usi) {
            p.doMove(USI.parse(m, p));
        }
        return p;
    }

    @Test
    void squareNamesMapOntoTheApiBoard() {
        assertEquals(new Square(2, 3), UsiSquares.parse("7g"));
        assertEquals(new Square(8, 9), UsiSquares.parse("1a"));
        assertEquals(new Square(0, 1), UsiSquares.parse("9i"));
        assertEquals("5e", UsiSquares.name(new Square(4, 5)));
        for (Square s : RULES.shape().squares()) {
            assertEquals(s, UsiSquares.parse(UsiSquares.name(s)));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> UsiSquares.parse("0a"));
        assertEquals("'0a' is not a shogi square (files 1 to 9, ranks a to i)", e.getMessage());
    }

    @Test
    void usiMovesParseToTheRightMoves() {
        Position p = play("7g7f", "3c3d");
        Move capture = USI.parse("8h2b+", p);
        assertEquals(ShogiPieces.BISHOP, capture.piece());
        assertEquals(ShogiPieces.BISHOP, capture.captured());
        assertEquals(ShogiPieces.HORSE, capture.promotion());
        assertEquals("8h2b+", USI.format(capture, p));
        assertEquals("Bx2b+", WESTERN.format(capture, p));
        Move declined = USI.parse("8h2b", p);
        assertEquals("Bx2b=", WESTERN.format(declined, p));
        p.doMove(capture);
        p.doMove(USI.parse("3a2b", p));
        Move drop = USI.parse("B*4e", p);
        assertTrue(drop.isDrop());
        assertEquals("B*4e", WESTERN.format(drop, p));
    }

    @Test
    void everyLegalMoveRoundTripsInBothNotations() {
        SplittableRandom random = new SplittableRandom(7);
        int checked = 0;
        for (int game = 0; game < 20; game++) {
            Position p = RULES.startPosition();
            for (int ply = 0; ply < 80; ply++) {
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                Set<String> usiTexts = new HashSet<>();
                Set<String> westernTexts = new HashSet<>();
                for (Move m : moves) {
                    String u = USI.format(m, p);
                    String w = WESTERN.format(m, p);
                    assertEquals(m, USI.parse(u, p), u);
                    assertEquals(m, WESTERN.parse(w, p), w);
                    assertTrue(usiTexts.add(u) && westernTexts.add(w), "two moves written alike: " + u + " / " + w);
                    checked++;
                }
                p.doMove(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(checked > 50_000, "round-tripped " + checked + " moves");
    }

    @Test
    void westernNotationNamesTheOriginOnlyWhenNeeded() {
        Position p = RULES.startPosition();
        assertEquals("G6i-5h", WESTERN.format(USI.parse("6i5h", p), p));
        assertEquals("P-7f", WESTERN.format(USI.parse("7g7f", p), p));
        assertEquals("S-6h", WESTERN.format(USI.parse("7i6h", p), p));
        MoveException e = assertThrows(MoveException.class, () -> WESTERN.parse("G-5h", p));
        assertEquals(MoveException.Kind.AMBIGUOUS, e.kind());
        assertEquals("'G-5h' fits the golds on 6i and 4i; name the origin, e.g. G6i-5h", e.getMessage());
    }

    @Test
    void westernNotationAsksForThePromotionChoice() {
        Position p = play("7g7f", "3c3d");
        MoveException e = assertThrows(MoveException.class, () -> WESTERN.parse("Bx2b", p));
        assertEquals(MoveException.Kind.AMBIGUOUS, e.kind());
        assertEquals("'Bx2b' may promote or not; write Bx2b+ to promote or Bx2b= to decline", e.getMessage());
        assertEquals(USI.parse("8h2b+", p), WESTERN.parse("Bx2b+", p));
        assertEquals(USI.parse("8h2b", p), WESTERN.parse("Bx2b=", p));
        assertEquals(MoveException.Kind.ILLEGAL, assertThrows(MoveException.class, () -> WESTERN.parse("B-2b+", p)).kind(),
                "a capture written as a quiet move");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "7g7 | INVALID | '7g7' is not a USI move (expected e.g. 7g7f, 8h2b+ or P*5e: files 1 to 9, ranks a to i)",
        "p*5e | INVALID | 'p*5e' is not a USI move (drops are written with the upper-case man for both sides, e.g. P*5e)",
        "K*5e | INVALID | 'K*5e' is not a USI move (only R B G S N L P can be dropped)",
        "7j7f | INVALID | '7j7f' is not a USI move (expected e.g. 7g7f, 8h2b+ or P*5e: files 1 to 9, ranks a to i)",
        "7g7e | ILLEGAL | USI move '7g7e' is not legal: the pawn on 7g cannot go to 7e (it does not move that way, the way is blocked, or Sente's king would be left in check)",
        "7c7d | ILLEGAL | USI move '7c7d' is not legal: there is no man of Sente on 7c",
        "7g7f+ | ILLEGAL | USI move '7g7f+' is not legal: the pawn on 7g cannot promote on a move to 7f",
        "P*5e | ILLEGAL | USI move 'P*5e' is not legal: Sente has no pawn in hand"})
    void usiErrorsSayWhatIsWrong(String text, MoveException.Kind kind, String message) {
        Position p = RULES.startPosition();
        MoveException e = assertThrows(MoveException.class, () -> USI.parse(text, p));
        assertEquals(kind, e.kind());
        assertEquals(message, e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "P7f | INVALID | 'P7f' is not a Western shogi move (expected e.g. P-7f, Bx2b+, P*5e, S-4c=, G6i-5h)",
        "+P*5e | INVALID | '+P*5e': a drop is written as the unpromoted man, '*' and the square",
        "+G-5h | INVALID | '+G-5h': +G is not a shogi man",
        "P-7e | ILLEGAL | 'P-7e' is not legal: no pawn of this side can move to 7e",
        "R*5e | ILLEGAL | 'R*5e' is not legal: Sente has no rook in hand"})
    void westernErrorsSayWhatIsWrong(String text, MoveException.Kind kind, String message) {
        Position p = RULES.startPosition();
        MoveException e = assertThrows(MoveException.class, () -> WESTERN.parse(text, p));
        assertEquals(kind, e.kind());
        assertEquals(message, e.getMessage());
    }
}
