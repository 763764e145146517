// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundPairing.Board;
import org.rookery.engine.pairing.RoundPairing.Bye;
import org.rookery.engine.pairing.RoundPairing.ByeKind;
import org.rookery.engine.pairing.RoundPairing.Explanation;

/**
 * Round robin by the Berger tables: the entrant ids are the table numbers. Rounds past one
 * cycle start the table again with colours reversed, so a stage with more rounds than a cycle
 * (six rounds for four teams) still pairs. An entrant who is absent, asked for a bye or has
 * withdrawn keeps his table number, and his scheduled opponent has a bye.
 */
public class RoundRobinEngine implements PairingEngine {

    static final String RULE = "Berger tables (FIDE C.05 Annex 1)";

    @Override
    public String id() {
        return "round-robin";
    }

    @Override
    public String description() {
        return "round robin: everyone meets everyone once, by the Berger tables";
    }

    /** The number of rounds a full event of this engine has for {@code entrants}. */
    public int plannedRounds(int entrants) {
        return BergerTable.rounds(entrants);
    }

    /** The table round and whether colours are reversed, for event round {@code round}. */
    int[] tableRound(int round, int cycleRounds) {
        int cycle = (round - 1) / cycleRounds;
        return new int[] {(round - 1) % cycleRounds + 1, cycle % 2};
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        int n = request.entrants().size();
        if (n < 2) {
            throw new PairingException("round " + request.round() + " cannot be paired: a round robin needs at least 2 entrants, there are " + n);
        }
        int cycleRounds = BergerTable.rounds(n);
        int[] where = tableRound(request.round(), cycleRounds);
        boolean reversed = (where[1] == 1) != !request.options().firstColourWhite();
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        List<Explanation> why = new ArrayList<>();
        String rule = RULE + ", table of " + BergerTable.size(n) + ", round " + where[0] + (where[1] == 1 ? ", colours reversed" : "");
        for (Entrant e : request.entrants()) {
            switch (e.availability()) {
                case REQUESTED_BYE -> byes.add(new Bye(e.id(), ByeKind.REQUESTED));
                case ABSENT -> byes.add(new Bye(e.id(), ByeKind.ABSENT));
                default -> { }
            }
        }
        for (int[] pair : BergerTable.round(n, where[0])) {
            int white = reversed ? pair[1] : pair[0];
            int black = reversed ? pair[0] : pair[1];
            boolean whiteIn = white <= n && request.entrant(white).isPaired();
            boolean blackIn = black <= n && request.entrant(black).isPaired();
            if (whiteIn && blackIn) {
                boards.add(new Board(white, black));
                why.add(new Explanation(List.of(white, black), rule, name(request, white) + " v " + name(request, black) + " as the table says"));
            } else if (whiteIn || blackIn) {
                int in = whiteIn ? white : black;
                int out = whiteIn ? black : white;
                byes.add(new Bye(in, ByeKind.PAIRING_ALLOCATED));
                String reason = out > n ? "the table gives " + name(request, in) + " the odd field's bye this round"
                        : name(request, in) + "'s scheduled opponent " + name(request, out) + " is "
                                + request.entrant(out).availability().name().toLowerCase().replace('_', ' ');
                why.add(new Explanation(List.of(in), rule, reason));
            }
        }
        return new RoundPairing(request.round(), boards, byes, why);
    }

    static String name(PairingRequest request, int id) {
        Entrant e = request.entrant(id);
        return e.name().isEmpty() ? "#" + id : e.name() + " (" + id + ")";
    }
}
