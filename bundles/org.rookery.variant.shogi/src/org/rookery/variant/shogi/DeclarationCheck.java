// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.rules.Color;
import org.rookery.rules.Declaration;
import org.rookery.rules.DeclarationJudge;
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
 * <p>
 * This is Rookery's one declaration judge: the rules offer it as {@link #JUDGE} through
 * {@code Rules.declaration()}, and a tournament format configures it only through the shogi
 * options (thresholds, values, {@code declarationFailure}, {@code declarationDrawBand}).
 * <p>
 * Two choices, by rules.md §4.2: condition 3 ("only his men in the zone plus his men in hand are
 * counted") is judged and reported, failing when men outside the zone would have made up the
 * points; and the king is told apart by its royal trait, so that it is never counted among the men
 * nor valued, whatever the piece table says.
 */
public final class DeclarationCheck {

    /** The judge the shogi rules offer, reading the thresholds and consequences from the rules' options. */
    public static final DeclarationJudge JUDGE = new DeclarationJudge() {
        @Override
        public Declaration judge(PositionView position, Color declarer, boolean hasTimeLeft) {
            return DeclarationCheck.judge(position, declarer, hasTimeLeft).toDeclaration();
        }

        @Override
        public int points(PositionView position, Color side) {
            return count(position, side, DeclarationThresholds.of(position.rules().options()))[0];
        }
    };

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
        var options = position.rules().options();
        return judge(position, side, hasTimeLeft, DeclarationThresholds.of(options),
                options.get(ShogiVariant.DECLARATION_FAILURE), options.get(ShogiVariant.DECLARATION_DRAW_BAND));
    }

    /**
     * Judges a declaration with explicit thresholds; a failed declaration loses (FESA 5.3).
     *
     * @throws IllegalArgumentException if it is not the declarer's turn
     */
    public static DeclarationResult judge(PositionView position, Color side, boolean hasTimeLeft, DeclarationThresholds thresholds) {
        return judge(position, side, hasTimeLeft, thresholds, ShogiVariant.DECLARATION_FAILURE.defaultValue(), 0);
    }

    /** Points in the zone and in hand, points outside the zone, men in the zone (king excluded). */
    private static int[] count(PositionView position, Color side, DeclarationThresholds thresholds) {
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
        return new int[] {zonePoints + handPoints, outsidePoints, menInZone, zonePoints, handPoints};
    }

    private static DeclarationResult judge(PositionView position, Color side, boolean hasTimeLeft,
            DeclarationThresholds thresholds, String failure, int drawBand) {
        if (position.sideToMove() != side) {
            throw new IllegalArgumentException(ShogiSides.name(side) + " may declare only on his own turn");
        }
        String who = ShogiSides.name(side);
        PromotionRule zone = position.rules().promotion();
        int[] counts = count(position, side, thresholds);
        int points = counts[0];
        int outsidePoints = counts[1];
        int menInZone = counts[2];
        int zonePoints = counts[3];
        int handPoints = counts[4];
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
        // The band excuses the count alone: condition 2 and condition 3, which defines its count.
        boolean inBand = !wins && drawBand > 0 && points >= drawBand && results.stream().filter(r -> !r.holds())
                .allMatch(r -> r.condition() == DeclarationCondition.ENOUGH_POINTS
                        || r.condition() == DeclarationCondition.ONLY_ZONE_AND_HAND_COUNT);
        Optional<Outcome> outcome;
        if (wins) {
            outcome = Optional.of(Outcome.win(Termination.DECLARATION, side));
        } else if (inBand || failure.equals("draws")) {
            outcome = Optional.of(Outcome.draw(Termination.DECLARATION));
        } else if (failure.equals("plays-on")) {
            outcome = Optional.empty();
        } else {
            outcome = Optional.of(Outcome.win(Termination.DECLARATION, side.opponent()));
        }
        return new DeclarationResult(side, points, needed, menInZone, thresholds.minPieces(), results, outcome, inBand, drawBand);
    }

    private static String checkers(PositionView position) {
        List<String> names = new ArrayList<>();
        for (Square s : position.checkers()) {
            names.add(UsiSquares.name(s));
        }
        return String.join(" and ", names);
    }
}
