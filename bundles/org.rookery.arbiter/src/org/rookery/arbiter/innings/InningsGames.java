// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.innings;

import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.innings.InningsCard;
import org.rookery.rules.Color;

/**
 * The next game of an innings as every shell records it: its id, and which player takes which
 * colour. The workbench's scorecard and the command line ask here instead of working it out.
 */
public final class InningsGames {

    private InningsGames() {
    }

    /** The id the next game of an innings is recorded as: {@code iINNINGS.N}, N the first number not yet used. */
    public static String nextGameId(EventState state, InningsCard card) {
        int n = card.games().size() + 1;
        while (state.games().containsKey(id(card, n))) {
            n++;
        }
        return id(card, n);
    }

    private static String id(InningsCard card, int n) {
        return "i" + card.number() + "." + n;
    }

    /** The colour the scoring (batting) side plays under the event's format. */
    public static Color scoringSide(EventState state) {
        return state.format().innings().orElseThrow(() -> new IllegalArgumentException(
                "format " + state.format().name() + " has no innings")).scoringColour();
    }

    /**
     * The start of the next game of an innings between a scoring and a stopping player, each on
     * the colour the format gives his side, with the next free id.
     *
     * @param override the arbiter's reason for letting a player outside the rotation limits play
     * @throws IllegalArgumentException if the format has no innings
     */
    public static FactBody.GameStart start(EventState state, InningsCard card, String scoring, String stopping,
            Optional<String> override) {
        String id = nextGameId(state, card);
        return scoringSide(state) == Color.WHITE ? new FactBody.GameStart(id, scoring, stopping, card.number(), override)
                : new FactBody.GameStart(id, stopping, scoring, card.number(), override);
    }
}
