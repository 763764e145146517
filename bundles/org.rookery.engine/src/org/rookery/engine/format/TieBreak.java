// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.Arrays;
import java.util.Optional;

/** A tie-break that orders players or teams level on points; {@link #id()} is how a format names it. */
public enum TieBreak {
    BUCHHOLZ("buchholz", "Buchholz", "the sum of the opponents' scores"),
    MEDIAN_BUCHHOLZ("median-buchholz", "Median Buchholz", "the sum of the opponents' scores without the highest and the lowest"),
    BUCHHOLZ_CUT_1("buchholz-cut-1", "Buchholz Cut 1", "the sum of the opponents' scores without the lowest"),
    SUM_OF_BUCHHOLZ("sum-of-buchholz", "Sum of Buchholz", "the sum of the opponents' Buchholz scores"),
    SONNEBORN_BERGER("sonneborn-berger", "Sonneborn-Berger", "the sum of the scores of the opponents beaten plus half of those drawn"),
    DIRECT_ENCOUNTER("direct-encounter", "Direct Encounter", "the results between the tied players"),
    WINS("wins", "Number of Wins", "the number of games won"),
    WINS_WITH_BLACK("wins-with-black", "Wins with Black", "the number of games won with Black"),
    PROGRESSIVE("progressive", "Progressive Score", "the sum of the running scores after each round"),
    GAME_POINTS("game-points", "Game Points", "the total of game points"),
    MATCH_POINTS("match-points", "Match Points", "the total of match points"),
    RATING_AVERAGE("rating-average", "Average Rating of Opponents", "the average rating of the opponents");

    private final String id;
    private final String title;
    private final String meaning;

    TieBreak(String id, String title, String meaning) {
        this.id = id;
        this.title = title;
        this.meaning = meaning;
    }

    /** The tie-break's name as the FIDE tie-break regulations write it, for column headers ("Median Buchholz"). */
    public String title() {
        return title;
    }

    /** The word a format uses for this tie-break. */
    public String id() {
        return id;
    }

    /** What the tie-break compares, as a phrase. */
    public String meaning() {
        return meaning;
    }

    /** The tie-break a format calls {@code id}. */
    public static Optional<TieBreak> byId(String id) {
        return Arrays.stream(values()).filter(t -> t.id.equals(id)).findFirst();
    }
}
