// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.PastPairings;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.serve.EventView;

/**
 * The pairing engine's reasons for a round, as {@code rookery pair --explain --round N} prints
 * them ({@link PastPairings}), in a details element of the pairings page that opens without
 * script. A round's reasons depend only on the facts recorded before its pairing, so they are
 * worked out once per published pairing and kept: a new result does not make them again.
 */
final class Reasons {

    private record Key(String event, int round) {
    }

    private record Known(FactBody.Pairing pairing, String html) {
    }

    private final Messages m;
    private final Optional<PairingEngines> engines;
    private final Map<Key, Known> known = new ConcurrentHashMap<>();

    Reasons(Messages m, Optional<PairingEngines> engines) {
        this.m = m;
        this.engines = Objects.requireNonNull(engines);
    }

    /** Appends round {@code round}'s reasons; nothing when the server has no pairing engines or the view no facts. */
    void html(StringBuilder s, String event, EventView view, int round) {
        if (engines.isEmpty() || view.facts().isEmpty()) {
            return;
        }
        FactBody.Pairing pairing = view.state().pairings().get(round);
        if (pairing == null) {
            return;
        }
        Key key = new Key(event, round);
        Known k = known.get(key);
        if (k == null || !k.pairing().equals(pairing)) {
            k = new Known(pairing, make(view, round));
            if (known.size() > 1000) {
                known.clear();
            }
            known.put(key, k);
        }
        s.append(k.html());
    }

    private String make(EventView view, int round) {
        StringBuilder s = new StringBuilder();
        s.append("<details class=\"reasons\">\n<summary>").append(Html.text(m.get("reasons.summary"))).append("</summary>\n");
        EventState state = view.state();
        try {
            PastPairings.Reasons r = PastPairings.of(state, view.facts(), round, engines.get(), OptionalInt.empty());
            if (!r.sameAsPublished()) {
                s.append("<p class=\"warning\">").append(Html.text(m.get("reasons.differ", r.difference()))).append("</p>\n");
            }
            if (r.explanations().isEmpty()) {
                s.append("<p>").append(Html.text(m.get("reasons.none"))).append("</p>\n");
            } else {
                s.append("<ul>\n");
                for (RoundPairing.Explanation x : r.explanations()) {
                    s.append("<li>").append(Html.text(x.text()));
                    if (!x.rule().isEmpty()) {
                        s.append(" <span class=\"note\">[").append(Html.text(x.rule())).append("]</span>");
                    }
                    s.append("</li>\n");
                }
                s.append("</ul>\n");
            }
        } catch (PairingException | RuntimeException e) {
            s.append("<p>").append(Html.text(m.get("reasons.cannot", e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage()))).append("</p>\n");
        }
        s.append("</details>\n");
        return s.toString();
    }
}
