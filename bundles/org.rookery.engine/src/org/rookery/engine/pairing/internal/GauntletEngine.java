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
 * Gauntlet: entrant 1 (the first in the entry order, as a round robin's table numbers) meets
 * entrant 2 in round 1, entrant 3 in round 2 and so on, with colours alternating (White
 * against 2, Black against 3, ...; the other way round where the first colour is Black). The
 * others are not paired in a round where they do not meet entrant 1, as a knockout leaves out
 * the eliminated: no bye is given and none scores. When entrant 1 or the round's opponent is
 * absent, has asked for a bye or has withdrawn, the other one has a bye, as in a round robin.
 */
public class GauntletEngine implements PairingEngine {

    static final String RULE = "gauntlet";

    @Override
    public String id() {
        return "gauntlet";
    }

    @Override
    public String description() {
        return "gauntlet: the first entrant meets each of the others in turn, the others do not meet";
    }

    /** Whether each opponent is met twice, the second cycle with colours reversed. */
    boolean twice() {
        return false;
    }

    /** The rounds of a gauntlet of {@code entrants}: one for each opponent, twice over for a double gauntlet. */
    public static int rounds(int entrants, boolean twice) {
        return Math.max(1, entrants - 1) * (twice ? 2 : 1);
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        int n = request.entrants().size();
        if (n < 2) {
            throw new PairingException("round " + request.round() + " cannot be paired: a gauntlet needs at least 2 entrants, there are " + n);
        }
        int planned = rounds(n, twice());
        if (request.round() < 1 || request.round() > planned) {
            throw new PairingException("round " + request.round() + " cannot be paired: a " + (twice() ? "double " : "")
                    + "gauntlet of " + n + " entrants has " + planned + " rounds");
        }
        int turn = (request.round() - 1) % (n - 1) + 1;
        boolean secondCycle = request.round() > n - 1;
        int opponent = turn + 1;
        // entrant 1 has the first colour against the odd opponents of the first cycle
        boolean firstWhite = (turn % 2 == 1) != secondCycle;
        if (!request.options().firstColourWhite()) {
            firstWhite = !firstWhite;
        }
        int white = firstWhite ? 1 : opponent;
        int black = firstWhite ? opponent : 1;
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        List<Explanation> why = new ArrayList<>();
        String rule = RULE + " of " + n + ", opponent " + turn + " of " + (n - 1) + (secondCycle ? ", colours reversed" : "");
        Entrant first = request.entrant(1);
        Entrant other = request.entrant(opponent);
        for (Entrant e : List.of(first, other)) {
            switch (e.availability()) {
                case REQUESTED_BYE -> byes.add(new Bye(e.id(), ByeKind.REQUESTED));
                case ABSENT -> byes.add(new Bye(e.id(), ByeKind.ABSENT));
                default -> { }
            }
        }
        if (first.isPaired() && other.isPaired()) {
            boards.add(new Board(white, black));
            why.add(new Explanation(List.of(white, black), rule, RoundRobinEngine.name(request, white) + " v "
                    + RoundRobinEngine.name(request, black) + ": " + RoundRobinEngine.name(request, 1)
                    + " meets each of the others in turn"));
        } else if (first.isPaired() || other.isPaired()) {
            Entrant in = first.isPaired() ? first : other;
            Entrant out = first.isPaired() ? other : first;
            byes.add(new Bye(in.id(), ByeKind.PAIRING_ALLOCATED));
            why.add(new Explanation(List.of(in.id()), rule, RoundRobinEngine.name(request, in.id())
                    + "'s scheduled opponent " + RoundRobinEngine.name(request, out.id()) + " is "
                    + out.availability().name().toLowerCase().replace('_', ' ')));
        }
        return new RoundPairing(request.round(), boards, byes, why);
    }
}
