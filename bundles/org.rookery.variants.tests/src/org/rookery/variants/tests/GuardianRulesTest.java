// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Outcome;
import org.rookery.rules.Piece;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.variant.guardian.GuardianVariant;

/** Guardian chess rules of rules.md §2 and §6.3. */
class GuardianRulesTest {

    private final GuardianVariant variant = new GuardianVariant();
    private final Rules rules = variant.rules();

    private List<String> sans(Position p) {
        return p.legalMoves().stream().map(m -> rules.moveFormat("SAN").format(m, p).replaceAll("[+#]$", "")).toList();
    }

    private void play(Position p, String... moves) {
        for (String m : moves) {
            p.doMove(rules.moveFormat("SAN").parse(m, p));
        }
    }

    @Test
    void guardianMovesAtMostTwoStepsAndCanBeBlocked() {
        Position p = rules.position("4k5/10/10/10/10/10/4G5/10/4P5/4K5 w - - 0 1");
        List<String> moves = sans(p);
        assertTrue(moves.containsAll(List.of("Ge5", "Ge6", "Gc4", "Gg6", "Gf3")), moves.toString());
        assertFalse(moves.contains("Ge7"), "three steps is too far");
        assertFalse(moves.contains("Ge2"), "the pawn on e2 blocks e2 itself");
        Position blocked = rules.position("4k5/10/10/10/10/4p5/4G5/10/10/4K5 w - - 0 1");
        assertFalse(sans(blocked).contains("Ge6"), "the pawn on e5 blocks the second step");
    }

    @Test
    void shortCastlingIsTheASideAndLongTheJSide() {
        Position p = rules.position("r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
        assertTrue(sans(p).containsAll(List.of("O-O", "O-O-O")));
        Position shortSide = p.copy();
        play(shortSide, "O-O");
        assertEquals(new Piece(org.rookery.variant.chess.ChessPieces.KING, Color.WHITE), shortSide.pieceAt(Square.parse("c1")));
        assertEquals(new Piece(org.rookery.variant.chess.ChessPieces.ROOK, Color.WHITE), shortSide.pieceAt(Square.parse("d1")));
        play(p, "O-O-O");
        assertEquals(new Piece(org.rookery.variant.chess.ChessPieces.KING, Color.WHITE), p.pieceAt(Square.parse("g1")));
        assertEquals(new Piece(org.rookery.variant.chess.ChessPieces.ROOK, Color.WHITE), p.pieceAt(Square.parse("f1")));
        assertEquals("r3k4r/10/10/10/10/10/10/10/10/R4RK3 b kq - 1 1", p.toString());
        Move coordinate = rules.moveFormat("UCI").parse("e10c10", p);
        assertEquals("O-O", coordinate.castling().san());
    }

    @Test
    void castlingMayNotPassAnAttackedSquare() {
        Position p = rules.position("3rk4r/10/10/10/10/10/10/10/10/R3K4R w KQk - 0 1");
        List<String> moves = sans(p);
        assertFalse(moves.contains("O-O"), "d1 is attacked by the rook on d10");
        assertTrue(moves.contains("O-O-O"));
    }

    @Test
    void promotionOnlyToCapturedOwnPieces() {
        String full = "rnbgkqgbnr/P9/10/10/10/10/10/10/1PPPPPPPPP/RNBGKQGBNR w - - 0 1";
        Position p = rules.position(full);
        assertFalse(p.legalMoves().stream().anyMatch(m -> m.to().equals(Square.parse("a10")) || m.to().equals(Square.parse("b10"))),
                "with nothing captured the pawn may not reach the last rank");
        Position missingKnight = rules.position("r1bgkqgbnr/1P8/10/10/10/10/10/10/2PPPPPPPP/R1BGKQGBNR w - - 0 1");
        List<String> moves = sans(missingKnight);
        assertTrue(moves.containsAll(List.of("b10=N", "bxa10=N")), moves.toString());
        assertFalse(moves.stream().anyMatch(m -> m.contains("=Q")), moves.toString());
        Rules stay = variant.rules(variant.options(Map.of("emptyPoolPromotion", "stay-pawn")));
        Position q = stay.position(full);
        assertTrue(q.legalMoves().stream().anyMatch(m -> m.to().equals(Square.parse("b10")) && m.promotion() == null));
    }

    @Test
    void deadPositionsDraw() {
        assertEquals(Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL)), rules.position("4k5/10/10/10/10/10/10/10/10/4KB4 w - - 0 1").outcome());
        assertEquals(Optional.empty(), rules.position("4k5/10/10/10/10/10/10/10/10/4KG4 w - - 0 1").outcome(), "K+G can mate");
    }

    @Test
    void threefoldIsClaimedByDefaultAndAutomaticOnRequest() {
        Position p = rules.startPosition();
        String[] shuffle = {"Nc3", "Nc8", "Nb1", "Nb10", "Nc3", "Nc8", "Nb1", "Nb10"};
        play(p, shuffle);
        assertEquals(3, p.repetitions());
        assertEquals(Optional.empty(), p.outcome());
        assertEquals(Optional.of(Termination.REPETITION), rules.claimableDraw(p));
        Rules auto = variant.rules(variant.options(Map.of("threefoldRepetition", "automatic")));
        Position a = auto.startPosition();
        for (String m : shuffle) {
            a.doMove(auto.moveFormat("SAN").parse(m, a));
        }
        assertEquals(Optional.of(Outcome.draw(Termination.REPETITION)), a.outcome());
    }

    @Test
    void stalemateDraws() {
        Position p = rules.position("k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1");
        assertEquals(Optional.of(Outcome.draw(Termination.STALEMATE)), p.outcome());
    }
}
