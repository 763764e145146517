// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.EventPlan.MatchFormat;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.MatchScore;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundPairing.Board;
import org.rookery.engine.pairing.RoundPairing.Bye;
import org.rookery.engine.pairing.RoundPairing.ByeKind;
import org.rookery.engine.pairing.RoundPairing.Explanation;
import org.rookery.engine.pairing.RoundRecord;

/**
 * A knockout whose pairings are matches ({@code match best of 3 sets of 2 games}): the bracket
 * of {@link KnockoutEngine}, but two entrants who meet play one game a round until
 * {@link MatchScore} decides their match, colours alternating (the higher seed has White first);
 * the winner goes on to meet the winner of the neighbouring match once that is decided too, and
 * waits for it meanwhile. A withdrawn entrant's opponent goes through. The top seeds' first-round
 * byes of a short field are recorded in round 1, as in a knockout of single games.
 */
public class MatchKnockoutEngine implements PairingEngine {

    /** Marks a bracket slot whose match is still being played. */
    private static final int UNDECIDED = -1;

    private final MatchFormat format;

    /** A knockout of matches in {@code format}. */
    public MatchKnockoutEngine(MatchFormat format) {
        this.format = format;
    }

    @Override
    public String id() {
        return "knockout";
    }

    @Override
    public String description() {
        return "knockout of matches: best of " + format.bestOf() + (format.gamesPerSet() == 1 ? " games"
                : " sets of " + format.gamesPerSet() + " games");
    }

    /** The entrant who has won the whole knockout, once its last match is decided. */
    public Optional<Integer> champion(PairingRequest request) {
        int winner = resolve(request, new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        return winner > 0 ? Optional.of(winner) : Optional.empty();
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        List<Explanation> why = new ArrayList<>();
        int winner = resolve(request, boards, byes, why);
        if (winner > 0) {
            throw new PairingException("round " + request.round() + " cannot be paired: the knockout is over, "
                    + RoundRobinEngine.name(request, winner) + " won it");
        }
        if (boards.isEmpty()) {
            throw new PairingException("round " + request.round() + " cannot be paired: no match of the knockout has"
                    + " both its players here");
        }
        return new RoundPairing(request.round(), boards, byes, why);
    }

    /**
     * Walks the bracket from the first matches up, deciding each match from the games its two
     * entrants have played against each other; adds a board for each match still being played.
     *
     * @return the champion, 0 when there is none yet
     */
    private int resolve(PairingRequest request, List<Board> boards, List<Bye> byes, List<Explanation> why) {
        int n = request.entrants().size();
        int slots = 1 << KnockoutEngine.rounds(n);
        List<Integer> level = new ArrayList<>();
        for (int seed : KnockoutEngine.bracket(Math.max(2, slots))) {
            level.add(seed <= n && request.entrant(seed).availability() != Entrant.Availability.WITHDRAWN ? seed : 0);
        }
        boolean first = true;
        while (level.size() > 1) {
            List<Integer> next = new ArrayList<>();
            for (int i = 0; i < level.size(); i += 2) {
                int a = level.get(i);
                int b = level.get(i + 1);
                if (a == UNDECIDED || b == UNDECIDED) {
                    next.add(UNDECIDED);
                } else if (a == 0 || b == 0) {
                    int in = Math.max(a, b);
                    next.add(in);
                    if (first && in > 0 && request.round() == 1) {
                        byes.add(new Bye(in, ByeKind.PAIRING_ALLOCATED));
                        why.add(new Explanation(List.of(in), "knockout bracket", RoundRobinEngine.name(request, in)
                                + " has a bye: the bracket of " + slots + " has an empty slot"));
                    }
                } else {
                    next.add(match(request, a, b, boards, why));
                }
            }
            level = next;
            first = false;
        }
        return Math.max(0, level.get(0));
    }

    /** The winner of the match between {@code a} and {@code b}, or UNDECIDED with its next game added. */
    private int match(PairingRequest request, int a, int b, List<Board> boards, List<Explanation> why) {
        int high = Math.min(a, b);
        int low = Math.max(a, b);
        List<org.rookery.engine.pairing.RoundResult> results = new ArrayList<>();
        for (RoundRecord r : request.entrant(high).history()) {
            if (r.opponent() == low) {
                results.add(r.result());
            }
        }
        MatchScore score = MatchScore.of(format, results);
        if (score.decided()) {
            return score.winner().get() == MatchScore.Side.FIRST ? high : low;
        }
        if (request.entrant(high).isPaired() && request.entrant(low).isPaired()) {
            boolean highWhite = (results.size() % 2 == 0) == request.options().firstColourWhite();
            boards.add(highWhite ? new Board(high, low) : new Board(low, high));
            why.add(new Explanation(List.of(high, low), "knockout match", "game " + (results.size() + 1) + " of the match "
                    + RoundRobinEngine.name(request, high) + " v " + RoundRobinEngine.name(request, low) + " ("
                    + score.text() + "), colours alternating"));
        }
        return UNDECIDED;
    }
}
