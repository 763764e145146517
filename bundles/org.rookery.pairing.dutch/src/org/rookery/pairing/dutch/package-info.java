// SPDX-License-Identifier: EPL-2.0
/**
 * The FIDE Dutch Swiss pairing system: {@link org.rookery.pairing.dutch.DutchPairingEngine},
 * registered as a {@link org.rookery.engine.pairing.PairingEngine} service with id
 * {@code dutch}, and {@link org.rookery.pairing.dutch.TournamentGenerator}, which plays a
 * reproducible random tournament paired by it.
 */
package org.rookery.pairing.dutch;
