// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.internal;

import java.util.Optional;
import java.util.TreeMap;

import org.rookery.engine.event.EventStages;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.Stage;

/**
 * Which stage of the format an event round belongs to, read from the pairing facts as
 * {@link EventStages} reads them but without the standings (so that fact checks stay cheap):
 * a paired round is in the stage of its pairing, a round not yet paired in the stage being played.
 */
public final class RoundStages {

    private RoundStages() {
    }

    /**
     * The stage a round is played in and the event round that stage began with.
     *
     * @param stage the stage
     * @param firstRound the event round of the stage's round 1
     */
    public record Where(Stage stage, int firstRound) {
        /** The stage's own number for event round {@code round}. */
        public int stageRound(int round) {
            return round - firstRound + 1;
        }
    }

    /**
     * The stage of a round: a round paired already is in the stage of its pairing; a later round
     * in the stage being played ({@code named} when a pairing names its stage).
     */
    public static Where where(EventState state, EventRules event, Optional<String> named, int round) {
        TreeMap<Integer, Where> stages = stages(state, event);
        Where current = stages.isEmpty() ? new Where(event.stages().get(0), 1) : stages.lastEntry().getValue();
        if (stages.containsKey(round)) {
            return stages.get(round);
        }
        if (named.isPresent() && !named.get().equals(current.stage().name())) {
            return event.stage(named.get()).map(s -> new Where(s, round)).orElse(current);
        }
        return current;
    }

    /** Each paired round's stage, as {@link EventStages} reads the pairings. */
    public static TreeMap<Integer, Where> stages(EventState state, EventRules event) {
        TreeMap<Integer, Where> stages = new TreeMap<>();
        Where current = new Where(event.stages().get(0), 1);
        for (Pairing p : state.pairings().values()) {
            if (p.stage().isPresent() && !p.stage().get().equals(current.stage().name())) {
                Optional<Stage> s = event.stage(p.stage().get());
                if (s.isPresent()) {
                    current = new Where(s.get(), p.round());
                }
            }
            stages.put(p.round(), current);
        }
        return stages;
    }
}
