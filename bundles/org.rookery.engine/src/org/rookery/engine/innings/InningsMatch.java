// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.innings.internal.MatchModel;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.VariantRegistry;

/**
 * An innings match (G20 style) as an immutable state: {@link #apply} returns the state after one
 * more {@link InningsAction}, or refuses the action with the rule's name and leaves this state as it
 * is. The state is a deterministic fold of its actions, so {@link #replay} rebuilds it from a
 * journal. Everything it knows comes from the compiled format's innings, team and scoring records.
 */
public final class InningsMatch {

    private final MatchModel model;
    private final List<InningsAction> actions;

    private InningsMatch(MatchModel model, List<InningsAction> actions) {
        this.model = model;
        this.actions = actions;
    }

    /**
     * A match of a format about to begin, its games scored on the rules the registry's variant gives.
     *
     * @throws IllegalArgumentException if the format has no innings or scoring section, or its game
     *         cannot be bound to an installed variant
     */
    public static InningsMatch start(CompiledFormat format, VariantRegistry registry) {
        return start(format, GameScorer.of(format, GameBridge.bind(format, registry)));
    }

    /** A match of a format about to begin, scored by {@code scorer}. */
    public static InningsMatch start(CompiledFormat format, GameScorer scorer) {
        return new InningsMatch(new MatchModel(Objects.requireNonNull(format, "format"),
                Objects.requireNonNull(scorer, "scorer")), List.of());
    }

    /**
     * The match after these actions, in order.
     *
     * @throws Refusal if one is refused; its message starts with the action's position (1-based)
     */
    public static InningsMatch replay(CompiledFormat format, GameScorer scorer, List<InningsAction> actions) {
        InningsMatch match = start(format, scorer);
        int i = 0;
        for (InningsAction a : actions) {
            i++;
            try {
                match = match.apply(a);
            } catch (Refusal r) {
                Refusal at = new Refusal(r.rule(), "action " + i + " (" + a + "): " + r.getMessage());
                at.initCause(r);
                throw at;
            }
        }
        return match;
    }

    /**
     * The match after one more action.
     *
     * @throws Refusal naming the rule if the format does not allow the action now
     */
    public InningsMatch apply(InningsAction action) {
        Objects.requireNonNull(action, "action");
        MatchModel next = model.copy();
        next.apply(action);
        List<InningsAction> all = new ArrayList<>(actions);
        all.add(action);
        return new InningsMatch(next, List.copyOf(all));
    }

    /** The actions this state is the fold of. */
    public List<InningsAction> actions() {
        return actions;
    }

    /** What the match waits for. */
    public Phase phase() {
        return model.phase();
    }

    /** What the match waits for, in words for the arbiter. */
    public String due() {
        return model.due();
    }

    /** The two teams, in order of registration. */
    public List<String> teams() {
        return model.teamNames();
    }

    /** Each team's registered players. */
    public Map<String, List<String>> registered() {
        return model.registered();
    }

    /** Each team's playing members. */
    public Map<String, List<String>> squads() {
        return model.squads();
    }

    /** Each team's captain. */
    public Map<String, String> captains() {
        return model.captains();
    }

    /** The winner of the latest toss. */
    public Optional<String> tossWinner() {
        return model.tossWinner();
    }

    /** The team that bats first in the regular innings, once the toss is chosen. */
    public Optional<String> battingFirst() {
        return model.battingFirst();
    }

    /** Every innings begun so far, in order, with its scorecard. */
    public List<InningsCard> innings() {
        return model.cards();
    }

    /** The innings in progress. */
    public Optional<InningsCard> currentInnings() {
        List<InningsCard> all = innings();
        return all.isEmpty() || all.get(all.size() - 1).complete() ? Optional.empty()
                : Optional.of(all.get(all.size() - 1));
    }

    /** Each team's total over the regular innings. */
    public Map<String, BigDecimal> totals() {
        return model.totals();
    }

    /** Each golden round's totals, including one in progress. */
    public List<Map<String, BigDecimal>> goldenRounds() {
        return model.goldenTotals();
    }

    /** The scoring player of the next game or of the game in play. */
    public Optional<String> scoringPlayer() {
        return model.scoringPlayer();
    }

    /** The scoring players who may come in next (more than one only under the good-game exception). */
    public List<String> scoringCandidates() {
        return model.scoringCandidates();
    }

    /** The stopping players the captain may choose now within the rotation limits. */
    public List<String> eligibleStoppingPlayers() {
        return model.eligibleStoppingPlayers();
    }

    /**
     * The stopping players within the rotation limits whose choice now would make a full innings
     * impossible to stop while another choice keeps it possible: choosing one is refused (rule
     * {@code stopping rotation can complete the innings}) unless the arbiter overrides it.
     */
    public List<String> deadEndStoppingPlayers() {
        return model.deadEndStoppingPlayers();
    }

    /** Why choosing one of {@link #deadEndStoppingPlayers()} now would leave the innings unfillable. */
    public String deadEndReason(String player) {
        return model.deadEndReason(player);
    }

    /** Warnings for the arbiter, e.g. a rotation that can no longer be completed. */
    public List<InningsWarning> warnings() {
        return model.warnings();
    }

    /** The result, once the match is over. */
    public Optional<MatchResult> result() {
        return model.result();
    }
}
