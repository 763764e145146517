// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.List;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;

/**
 * The Scheveningen system between two teams: every round the same two teams meet, and the
 * second team's line-up moves one board down each round (its board 1 player goes to the last
 * board), so that over as many rounds as a match has boards each player of one team meets every
 * player of the other. The team match applies the rotation ({@link #rotation}); this engine
 * pairs the teams and alternates which is named first.
 */
public class ScheveningenEngine implements PairingEngine {

    @Override
    public String id() {
        return "scheveningen";
    }

    @Override
    public String description() {
        return "Scheveningen: two teams, each player meets every player of the other team";
    }

    /** How many boards the second team's line-up is turned in round {@code round} of a match on {@code boards} boards. */
    public static int rotation(int round, int boards) {
        return (round - 1) % boards;
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        List<Entrant> playing = request.entrants().stream().filter(Entrant::isPaired).toList();
        if (request.entrants().size() != 2 || playing.size() != 2) {
            throw new PairingException("round " + request.round() + " cannot be paired: a Scheveningen match is between"
                    + " two teams; this field has " + request.entrants().size()
                    + (playing.size() != request.entrants().size() ? " (" + playing.size() + " playing)" : ""));
        }
        boolean firstLeads = request.round() % 2 == 1;
        int white = firstLeads ? 1 : 2;
        int black = firstLeads ? 2 : 1;
        String why = "round " + request.round() + " of the Scheveningen match: the second team's line-up has moved "
                + (request.round() - 1) + " board(s) down, so each player meets a new opponent";
        return new RoundPairing(request.round(), List.of(new RoundPairing.Board(white, black)), List.of(),
                List.of(new RoundPairing.Explanation(List.of(white, black), "", why)));
    }
}
