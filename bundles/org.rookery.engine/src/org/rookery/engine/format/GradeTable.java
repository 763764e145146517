// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.Optional;

/**
 * Grades (e.g. "1 dan", "15 kyu") and the rating each one stands for.
 *
 * @param name the table's name
 * @param grades the grades in the order written
 */
public record GradeTable(String name, List<Grade> grades) {

    /**
     * One grade and its rating.
     *
     * @param name the grade as players declare it
     * @param rating the rating a player of that grade is given
     */
    public record Grade(String name, int rating) {
        public Grade {
            Checks.present(name, "grade name");
        }
    }

    public GradeTable {
        Checks.present(name, "grade table name");
        grades = List.copyOf(grades);
    }

    /** The grade with this name. */
    public Optional<Grade> grade(String gradeName) {
        return grades.stream().filter(g -> g.name().equals(gradeName)).findFirst();
    }
}
