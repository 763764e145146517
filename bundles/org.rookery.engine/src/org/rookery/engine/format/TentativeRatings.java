// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/**
 * Ratings for players with no validated rating, taken from their declared grade.
 *
 * @param grades the grade-to-rating table
 * @param defaultGrade the grade given to a player who declares none
 */
public record TentativeRatings(GradeTable grades, GradeTable.Grade defaultGrade) {

    public TentativeRatings {
        Checks.present(grades, "grade table");
        Checks.present(defaultGrade, "default grade");
        if (!grades.grades().contains(defaultGrade)) {
            throw new IllegalArgumentException("default grade " + defaultGrade.name() + " is not in " + grades.name());
        }
    }

    /** The tentative rating of a player who declares {@code grade}, or of one who declares none. */
    public int ratingFor(String grade) {
        return grades.grade(grade).orElse(defaultGrade).rating();
    }
}
