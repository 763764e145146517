// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.refusal.internal;

import java.util.HashMap;
import java.util.Map;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody.Board;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.engine.team.Teams;

/**
 * {@code fixed pairs} (two-board games such as Exchange): the partners a team was registered
 * with stay together all event. A pairing that splits a team (its players facing different
 * teams in one round, or each other) is refused, and so is a player registered into a team that
 * has already played; both with the rule {@code fixed pairs}.
 */
final class FixedPairs {

    static final String RULE = RuleNames.FIXED_PAIRS;

    private FixedPairs() {
    }

    /** Whether the format keeps partners together. */
    static boolean applies(EventState state) {
        return state.format().teams().map(TeamRules::fixedPairs).orElse(false);
    }

    /** Refuses a pairing whose boards split a team. */
    static void check(EventState state, Pairing p) {
        if (!applies(state)) {
            return;
        }
        Map<String, String> opponentOf = new HashMap<>();
        for (Board b : p.boards()) {
            String white = Teams.teamOf(state, p.round(), b.white());
            String black = Teams.teamOf(state, p.round(), b.black());
            if (white.equals(black)) {
                throw new Refusal(RULE, "game " + b.game() + " pairs " + b.white() + " with " + b.black()
                        + ", partners in team " + white);
            }
            for (String[] side : new String[][] { { white, black }, { black, white } }) {
                String before = opponentOf.putIfAbsent(side[0], side[1]);
                if (before != null && !before.equals(side[1])) {
                    throw new Refusal(RULE, "round " + p.round() + " splits team " + side[0] + ": its players face teams "
                            + before + " and " + side[1] + "; partners play their match together");
                }
            }
        }
    }

    /** Refuses a player joining a team that has already played. */
    static void check(EventState state, Register r) {
        if (!applies(state) || r.team().isEmpty()) {
            return;
        }
        String team = r.team().get();
        boolean played = state.games().values().stream().anyMatch(g -> g.round() > 0
                && (Teams.teamOf(state, g.white()).equals(team) || Teams.teamOf(state, g.black()).equals(team)));
        if (played) {
            throw new Refusal(RULE, "team " + team + " has already played; with fixed pairs " + r.player()
                    + " cannot join it");
        }
    }
}
