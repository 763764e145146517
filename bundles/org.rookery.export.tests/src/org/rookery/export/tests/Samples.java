// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.tests;

import java.util.ArrayList;
import java.util.List;

import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;

/** Reports of the three kinds an event prints: standings, a crosstable and an innings scorecard. */
final class Samples {

    private Samples() {
    }

    static Section standings() {
        return new Section("Standings after round 3",
                List.of(Column.right("#"), Column.left("Name"), Column.right("Pts"), Column.right("Buchholz")),
                List.of(List.of("1", "Ada Østergaard", "3", "4½"), List.of("2", "Bo <Brown> & \"Sons\"", "2", "5"),
                        List.of("3", "Cleo O'Neil", "1", "3½"), List.of("4", "Dev, Kumar", "0", "3")));
    }

    static Section crosstable() {
        return new Section("Crosstable",
                List.of(Column.right("#"), Column.left("Name"), Column.center("1"), Column.center("2"), Column.center("3"),
                        Column.center("4"), Column.right("Pts")),
                List.of(List.of("1", "Ada Østergaard", "", "1", "1", "1", "3"),
                        List.of("2", "Bo <Brown> & \"Sons\"", "0", "", "1", "1", "2"),
                        List.of("3", "Cleo O'Neil", "0", "0", "", "1", "1"),
                        List.of("4", "Dev, Kumar", "0", "0", "0", "", "0")));
    }

    static Section scorecard() {
        return new Section("Innings 1: Lions bat (White)",
                List.of(Column.right("Game"), Column.left("White"), Column.left("Black"), Column.center("Result"),
                        Column.right("Captured"), Column.right("Illegal"), Column.right("White's clock"),
                        Column.right("Score"), Column.right("Total")),
                List.of(List.of("1", "Ravi", "Meera", "1-0", "17", "0", "1:12.480", "42", "42"),
                        List.of("2", "Ravi", "Arjun", "0-1 (out)", "3", "W1", "0:00.000", "-1", "41"),
                        List.of("3", "Sita", "Meera", "1-0 (penalty timeout)", "5", "B1", "0:15.001", "43", "84")));
    }

    static Report event() {
        return new Report("Rookery Open 2026", "Round 3, 1 December 2026", List.of(standings(), crosstable(), scorecard()));
    }

    /** A table long enough for several pages. */
    static Report large(int players) {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            rows.add(List.of(Integer.toString(i), "Player " + i, Integer.toString(players - i), "0"));
        }
        Section s = new Section("Standings", List.of(Column.right("#"), Column.left("Name"), Column.right("Pts"),
                Column.right("SB")), rows);
        return new Report("Large event", "", List.of(s));
    }
}
