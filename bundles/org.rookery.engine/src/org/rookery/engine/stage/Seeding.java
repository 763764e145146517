// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.TentativeRatings;
import org.rookery.engine.standings.Participant;

/**
 * The starting list: players ordered by rating, strongest first, numbered from 1. A player with
 * no validated rating gets the tentative rating of his declared grade, or of the format's
 * default grade when he declares none (FESA: the grade midpoints, 15 kyu = 440; rules.md 4.2
 * and 6.5). Tentative ratings serve seeding and pairing only.
 */
public final class Seeding {

    private Seeding() {
    }

    /**
     * One line of the starting list.
     *
     * @param participant the pairing number, name and rating used
     * @param tentative whether the rating was taken from a grade
     * @param source where the rating came from, in words
     */
    public record Seed(Participant participant, boolean tentative, String source) {
    }

    /**
     * Seeds {@code registrants}.
     *
     * @throws IllegalArgumentException when a declared grade is not in the format's table
     */
    public static List<Seed> seed(List<Registrant> registrants, Optional<TentativeRatings> tentative) {
        record Rated(Registrant r, int rating, boolean tentative, String source) {
        }
        List<Rated> rated = new ArrayList<>();
        for (Registrant r : registrants) {
            if (r.rating().isPresent()) {
                rated.add(new Rated(r, r.rating().getAsInt(), false, "rating " + r.rating().getAsInt()));
            } else if (tentative.isPresent()) {
                TentativeRatings t = tentative.get();
                if (r.grade().isPresent() && t.grades().grade(r.grade().get()).isEmpty()) {
                    throw new IllegalArgumentException(r.name() + " declares grade '" + r.grade().get() + "', which is not in "
                            + t.grades().name() + " (" + t.grades().grades().stream().map(g -> g.name()).toList() + ")");
                }
                String grade = r.grade().orElse(t.defaultGrade().name());
                int rating = t.ratingFor(grade);
                rated.add(new Rated(r, rating, true, "tentative " + rating + " from " + grade
                        + (r.grade().isEmpty() ? " (no grade declared: the default)" : "")));
            } else {
                rated.add(new Rated(r, 0, false, "unrated"));
            }
        }
        rated.sort(Comparator.comparingInt((Rated x) -> -x.rating()).thenComparing(x -> x.r().name()));
        List<Seed> seeds = new ArrayList<>();
        for (int i = 0; i < rated.size(); i++) {
            Rated x = rated.get(i);
            seeds.add(new Seed(new Participant(i + 1, x.r().name(), x.rating()), x.tentative(), x.source()));
        }
        return seeds;
    }
}
