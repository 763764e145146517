// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;

/**
 * The McMahon system: a Swiss by score groups in which every player starts with a McMahon score
 * (none at or below the floor, one more for each grade above it, the same for everyone at or
 * above the bar), so that strong players meet each other from round 1. The start scores count
 * for pairing only; the caller computes them from the stage's bar and floor
 * ({@link PairingRequest.Options#startScores()}).
 */
public class McMahonEngine extends SwissEngine {

    @Override
    public String id() {
        return "mcmahon";
    }

    @Override
    public String description() {
        return "McMahon: Swiss by score groups from start scores set by the bar and floor";
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        if (request.options().startScores().size() != request.entrants().size()) {
            throw new PairingException("round " + request.round() + " cannot be paired by McMahon: the stage gives no"
                    + " start scores (a bar and a floor) for its " + request.entrants().size() + " players");
        }
        return super.pair(request);
    }

    @Override
    protected double startScore(PairingRequest request, int id) {
        return request.options().startScores().get(id - 1).doubleValue();
    }
}
