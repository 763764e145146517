// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.notation.UsiSquares;

/**
 * Judges a 27-point declaration (nyugyoku), FESA Laws 5.3 as rules.md §4.2 states them. The
 * declarer announces on his turn, before moving, and stops the clock; the position then decides.
 * Whether he still had time is not in the position, so the caller supplies it.
 */
public final class DeclarationCheck {

    private DeclarationCheck() {
    }

    /**
     * Judges a declaration with the thresholds of the position's shogi options.
     *
     * @param position the position at the moment of the declaration
     * @param side the declarer, who must be the side to move
     * @param hasTimeLeft whether the declarer still has main time or byoyomi
     * @throws IllegalArgumentException if it is not the declarer's turn or the rules are not shogi's
     */
    public static DeclarationResult judge(PositionView position, Color side, boolean hasTimeLeft) {
        return judge(position, side, hasTimeLeft, DeclarationThresholds.of(position.rules().options()));
    }

    /**
     * Judges a declaration with explicit thresholds (a tournament format may set its own).
     *
     * @throws IllegalArgumentException if it is not the declarer's turn
     */
    public static DeclarationResult judge(PositionView position, Color side, boolean hasTimeLeft, DeclarationThresholds thresholds) {
        if (position.sideToMove() != side) {
            throw new IllegalArgumentException(ShogiSides.name(side) + " may declare only on his own turn");
        }
        String who = ShogiSides.name(side);
        PromotionRule zone = position.rules().promotion();
        int zonePoints = 0;
        int outsidePoints = 0;
        int menInZone = 0;
        for (Map.Entry<Square, Piece> e : position.pieces().entrySet()) {
            Piece p = e.getValue();
            if (p.color() != side || p.type().is(PieceType.Trait.ROYAL)) {
                continue;
            }
            if (zone.inZone(side, e.getKey())) {
                zonePoints += thresholds.value(p.type());
                menInZone++;
            } else {
                outsidePoints += thresholds.value(p.type());
            }
        }
        int handPoints = 0;
        for (Map.Entry<PieceType, Integer> e : position.hand(side).entrySet()) {
            handPoints += thresholds.value(e.getKey()) * e.getValue();
        }
        int points = zonePoints + handPoints;
        int needed = thresholds.pointsNeeded(side);

        List<ConditionResult> results = new ArrayList<>();
        Square king = position.kingSquare(side);
        String zoneRanks = side == Color.WHITE ? "ranks a to c" : "ranks g to i";
        if (king == null) {
            results.add(new ConditionResult(DeclarationCondition.KING_IN_ZONE, false, who + " has no king on the board"));
        } else {
            boolean in = zone.inZone(side, king);
            results.add(new ConditionResult(DeclarationCondition.KING_IN_ZONE, in, who + "'s king on " + UsiSquares.name(king)
                    + (in ? " is" : " is not") + " in his promotion zone (" + zoneRanks + ")"));
        }
        String count = points + " points (" + zonePoints + " from men in the zone, " + handPoints + " from men in hand)";
        results.add(new ConditionResult(DeclarationCondition.ENOUGH_POINTS, points >= needed,
                who + " has " + count + "; " + needed + " are needed"));
        boolean outsideWouldReach = points < needed && points + outsidePoints >= needed;
        results.add(new ConditionResult(DeclarationCondition.ONLY_ZONE_AND_HAND_COUNT, !outsideWouldReach, outsidePoints == 0
                ? "no men of " + who + " stand outside the zone"
                : "men outside the zone worth " + outsidePoints + " points do not count"
                        + (outsideWouldReach ? "; counting them would have reached " + needed : "")));
        results.add(new ConditionResult(DeclarationCondition.ENOUGH_MEN_IN_ZONE, menInZone >= thresholds.minPieces(),
                who + " has " + menInZone + " men besides the king in the zone; " + thresholds.minPieces() + " are needed"));
        results.add(new ConditionResult(DeclarationCondition.TIME_LEFT, hasTimeLeft, hasTimeLeft
                ? who + " still has main time or byoyomi"
                : who + " has no main time or byoyomi left"));
        boolean inCheck = position.isCheck();
        results.add(new ConditionResult(DeclarationCondition.NOT_IN_CHECK, !inCheck, inCheck
                ? who + "'s king is in check from " + checkers(position)
                : who + "'s king is not in check"));

        boolean wins = results.stream().allMatch(ConditionResult::holds);
        Outcome outcome = Outcome.win(Termination.DECLARATION, wins ? side : side.opponent());
        return new DeclarationResult(side, points, needed, menInZone, results, outcome);
    }

    private static String checkers(PositionView position) {
        List<String> names = new ArrayList<>();
        for (Square s : position.checkers()) {
            names.add(UsiSquares.name(s));
        }
        return String.join(" and ", names);
    }
}
