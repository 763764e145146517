// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.rules.Color;
import org.rookery.rules.InvalidPositionException;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.rules.notation.NotationException;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.exchange.ExchangeVariant;
import org.rookery.variant.guardian.GuardianVariant;

/** FEN, SAN and coordinate notation for the chess family, and the rejection of impossible positions. */
class ChessNotationTest {

    private final Rules chess = new ChessVariant().rules();
    private final MoveFormat san = chess.moveFormat("SAN");
    private final MoveFormat uci = chess.moveFormat("UCI");

    @ParameterizedTest
    @ValueSource(strings = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", "8/8/8/8/8/8/8/K6k b - - 99 150"})
    void fenRoundTrips(String fen) {
        assertEquals(fen, chess.position(fen).toString());
    }

    @Test
    void fenRoundTripsOnOtherShapesAndWithHoldings() {
        Rules guardian = new GuardianVariant().rules();
        assertEquals(guardian.startPositionText(), guardian.startPosition().toString());
        Rules exchange = new ExchangeVariant().rules();
        String fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[QNPbp] w KQkq - 4 4";
        assertEquals(fen, exchange.position(fen).toString());
        assertEquals(2, exchange.position(fen).hand(Color.BLACK).size());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1|FEN field 4 (en passant): 'e9' is not on the board",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1|FEN field 2 (side to move): 'x' is not 'w' or 'b'",
            "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|FEN field 1 (placement)",
            "rnbqkbnr/ppppzppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|'z', which is not a piece of Chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1|FEN field 3 (castling): 'KQXq' has 'X'",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1|FEN field 5 (half-move clock): 'x'",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w|has 2 fields"})
    void fenErrorsNameFieldAndText(String fen, String expected) {
        NotationException e = assertThrows(NotationException.class, () -> chess.position(fen));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "8/8/8/8/8/8/8/K7 w - - 0 1|Black has no king",
            "k7/8/8/8/8/8/8/KK6 w - - 0 1|White has 2 kings",
            "k5R1/8/8/8/8/8/8/K7 w - - 0 1|Black is not to move but is in check",
            "k7/8/8/8/8/8/8/K2P4 w - - 0 1|pawn on d1 stands behind its starting rank",
            "k2P4/8/8/8/8/8/8/K7 w - - 0 1|pawn on d8 must have promoted",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1|castling right K needs the White rook on h1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1|en passant square e6 has no Black pawn in front of it"})
    void impossiblePositionsAreRejectedWithAReason(String fen, String reason) {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> chess.position(fen));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void sanDisambiguatesByFileThenRankThenSquare() {
        Position p = chess.position("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
        assertEquals("Rad1", san.format(san.parse("Rad1", p), p));
        Position ranks = chess.position("7k/8/R7/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("R1a3", san.format(san.parse("R1a3", ranks), ranks));
        Position queens = chess.position("7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1");
        assertEquals("Qa4b3", san.format(san.parse("Qa4b3", queens), queens));
        MoveException e = assertThrows(MoveException.class, () -> san.parse("Rd1", p));
        assertEquals(MoveException.Kind.AMBIGUOUS, e.kind());
    }

    @Test
    void sanMarksCheckMateCastlingAndPromotion() {
        Position p = chess.startPosition();
        for (String m : new String[] {"f3", "e5", "g4"}) {
            p.doMove(san.parse(m, p));
        }
        Move mate = san.parse("Qh4", p);
        assertEquals("Qh4#", san.format(mate, p));
        p.doMove(mate);
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.BLACK)), p.outcome());
        Position castle = chess.position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("O-O", san.format(san.parse("0-0", castle), castle));
        assertEquals("O-O-O", san.format(uci.parse("e1c1", castle), castle));
        Position promo = chess.position("7k/P7/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("a8=Q+", san.format(uci.parse("a7a8q", promo), promo));
        assertEquals("a7a8n", uci.format(san.parse("a8=N", promo), promo));
    }

    @Test
    void moveErrorsSayWhichKind() {
        Position p = chess.startPosition();
        assertEquals(MoveException.Kind.INVALID, assertThrows(MoveException.class, () -> san.parse("Zz", p)).kind());
        assertEquals(MoveException.Kind.ILLEGAL, assertThrows(MoveException.class, () -> san.parse("e5", p)).kind());
        assertEquals(MoveException.Kind.ILLEGAL, assertThrows(MoveException.class, () -> uci.parse("e2e5", p)).kind());
        assertEquals(MoveException.Kind.INVALID, assertThrows(MoveException.class, () -> uci.parse("e2", p)).kind());
        assertEquals(MoveException.Kind.ILLEGAL, assertThrows(MoveException.class, () -> p.doMove(Move.NULL)).kind());
    }

    @Test
    void enPassantIsGeneratedAndWrittenAsAPawnCapture() {
        Position p = chess.position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        Move ep = san.parse("exf6", p);
        assertEquals(org.rookery.rules.MoveKind.EN_PASSANT, ep.kind());
        assertEquals("e5f6", uci.format(ep, p));
        p.doMove(ep);
        assertEquals("rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", p.toString());
        assertEquals(ep, p.undoMove());
    }

    @Test
    void drawsOfOrthodoxChess() {
        assertEquals(Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL)), chess.position("k7/8/8/8/8/8/8/KN6 w - - 0 1").outcome());
        assertEquals(Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL)), chess.position("k7/8/8/8/8/8/3b4/K1B5 w - - 0 1").outcome());
        assertEquals(Optional.empty(), chess.position("k1b5/8/8/8/8/8/8/K1B5 w - - 0 1").outcome(), "bishops on both colours can mate");
        Position fifty = chess.position("k7/8/8/8/8/8/8/KR6 w - - 100 80");
        assertEquals(Optional.empty(), fifty.outcome());
        assertEquals(Optional.of(Termination.FIFTY_MOVES), chess.claimableDraw(fifty));
    }
}
