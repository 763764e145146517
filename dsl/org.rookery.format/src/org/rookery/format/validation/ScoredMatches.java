// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.Optional;

import org.rookery.format.format.EventKind;
import org.rookery.format.format.MatchFormat;
import org.rookery.format.format.Stage;
import org.rookery.format.effective.EffectiveFormat;

/**
 * Where a scoring section applies outside an innings match. A format scores its matches by points
 * when it is an individual event whose every pairing is a match of sets ({@code match best of 3
 * sets of 2 games}, or {@code match best of 5 games}) in Swiss or round-robin stages: each game is
 * then scored for both players as the scoring section says, and each set goes to the player with
 * more points. A knockout of matches is decided game by game on results (1, ½ or 0), and a plain
 * game of a Swiss or a team match counts the event's game points, so there a scoring section would
 * never be read.
 */
final class ScoredMatches {

    private static final String KNOCKOUT = "knockout";

    private ScoredMatches() {
    }

    /** Whether the format scores its matches by points, so that its scoring section is read. */
    static boolean scoresByPoints(EffectiveFormat eff) {
        return eff.eventKind().filter(k -> k == EventKind.INDIVIDUAL).isPresent()
                && eff.one(MatchFormat.class).isPresent() && knockout(eff).isEmpty();
    }

    /** Why a scoring section outside innings is never read, and what to write instead. */
    static String whyNot(EffectiveFormat eff) {
        String applies = "a scoring section applies to an innings match, or to an individual event of matches "
                + "of sets (match best of 3 sets of 2 games) in Swiss or round-robin stages, where it scores each "
                + "game for both players and a set goes to the one with more points";
        if (eff.eventKind().filter(k -> k == EventKind.TEAM).isPresent()) {
            return applies + "; in this team event each game counts the event's game points: remove the scoring "
                    + "section";
        }
        if (eff.eventKind().isPresent() && eff.one(MatchFormat.class).isPresent()) {
            return applies + "; stage " + knockout(eff).get().getName() + " is a knockout, whose matches are decided "
                    + "on the games' results: make it a round robin or Swiss stage, or remove the scoring section";
        }
        return applies + "; this format's pairings are single games, which score the event's game points: add "
                + "match best of 3 sets of 2 games to the event section, or remove the scoring section";
    }

    private static Optional<Stage> knockout(EffectiveFormat eff) {
        return eff.all(Stage.class).stream().filter(s -> isKnockout(s.getSystem()) || isKnockout(s.getFallback()))
                .findFirst();
    }

    private static boolean isKnockout(String system) {
        return system != null && system.trim().equals(KNOCKOUT);
    }
}
