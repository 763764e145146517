// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

/**
 * The six conditions of the 27-point declaration (nyugyoku), FESA Laws 5.3 as quoted in rules.md
 * §4.2, in the order the Laws number them. A declaration wins only if all six hold.
 */
public enum DeclarationCondition {
    /** 1. The declarer's king stands in his promotion zone (the opponent's camp). */
    KING_IN_ZONE("the declarer's king is in his promotion zone"),
    /** 2. He has at least the points his side needs (28 as sente, 27 as gote by default). */
    ENOUGH_POINTS("the declarer has enough points"),
    /**
     * 3. Only his men in the zone and in hand are counted. This defines the count of condition 2,
     * so it fails only together with it: when men outside the zone would have made up the points.
     */
    ONLY_ZONE_AND_HAND_COUNT("only men in the zone and in hand are counted"),
    /** 4. At least ten of his men besides the king stand in the zone. */
    ENOUGH_MEN_IN_ZONE("enough of the declarer's men are in the zone"),
    /** 5. He still has main time or byoyomi left (the caller supplies this). */
    TIME_LEFT("the declarer still has time"),
    /** 6. His king is not in check. */
    NOT_IN_CHECK("the declarer's king is not in check");

    private final String summary;

    DeclarationCondition(String summary) {
        this.summary = summary;
    }

    /** The number of the condition in FESA 5.3 (1 to 6). */
    public int number() {
        return ordinal() + 1;
    }

    /** The condition in a few plain words. */
    public String summary() {
        return summary;
    }
}
