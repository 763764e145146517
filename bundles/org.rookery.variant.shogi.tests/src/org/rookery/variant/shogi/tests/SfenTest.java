// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.rules.Color;
import org.rookery.rules.InvalidPositionException;
import org.rookery.rules.Piece;
import org.rookery.rules.Position;
import org.rookery.rules.PositionFormat;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.notation.NotationException;
import org.rookery.variant.shogi.ShogiPieces;
import org.rookery.variant.shogi.ShogiVariant;
import org.rookery.variant.shogi.notation.UsiSquares;

/**
 * SFEN (rules.md §4.3): round trips, syntax errors that name the field and offset, and the
 * impossible positions the variant refuses with a reason.
 */
class SfenTest {

    private static final Rules RULES = new ShogiVariant().rules();
    private static final PositionFormat SFEN = RULES.positionFormat();

    @ParameterizedTest
    @ValueSource(strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 2",
        "7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1",
        "ln1g3+Rl/2kss4/pppp1p1pp/6p2/9/2P6/PP1PPPP1P/1+b1SK2S1/L2G1G1NL w BNPgnp 40"})
    void canonicalTextRoundTrips(String text) {
        assertEquals(text, SFEN.format(RULES.position(text)));
    }

    @Test
    void startPositionPlacesSenteAtTheBottom() {
        Position p = RULES.startPosition();
        assertEquals(Color.WHITE, p.sideToMove());
        assertEquals(new Piece(ShogiPieces.KING, Color.WHITE), p.pieceAt(UsiSquares.parse("5i")));
        assertEquals(new Piece(ShogiPieces.ROOK, Color.WHITE), p.pieceAt(UsiSquares.parse("2h")));
        assertEquals(new Piece(ShogiPieces.BISHOP, Color.BLACK), p.pieceAt(UsiSquares.parse("2b")));
        assertEquals(new Piece(ShogiPieces.PAWN, Color.WHITE), p.pieceAt(UsiSquares.parse("7g")));
        assertEquals(40, p.pieces().size());
    }

    @Test
    void handsAndMoveNumberAreReadAndNormalised() {
        Position p = RULES.position("4k4/9/9/9/9/9/9/9/4K4 b 2PbR10p  7");
        assertEquals(2, p.handCount(Color.WHITE, ShogiPieces.PAWN));
        assertEquals(1, p.handCount(Color.WHITE, ShogiPieces.ROOK));
        assertEquals(10, p.handCount(Color.BLACK, ShogiPieces.PAWN));
        assertEquals(1, p.handCount(Color.BLACK, ShogiPieces.BISHOP));
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 b R2Pb10p 7", SFEN.format(p));
        // The move number counts plies; a number that does not fit the side to move is read as the nearest that does.
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 w - 2", SFEN.format(RULES.position("4k4/9/9/9/9/9/9/9/4K4 w - 1")));
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 b - 1", SFEN.format(RULES.position("4k4/9/9/9/9/9/9/9/4K4 b -")));
        assertEquals(4, RULES.position("4k4/9/9/9/9/9/9/9/4K4 w - 8").fullmoveNumber());
    }

    @Test
    void moveNumberAdvancesWithEveryPly() {
        Position p = RULES.startPosition();
        p.doMove(RULES.moveFormat("USI").parse("7g7f", p));
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", SFEN.format(p));
        p.doMove(RULES.moveFormat("USI").parse("3c3d", p));
        assertEquals("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", SFEN.format(p));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'' | SFEN field 1 (board): '' is empty",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL | SFEN field 2 (side to move): 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL' has only 1 field; expected board, side to move, hands and move number",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | SFEN field 1 (board): 'lnsgkgsnl/1r5b1/ppppppppp/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL' at offset 0 has 8 ranks; the board has 9",
        "lnsgkgsnl/1r5b1/ppppxpppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | SFEN field 1 (board): 'ppppxpppp' (rank c, offset 20) has 'x', which is not a shogi man (K R B G S N L P, or a digit for empty squares)",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1 | SFEN field 1 (board): 'LNS+GKGSNL' (rank i, offset 51) has '+G', which is not a promoted shogi man (only R B S N L P promote)",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R2/LNSGKGSNL b - 1 | SFEN field 1 (board): '1B5R2' (rank h, offset 46) describes more than 9 files",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R/LNSGKGSNL b - 1 | SFEN field 1 (board): '1B5R' (rank h, offset 42) describes 8 files; a rank has 9",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN+ b - 1 | SFEN field 1 (board): 'LNSGKGSN+' (rank i, offset 56) ends with '+', which must be followed by a man",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1 | SFEN field 2 (side to move): 'x' at offset 58 is not 'b' (sente) or 'w' (gote)",
        "4k4/9/9/9/9/9/9/9/4K4 b 0P 1 | SFEN field 3 (hands): '0P' at offset 24 has a count of 0; leave the man out instead",
        "4k4/9/9/9/9/9/9/9/4K4 b 2K 1 | SFEN field 3 (hands): '2K' at offset 25 has a king, which can never be in hand",
        "4k4/9/9/9/9/9/9/9/4K4 b +P 1 | SFEN field 3 (hands): '+P' at offset 24 has a promoted man, but men in hand are always unpromoted",
        "4k4/9/9/9/9/9/9/9/4K4 b P2P 1 | SFEN field 3 (hands): 'P2P' at offset 25 lists 'P' twice",
        "4k4/9/9/9/9/9/9/9/4K4 b 123P 1 | SFEN field 3 (hands): '123P' at offset 24 has the count '123'; no hand holds more than 18 of a man",
        "4k4/9/9/9/9/9/9/9/4K4 b 3 1 | SFEN field 3 (hands): '3' at offset 24 ends with a count that is not followed by a man",
        "4k4/9/9/9/9/9/9/9/4K4 b - 0 | SFEN field 4 (move number): '0' at offset 26 is not a whole number of at least 1",
        "4k4/9/9/9/9/9/9/9/4K4 b - one | SFEN field 4 (move number): 'one' at offset 26 is not a whole number of at least 1",
        "4k4/9/9/9/9/9/9/9/4K4 b - 1 x | SFEN field 5 (extra): 'x' at offset 28 follows the move number; SFEN has 4 fields"})
    void syntaxErrorsNameFieldAndOffset(String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> SFEN.parse(text, RULES));
        assertEquals(message, e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "4k4/9/9/9/9/9/9/9/3KK4 b - 1 | Sente has 2 kings; each side has exactly one",
        "9/9/9/9/9/9/9/9/4K4 b - 1 | Gote has no king; each side has exactly one",
        "4k3P/9/9/9/9/9/9/9/4K4 b - 1 | Sente's unpromoted pawn on 1a could never move again",
        "4k4/9/9/9/9/9/9/9/4K3l b - 1 | Gote's unpromoted lance on 1i could never move again",
        "4k4/7N1/9/9/9/9/9/9/4K4 b - 1 | Sente's unpromoted knight on 2b could never move again",
        "4k4/9/9/9/P8/9/P8/9/4K4 b - 1 | nifu: Sente has two unpromoted pawns on file 9 (9e and 9g)",
        "4k4/9/9/9/4R4/9/9/9/4K4 b - 1 | Gote is not to move but is in check from 5e",
        "4k4/9/9/9/9/9/9/9/4K4 b 3R 1 | there are 3 rooks on the board and in the hands (promoted ones included); a shogi set has 2",
        "4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1 | there are 19 pawns on the board and in the hands (promoted ones included); a shogi set has 18"})
    void impossiblePositionsAreRefusedWithAReason(String text, String reason) {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> RULES.position(text));
        assertEquals(reason, e.getMessage());
    }

    @Test
    void theSideToMoveMayBeInCheck() {
        assertTrue(RULES.position("4k4/9/9/9/4r4/9/9/9/4K4 b - 1").isCheck());
    }

    @Test
    void setupsMadeWithoutSfenAreCheckedToo() {
        Setup s = RULES.positionFormat().parse("4k4/9/9/9/9/9/9/9/4K4 b - 1", RULES);
        s.hand(new Piece(ShogiPieces.TOKIN, Color.WHITE), 1);
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> RULES.newPosition(s));
        assertEquals("Sente holds a tokin in hand; only unpromoted men other than the king can be held", e.getMessage());
    }
}
