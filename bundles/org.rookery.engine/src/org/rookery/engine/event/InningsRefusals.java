// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.Optional;

import org.rookery.engine.format.InningsRules;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.refusal.Refusal;

/**
 * The innings rules a fact must keep. A game's end must be one the format can score (the game
 * scorer refuses a forbidden resignation, a captured king, a piece the variant does not have, a
 * flag fall whose clocks contradict it), before the result is written rather than when the
 * scorecard is printed.
 */
final class InningsRefusals {

    private InningsRefusals() {
    }

    /** Refuses {@code body} if the innings rules do not allow it after {@code state}. */
    static void check(EventState state, FactBody body) {
        Optional<InningsRules> rules = state.format().innings();
        Optional<GameScorer> scorer = state.scorer();
        if (rules.isEmpty() || scorer.isEmpty()) {
            return;
        }
        Optional<GameRecord.End> end = EventState.endOf(body, state.factCount() + 1);
        if (end.isPresent()) {
            GameRecord g = state.games().get(gameOf(body));
            if (g != null) {
                try {
                    scorer.get().score(InningsCard.report(g.withEnd(end.get()), InningsCard.scoringSide(rules.get())));
                } catch (IllegalArgumentException e) {
                    throw new Refusal("a result the format can score", "game " + g.id() + ": " + e.getMessage());
                }
            }
        }
    }

    private static String gameOf(FactBody body) {
        return switch (body) {
            case FactBody.Result r -> r.game();
            case FactBody.FlagFall f -> f.game();
            case FactBody.Declaration d -> d.game();
            default -> "";
        };
    }
}
