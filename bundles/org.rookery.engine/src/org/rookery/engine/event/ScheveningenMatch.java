// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.event.internal.Scheveningen;
import org.rookery.engine.event.internal.TeamMatches;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.standings.Standings;

/**
 * The result of a Scheveningen match won on game points ({@code match won on game points}): the
 * two teams meet every round, and all the games together are one match. It goes to the team with
 * more game points once every round is played, or, when they are level, to the winner of the
 * format's play-off; the winner then takes the format's match points for a win and the loser
 * those for a loss (a drawn match gives both the points for a draw). {@code rookery score}, the
 * workbench's standings and the exports all show this one reading.
 *
 * @param teams the two teams' ids, in order of registration
 * @param names the teams' names, by id
 * @param gamePoints each team's game points over all the rounds played, by id
 * @param roundsPlayed the rounds whose games all have a result
 * @param rounds the rounds of the match (one for each board)
 * @param state where the match stands
 * @param winner the team that won the match, once it is decided
 * @param matchPoints each team's match points by id, once the match is over (won or drawn); empty before
 * @param text the match in words, with the teams' names
 */
public record ScheveningenMatch(List<String> teams, Map<String, String> names, Map<String, BigDecimal> gamePoints,
        int roundsPlayed, int rounds, State state, Optional<String> winner, Map<String, BigDecimal> matchPoints, String text) {

    /** Where a Scheveningen match stands. */
    public enum State {
        /** Rounds are still to be played. */
        IN_PLAY,
        /** Level after the last round, the format's play-off still to decide it. */
        PLAY_OFF,
        /** Won, on game points or by the play-off. */
        WON,
        /** Drawn: level after the last round, and no play-off separated the teams. */
        DRAWN
    }

    public ScheveningenMatch {
        teams = List.copyOf(teams);
        names = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(names));
        gamePoints = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(gamePoints));
        matchPoints = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(matchPoints));
    }

    /**
     * The match of the event folded into {@code state}, when its format plays a Scheveningen
     * stage between two teams and says {@code match won on game points}; empty otherwise.
     */
    public static Optional<ScheveningenMatch> of(EventState state) {
        Optional<EventRules> event = state.format().event();
        if (event.isEmpty() || !TeamMatches.applies(state) || !event.get().plan().matchWonOnGamePoints()
                || event.get().stages().size() != 1 || state.teams().size() != 2) {
            return Optional.empty();
        }
        Stage stage = event.get().stages().get(0);
        if (stage.details().named().filter(n -> n == NamedSystem.SCHEVENINGEN).isEmpty()) {
            return Optional.empty();
        }
        EventField field = EventField.of(state);
        Standings standings = field.standings(state);
        List<String> teams = new ArrayList<>(state.teams().keySet());
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, BigDecimal> points = new LinkedHashMap<>();
        for (String t : teams) {
            names.put(t, state.teams().get(t).name());
            points.put(t, BigDecimal.ZERO);
        }
        for (Standings.Row r : standings.rows()) {
            points.put(field.player(r.participant().id()), r.points());
        }
        int rounds = Scheveningen.rounds(state);
        int played = field.crosstable().lastRound();
        boolean complete = PlayOffs.complete(state, OptionalInt.empty());
        PointScale scale = event.get().matchPoints().orElse(PointScale.STANDARD);
        String a = teams.get(0);
        String b = teams.get(1);
        String score = plain(points.get(a)) + " to " + plain(points.get(b)) + " on game points";
        if (!complete) {
            String after = played == 0 ? "no round played yet" : "after round " + played + " of " + rounds;
            return Optional.of(new ScheveningenMatch(teams, names, points, played, rounds, State.IN_PLAY, Optional.empty(),
                    Map.of(), "match in play, " + after + ": " + names.get(a) + " " + plain(points.get(a)) + ", "
                            + names.get(b) + " " + plain(points.get(b)) + " on game points"));
        }
        int c = points.get(a).compareTo(points.get(b));
        Optional<String> winner = c > 0 ? Optional.of(a) : c < 0 ? Optional.of(b) : Optional.empty();
        String how = "";
        if (winner.isEmpty()) {
            Optional<PlayOffs.Tie> first = PlayOffs.ties(state, OptionalInt.empty()).stream().filter(t -> t.place() == 1).findFirst();
            if (first.isPresent() && first.get().winner().isPresent()) {
                winner = first.get().winner();
                how = " by the play-off after " + score;
            } else if (first.isPresent() && first.get().state() != PlayOffs.State.LEVEL) {
                return Optional.of(new ScheveningenMatch(teams, names, points, played, rounds, State.PLAY_OFF,
                        Optional.empty(), Map.of(), "level at " + score + ": the play-off decides the match"));
            }
        } else {
            how = " " + score;
        }
        Map<String, BigDecimal> mp = new LinkedHashMap<>();
        if (winner.isEmpty()) {
            mp.put(a, scale.draw());
            mp.put(b, scale.draw());
            return Optional.of(new ScheveningenMatch(teams, names, points, played, rounds, State.DRAWN, winner, mp,
                    "match drawn, " + score + ": " + plain(scale.draw()) + " match " + noun(scale.draw()) + " each"));
        }
        String w = winner.get();
        String l = w.equals(a) ? b : a;
        mp.put(a, w.equals(a) ? scale.win() : scale.loss());
        mp.put(b, w.equals(b) ? scale.win() : scale.loss());
        return Optional.of(new ScheveningenMatch(teams, names, points, played, rounds, State.WON, winner, mp,
                names.get(w) + " won the match" + how + ": match points " + names.get(w) + " " + plain(scale.win()) + ", "
                        + names.get(l) + " " + plain(scale.loss())));
    }

    private static String noun(BigDecimal points) {
        return points.compareTo(BigDecimal.ONE) == 0 ? "point" : "points";
    }

    private static String plain(BigDecimal n) {
        return n.stripTrailingZeros().toPlainString();
    }
}
