// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;

/**
 * One stage in progress: its plan, engine and crosstable, and the pairing of its next round
 * from the table. What the event journal and the simulation both need to move a stage on.
 */
public final class StageRun {

    private final StagePlan plan;
    private final PairingEngine engine;
    private final Crosstable table;
    private final List<BigDecimal> startScores;

    /** A stage about to start with {@code field} (ids 1..n in seeding order). */
    public StageRun(StagePlan plan, PairingEngine engine, List<Participant> field, PointRules rules) {
        this(plan, engine, field, rules, List.of());
    }

    /**
     * A stage about to start with {@code field}, its players starting on {@code startScores}
     * for pairing (McMahon; see {@link McMahonStart}), empty for none.
     */
    public StageRun(StagePlan plan, PairingEngine engine, List<Participant> field, PointRules rules,
            List<BigDecimal> startScores) {
        this.plan = plan;
        this.engine = engine;
        this.table = new Crosstable(field, rules);
        this.startScores = List.copyOf(startScores);
        // McMahon: the start scores steer the pairing and count in the standings
        table.startScores(this.startScores);
    }

    public StagePlan plan() {
        return plan;
    }

    public PairingEngine engine() {
        return engine;
    }

    public Crosstable table() {
        return table;
    }

    /** The pairing options the stage's format settings give. */
    public PairingRequest.Options options() {
        BigDecimal bye = table.rules().pairingBye();
        return new PairingRequest.Options(bye, plan.stage().rematchesAllowed(), plan.stage().details().acceleratedRounds(),
                true, startScores);
    }

    /**
     * Pairs round {@code round} of the stage from the results recorded so far.
     *
     * @param availability who is not simply playing this round
     */
    public RoundPairing pair(int round, Map<Integer, Entrant.Availability> availability) throws PairingException {
        int planned = Math.max(round, plan.rounds());
        return engine.pair(new PairingRequest(round, planned, table.entrants(round, availability), options()));
    }

    /**
     * Records every bye of a pairing in the table: a pairing bye, a requested bye worth what the
     * stage says (a draw where it says nothing), nothing for an absence.
     */
    public void recordByes(RoundPairing pairing) {
        for (RoundPairing.Bye b : pairing.byes()) {
            switch (b.kind()) {
                case PAIRING_ALLOCATED -> table.recordBye(pairing.round(), b.entrant(), RoundResult.PAIRING_BYE);
                case REQUESTED -> table.recordRequestedBye(pairing.round(), b.entrant(), plan.stage().details()
                        .requestedByes().map(r -> r.worth()).orElse(table.rules().ranking().draw()));
                case ABSENT -> table.recordBye(pairing.round(), b.entrant(), RoundResult.ZERO_POINT_BYE);
            }
        }
    }

    /** Whether games of this stage must be decisive (a knockout). */
    public boolean decisive() {
        return plan.system() == PairingSystem.KNOCKOUT;
    }
}
