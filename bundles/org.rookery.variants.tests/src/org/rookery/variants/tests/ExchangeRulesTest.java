// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.LinkedBoards;
import org.rookery.rules.MatchResult;
import org.rookery.rules.Move;
import org.rookery.rules.Outcome;
import org.rookery.rules.Piece;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.variant.chess.ChessPieces;
import org.rookery.variant.exchange.ExchangeVariant;

/** Exchange chess rules of rules.md §3 and §6.4, and the linked pair of boards. */
class ExchangeRulesTest {

    private final ExchangeVariant variant = new ExchangeVariant();
    private final Rules rules = variant.rules();
    private final Rules crazyhouse = variant.rules(variant.crazyhouseOptions());

    private static Move san(Rules r, Position p, String text) {
        return r.moveFormat("SAN").parse(text, p);
    }

    @Test
    void pawnsAreNotDroppedOnTheFirstSeventhOrEighthRank() {
        Position p = rules.position("4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1");
        List<Integer> ranks = p.legalMoves().stream().filter(Move::isDrop).map(m -> m.to().rank()).distinct().sorted().toList();
        assertEquals(List.of(2, 3, 4, 5, 6), ranks);
        p.doMove(san(rules, p, "Ke2"));
        List<Integer> black = p.legalMoves().stream().filter(Move::isDrop).map(m -> m.to().rank()).distinct().sorted().toList();
        assertEquals(List.of(3, 4, 5, 6, 7), black);
    }

    @Test
    void aDropMayCheckButNotMate() {
        String smothered = "6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1";
        Position p = rules.position(smothered);
        assertFalse(p.legalMoves().contains(Move.drop(ChessPieces.KNIGHT, Square.parse("f7"))), "N@f7 would mate");
        assertTrue(p.legalMoves().contains(Move.drop(ChessPieces.KNIGHT, Square.parse("g6"))), "a quiet drop is fine");
        Position zh = crazyhouse.position(smothered);
        zh.doMove(san(crazyhouse, zh, "N@f7#"));
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), zh.outcome());
    }

    @Test
    void anInterposableCheckIsNotMateThePlayerWaits() {
        String fen = "k6R/8/1K6/8/8/8/8/8[] b - - 0 1";
        Position p = rules.position(fen);
        assertTrue(p.isCheck());
        assertTrue(p.legalMoves().isEmpty());
        assertEquals(Optional.empty(), p.outcome());
        assertTrue(p.mustWait());
        p.addToHand(new Piece(ChessPieces.BISHOP, Color.BLACK));
        assertTrue(p.legalMoves().contains(Move.drop(ChessPieces.BISHOP, Square.parse("d8"))), "a piece arrived: block with it");
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), crazyhouse.position(fen).outcome());
        Position adjacent = rules.position("kR6/8/1K6/8/8/8/8/8[] b - - 0 1");
        assertFalse(adjacent.legalMoves().isEmpty(), "the king takes the unprotected rook");
        Position contact = rules.position("kR6/2K5/1P6/8/8/8/8/8[] b - - 0 1");
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), contact.outcome(), "a contact check cannot be blocked");
    }

    @Test
    void stalemateWaits() {
        Position p = rules.position("k7/2Q5/1K6/8/8/8/8/8[] b - - 0 1");
        assertEquals(Optional.empty(), p.outcome());
        assertTrue(p.mustWait());
    }

    @Test
    void promotedPawnsRevertWhenCaptured() {
        Position p = crazyhouse.position("1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
        p.doMove(san(crazyhouse, p, "a8=Q"));
        assertEquals("Q~r2k3/8/8/8/8/8/8/4K3[] b - - 0 1", p.toString());
        Move capture = san(crazyhouse, p, "Rxa8");
        assertEquals(ExchangeVariant.PROMOTED_QUEEN, capture.captured());
        p.doMove(capture);
        assertEquals(1, p.handCount(Color.BLACK, ChessPieces.PAWN), "the captured promoted queen is a pawn in hand");
        assertEquals(0, p.handCount(Color.BLACK, ChessPieces.QUEEN));
    }

    @Test
    void aPawnDroppedOnTheSecondRankMayDoubleStep() {
        Position p = rules.position("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
        p.doMove(san(rules, p, "P@d2"));
        p.doMove(san(rules, p, "Kd7"));
        p.doMove(san(rules, p, "d4"));
        assertEquals(Square.parse("d3"), p.enPassantSquare());
    }

    @Test
    void repetitionIgnoresReserves() {
        Position p = rules.startPosition();
        for (int i = 0; i < 2; i++) {
            for (String m : List.of("Nf3", "Nf6", "Ng1", "Ng8")) {
                p.doMove(san(rules, p, m));
            }
            p.addToHand(new Piece(ChessPieces.PAWN, Color.WHITE));
        }
        assertEquals(3, p.repetitions());
        assertEquals(Optional.of(Termination.REPETITION), rules.claimableDraw(p));
    }

    @Test
    void capturesGoToThePartnerAndTheMatchEndsWithTheFirstWin() {
        LinkedBoards match = new LinkedBoards(rules);
        play(match, 0, "e4", "d5", "exd5");
        assertEquals(1, match.board(1).handCount(Color.BLACK, ChessPieces.PAWN), "White's partner plays Black on board 1");
        assertEquals(0, match.board(0).handCount(Color.WHITE, ChessPieces.PAWN));
        play(match, 1, "f3", "e5", "g4");
        assertEquals(Optional.empty(), match.result());
        play(match, 1, "Qh4+");
        assertTrue(match.board(1).mustWait(), "fool's mate can be blocked on g3 by a drop, so White waits (§6.4)");
        assertEquals(Optional.empty(), match.result());
        match.recordResult(0, Outcome.win(Termination.RESIGNATION, Color.BLACK));
        MatchResult r = match.result().orElseThrow();
        assertEquals(1, r.winningTeam(), "Black on board 0 is team 1's player");
        assertEquals(0, r.board());
        assertThrows(IllegalStateException.class, () -> match.play(1, Move.NULL), "no move after the match is decided");
    }

    @Test
    void aDrawnBoardStopsReceivingPiecesAndBothDrawnDrawTheMatch() {
        LinkedBoards match = new LinkedBoards(rules);
        match.recordResult(1, Outcome.draw(Termination.REPETITION));
        play(match, 0, "e4", "d5", "exd5");
        assertEquals(0, match.board(1).handCount(Color.BLACK, ChessPieces.PAWN));
        assertEquals(Optional.empty(), match.result());
        match.recordResult(0, Outcome.draw(Termination.REPETITION));
        assertTrue(match.result().orElseThrow().isDraw());
    }

    @Test
    void aWaitingStalemateBecomesADrawOnceThePartnerBoardIsOver() {
        Position stalemated = rules.position("k7/2Q5/1K6/8/8/8/8/8[] b - - 0 1");
        LinkedBoards match = new LinkedBoards(rules.startPosition(), stalemated);
        assertEquals(Optional.empty(), match.boardResult(1));
        match.recordResult(0, Outcome.draw(Termination.REPETITION));
        assertEquals(Optional.of(Outcome.draw(Termination.STALEMATE)), match.boardResult(1));
    }

    @Test
    void aLinkedPairIsWrittenAndReadBackWithBothHands() {
        LinkedBoards match = new LinkedBoards(rules);
        play(match, 0, "e4", "d5", "exd5");
        String text = match.toText();
        assertTrue(text.contains(" | "), text);
        LinkedBoards back = LinkedBoards.parse(text, rules);
        assertEquals(text, back.toText());
        assertEquals(1, back.board(1).hand(Color.BLACK).getOrDefault(ChessPieces.PAWN, 0), text);
    }

    @Test
    void aMalformedPairNamesTheBoardAndTheField() {
        String a = rules.startPositionText();
        IllegalArgumentException noLink = assertThrows(IllegalArgumentException.class, () -> LinkedBoards.parse(a, rules));
        assertTrue(noLink.getMessage().contains("two positions"), noLink.getMessage());
        IllegalArgumentException badB = assertThrows(IllegalArgumentException.class,
                () -> LinkedBoards.parse(a + " | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] x KQkq - 0 1", rules));
        assertTrue(badB.getMessage().startsWith("linked boards, board B: FEN field 2"), badB.getMessage());
    }

    private void play(LinkedBoards match, int board, String... moves) {
        for (String m : moves) {
            match.play(board, san(rules, (Position) match.board(board), m));
        }
    }
}
