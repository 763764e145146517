// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;

import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.Stage;
import org.rookery.engine.stage.StagePlan;
import org.rookery.engine.standings.Standings;

/**
 * Where an event stands in its format's stages, from its pairing facts: the stages begun, each
 * with its first and last round so far and its field. The first stage's field is every
 * registered player (in a team event, every team); a later stage begins with the first pairing that names it, and its
 * field is the qualifiers ({@link StagePlan#qualifiers}) from the standings of the stage before
 * over that stage's rounds only, in the order they finished. A pairing without a stage (every
 * journal written before stages were recorded) belongs to the stage of the pairing before it,
 * the first stage at the start.
 */
public final class EventStages {

    private EventStages() {
    }

    /**
     * One stage as far as it has been played.
     *
     * @param index the stage's position in the format, from 0
     * @param stage the stage as the format declares it
     * @param firstRound the event round the stage began with
     * @param lastRound the last event round paired in the stage ({@code firstRound - 1} before its first pairing)
     * @param players the stage's field, its seeding order
     */
    public record Begun(int index, Stage stage, int firstRound, int lastRound, List<String> players) {
        public Begun {
            players = List.copyOf(players);
        }

        /** The rounds of the stage paired so far. */
        public int roundsPaired() {
            return lastRound - firstRound + 1;
        }

        /** The stage's field and results over its own rounds, its first round numbered 1. */
        public EventField field(EventState state) {
            return EventField.upTo(state, players, firstRound, Integer.MAX_VALUE);
        }

        /**
         * The stage's field and results over its own rounds only, its first round numbered 1: a
         * stage that is over leaves out the rounds of the stages after it, where some of its
         * players met again.
         */
        public EventField ownRounds(EventState state) {
            // before the stage's first pairing its range is that round alone, which holds no game yet
            return EventField.upTo(state, players, firstRound, Math.max(firstRound, lastRound));
        }

        /** The stage's standings over its own rounds ({@link #ownRounds}). */
        public Standings standings(EventState state) {
            return ownRounds(state).standings(state);
        }
    }

    /** The stages begun, in order; the first is always there (it may have no round yet). */
    public static List<Begun> of(EventState state) {
        EventRules event = state.format().event().orElseThrow(() -> new IllegalArgumentException("format "
                + state.format().name() + " has no event section"));
        List<Begun> begun = new ArrayList<>();
        List<String> field = EventField.of(state).players();
        int index = 0;
        int first = 1;
        NavigableMap<Integer, Pairing> pairings = state.pairings();
        for (Map.Entry<Integer, Pairing> e : pairings.entrySet()) {
            Optional<String> named = e.getValue().stage();
            if (named.isEmpty() || named.get().equals(event.stages().get(index).name())) {
                continue;
            }
            int next = indexOf(event, named.get());
            if (next <= index) {
                throw new IllegalArgumentException("round " + e.getKey() + " is paired for stage " + named.get()
                        + ", which comes before stage " + event.stages().get(index).name());
            }
            Begun done = new Begun(index, event.stages().get(index), first, e.getKey() - 1, field);
            begun.add(done);
            field = qualifiers(state, done, event.stages().get(next));
            index = next;
            first = e.getKey();
        }
        int last = pairings.isEmpty() ? 0 : pairings.lastKey();
        begun.add(new Begun(index, event.stages().get(index), first, Math.max(first - 1, last), field));
        return begun;
    }

    /** The players who go on from {@code done} to {@code next}, in the order they finished. */
    public static List<String> qualifiers(EventState state, Begun done, Stage next) {
        EventField field = EventField.upTo(state, done.players(), done.firstRound(), done.lastRound());
        Standings standings = field.standings(state);
        int count = StagePlan.qualifiers(next, done.players().size());
        List<String> players = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            players.add(field.player(standings.rows().get(i).participant().id()));
        }
        return players;
    }

    /** The position of the stage called {@code name}. */
    public static int indexOf(EventRules event, String name) {
        for (int i = 0; i < event.stages().size(); i++) {
            if (event.stages().get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("the format has no stage " + name + "; its stages: "
                + event.stages().stream().map(Stage::name).toList());
    }
}
