// SPDX-License-Identifier: EPL-2.0
/**
 * Pairing the next round of an event. A {@link org.rookery.engine.pairing.PairingEngine} takes
 * the field with every entrant's history ({@link org.rookery.engine.pairing.PairingRequest}) and
 * returns the boards, byes and the reason for each decision
 * ({@link org.rookery.engine.pairing.RoundPairing}). The request carries what a TRF file
 * carries, so an engine can pair an event of the workbench and a TRF file alike.
 *
 * <p>Usage: find an engine by id with {@link org.rookery.engine.pairing.PairingEngines}
 * (in OSGi, get the {@code PairingEngines} service; outside, {@code PairingEngines.fromServiceLoader()}),
 * the id of a stage's system with {@code PairingEngines.idFor(stage.systemFor(n), stage.furigoma())}:
 * <pre>{@code
 * PairingEngine engine = PairingEngines.fromServiceLoader().get("swiss");
 * RoundPairing pairing = engine.pair(new PairingRequest(round, rounds, entrants, options));
 * }</pre>
 * Built in: {@code swiss} (FESA score groups), {@code swiss-furigoma}, {@code round-robin},
 * {@code double-round-robin} (Berger tables), {@code knockout}, {@code gauntlet} and
 * {@code double-gauntlet} (the first entrant against each of the others). The entrants with their history
 * and scores come most easily from {@link org.rookery.engine.standings.Crosstable#entrants}.
 * The colour rules every Swiss engine allocates by (FIDE C.04.3 A.6, E.1-E.5) are in
 * {@code org.rookery.engine.pairing.colour}.
 */
package org.rookery.engine.pairing;
