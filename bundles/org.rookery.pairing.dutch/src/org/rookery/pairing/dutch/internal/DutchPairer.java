// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.Side;

/**
 * Pairs one round by the FIDE Dutch system, bracket by bracket from the top score down.
 *
 * <p>For each bracket (the players moved down from above plus the resident score group) one
 * maximum-weight matching runs over every player not yet paired, plus a bye vertex when the
 * number is odd. Every edge weight encodes, most significant first: that the whole round can be
 * completed (C.4), the pairs in the bracket (C.5), the scores of the paired moved-down players
 * (C.6), the pairs and scores of the next bracket (C.7), the colour criteria (C.8-C.11), the
 * float criteria (C.12-C.19) and finally the order in which the rules generate candidates
 * (S1 against S2 transpositions, then exchanges). Only the bracket's own pairs are kept; who is
 * left over moves down. The absolute criteria (C.1-C.3) decide which edges exist.
 *
 * <p>Scores here are pairing scores: with Baku acceleration ({@link Acceleration}) group A's
 * virtual points are already in {@link PlayerState#score()}.
 */
public final class DutchPairer {

    private static final boolean DEBUG = Boolean.getBoolean("rookery.dutch.debug");

    private final PairingRequest request;
    private final List<PlayerState> states;
    private final boolean initialWhite;
    private final Explainer explainer;
    private final Compatibility compat;
    private final FastPath fastPath;
    private final boolean explain;
    /** The players the last bracket was matched over (all remaining, or the bracket alone). */
    private List<PlayerState> scope;
    /** Whether the last bracket was matched alone with a free float vertex for its one floater. */
    private boolean freeFloat;

    private DutchPairer(PairingRequest request, boolean explain) {
        this.explain = explain;
        this.request = request;
        this.states = PlayerState.of(request);
        this.initialWhite = request.options().firstColourWhite();
        this.explainer = new Explainer(initialWhite, request.options().rematchesAllowed(),
                request.options()::forbidden);
        this.compat = new Compatibility(request, states);
        this.fastPath = new FastPath(compat, initialWhite);
    }

    /** Pairs the request's round. */
    public static RoundPairing pair(PairingRequest request) throws PairingException {
        return new DutchPairer(request, true).run();
    }

    /**
     * Pairs the request's round without working out the explanations (the same pairs; for
     * callers that do not show them, such as the tournament generator, since explaining a
     * bracket that floats other players than the first candidate costs further matchings).
     */
    public static RoundPairing pairUnexplained(PairingRequest request) throws PairingException {
        return new DutchPairer(request, false).run();
    }

    private RoundPairing run() throws PairingException {
        List<RoundPairing.Bye> byes = new ArrayList<>();
        List<PlayerState> remaining = new ArrayList<>();
        for (Entrant e : request.entrants()) {
            switch (e.availability()) {
                case PLAYING -> remaining.add(states.get(e.id() - 1));
                case REQUESTED_BYE -> byes.add(new RoundPairing.Bye(e.id(), RoundPairing.ByeKind.REQUESTED));
                case ABSENT -> byes.add(new RoundPairing.Bye(e.id(), RoundPairing.ByeKind.ABSENT));
                case WITHDRAWN -> {
                }
            }
        }
        remaining.sort(RANK);
        List<PlayerState[]> pairs = new ArrayList<>();
        PlayerState byePlayer = null;
        if (!compat.completable(remaining)) {
            throw new PairingException("no pairing of round " + request.round()
                    + " meets the absolute criteria (C.1 no rematch or forbidden pair, C.2 bye, C.3 colours) for all "
                    + remaining.size() + " players");
        }
        List<PlayerState> mdps = new ArrayList<>();
        while (!remaining.isEmpty()) {
            long s = -1;
            for (PlayerState p : remaining) {
                if (!mdps.contains(p)) {
                    s = p.score();
                    break;
                }
            }
            final long groupScore = s;
            List<PlayerState> bracket = new ArrayList<>(mdps);
            for (PlayerState p : remaining) {
                if (p.score() == groupScore && !mdps.contains(p)) {
                    bracket.add(p);
                }
            }
            bracket.sort(RANK);
            long next = -1;
            for (PlayerState p : remaining) {
                if (p.score() < groupScore) {
                    next = p.score();
                    break;
                }
            }
            List<PlayerState[]> got = bracket(remaining, bracket, mdps, groupScore, next);
            pairs.addAll(got);
            List<PlayerState> paired = new ArrayList<>();
            for (PlayerState[] pr : got) {
                paired.add(pr[0]);
                paired.add(pr[1]);
            }
            List<PlayerState> floaters = new ArrayList<>(bracket);
            floaters.removeAll(paired);
            if (explain) {
                Reasons.Candidate natural = Reasons.natural(bracket, new java.util.HashSet<>(mdps), got, RANK);
                Reasons.Decision why = natural.samePairsAs(got) ? null
                        : decide(scope, bracket, mdps, got, floaters, natural, groupScore, scope == remaining ? next : -1);
                explainer.bracket(bracket, mdps, got, floaters, groupScore, remaining.size() - 2 * got.size() == floaters.size(),
                        natural, why);
            }
            remaining.removeAll(paired);
            mdps = floaters;
            if (next < 0) {
                // The last bracket: whoever is left gets the pairing-allocated bye.
                if (floaters.size() == 1) {
                    byePlayer = floaters.get(0);
                } else if (!floaters.isEmpty()) {
                    throw new PairingException("the lowest bracket left " + floaters.size() + " players unpaired");
                }
                break;
            }
        }
        List<RoundPairing.Board> boards = new ArrayList<>();
        pairs.sort(BOARD_ORDER);
        for (PlayerState[] pr : pairs) {
            PlayerState high = RANK.compare(pr[0], pr[1]) <= 0 ? pr[0] : pr[1];
            PlayerState low = high == pr[0] ? pr[1] : pr[0];
            Side hs = high.colourAsHigher(low, initialWhite);
            boards.add(hs == Side.WHITE ? new RoundPairing.Board(high.id(), low.id())
                    : new RoundPairing.Board(low.id(), high.id()));
        }
        List<RoundPairing.Bye> allByes = new ArrayList<>();
        if (byePlayer != null) {
            allByes.add(new RoundPairing.Bye(byePlayer.id(), RoundPairing.ByeKind.PAIRING_ALLOCATED));
            if (explain) {
                explainer.bye(byePlayer, states);
            }
        }
        allByes.addAll(byes);
        return new RoundPairing(request.round(), boards, allByes, explainer.explanations());
    }

    static final Comparator<PlayerState> RANK = Comparator.comparingLong((PlayerState p) -> -p.score())
            .thenComparingInt(PlayerState::id);

    private static final Comparator<PlayerState[]> BOARD_ORDER = Comparator
            .comparingLong((PlayerState[] p) -> -Math.max(p[0].score(), p[1].score()))
            .thenComparingLong(p -> -(p[0].score() + p[1].score()))
            .thenComparingInt(p -> Math.min(
                    RANK.compare(p[0], p[1]) <= 0 ? p[0].id() : p[1].id(), Integer.MAX_VALUE));

    /**
     * Why the bracket was not paired as the first candidate the rules try. With the first
     * candidate's floaters: a pair of it the absolute criteria forbid, or the first criterion in
     * the rules' order on which the chosen pairs do better (both leave the same players to the
     * brackets below, so C.4 and C.7 cannot differ and the bracket's own pairs are compared).
     * With other floaters: the best pairing that floats the first candidate's floaters instead,
     * matched over the whole remaining round, against the chosen one; or, when there is no such
     * pairing, the absolute criteria or completion that rule it out.
     */
    private Reasons.Decision decide(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps,
            List<PlayerState[]> chosen, List<PlayerState> floaters, Reasons.Candidate natural, long score,
            long nextScore) {
        BracketWeights cx = context(rem, bracket, mdps, score, nextScore, freeFloat);
        BigInteger[] mine;
        BigInteger[] theirs;
        java.util.Set<PlayerState> down = new java.util.HashSet<>(natural.floaters());
        String first = "the first candidate";
        if (new java.util.HashSet<>(floaters).equals(down)) {
            for (PlayerState[] pr : natural.pairs()) {
                if (!compat.compatible(pr[0], pr[1])) {
                    return Reasons.absolute(pr[0], pr[1], request.options().rematchesAllowed(),
                            request.options().forbidden(pr[0].id(), pr[1].id()));
                }
            }
            mine = cx.localSums(chosen);
            theirs = cx.localSums(natural.pairs());
        } else {
            if (nextScore < 0 && !freeFloat) {
                for (PlayerState f : natural.floaters()) {
                    if (!f.byeAllowed()) {
                        return Reasons.bye(f);
                    }
                }
            }
            BiPredicate<PlayerState, PlayerState> floating = (a, b) -> {
                if (b == null) {
                    return !cx.inBracket(a) || down.contains(a);
                }
                boolean pa = cx.inBracket(a) && !down.contains(a);
                boolean pb = cx.inBracket(b) && !down.contains(b);
                if (pa || pb) {
                    return pa && pb;
                }
                return !(cx.inBracket(a) && cx.inBracket(b));
            };
            Solution b = cx.solve(rem, (x, y) -> BigInteger.ZERO, BigInteger.ONE, floating);
            if (b == null) {
                List<PlayerState> others = new ArrayList<>(bracket);
                others.removeAll(down);
                return compat.completion(others, (x, y) -> y != null) == null ? Reasons.absoluteFloaters(natural.floaters())
                        : Reasons.completion();
            }
            Solution a = cx.solve(rem, (x, y) -> BigInteger.ZERO, BigInteger.ONE, cx.fixing(chosen));
            if (a == null) {
                return Reasons.order();
            }
            mine = cx.split(a.sum());
            theirs = cx.split(b.sum());
            List<PlayerState[]> alternative = new ArrayList<>();
            for (PlayerState[] pr : b.pairs()) {
                if (cx.inBracket(pr[0]) && cx.inBracket(pr[1])) {
                    alternative.add(pr);
                }
            }
            natural = new Reasons.Candidate(alternative, natural.floaters());
            first = "the best pairing floating " + Reasons.list(natural.floaters().stream().map(PlayerState::id).toList())
                    + " instead";
        }
        for (int f = 0; f < BracketWeights.F_TIE; f++) {
            int c = mine[f].compareTo(theirs[f]);
            if (c > 0) {
                return Reasons.quality(f, natural, chosen, initialWhite, first);
            }
            if (c < 0) {
                break;
            }
        }
        return Reasons.order();
    }


    /** One bracket: returns its pairs (each as {higher-ranked, lower-ranked} is not promised). */
    private List<PlayerState[]> bracket(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps,
            long score, long nextScore) throws PairingException {
        if (!mdps.isEmpty()) {
            return matchBracket(rem, bracket, mdps, score, nextScore);
        }
        if (bracket.size() % 2 == 1 && nextScore >= 0) {
            if (compat.floatsFreely(rem, bracket, nextScore)) {
                List<PlayerState[]> got = matchBracket(bracket, bracket, mdps, score, -1, true);
                if (got.size() == bracket.size() / 2) {
                    return got;
                }
            }
            return matchBracket(rem, bracket, mdps, score, nextScore);
        }
        // A bracket of residents only that pairs everyone (or, the lowest, all but the bye):
        // every candidate leaves the same players below, so C.4, C.6 and C.7 cannot tell
        // candidates apart provided the players below can be paired on their own and the bracket
        // can be paired within itself. Then the bracket alone decides, and is matched alone.
        List<PlayerState> below = new ArrayList<>(rem);
        below.removeAll(bracket);
        if (!below.isEmpty() && compat.completion(below, (a, b) -> true) == null) {
            return matchBracket(rem, bracket, mdps, score, nextScore);
        }
        List<PlayerState[]> first = fastPath.firstCandidateIfBest(bracket, score, nextScore);
        if (first != null) {
            scope = bracket;
            freeFloat = false;
            return first;
        }
        if (!below.isEmpty() && compat.completion(bracket, (a, b) -> b != null) == null) {
            return matchBracket(rem, bracket, mdps, score, nextScore);
        }
        return matchBracket(bracket, bracket, mdps, score, -1);
    }

    private List<PlayerState[]> matchBracket(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps,
            long score, long nextScore) throws PairingException {
        return matchBracket(rem, bracket, mdps, score, nextScore, false);
    }

    private List<PlayerState[]> matchBracket(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps,
            long score, long nextScore, boolean floatVertex) throws PairingException {
        scope = rem;
        freeFloat = floatVertex;
        BracketWeights cx = context(rem, bracket, mdps, score, nextScore, floatVertex);
        // Phase 1: the moved-down players, highest first, against residents in order.
        List<PlayerState> mdpList = new ArrayList<>(mdps);
        mdpList.sort(RANK);
        List<PlayerState> residents = new ArrayList<>(bracket);
        residents.removeAll(mdps);
        int mCount = mdpList.size();
        int rCount = residents.size();
        BigInteger rBase = BigInteger.valueOf(rCount + 1L);
        int[] mdpAt = compat.indexById(mdpList);
        int[] residentAt = compat.indexById(residents);
        BigInteger[] mdpPow = powers(rBase, mCount);
        BiFunction<PlayerState, PlayerState, BigInteger> tie1 = (a, b) -> {
            int ia = mdpAt[a.id()];
            int ib = mdpAt[b.id()];
            if ((ia >= 0) == (ib >= 0)) {
                return BigInteger.ZERO;
            }
            int i = ia >= 0 ? ia : ib;
            int j = residentAt[ia >= 0 ? b.id() : a.id()];
            if (j < 0) {
                return BigInteger.ZERO;
            }
            return mdpPow[mCount - 1 - i].multiply(BigInteger.valueOf(rCount - j));
        };
        BigInteger tieMax1 = rBase.pow(Math.max(mCount, 1));
        Solution first = cx.solve(rem, tie1, tieMax1, (a, b) -> true);
        if (first == null) {
            throw new PairingException("no pairing completes the round (C.4)");
        }
        List<PlayerState[]> result = new ArrayList<>();
        List<PlayerState> fixed = new ArrayList<>();
        List<PlayerState> unpairedMdps = new ArrayList<>(mdpList);
        for (PlayerState[] pr : first.pairs()) {
            if (cx.inBracket(pr[0]) && cx.inBracket(pr[1]) && (cx.isMdp(pr[0]) || cx.isMdp(pr[1]))) {
                result.add(pr);
                fixed.add(pr[0]);
                fixed.add(pr[1]);
                unpairedMdps.remove(pr[0]);
                unpairedMdps.remove(pr[1]);
            }
        }
        List<PlayerState> remainder = new ArrayList<>(residents);
        remainder.removeAll(fixed);
        int p = 0;
        for (PlayerState[] pr : first.pairs()) {
            if (remainder.contains(pr[0]) && remainder.contains(pr[1])) {
                p++;
            }
        }
        if (p == 0) {
            return result;
        }
        List<PlayerState> rem2 = new ArrayList<>(rem);
        rem2.removeAll(fixed);
        boolean[] unpaired = new boolean[states.size() + 1];
        for (PlayerState u : unpairedMdps) {
            unpaired[u.id()] = true;
        }
        BiPredicate<PlayerState, PlayerState> noMdp = (a, b) -> b == null || !((unpaired[a.id()] && cx.inBracket(b))
                || (unpaired[b.id()] && cx.inBracket(a)));
        // The best the rest can do is what the first matching did with it (it was optimal and
        // its other pairs are all still allowed), so no further matching is needed for the target.
        BigInteger rest = first.sum();
        for (PlayerState[] pr : result) {
            rest = rest.subtract(cx.weight(pr[0], pr[1], (a, b) -> BigInteger.ZERO, tieMax1));
        }
        BigInteger targetCriteria = cx.criteria(rest, tieMax1);
        // Phase 2: the remainder, S1 = its first p players, in the order the rules try candidates.
        int n = remainder.size();
        int[] s1 = new int[p];
        int[] s2 = new int[n - p];
        for (int i = 0; i < n; i++) {
            if (i < p) {
                s1[i] = i;
            } else {
                s2[i - p] = i;
            }
        }
        for (int[][] ex : Exchanges.ordered(s1, s2)) {
            List<PlayerState> a1 = new ArrayList<>();
            List<PlayerState> a2 = new ArrayList<>();
            for (int i : ex[0]) {
                a1.add(remainder.get(i));
            }
            for (int i : ex[1]) {
                a2.add(remainder.get(i));
            }
            BigInteger base2 = BigInteger.valueOf(a2.size() + 1L);
            int pp = a1.size();
            int[] at1 = compat.indexById(a1);
            int[] at2 = compat.indexById(a2);
            BigInteger[] pow2 = powers(base2, pp);
            BiFunction<PlayerState, PlayerState, BigInteger> tie2 = (a, b) -> {
                int i = at1[a.id()];
                int j = at2[b.id()];
                if (i < 0) {
                    i = at1[b.id()];
                    j = at2[a.id()];
                }
                if (i < 0 || j < 0) {
                    return BigInteger.ZERO;
                }
                return pow2[pp - 1 - i].multiply(BigInteger.valueOf(a2.size() - j));
            };
            BiPredicate<PlayerState, PlayerState> shape = (a, b) -> {
                if (!noMdp.test(a, b)) {
                    return false;
                }
                if (b == null) {
                    return at1[a.id()] < 0;
                }
                boolean in1a = at1[a.id()] >= 0;
                boolean in1b = at1[b.id()] >= 0;
                if (in1a || in1b) {
                    return (in1a && at2[b.id()] >= 0) || (in1b && at2[a.id()] >= 0);
                }
                return !(at2[a.id()] >= 0 && at2[b.id()] >= 0);
            };
            // The first matching, less the moved-down players' pairs, is optimal for the rest, and
            // when its duals still hold there, every pairing of the rest that reaches the target
            // uses only its tight edges: this candidate's too, if it reaches the target at all
            // (which the check in fastPath.lexicographic() then shows).
            Solution known = null;
            if (FastPath.reusable(first, result)) {
                List<PlayerState[]> restPairs = new ArrayList<>(first.pairs());
                restPairs.removeAll(result);
                known = new Solution(restPairs, targetCriteria, rest, first.tight(), first.outsideBlossoms());
            }
            Solution s = fastPath.lexicographic(cx, rem2, a1, a2, shape, targetCriteria, known);
            if (s == FastPath.UNDECIDED) {
                s = cx.solve(rem2, tie2, base2.pow(pp), shape);
            }
            if (DEBUG) {
                System.err.println("bracket " + score + " S1=" + a1.stream().map(PlayerState::id).toList() + " S2="
                        + a2.stream().map(PlayerState::id).toList() + " target=" + targetCriteria.toString(16)
                        + " got=" + (s == null ? "none" : s.criteria().toString(16) + " " + s.pairs().stream().map(x -> x[0].id() + "-" + x[1].id()).toList()));
            }
            if (s != null && s.criteria().equals(targetCriteria)) {
                for (PlayerState[] pr : s.pairs()) {
                    if (cx.inBracket(pr[0]) && cx.inBracket(pr[1])) {
                        result.add(pr);
                    }
                }
                return result;
            }
        }
        // No candidate in the generated order reached the optimum (too many exchanges to list):
        // keep the optimal pairing found without the order.
        Solution target = cx.solve(rem2, (a, b) -> BigInteger.ZERO, BigInteger.ONE, noMdp);
        for (PlayerState[] pr : target.pairs()) {
            if (cx.inBracket(pr[0]) && cx.inBracket(pr[1])) {
                result.add(pr);
            }
        }
        return result;
    }

    /**
     * Turns the tight-edge way of finding the candidate order's choice on or off for every
     * pairing after this (the tests compare it with the wide candidate-order weight).
     */
    public static void wideOrder(boolean on) {
        FastPath.wideOrder(on);
    }

    /** A new bracket context of this round's players. */
    private BracketWeights context(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps, long score,
            long nextScore, boolean freeFloat) {
        return new BracketWeights(compat, initialWhite, rem, bracket, mdps, score, nextScore, freeFloat);
    }

    private static BigInteger[] powers(BigInteger base, int count) {
        BigInteger[] p = new BigInteger[Math.max(count, 1)];
        p[0] = BigInteger.ONE;
        for (int i = 1; i < count; i++) {
            p[i] = p[i - 1].multiply(base);
        }
        return p;
    }
}
