// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch;

import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.pairing.dutch.internal.DutchPairer;

/**
 * The FIDE Dutch system (Handbook C.04.3, 2025 rules) as a {@link PairingEngine} with id
 * {@code dutch}: pairs score group by score group from the top, with the absolute criteria,
 * completion, the quality criteria in order, colour allocation and the pairing-allocated bye,
 * and explains every pair, float and bye.
 */
public final class DutchPairingEngine implements PairingEngine {

    /** The id formats and the command line use. */
    public static final String ID = "dutch";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "FIDE Dutch Swiss system (C.04.3, 2025 rules)";
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        return DutchPairer.pair(request);
    }
}
