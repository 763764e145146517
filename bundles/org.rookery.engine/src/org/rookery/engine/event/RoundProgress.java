// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.event.internal.SetMatches;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.Stage;

/**
 * How far a paired event has come, as the standings' title says it: the rounds completed, the
 * rounds the format plans (where it says), and the round in progress with its games played so far
 * ("after round 3 of 7, round 4 in progress: 6 of 15 games played"). A round is in progress from
 * its pairing until every game of it has a result; a game replayed after a sennichite counts once,
 * through its replay. The one source of this line for {@code score}, the exports and the
 * workbench's Standings view.
 *
 * @param completed the last round with every game finished (0 before any)
 * @param planned the rounds the format's stages plan, empty where a stage leaves it open
 * @param current the round being played, 0 when none is
 * @param played the games of {@code current} with a result
 * @param games the games of {@code current}
 */
public record RoundProgress(int completed, OptionalInt planned, int current, int played, int games) {

    /** The progress of the event folded into {@code state}; empty for an event without pairings (an innings match). */
    public static Optional<RoundProgress> of(EventState state) {
        if (state.innings().isPresent() || state.format().event().isEmpty()) {
            return Optional.empty();
        }
        int completed = 0;
        int current = 0;
        int played = 0;
        int games = 0;
        for (FactBody.Pairing p : state.pairings().values()) {
            int round = p.round();
            int all = 0;
            int done = 0;
            List<SetMatches.Match> matches = SetMatches.of(state, p);
            for (GameRecord g : state.games().values()) {
                // a match of sets decided before its last games leaves those unplayed: they do not count
                boolean notPlayedOn = matches.stream().anyMatch(m -> m.over() && m.games().contains(g) && g.end().isEmpty());
                if (g.round() == round && g.replayedBy().isEmpty() && !notPlayedOn) {
                    all++;
                    done += g.end().isPresent() ? 1 : 0;
                }
            }
            if (done < all && current == 0) {
                current = round;
                played = done;
                games = all;
            } else if (current == 0) {
                completed = round;
            }
        }
        return Optional.of(new RoundProgress(completed, planned(state, state.format().event().get()), current, played, games));
    }

    private static OptionalInt planned(EventState state, EventRules event) {
        int sum = 0;
        for (Stage s : event.stages()) {
            OptionalInt n = s.rounds().isPresent() ? s.rounds() : state.stageRounds(s.name());
            if (n.isEmpty()) {
                return OptionalInt.empty();
            }
            sum += n.getAsInt();
        }
        return OptionalInt.of(sum);
    }

    /** Whether a round is being played. */
    public boolean inProgress() {
        return current > 0;
    }

    /**
     * The line: "before round 1", "after round 3 of 7", "after round 3 of 7, round 4 in progress:
     * 6 of 15 games played" ("round 1 in progress: ..." before any round is complete).
     */
    public String text() {
        String of = planned.isPresent() ? " of " + planned.getAsInt() : "";
        String after = completed == 0 ? "" : "after round " + completed + of;
        if (!inProgress()) {
            return completed == 0 ? "before round 1" : after;
        }
        String round = "round " + current + (completed == 0 ? of : "") + " in progress: " + played + " of " + games
                + (games == 1 ? " game" : " games") + " played";
        return after.isEmpty() ? round : after + ", " + round;
    }
}
