// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.twoboard.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.LinkedBoards;
import org.rookery.rules.Move;
import org.rookery.rules.Perft;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.TwoBoards;
import org.rookery.rules.VariantRegistry;

/** The rules API says "two linked boards" for this variant as it does for Exchange. */
class TwoBoardRulesTest {

    private static Move san(LinkedBoards match, int board, String text) {
        return match.board(board).rules().moveFormat("SAN").parse(text, match.board(board));
    }

    @Test
    void theRegistryOffersItAsAGameOnTwoBoards() throws Exception {
        VariantRegistry registry = Installed.registry();
        Rules rules = registry.get("tandem-los-alamos").rules();
        assertEquals(Installed.ID, rules.id());
        assertTrue(rules.twoBoards().isPresent());
        assertTrue(registry.get("exchange").rules().twoBoards().isPresent());
        assertFalse(registry.get("chess").rules().twoBoards().isPresent());
        TwoBoards two = rules.twoBoards().orElseThrow();
        assertEquals("rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1 | rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1", two.startText());
    }

    @Test
    void partnersSitOnOppositeColoursOfTheOtherBoard() throws Exception {
        TwoBoards two = Installed.registry().get(Installed.ID).rules().twoBoards().orElseThrow();
        assertEquals(0, two.team(0, Color.WHITE));
        assertEquals(0, two.team(1, Color.BLACK));
        assertEquals(1, two.team(0, Color.BLACK));
        assertEquals(1, two.team(1, Color.WHITE));
        assertEquals(Color.BLACK, two.partnerSide(Color.WHITE));
        assertEquals("A", two.name(0));
        assertEquals(1, two.board('b'));
        assertEquals(-1, two.board('c'));
    }

    @Test
    void aManTakenOnOneBoardIsDroppedByThePartnerOnTheOther() throws Exception {
        TwoBoards two = Installed.registry().get(Installed.ID).rules().twoBoards().orElseThrow();
        LinkedBoards match = two.start();
        assertEquals("1A.", two.moveNumber(match.board(0), 0));
        match.play(0, san(match, 0, "c3"));
        match.play(1, san(match, 1, "a3"));
        assertEquals("1a.", two.moveNumber(match.board(0), 0));
        match.play(0, san(match, 0, "d4"));
        match.play(0, san(match, 0, "cxd4"));
        PieceType pawn = match.board(1).rules().pieceType('P', false);
        assertEquals(1, match.board(1).hand(Color.BLACK).getOrDefault(pawn, 0), match.toText());
        assertEquals("1b.", two.moveNumber(match.board(1), 1));
        Move drop = san(match, 1, "P@c4");
        assertTrue(drop.isDrop());
        match.play(1, drop);
        assertEquals(new Piece(pawn, Color.BLACK), match.board(1).pieceAt(Square.parse("c4")));
        assertEquals(0, match.board(1).hand(Color.BLACK).getOrDefault(pawn, 0));
        assertFalse(match.board(1).legalMoves().stream().anyMatch(Move::isDrop), "White on B has nothing to drop");
    }

    @Test
    void oneBoardPlaysLosAlamosFromTheStart() throws Exception {
        Rules rules = Installed.registry().get(Installed.ID).rules();
        // six single pawn steps and two moves for each knight; no capture within two plies
        assertEquals(10, rules.startPosition().legalMoves().size());
        assertEquals(100, Perft.perft(rules.startPosition(), 2));
    }
}
