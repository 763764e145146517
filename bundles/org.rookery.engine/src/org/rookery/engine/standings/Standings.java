// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.rookery.engine.format.TieBreak;

/**
 * The ranking of an event after some round: points first, then the format's tie-breaks in
 * order; participants level on everything share a place.
 *
 * <p>How each tie-break is counted:
 * <ul>
 * <li>Buchholz: the sum of the opponents' scores; median drops the highest and the lowest
 * (only the lowest after two rounds), cut-1 drops the lowest; sum of Buchholz adds up the
 * opponents' Buchholz.</li>
 * <li>Unplayed rounds (byes, forfeits either way, absences) follow FIDE's virtual-opponent rule
 * (tie-break regulations of 2009): for the participant's own tie-breaks the round counts as a
 * game against a virtual opponent who had the participant's score before the round, got the
 * opposite result, and drew every later round; when the participant is someone else's
 * opponent, his unplayed rounds count as draws. In sum of Buchholz a virtual opponent's
 * Buchholz is the participant's own (the regulations leave it open).</li>
 * <li>Sonneborn-Berger: each opponent's (adjusted) score times the points scored against him.</li>
 * <li>Direct encounter: the points scored in games among a group still level, applied only
 * when every two of them have met.</li>
 * <li>Wins and wins with Black: games won over the board; progressive: the sum of the running
 * score after each round; game points and match points: the totals; rating average: the
 * rounded mean rating of rated opponents met over the board.</li>
 * </ul>
 *
 * @param afterRound the last round with a result
 * @param tieBreaks the tie-breaks applied, in order
 * @param rows the participants, best first
 */
public record Standings(int afterRound, List<TieBreak> tieBreaks, List<Row> rows) {

    /**
     * One participant's line.
     *
     * @param place the place, from 1; participants who share it have the same number
     * @param shared whether someone else has the same place
     * @param participant the participant
     * @param points the ranking points
     * @param values each tie-break's value, in the order applied; direct encounter appears only
     *        where it was used to separate a tie
     */
    public record Row(int place, boolean shared, Participant participant, BigDecimal points, Map<TieBreak, BigDecimal> values) {
        public Row {
            Objects.requireNonNull(participant, "participant");
            values = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(values));
        }

        /** The place as printed: {@code 3} or {@code 3-4} when shared by two. */
        public String placeText(int sharedBy) {
            return sharedBy > 1 ? place + "-" + (place + sharedBy - 1) : Integer.toString(place);
        }
    }

    public Standings {
        tieBreaks = List.copyOf(tieBreaks);
        rows = List.copyOf(rows);
    }

    /** The row of participant {@code id}. */
    public Row row(int id) {
        return rows.stream().filter(r -> r.participant().id() == id).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no participant " + id + " in the standings"));
    }

    /** The standings as a plain-text table: place, name, points and each tie-break. */
    public String text() {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%-6s %-24s %7s", "Place", "Name", "Points"));
        for (TieBreak t : tieBreaks) {
            out.append(String.format(" %10s", abbreviation(t)));
        }
        out.append('\n');
        java.util.Map<Integer, Integer> sharing = new java.util.HashMap<>();
        rows.forEach(r -> sharing.merge(r.place(), 1, Integer::sum));
        for (Row r : rows) {
            out.append(String.format("%-6s %-24s %7s", r.placeText(sharing.get(r.place())), r.participant().name(),
                    r.points().toPlainString()));
            for (TieBreak t : tieBreaks) {
                BigDecimal v = r.values().get(t);
                out.append(String.format(" %10s", v == null ? "" : v.toPlainString()));
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String abbreviation(TieBreak t) {
        return switch (t) {
            case BUCHHOLZ -> "Buch";
            case MEDIAN_BUCHHOLZ -> "Median";
            case BUCHHOLZ_CUT_1 -> "Cut-1";
            case SUM_OF_BUCHHOLZ -> "SoB";
            case SONNEBORN_BERGER -> "SB";
            case DIRECT_ENCOUNTER -> "DE";
            case WINS -> "Wins";
            case WINS_WITH_BLACK -> "BlkWins";
            case PROGRESSIVE -> "Prog";
            case GAME_POINTS -> "GamePts";
            case MATCH_POINTS -> "MatchPts";
            case RATING_AVERAGE -> "ARO";
        };
    }
}
