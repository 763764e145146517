// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.RoundPairing;

/**
 * The pairing engine's reasons for a round paired earlier, in this session or any other: the
 * reasons are not stored in the journal but worked out again, deterministically, from the facts
 * that were recorded before the round's pairing fact, which is all the engine saw when it paired
 * the round (later corrections of earlier results do not change them). A Swiss whose number of
 * rounds was given only on the command line ({@code pair --rounds N}, no {@code stage-rounds}
 * fact) is paired again for the rounds its stage has been paired for so far. Where the published
 * pairing is not the one the engine gives on those facts (an arbiter's change, a pairing entered
 * by hand), the reasons say so and are those of the engine's own pairing.
 */
public final class PastPairings {

    /**
     * The reasons for one round.
     *
     * @param round the round
     * @param explanations the engine's reason for each pair, float and bye
     * @param sameAsPublished whether the engine pairs the round as it was published
     * @param difference where it differs, in words; empty when it does not
     */
    public record Reasons(int round, List<RoundPairing.Explanation> explanations, boolean sameAsPublished, String difference) {
        public Reasons {
            explanations = List.copyOf(explanations);
        }
    }

    private PastPairings() {
    }

    /**
     * The reasons for {@code round} of the event whose journal holds {@code facts} (in order,
     * numbered from 1) and whose current state is {@code state}.
     *
     * @param rounds the number of rounds the arbiter gave when the stage's format gives none
     * @throws PairingException when the round is not paired, or the engine cannot pair it again
     */
    public static Reasons of(EventState state, List<Fact> facts, int round, PairingEngines engines, OptionalInt rounds)
            throws PairingException {
        Pairing published = state.pairings().get(round);
        if (published == null) {
            throw new PairingException(state.pairings().isEmpty() ? "no round is paired yet"
                    : "round " + round + " is not paired; the paired rounds are " + state.pairings().firstKey() + " to "
                            + state.pairings().lastKey());
        }
        int at = -1;
        for (int i = 0; i < facts.size(); i++) {
            if (facts.get(i).body() instanceof Pairing p && p.round() == round && !state.isUndone(facts.get(i).seq())) {
                at = i;
            }
        }
        if (at < 0) {
            throw new PairingException("round " + round + " was published by a correction; its pairing has no engine's reasons");
        }
        EventState before = EventState.fold(state.format(), state.scorer(), state.bound(), facts.subList(0, at));
        EventPairing.Next again;
        try {
            again = EventPairing.next(before, engines, rounds);
        } catch (RoundsNeeded e) {
            // A Swiss paired with "pair --rounds N" and no stage-rounds fact: the journal does not
            // say N, so take the rounds the stage has been paired for so far (all of them once it
            // is over); the comparison with the published pairing below says whether that holds.
            int paired = (int) state.pairings().values().stream().filter(x -> x.stage().equals(published.stage())).count();
            again = EventPairing.next(before, engines, OptionalInt.of(paired));
        }
        if (again.pairing().round() != round) {
            throw new PairingException("the facts before round " + round + "'s pairing lead the engine to round "
                    + again.pairing().round() + "; it cannot say why round " + round + " was paired so");
        }
        List<String> differences = new ArrayList<>();
        List<FactBody.Board> mine = again.pairing().boards();
        List<FactBody.Board> theirs = published.boards();
        for (int b = 0; b < Math.max(mine.size(), theirs.size()); b++) {
            String m = b < mine.size() ? mine.get(b).white() + "-" + mine.get(b).black() : "none";
            String t = b < theirs.size() ? theirs.get(b).white() + "-" + theirs.get(b).black() : "none";
            if (!m.equals(t)) {
                differences.add("board " + (b + 1) + " is " + t + " as published, " + m + " by the engine");
            }
        }
        if (!again.pairing().byes().equals(published.byes())) {
            differences.add("the byes differ from the engine's");
        }
        return new Reasons(round, again.explanations(), differences.isEmpty(), String.join("; ", differences));
    }
}
