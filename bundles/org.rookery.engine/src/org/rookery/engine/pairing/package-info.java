// SPDX-License-Identifier: EPL-2.0
/**
 * Pairing the next round of an event. A {@link org.rookery.engine.pairing.PairingEngine} takes
 * the field with every entrant's history ({@link org.rookery.engine.pairing.PairingRequest}) and
 * returns the boards, byes and the reason for each decision
 * ({@link org.rookery.engine.pairing.RoundPairing}). The request carries what a TRF file
 * carries, so an engine can pair an event of the workbench and a TRF file alike.
 */
package org.rookery.engine.pairing;
