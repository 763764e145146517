// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Piece;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.variant.shogi.ShogiPieces;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Promotion (rules.md §4.1): optional on a move that starts or ends in the three far ranks,
 * compulsory where the man could never move again, never for gold and king; promoted men keep
 * their powers as the rules list them.
 */
class PromotionTest {

    private static final Rules RULES = new ShogiVariant().rules();
    private static final MoveFormat USI = RULES.moveFormat("USI");

    /** The moves of the man on {@code from}, in USI, sorted. */
    private static List<String> movesFrom(String sfen, String from) {
        Position p = RULES.position(sfen);
        return p.legalMoves().stream().map(m -> USI.format(m, p)).filter(m -> m.startsWith(from)).sorted().toList();
    }

    @Test
    void pawnMustPromoteOnTheLastRankAndMayOnTheOthersInTheZone() {
        assertEquals(List.of("1d1c", "1d1c+"), movesFrom("4k4/9/9/8P/9/9/9/9/4K4 b - 1", "1d"));
        assertEquals(List.of("1c1b", "1c1b+"), movesFrom("4k4/9/8P/9/9/9/9/9/4K4 b - 1", "1c"));
        assertEquals(List.of("1b1a+"), movesFrom("4k4/8P/9/9/9/9/9/9/4K4 b - 1", "1b"));
        assertEquals(List.of("1e1d"), movesFrom("4k4/9/9/9/8P/9/9/9/4K4 b - 1", "1e"));
    }

    @Test
    void lanceMustPromoteOnlyOnTheLastRank() {
        assertEquals(List.of("1d1a+", "1d1b", "1d1b+", "1d1c", "1d1c+"), movesFrom("4k4/9/9/8L/9/9/9/9/4K4 b - 1", "1d"));
    }

    @Test
    void knightMustPromoteOnTheLastTwoRanks() {
        assertEquals(List.of("2e1c", "2e1c+", "2e3c", "2e3c+"), movesFrom("4k4/9/9/9/7N1/9/9/9/4K4 b - 1", "2e"));
        assertEquals(List.of("2d1b+", "2d3b+"), movesFrom("4k4/9/9/7N1/9/9/9/9/4K4 b - 1", "2d"));
    }

    @Test
    void movesLeavingOrInsideTheZoneMayPromote() {
        // A silver stepping back out of the zone (3c to 4d) may promote, as the move starts in the zone.
        assertEquals(List.of("3c2b", "3c2b+", "3c2d", "3c2d+", "3c3b", "3c3b+", "3c4b", "3c4b+", "3c4d", "3c4d+"),
                movesFrom("4k4/9/6S2/9/9/9/9/9/4K4 b - 1", "3c"));
        // A bishop on 1i reaching 7c enters the zone; stopping short on 4f does not.
        List<String> bishop = movesFrom("4k4/9/9/9/9/9/9/9/4K3B b - 1", "1i");
        assertEquals(List.of("1i2h", "1i3g", "1i4f", "1i5e", "1i6d", "1i7c", "1i7c+", "1i8b", "1i8b+", "1i9a", "1i9a+"), bishop);
    }

    @Test
    void goldAndKingNeverPromote() {
        assertEquals(List.of("1b1a", "1b1c", "1b2a", "1b2b"), movesFrom("4k4/8G/9/9/9/9/9/9/4K4 b - 1", "1b"));
        assertEquals(List.of("1b1a", "1b1c", "1b2a", "1b2b", "1b2c"), movesFrom("4k4/8K/9/9/9/9/9/9/9 b - 1", "1b"));
    }

    @Test
    void gotePromotesInRanksGToI() {
        assertEquals(List.of("9f9g", "9f9g+"), movesFrom("4k4/9/9/9/9/p8/9/9/4K4 w - 2", "9f"));
        assertEquals(List.of("9h9i+"), movesFrom("4k4/9/9/9/9/9/9/p8/4K4 w - 2", "9h"));
        assertEquals(List.of("9e8g", "9e8g+"), movesFrom("4k4/9/9/9/n8/9/9/9/4K4 w - 2", "9e"));
        assertEquals(List.of("9f8h+"), movesFrom("4k4/9/9/9/9/n8/9/9/4K4 w - 2", "9f"));
    }

    @Test
    void wrongPromotionChoicesAreExplained() {
        Position last = RULES.position("4k4/8P/9/9/9/9/9/9/4K4 b - 1");
        MoveException must = assertThrows(MoveException.class, () -> USI.parse("1b1a", last));
        assertEquals("USI move '1b1a' is not legal: the pawn on 1b must promote on 1a, where it could never move again", must.getMessage());
        Position outside = RULES.position("4k4/9/9/9/8P/9/9/9/4K4 b - 1");
        MoveException cannot = assertThrows(MoveException.class, () -> USI.parse("1e1d+", outside));
        assertEquals("USI move '1e1d+' is not legal: the pawn on 1e cannot promote on a move to 1d", cannot.getMessage());
    }

    @Test
    void promotedMenMoveAsTheRulesSay() {
        assertEquals(List.of("5e4d", "5e4e", "5e5d", "5e5f", "5e6d", "5e6e"), movesFrom("4k4/9/9/9/4+P4/9/9/9/K8 b - 1", "5e"));
        assertEquals(List.of("5e4d", "5e4e", "5e5d", "5e5f", "5e6d", "5e6e"), movesFrom("4k4/9/9/9/4+S4/9/9/9/K8 b - 1", "5e"));
        // The dragon rides orthogonally (4 squares each way here) and steps diagonally.
        assertEquals(20, movesFrom("8k/9/9/9/4+R4/9/9/9/K8 b - 1", "5e").size());
        // The horse rides diagonally (sente's own king stops it on 9i) and steps orthogonally.
        assertEquals(19, movesFrom("4k4/9/9/9/4+B4/9/9/9/K8 b - 1", "5e").size());
        Position p = RULES.position("8k/9/9/9/4+R4/9/9/9/K8 b - 1");
        assertEquals(new Piece(ShogiPieces.DRAGON, Color.WHITE), p.pieceAt(new Square(4, 5)));
    }
}
