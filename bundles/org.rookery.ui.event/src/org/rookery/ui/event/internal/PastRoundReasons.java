// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.rookery.engine.event.PastPairings;
import org.rookery.engine.pairing.PairingException;

/**
 * The engine's reasons for a round the Pairings view shows that was not paired in this session:
 * worked out again from the journal ({@link PastPairings}) once, then kept with the session.
 */
final class PastRoundReasons {

    private PastRoundReasons() {
    }

    /** The reasons for {@code round} as the view shows them, or why there are none. */
    static String of(EventSession session, int round) {
        if (session == null) {
            return "";
        }
        try {
            PastPairings.Reasons r = PastPairings.of(session.state(), session.folder().facts(), round,
                    Services.pairingEngines(), OptionalInt.empty());
            List<String> why = new ArrayList<>();
            if (!r.sameAsPublished()) {
                why.add("The published pairing is not the engine's (" + r.difference() + "); the engine's reasons for its own:");
            }
            r.explanations().forEach(x -> why.add(x.text() + (x.rule().isEmpty() ? "" : " [" + x.rule() + "]")));
            session.explained(round, why);
            return String.join("\n", why);
        } catch (PairingException e) {
            return "The engine's reasons for round " + round + " cannot be worked out again: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
