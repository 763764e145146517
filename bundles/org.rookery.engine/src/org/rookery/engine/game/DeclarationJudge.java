// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.PointTable;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Square;

/**
 * Judges an impasse (nyugyoku) declaration with the format's own numbers and the rules engine's view
 * of the position: the promotion zone, the hands and check come from the variant's rules, the
 * thresholds and piece values from the format's {@link DeclarationRule}. No variant is named; any
 * variant with a promotion zone and hands can be judged. Sente, the first player, is
 * {@link Color#WHITE} in the rules API.
 */
public final class DeclarationJudge {

    private DeclarationJudge() {
    }

    /**
     * Judges a declaration.
     *
     * @param rule the format's declaration rule
     * @param position the position when the declarer stopped the clock
     * @param declarer the declaring side, who must be the side to move
     * @param hasTimeLeft whether he still had main time or byoyomi
     * @throws IllegalArgumentException if it is not the declarer's turn
     */
    public static DeclarationVerdict judge(DeclarationRule rule, PositionView position, Color declarer,
            boolean hasTimeLeft) {
        if (position.sideToMove() != declarer) {
            throw new IllegalArgumentException(side(declarer) + " may declare only on his own turn; "
                    + side(position.sideToMove()) + " is to move");
        }
        PromotionRule zone = position.rules().promotion();
        PointTable values = rule.values();
        int zonePoints = 0;
        int outsidePoints = 0;
        int men = 0;
        for (Map.Entry<Square, Piece> e : position.pieces().entrySet()) {
            Piece p = e.getValue();
            if (p.color() != declarer || p.type().equals(position.rules().royalType())) {
                continue;
            }
            int v = points(values, p.type());
            if (zone.inZone(declarer, e.getKey())) {
                zonePoints += v;
                men++;
            } else {
                outsidePoints += v;
            }
        }
        int handPoints = 0;
        for (Map.Entry<PieceType, Integer> e : position.hand(declarer).entrySet()) {
            handPoints += points(values, e.getKey()) * e.getValue();
        }
        int total = zonePoints + handPoints;
        int needed = rule.pointsNeeded(declarer == Color.WHITE);
        List<DeclarationVerdict.Condition> c = new ArrayList<>();
        Square king = position.kingSquare(declarer);
        boolean kingIn = king != null && zone.inZone(declarer, king);
        c.add(new DeclarationVerdict.Condition("king in the promotion zone", kingIn, king == null
                ? side(declarer) + " has no king on the board"
                : side(declarer) + "'s king on " + king + (kingIn ? " is" : " is not") + " in his promotion zone"));
        c.add(new DeclarationVerdict.Condition(DeclarationVerdict.POINTS, total >= needed, total + " points (" + zonePoints
                + " from men in the zone, " + handPoints + " in hand; " + outsidePoints
                + " outside the zone do not count); " + needed + " needed"));
        c.add(new DeclarationVerdict.Condition("enough men in the zone", men >= rule.minPiecesInZone(),
                men + " men besides the king in the zone; " + rule.minPiecesInZone() + " needed"));
        c.add(new DeclarationVerdict.Condition("time left", hasTimeLeft, hasTimeLeft
                ? side(declarer) + " still had main time or byoyomi" : side(declarer) + " had no time left"));
        boolean check = position.isCheck();
        c.add(new DeclarationVerdict.Condition("not in check", !check, check
                ? side(declarer) + "'s king is in check from " + position.checkers()
                : side(declarer) + "'s king is not in check"));
        return new DeclarationVerdict(declarer, total, needed, men, rule.minPiecesInZone(), c, rule.failure(),
                rule.drawAtOrAbove());
    }

    private static int points(PointTable values, PieceType type) {
        BigDecimal v = values.valueOf(BoundGame.letter(type));
        return v.intValue();
    }

    private static String side(Color c) {
        return c == Color.WHITE ? "Sente" : "Gote";
    }
}
