// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundPairing.Board;
import org.rookery.engine.pairing.RoundPairing.Bye;
import org.rookery.engine.pairing.RoundPairing.ByeKind;
import org.rookery.engine.pairing.RoundPairing.Explanation;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;

/**
 * Knockout by seeded bracket: the ids are the seeds, the bracket has the next power of two
 * slots in the usual order (1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight), and the top seeds take the
 * byes of a short field. A loss, a forfeit loss, an absence or withdrawal eliminates. Two
 * survivors of one drawn game are neighbours in the bracket again, so they are paired again
 * with colours swapped: a knockout game is replayed until it is decisive.
 */
public class KnockoutEngine implements PairingEngine {

    private static final Set<RoundResult> ELIMINATING = EnumSet.of(RoundResult.LOSS, RoundResult.FORFEIT_LOSS,
            RoundResult.UNRATED_LOSS, RoundResult.ZERO_POINT_BYE);

    @Override
    public String id() {
        return "knockout";
    }

    @Override
    public String description() {
        return "knockout: a seeded bracket, the loser of each game leaves";
    }

    /** The rounds of a knockout for {@code entrants} when every game is decisive. */
    public static int rounds(int entrants) {
        int rounds = 0;
        for (int slots = 1; slots < entrants; slots *= 2) {
            rounds++;
        }
        return Math.max(1, rounds);
    }

    /** The seeds in bracket order for {@code slots} (a power of two). */
    static List<Integer> bracket(int slots) {
        List<Integer> order = new ArrayList<>(List.of(1));
        for (int size = 2; size <= slots; size *= 2) {
            List<Integer> next = new ArrayList<>();
            for (int seed : order) {
                next.add(seed);
                next.add(size + 1 - seed);
            }
            order = next;
        }
        return order;
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        int n = request.entrants().size();
        int slots = 1 << rounds(n);
        List<Integer> alive = new ArrayList<>();
        for (int seed : bracket(Math.max(2, slots))) {
            if (seed <= n && !eliminated(request.entrant(seed))) {
                alive.add(seed);
            } else if (seed > n && request.round() == 1) {
                alive.add(0);
            }
        }
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        List<Explanation> why = new ArrayList<>();
        if (alive.stream().filter(s -> s > 0).count() < 2) {
            throw new PairingException("round " + request.round() + " cannot be paired: the knockout is over, "
                    + alive.stream().filter(s -> s > 0).count() + " entrant left");
        }
        for (int i = 0; i < alive.size(); i += 2) {
            int a = alive.get(i);
            int b = i + 1 < alive.size() ? alive.get(i + 1) : 0;
            boolean aIn = a > 0 && request.entrant(a).isPaired();
            boolean bIn = b > 0 && request.entrant(b).isPaired();
            if (aIn && bIn) {
                Board board = colours(request, a, b);
                boards.add(board);
                boolean replay = lastOpponent(request.entrant(a)) == b;
                why.add(new Explanation(List.of(a, b), "knockout bracket",
                        replay ? "replay with colours swapped: their last game was drawn"
                                : "seeds " + a + " and " + b + " meet in the bracket"));
            } else if (aIn || bIn) {
                int in = aIn ? a : b;
                int out = aIn ? b : a;
                byes.add(new Bye(in, ByeKind.PAIRING_ALLOCATED));
                why.add(new Explanation(List.of(in), "knockout bracket", out == 0
                        ? RoundRobinEngine.name(request, in) + " has a bye: the bracket of " + slots + " has an empty slot"
                        : RoundRobinEngine.name(request, in) + " goes through: " + RoundRobinEngine.name(request, out) + " is not playing"));
            }
        }
        for (Entrant e : request.entrants()) {
            if (!eliminated(e) && e.availability() == Entrant.Availability.REQUESTED_BYE) {
                byes.add(new Bye(e.id(), ByeKind.REQUESTED));
            } else if (!eliminated(e) && e.availability() == Entrant.Availability.ABSENT) {
                byes.add(new Bye(e.id(), ByeKind.ABSENT));
            }
        }
        return new RoundPairing(request.round(), boards, byes, why);
    }

    private static boolean eliminated(Entrant e) {
        return e.availability() == Entrant.Availability.WITHDRAWN
                || e.history().stream().anyMatch(r -> ELIMINATING.contains(r.result()));
    }

    private static int lastOpponent(Entrant e) {
        return e.history().isEmpty() ? -1 : e.history().get(e.history().size() - 1).opponent();
    }

    private static Board colours(PairingRequest request, int a, int b) {
        Entrant ea = request.entrant(a);
        if (lastOpponent(ea) == b) {
            Side last = ea.history().get(ea.history().size() - 1).side();
            return last == Side.WHITE ? new Board(b, a) : new Board(a, b);
        }
        long wa = whites(ea);
        long wb = whites(request.entrant(b));
        if (wa != wb) {
            return wa < wb ? new Board(a, b) : new Board(b, a);
        }
        int high = Math.min(a, b);
        int low = Math.max(a, b);
        return request.options().firstColourWhite() ? new Board(high, low) : new Board(low, high);
    }

    private static long whites(Entrant e) {
        return e.history().stream().map(RoundRecord::side).filter(s -> s == Side.WHITE).count();
    }
}
