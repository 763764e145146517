// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GradeTable;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails.Bound;

/**
 * McMahon start scores from a stage's bar and floor: a player at or below the floor starts on 0,
 * each grade step above it adds a point, and everyone at or above the bar starts on the bar's
 * score. Grades are the steps of the event's grade table (by their ratings); bounds given as
 * ratings, or an event without a grade table, step every 100 rating points. Players are placed
 * by their rating (a grade's tentative rating for a graded player).
 */
public final class McMahonStart {

    /** The rating step between two McMahon levels where there is no grade table. */
    static final int RATING_STEP = 100;

    private McMahonStart() {
    }

    /**
     * The start scores of players with {@code ratings}, or an empty list when the stage names
     * neither a bar nor a floor.
     *
     * @throws IllegalArgumentException when a bound names a grade the event's table lacks
     */
    public static List<BigDecimal> scores(EventRules event, Stage stage, List<Integer> ratings) {
        Optional<Bound> bar = stage.details().bar();
        Optional<Bound> floor = stage.details().floor();
        if (bar.isEmpty() && floor.isEmpty()) {
            return List.of();
        }
        Optional<GradeTable> grades = event.tentativeRatings().map(t -> t.grades());
        int low = floor.map(b -> rating(b, grades, stage)).orElse(Integer.MIN_VALUE);
        int high = bar.map(b -> rating(b, grades, stage)).orElse(Integer.MAX_VALUE);
        if (low > high) {
            throw new IllegalArgumentException("stage " + stage.name() + ": the McMahon floor is above the bar");
        }
        // the levels above the floor, up to the bar: grade ratings, or 100-point steps
        TreeSet<Integer> levels = new TreeSet<>();
        if (grades.isPresent() && !(bar.orElse(null) instanceof Bound.ByRating) && !(floor.orElse(null) instanceof Bound.ByRating)) {
            grades.get().grades().stream().map(GradeTable.Grade::rating).filter(r -> r > low && r <= high).forEach(levels::add);
        } else {
            int from = low == Integer.MIN_VALUE ? high - 10 * RATING_STEP : low;
            int to = high == Integer.MAX_VALUE ? low + 10 * RATING_STEP : high;
            for (int r = from + RATING_STEP; r <= to; r += RATING_STEP) {
                levels.add(r);
            }
        }
        List<BigDecimal> scores = new ArrayList<>();
        for (int rating : ratings) {
            scores.add(BigDecimal.valueOf(levels.headSet(rating, true).size()));
        }
        return scores;
    }

    private static int rating(Bound b, Optional<GradeTable> grades, Stage stage) {
        return switch (b) {
            case Bound.ByRating r -> r.rating();
            case Bound.ByGrade g -> grades.flatMap(t -> t.grade(g.grade())).map(GradeTable.Grade::rating)
                    .orElseThrow(() -> new IllegalArgumentException("stage " + stage.name() + ": the McMahon bound names grade '"
                            + g.grade() + "', which the event's grade table does not have"));
        };
    }
}
