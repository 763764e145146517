// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.LinkedBoards;
import org.rookery.rules.Move;
import org.rookery.rules.Outcome;
import org.rookery.rules.Piece;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.variant.chess.ChessPieces;
import org.rookery.variant.exchange.ExchangeVariant;

/**
 * Exchange once the partner board is over (rules.md §3.2, §6.4): the drop-mate ban holds to the
 * end, and the option {@code interposableCheckAfterPartnerEnds} decides whether a check a drop
 * could have blocked is then mate ({@code mate}) or a wait for the flag ({@code wait}).
 */
class ExchangePartnerEndsTest {

    private static final ExchangeVariant VARIANT = new ExchangeVariant();
    /** White holds a rook; R@h8 checks the king on a8 along the rank, and Kb6 takes a7 and b7. */
    private static final String ROOK_DROP = "k7/8/1K6/8/8/8/8/8[R] w - - 0 1";
    /** White holds a knight; N@f7 would be a smothered (contact) mate. */
    private static final String SMOTHERED = "6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1";
    private static final Move R_AT_H8 = Move.drop(ChessPieces.ROOK, Square.parse("h8"));
    private static final Move N_AT_F7 = Move.drop(ChessPieces.KNIGHT, Square.parse("f7"));

    private static Rules rules(String reading) {
        return VARIANT.rules(VARIANT.options(Map.of("interposableCheckAfterPartnerEnds", reading)));
    }

    private static LinkedBoards matchWithBoardB(Rules rules, String fen) {
        LinkedBoards match = new LinkedBoards(rules.startPosition(), rules.position(fen));
        return match;
    }

    @Test
    void whilePiecesCanComeADistantDropCheckIsLegalAndTheDefenderWaits() {
        for (String reading : new String[] {"mate", "wait"}) {
            LinkedBoards match = matchWithBoardB(rules(reading), ROOK_DROP);
            match.play(1, R_AT_H8);
            assertTrue(match.board(1).mustWait(), reading);
            assertEquals(Optional.empty(), match.boardResult(1), reading);
        }
    }

    @Test
    void mateReadingTheDistantDropCheckBecomesAForbiddenDropMate() {
        Rules rules = rules("mate");
        LinkedBoards match = matchWithBoardB(rules, ROOK_DROP);
        match.recordResult(0, Outcome.draw(Termination.REPETITION));
        assertTrue(match.board(1).handsClosed());
        assertFalse(match.board(1).isLegal(R_AT_H8), "with no piece to come, R@h8 would mate, and a drop may not mate");
        assertTrue(match.board(1).isLegal(Move.drop(ChessPieces.ROOK, Square.parse("h7"))), "a quiet drop is still fine");
    }

    @Test
    void mateReadingAMoveGivingTheCheckMatesOnceThePartnerBoardIsOver() {
        Rules rules = rules("mate");
        LinkedBoards match = matchWithBoardB(rules, "k7/8/1K6/8/8/8/8/7R[] w - - 0 1");
        match.recordResult(0, Outcome.draw(Termination.REPETITION));
        match.play(1, rules.moveFormat("SAN").parse("Rh8", match.board(1)));
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), match.boardResult(1));
        assertEquals(1, match.result().orElseThrow().winningTeam(), "White on board B is team 1's player");
    }

    @Test
    void waitReadingTheDropIsLegalAndTheCheckedPlayerWaitsForHisFlag() {
        Rules rules = rules("wait");
        LinkedBoards match = matchWithBoardB(rules, ROOK_DROP);
        match.recordResult(0, Outcome.draw(Termination.REPETITION));
        assertTrue(match.board(1).isLegal(R_AT_H8));
        match.play(1, R_AT_H8);
        assertTrue(match.board(1).mustWait());
        assertEquals(Optional.empty(), match.boardResult(1), "not mate: the board ends only on time or by resignation");
        match.recordResult(1, rules.flagFallOutcome(match.board(1), Color.BLACK));
        assertEquals(Optional.of(Outcome.win(Termination.TIME_FORFEIT, Color.WHITE)), match.boardResult(1));
    }

    @Test
    void aContactDropMateStaysIllegalAfterThePartnerBoardEndsUnderEitherReading() {
        for (String reading : new String[] {"mate", "wait"}) {
            LinkedBoards match = matchWithBoardB(rules(reading), SMOTHERED);
            assertFalse(match.board(1).isLegal(N_AT_F7), reading + ": before");
            match.recordResult(0, Outcome.draw(Termination.REPETITION));
            assertFalse(match.board(1).isLegal(N_AT_F7), reading + ": after the partner board ended");
        }
    }

    @Test
    void closedHandsTakeNoPieceAndAWaitingStalemateIsADraw() {
        Position p = rules("mate").position("k7/2Q5/1K6/8/8/8/8/8[] b - - 0 1");
        assertTrue(p.mustWait());
        p.closeHands();
        assertFalse(p.mustWait());
        assertEquals(Optional.of(Outcome.draw(Termination.STALEMATE)), p.outcome());
        assertThrows(IllegalStateException.class, () -> p.addToHand(new Piece(ChessPieces.PAWN, Color.BLACK)));
        assertTrue(p.copy().handsClosed(), "a copy keeps the closed hands");
    }

    @Test
    void theOptionIsDocumentedWithBothValues() {
        String description = ExchangeVariant.INTERPOSABLE_CHECK_AFTER_PARTNER_ENDS.description();
        assertTrue(description.contains("'mate'") && description.contains("'wait'"), description);
        assertEquals("mate", VARIANT.defaultOptions().get(ExchangeVariant.INTERPOSABLE_CHECK_AFTER_PARTNER_ENDS));
    }
}
