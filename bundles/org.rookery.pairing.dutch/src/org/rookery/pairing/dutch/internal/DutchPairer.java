// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
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

    private static final int F_COMPLETE = 0;
    private static final int F_PAIRS = 1;
    private static final int F_MDP_SCORES = 2;
    private static final int F_NEXT_PAIRS = 3;
    private static final int F_NEXT_SCORES = 4;
    private static final int F_C8 = 5;
    private static final int F_C9 = 6;
    private static final int F_C10 = 7;
    private static final int F_C11 = 8;
    private static final int F_C12 = 9;
    private static final int F_C13 = 10;
    private static final int F_C14 = 11;
    private static final int F_C15 = 12;
    private static final int F_C16 = 13;
    private static final int F_C17 = 14;
    private static final int F_C18 = 15;
    private static final int F_C19 = 16;
    private static final int F_TIE = 17;
    private static final int FIELDS = 18;

    private static final boolean TRACE = Boolean.getBoolean("rookery.dutch.trace");
    /** Off ({@code rookery.dutch.wideOrder}) matches every candidate with the wide order weight. */
    private static volatile boolean lexGreedy = !Boolean.getBoolean("rookery.dutch.wideOrder");
    private static final boolean DEBUG = Boolean.getBoolean("rookery.dutch.debug");
    private static final int WIDE_TIE_BITS = Integer.getInteger("rookery.dutch.wideTie", 128);
    private static final BiFunction<PlayerState, PlayerState, BigInteger> NO_TIE = (a, b) -> BigInteger.ZERO;

    private final PairingRequest request;
    private final List<PlayerState> states;
    private final boolean initialWhite;
    private final Explainer explainer;
    private boolean[][] compatibility;
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
        if (!completable(remaining)) {
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
            Side hs = Colours.forHigher(high, low, initialWhite);
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
        Context cx = new Context(rem, bracket, mdps, score, nextScore, freeFloat);
        BigInteger[] mine;
        BigInteger[] theirs;
        java.util.Set<PlayerState> down = new java.util.HashSet<>(natural.floaters());
        String first = "the first candidate";
        if (new java.util.HashSet<>(floaters).equals(down)) {
            for (PlayerState[] pr : natural.pairs()) {
                if (!compatible(pr[0], pr[1])) {
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
                return completion(others, (x, y) -> y != null) == null ? Reasons.absoluteFloaters(natural.floaters())
                        : Reasons.completion();
            }
            Solution a = cx.solve(rem, (x, y) -> BigInteger.ZERO, BigInteger.ONE, cx.fixing(chosen));
            if (a == null) {
                return Reasons.order();
            }
            mine = cx.split(a.sum);
            theirs = cx.split(b.sum);
            List<PlayerState[]> alternative = new ArrayList<>();
            for (PlayerState[] pr : b.pairs) {
                if (cx.inBracket(pr[0]) && cx.inBracket(pr[1])) {
                    alternative.add(pr);
                }
            }
            natural = new Reasons.Candidate(alternative, natural.floaters());
            first = "the best pairing floating " + Reasons.list(natural.floaters().stream().map(PlayerState::id).toList())
                    + " instead";
        }
        for (int f = 0; f < F_TIE; f++) {
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

    /**
     * Whether the absolute criteria let the two meet, worked out once per round: the brackets
     * ask it for the same players many times.
     */
    boolean compatible(PlayerState a, PlayerState b) {
        if (compatibility == null) {
            int n = states.size();
            compatibility = new boolean[n + 1][n + 1];
            for (PlayerState x : states) {
                for (PlayerState y : states) {
                    compatibility[x.id()][y.id()] = x.id() != y.id() && absolutelyCompatible(x, y);
                }
            }
            // Pairs the organiser forbade are kept apart like players who already met (C.1).
            for (PairingRequest.ForbiddenPair p : request.options().forbiddenPairs()) {
                compatibility[p.first()][p.second()] = false;
                compatibility[p.second()][p.first()] = false;
            }
        }
        return compatibility[a.id()][b.id()];
    }

    private boolean absolutelyCompatible(PlayerState a, PlayerState b) {
        if (!request.options().rematchesAllowed() && a.opponents().contains(b.id())) {
            return false;
        }
        if (a.strength() == PlayerState.ABSOLUTE && b.strength() == PlayerState.ABSOLUTE
                && a.preference() == b.preference() && !a.topscorer() && !b.topscorer()) {
            return false;
        }
        return true;
    }

    private boolean completable(List<PlayerState> players) {
        return completion(players, (a, b) -> true) != null;
    }

    /**
     * A perfect matching of these players (plus a bye vertex at index {@code size} when their
     * number is odd) over the edges the absolute criteria and {@code allowed} permit, or null.
     */
    private int[] completion(List<PlayerState> players, BiPredicate<PlayerState, PlayerState> allowed) {
        int n = players.size();
        int total = n + n % 2;
        PlayerState[] at = players.toArray(new PlayerState[0]);
        return PerfectMatching.find(total, (u, v) -> {
            int i = Math.min(u, v);
            int j = Math.max(u, v);
            if (j == n) {
                return at[i].byeAllowed() && allowed.test(at[i], null);
            }
            return compatible(at[i], at[j]) && allowed.test(at[i], at[j]);
        });
    }

    /** One bracket: returns its pairs (each as {higher-ranked, lower-ranked} is not promised). */
    private List<PlayerState[]> bracket(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps,
            long score, long nextScore) throws PairingException {
        if (!mdps.isEmpty()) {
            return matchBracket(rem, bracket, mdps, score, nextScore);
        }
        if (bracket.size() % 2 == 1 && nextScore >= 0) {
            if (floatsFreely(rem, bracket, nextScore)) {
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
        if (!below.isEmpty() && completion(below, (a, b) -> true) == null) {
            return matchBracket(rem, bracket, mdps, score, nextScore);
        }
        List<PlayerState[]> first = firstCandidateIfBest(bracket, score, nextScore);
        if (first != null) {
            scope = bracket;
            freeFloat = false;
            return first;
        }
        if (!below.isEmpty() && completion(bracket, (a, b) -> b != null) == null) {
            return matchBracket(rem, bracket, mdps, score, nextScore);
        }
        return matchBracket(bracket, bracket, mdps, score, -1);
    }

    /**
     * Whether an odd bracket of residents can be matched on its own, with a float vertex open
     * to all of its players, because whoever floats, the rest of the round does as well as it
     * possibly can: the players below the next score group can be paired among themselves, the
     * next score group is odd, and every player of the bracket could join it to make a perfect
     * matching of the next group (it has a neighbour that the next group can leave out of a
     * perfect matching of the rest). Then C.4 and C.7 are at their best for every floater and
     * only the bracket's own criteria choose the floater. False when any of that is not shown.
     */
    private boolean floatsFreely(List<PlayerState> rem, List<PlayerState> bracket, long nextScore) {
        List<PlayerState> next = new ArrayList<>();
        List<PlayerState> below = new ArrayList<>();
        java.util.Set<PlayerState> in = new java.util.HashSet<>(bracket);
        for (PlayerState p : rem) {
            if (in.contains(p)) {
                continue;
            }
            (p.score() == nextScore ? next : below).add(p);
        }
        int k = next.size();
        if (k % 2 == 0 || (!below.isEmpty() && completion(below, (a, b) -> true) == null)) {
            return false;
        }
        // A perfect matching of the next group plus a dummy: the dummy's mate is left out.
        PlayerState[] at = next.toArray(new PlayerState[0]);
        int[] mate = PerfectMatching.find(k + 1, (u, v) -> u == k || v == k || compatible(at[u], at[v]));
        if (mate == null) {
            return false;
        }
        // Players the next group can leave out: the free one, and along alternating paths from it
        // (a search without blossoms finds only some of them, which is enough to show it).
        boolean[] even = new boolean[k];
        boolean[] odd = new boolean[k];
        int[] queue = new int[k];
        int head = 0;
        int tail = 0;
        queue[tail++] = mate[k];
        even[mate[k]] = true;
        while (head < tail) {
            int a = queue[head++];
            for (int v = 0; v < k; v++) {
                if (!even[v] && !odd[v] && compatible(at[a], at[v])) {
                    int w = mate[v];
                    if (w >= 0 && w < k && !even[w] && !odd[w]) {
                        odd[v] = true;
                        even[w] = true;
                        queue[tail++] = w;
                    }
                }
            }
        }
        for (PlayerState f : bracket) {
            boolean joins = false;
            for (int i = 0; i < tail && !joins; i++) {
                joins = compatible(f, at[queue[i]]);
            }
            if (!joins) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first candidate (S1 against S2 in order, the lowest-ranked left for the bye in the
     * lowest bracket) when no pairing can beat it: every pair allowed, and every criterion an
     * edge can meet met by every pair (both colour preferences granted, no topscorer colour
     * problems; same-score pairs have no float penalties), and a floater who may have the bye
     * and has not floated down in the last two rounds (so the residents paired are the most C.12
     * and C.14 allow). The candidate order then takes it first. Null when any of that fails.
     */
    private List<PlayerState[]> firstCandidateIfBest(List<PlayerState> bracket, long score, long nextScore) {
        int n = bracket.size();
        if (n % 2 == 1) {
            PlayerState last = bracket.get(n - 1);
            if (!last.byeAllowed() || last.floatAgo(1) < 0 || last.floatAgo(2) < 0) {
                return null;
            }
        }
        Context cx = new Context(bracket, bracket, List.of(), score, -1, false);
        int p = n / 2;
        List<PlayerState[]> pairs = new ArrayList<>();
        for (int i = 0; i < p; i++) {
            PlayerState a = bracket.get(i);
            PlayerState b = bracket.get(p + i);
            if (!compatible(a, b)) {
                return null;
            }
            BigInteger[] f = cx.fields(a, b, (x, y) -> BigInteger.ZERO);
            for (int k = F_C8; k <= F_C11; k++) {
                if (f[k].intValue() != 2) {
                    return null;
                }
            }
            pairs.add(new PlayerState[] {a, b});
        }
        return pairs;
    }

    private List<PlayerState[]> matchBracket(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps,
            long score, long nextScore) throws PairingException {
        return matchBracket(rem, bracket, mdps, score, nextScore, false);
    }

    private List<PlayerState[]> matchBracket(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps,
            long score, long nextScore, boolean floatVertex) throws PairingException {
        scope = rem;
        freeFloat = floatVertex;
        Context cx = new Context(rem, bracket, mdps, score, nextScore, floatVertex);
        // Phase 1: the moved-down players, highest first, against residents in order.
        List<PlayerState> mdpList = new ArrayList<>(mdps);
        mdpList.sort(RANK);
        List<PlayerState> residents = new ArrayList<>(bracket);
        residents.removeAll(mdps);
        int mCount = mdpList.size();
        int rCount = residents.size();
        BigInteger rBase = BigInteger.valueOf(rCount + 1L);
        int[] mdpAt = indexById(mdpList);
        int[] residentAt = indexById(residents);
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
        for (PlayerState[] pr : first.pairs) {
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
        for (PlayerState[] pr : first.pairs) {
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
        BigInteger rest = first.sum;
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
            int[] at1 = indexById(a1);
            int[] at2 = indexById(a2);
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
            // (which the check in lexicographic() then shows).
            Solution known = null;
            if (reusable(first, result)) {
                List<PlayerState[]> restPairs = new ArrayList<>(first.pairs);
                restPairs.removeAll(result);
                known = new Solution(restPairs, targetCriteria, rest, first.tight, first.outsideBlossoms);
            }
            Solution s = lexicographic(cx, rem2, a1, a2, shape, targetCriteria, known);
            if (s == UNDECIDED) {
                s = cx.solve(rem2, tie2, base2.pow(pp), shape);
            }
            if (DEBUG) {
                System.err.println("bracket " + score + " S1=" + a1.stream().map(PlayerState::id).toList() + " S2="
                        + a2.stream().map(PlayerState::id).toList() + " target=" + targetCriteria.toString(16)
                        + " got=" + (s == null ? "none" : s.criteria.toString(16) + " " + s.pairs.stream().map(x -> x[0].id() + "-" + x[1].id()).toList()));
            }
            if (s != null && s.criteria.equals(targetCriteria)) {
                for (PlayerState[] pr : s.pairs) {
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
        for (PlayerState[] pr : target.pairs) {
            if (cx.inBracket(pr[0]) && cx.inBracket(pr[1])) {
                result.add(pr);
            }
        }
        return result;
    }

    /**
     * The candidate that the wide candidate-order weight would choose for this S1 and S2, found
     * without it, or null when this way cannot show it (the caller then matches with the wide
     * weight). The candidate order wants S1's first player paired with the earliest S2 player
     * it can be, then S1's second, and so on, among the pairings best on every criterion.
     *
     * <p>Match once on the criteria alone. When the best is the target, every pairing that
     * reaches it uses only edges that are tight under that matching's duals. Give each S1
     * player in order the earliest unused S2 player joined to it by a tight edge: no
     * criteria-best pairing gives that S1 player an earlier one (its edge would be tight), so
     * when the round completes around these pairs with the criteria still at the target (one
     * more matching, with the pairs fixed), these pairs are exactly the ones the candidate order
     * takes first. If it does not complete, {@link #UNDECIDED}. Null when there is no pairing
     * of this shape at all.
     */
    private Solution lexicographic(Context cx, List<PlayerState> rem, List<PlayerState> s1, List<PlayerState> s2,
            BiPredicate<PlayerState, PlayerState> shape, BigInteger target, Solution known) {
        if (!lexGreedy) {
            return UNDECIDED;
        }
        Solution coarse = known;
        if (coarse != null) {
            Solution got = assignAndCheck(cx, rem, s1, s2, shape, target, coarse);
            if (got != UNDECIDED) {
                return got;
            }
        }
        coarse = cx.solve(rem, (a, b) -> BigInteger.ZERO, BigInteger.ONE, shape);
        if (coarse == null || !coarse.criteria.equals(target)) {
            return coarse;
        }
        return assignAndCheck(cx, rem, s1, s2, shape, target, coarse);
    }

    /**
     * The tight-edge assignment of S1 into S2 under {@code coarse}'s duals, completed and checked
     * against the target by one more matching; {@link #UNDECIDED} when either fails.
     */
    private Solution assignAndCheck(Context cx, List<PlayerState> rem, List<PlayerState> s1, List<PlayerState> s2,
            BiPredicate<PlayerState, PlayerState> shape, BigInteger target, Solution coarse) {
        int[] mateOf1 = lexFirstAssignment(cx, s1, s2, shape, coarse);
        if (mateOf1 == null) {
            if (TRACE) {
                System.err.println("order: no tight assignment for S1=" + s1.size() + " S2=" + s2.size());
            }
            return UNDECIDED;
        }
        PlayerState[] partner = new PlayerState[states.size() + 1];
        List<PlayerState[]> pairs = new ArrayList<>();
        for (int i = 0; i < s1.size(); i++) {
            PlayerState a = s1.get(i);
            PlayerState b = s2.get(mateOf1[i]);
            partner[a.id()] = b;
            partner[b.id()] = a;
            pairs.add(new PlayerState[] {a, b});
        }
        if (pairs.size() == coarse.pairs.stream().filter(p -> cx.inBracket(p[0]) && cx.inBracket(p[1])).count()
                && samePairs(pairs, coarse.pairs)) {
            if (TRACE) {
                System.err.println("order: the criteria matching is the first candidate, S1=" + s1.size());
            }
            return coarse;
        }
        BiPredicate<PlayerState, PlayerState> fixed = (a, b) -> {
            if (!shape.test(a, b)) {
                return false;
            }
            if (b == null) {
                return partner[a.id()] == null;
            }
            if (partner[a.id()] != null || partner[b.id()] != null) {
                return b.equals(partner[a.id()]);
            }
            return true;
        };
        Solution check = cx.solve(rem, (a, b) -> BigInteger.ZERO, BigInteger.ONE, fixed);
        boolean ok = check != null && check.criteria.equals(target);
        if (TRACE) {
            System.err.println("order: tight assignment for S1=" + s1.size() + " S2=" + s2.size()
                    + (ok ? " completes" : " fails"));
        }
        return ok ? check : UNDECIDED;
    }

    /**
     * Whether every pair of the solution is one {@code shape} allows and every S1 player is
     * paired (so none has the bye). Such a solution, optimal over all edges, is optimal over the
     * edges of the shape, with the same duals.
     */
    private static boolean fits(Solution solution, List<PlayerState> s1, BiPredicate<PlayerState, PlayerState> shape) {
        java.util.Set<PlayerState> paired = new java.util.HashSet<>();
        for (PlayerState[] p : solution.pairs) {
            if (!shape.test(p[0], p[1])) {
                return false;
            }
            paired.add(p[0]);
            paired.add(p[1]);
        }
        return paired.containsAll(s1);
    }

    /**
     * Whether the first matching, with the moved-down players' pairs taken out, still carries an
     * optimal dual solution of the rest: when none of those players sits in a blossom with a
     * positive dual. (On the rest its candidate-order field is zero: the unpaired moved-down
     * players may not be paired in the bracket, and the field orders only their pairs.)
     */
    private static boolean reusable(Solution first, List<PlayerState[]> fixedPairs) {
        for (PlayerState[] p : fixedPairs) {
            if (!first.outsideBlossoms.test(p[0]) || !first.outsideBlossoms.test(p[1])) {
                return false;
            }
        }
        return true;
    }

    /** What {@link #lexicographic} answers when it cannot tell. */
    private static final Solution UNDECIDED = new Solution(List.of(), BigInteger.ONE.negate(), BigInteger.ZERO);

    /**
     * Turns the tight-edge way of finding the candidate order's choice on or off for every
     * pairing after this (the tests compare it with the wide candidate-order weight).
     */
    public static void wideOrder(boolean on) {
        lexGreedy = !on;
    }

    /**
     * The S2 index of each S1 player in the lexicographically first assignment of S1 into S2
     * along edges tight under the coarse matching's duals (S1's first player gets the earliest
     * S2 player it can while all of S1 stays assigned, then the second, and so on), or null
     * when the coarse matching does not assign all of S1 or the search runs too long. Starts
     * from the coarse matching's own assignment and repairs it along alternating paths.
     */
    private int[] lexFirstAssignment(Context cx, List<PlayerState> s1, List<PlayerState> s2,
            BiPredicate<PlayerState, PlayerState> shape, Solution coarse) {
        int p = s1.size();
        int q = s2.size();
        // S1 players, then one float slot for each S2 player left out of the bracket's pairs:
        // a slot takes any S2 player that an optimal matching can leave out (as far as the duals
        // tell), and slots come last in the order, so they choose nothing.
        int slots = q - p;
        int rows = p + slots;
        int[] at1 = indexById(s1);
        int[] at2 = indexById(s2);
        int[] mate1 = new int[rows];
        int[] mate2 = new int[q];
        Arrays.fill(mate1, -1);
        Arrays.fill(mate2, -1);
        if (slots < 0) {
            return null;
        }
        int[] floatable = new int[q];
        int f = 0;
        for (int j = 0; j < q; j++) {
            if (coarse.tight.test(s2.get(j), null)) {
                floatable[f++] = j;
            }
        }
        floatable = Arrays.copyOf(floatable, f);
        int[][] adj = new int[rows][];
        for (int i = 0; i < p; i++) {
            PlayerState a = s1.get(i);
            int[] list = new int[q];
            int c = 0;
            for (int j = 0; j < q; j++) {
                PlayerState b = s2.get(j);
                if (compatible(a, b) && shape.test(a, b) && coarse.tight.test(a, b)) {
                    list[c++] = j;
                }
            }
            adj[i] = Arrays.copyOf(list, c);
        }
        for (int i = p; i < rows; i++) {
            adj[i] = floatable;
        }
        // Start from the criteria matching's own S1-S2 pairs along these edges, then give every
        // row still without an S2 player one along an alternating path (the criteria matching
        // may come from a problem without this candidate's shape, and pair S1 players otherwise).
        for (PlayerState[] pr : coarse.pairs) {
            int i = at1[pr[0].id()] >= 0 ? at1[pr[0].id()] : at1[pr[1].id()];
            int j = at1[pr[0].id()] >= 0 ? at2[pr[1].id()] : at2[pr[0].id()];
            if (i >= 0 && j >= 0 && Arrays.binarySearch(adj[i], j) >= 0) {
                mate1[i] = j;
                mate2[j] = i;
            }
        }
        int slot = p;
        for (int j = 0; j < q && slot < rows; j++) {
            if (mate2[j] < 0 && Arrays.binarySearch(floatable, j) >= 0) {
                mate1[slot] = j;
                mate2[j] = slot++;
            }
        }
        {
            int[] prev0 = new int[q];
            int[] queue0 = new int[rows];
            boolean[] seen0 = new boolean[rows];
            boolean[] none = new boolean[q];
            for (int i = 0; i < rows; i++) {
                if (mate1[i] < 0 && !augment(i, adj, mate1, mate2, none, -1, prev0, queue0, seen0)) {
                    return null;
                }
            }
        }
        boolean[] fixed2 = new boolean[q];
        int budget = 8 * p + 64;
        int[] prev = new int[q];
        int[] queue = new int[rows];
        boolean[] seen1 = new boolean[rows];
        for (int i = 0; i < p; i++) {
            boolean done = false;
            for (int j : adj[i]) {
                if (fixed2[j]) {
                    continue;
                }
                if (mate1[i] == j) {
                    done = true;
                } else {
                    if (budget-- <= 0) {
                        return null;
                    }
                    // Give j to i: i's old partner is freed; j's old holder (if any) must find
                    // another unfixed S2 player along an alternating path.
                    int old = mate1[i];
                    int other = mate2[j];
                    mate2[old] = -1;
                    mate1[i] = j;
                    mate2[j] = i;
                    int[] save1 = mate1.clone();
                    int[] save2 = mate2.clone();
                    if (other < 0 || augment(other, adj, mate1, mate2, fixed2, j, prev, queue, seen1)) {
                        done = true;
                    } else {
                        System.arraycopy(save1, 0, mate1, 0, rows);
                        System.arraycopy(save2, 0, mate2, 0, q);
                        mate1[i] = old;
                        mate2[old] = i;
                        mate2[j] = other;
                        mate1[other] = j;
                    }
                }
                if (done) {
                    fixed2[j] = true;
                    break;
                }
            }
            if (!done) {
                return null;
            }
        }
        return Arrays.copyOf(mate1, p);
    }

    /**
     * Finds a partner for the S1 player {@code start} (whose partner was taken) along an
     * alternating path of S1 players not yet fixed, ending at a free S2 player; applies it.
     */
    private static boolean augment(int start, int[][] adj, int[] mate1, int[] mate2, boolean[] fixed2, int taken,
            int[] prev, int[] queue, boolean[] seen1) {
        Arrays.fill(seen1, false);
        Arrays.fill(prev, -1);
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        seen1[start] = true;
        mate1[start] = -1;
        while (head < tail) {
            int i = queue[head++];
            for (int j : adj[i]) {
                if (fixed2[j] || j == taken || prev[j] >= 0) {
                    continue;
                }
                prev[j] = i;
                int k = mate2[j];
                if (k < 0) {
                    // Flip the path back to start.
                    int jj = j;
                    while (true) {
                        int ii = prev[jj];
                        int next = mate1[ii];
                        mate1[ii] = jj;
                        mate2[jj] = ii;
                        if (ii == start) {
                            return true;
                        }
                        jj = next;
                    }
                }
                if (!seen1[k]) {
                    seen1[k] = true;
                    queue[tail++] = k;
                }
            }
        }
        return false;
    }

    /** Whether every pair of {@code mine} is among {@code all}. */
    private static boolean samePairs(List<PlayerState[]> mine, List<PlayerState[]> all) {
        java.util.Set<Long> keys = new java.util.HashSet<>();
        for (PlayerState[] p : all) {
            keys.add(key(p[0], p[1]));
        }
        for (PlayerState[] p : mine) {
            if (!keys.contains(key(p[0], p[1]))) {
                return false;
            }
        }
        return true;
    }

    private static long key(PlayerState a, PlayerState b) {
        return ((long) Math.min(a.id(), b.id()) << 32) | Math.max(a.id(), b.id());
    }

    private int[] indexById(List<PlayerState> list) {
        int[] at = new int[states.size() + 1];
        Arrays.fill(at, -1);
        for (int i = 0; i < list.size(); i++) {
            at[list.get(i).id()] = i;
        }
        return at;
    }

    private static BigInteger[] powers(BigInteger base, int count) {
        BigInteger[] p = new BigInteger[Math.max(count, 1)];
        p[0] = BigInteger.ONE;
        for (int i = 1; i < count; i++) {
            p[i] = p[i - 1].multiply(base);
        }
        return p;
    }

    /** A matching decoded: its pairs (the bye left out) and the criteria part of its weight. */
    private record Solution(List<PlayerState[]> pairs, BigInteger criteria, BigInteger sum,
            BiPredicate<PlayerState, PlayerState> tight, java.util.function.Predicate<PlayerState> outsideBlossoms) {

        Solution(List<PlayerState[]> pairs, BigInteger criteria, BigInteger sum) {
            this(pairs, criteria, sum, (a, b) -> true, p -> false);
        }

        Solution(List<PlayerState[]> pairs, BigInteger criteria, BigInteger sum,
                BiPredicate<PlayerState, PlayerState> tight) {
            this(pairs, criteria, sum, tight, p -> false);
        }
    }

    /** The bracket being paired and the weights of its edges. */
    private final class Context {
        private final boolean[] inBracket;
        private final boolean[] mdp;
        private final boolean[] inNext;
        private final long score;
        private final long[] levels;
        private final BigInteger base;
        private final long maxDiff;
        private final int edgeBound;
        /** The most pairs a matching has inside the bracket and next score group together. */
        private final int coreEdgeBound;
        /** The odd vertex is a float down, open to every player, not the pairing-allocated bye. */
        private final boolean freeFloat;

        Context(List<PlayerState> rem, List<PlayerState> bracket, List<PlayerState> mdps, long score, long nextScore,
                boolean freeFloat) {
            this.freeFloat = freeFloat;
            int n = states.size() + 1;
            inBracket = new boolean[n];
            mdp = new boolean[n];
            inNext = new boolean[n];
            for (PlayerState p : bracket) {
                inBracket[p.id()] = true;
            }
            for (PlayerState p : mdps) {
                mdp[p.id()] = true;
            }
            for (PlayerState p : rem) {
                if (p.score() == nextScore && !inBracket[p.id()]) {
                    inNext[p.id()] = true;
                }
            }
            this.score = score;
            TreeSet<Long> ls = new TreeSet<>();
            long max = 0;
            long min = Long.MAX_VALUE;
            for (PlayerState p : rem) {
                max = Math.max(max, p.score());
                min = Math.min(min, p.score());
            }
            // The score fields (C.6, C.7) only ever sum levels of bracket players, at most one
            // per player, so levels over the bracket's own scores with a base above its size
            // compare exactly as lexicographic score lists, in far fewer bits than levels over
            // every remaining score would.
            for (PlayerState p : bracket) {
                ls.add(p.score());
            }
            levels = ls.stream().mapToLong(Long::longValue).toArray();
            base = BigInteger.valueOf(bracket.size() + 2L);
            maxDiff = rem.isEmpty() ? 0 : max - min;
            edgeBound = rem.size() / 2 + 1;
            int core = 0;
            for (PlayerState p : rem) {
                if (inBracket[p.id()] || inNext[p.id()]) {
                    core++;
                }
            }
            coreEdgeBound = core / 2 + 1;
        }

        private Weights weights(BigInteger tieMax) {
            BigInteger two = BigInteger.TWO;
            BigInteger top = base.pow(levels.length).multiply(two);
            BigInteger diff = BigInteger.valueOf(maxDiff + 1);
            BigInteger[] max = {BigInteger.ONE, BigInteger.ONE, top, BigInteger.ONE, top, two, two, two, two, two,
                    BigInteger.ONE, two, BigInteger.ONE, diff, diff, diff, diff, tieMax};
            // Only the completion field counts every pair of the round; the others are zero on
            // an edge that leaves the bracket and the next score group, so a matching sums them
            // over at most coreEdgeBound edges and they need fewer bits.
            int[] bound = new int[FIELDS];
            Arrays.fill(bound, coreEdgeBound);
            bound[F_COMPLETE] = edgeBound;
            return new Weights(max, bound);
        }

        /** The weight of one pair's edge. */
        BigInteger weight(PlayerState a, PlayerState b, BiFunction<PlayerState, PlayerState, BigInteger> tie,
                BigInteger tieMax) {
            return weights(tieMax).pack(fields(a, b, tie));
        }

        /** The field sums of these pairs, all inside the bracket (no tie field). */
        BigInteger[] localSums(List<PlayerState[]> pairs) {
            BigInteger[] sum = zero();
            for (PlayerState[] p : pairs) {
                BigInteger[] f = fields(p[0], p[1], (a, b) -> BigInteger.ZERO);
                for (int i = 0; i < FIELDS; i++) {
                    sum[i] = sum[i].add(f[i]);
                }
            }
            return sum;
        }

        /** The fields of a matching's summed weight found with a zero tie field. */
        BigInteger[] split(BigInteger total) {
            Weights w = weights(BigInteger.ONE);
            BigInteger[] out = new BigInteger[FIELDS];
            for (int i = 0; i < FIELDS; i++) {
                out[i] = w.field(total, i);
            }
            return out;
        }

        /**
         * The edges a matching may use when the bracket's pairs are exactly {@code pairs}: those
         * pairs inside the bracket, the others of the bracket only downwards.
         */
        BiPredicate<PlayerState, PlayerState> fixing(List<PlayerState[]> pairs) {
            PlayerState[] partner = new PlayerState[states.size() + 1];
            for (PlayerState[] p : pairs) {
                partner[p[0].id()] = p[1];
                partner[p[1].id()] = p[0];
            }
            return (a, b) -> {
                if (b == null) {
                    return partner[a.id()] == null;
                }
                if (partner[a.id()] != null || partner[b.id()] != null) {
                    return b.equals(partner[a.id()]);
                }
                return !(inBracket[a.id()] && inBracket[b.id()]);
            };
        }

        /** The criteria part (everything above the candidate order) of a summed weight. */
        BigInteger criteria(BigInteger sum, BigInteger tieMax) {
            return weights(tieMax).from(sum, F_TIE - 1);
        }

        boolean inBracket(PlayerState p) {
            return inBracket[p.id()];
        }

        boolean isMdp(PlayerState p) {
            return mdp[p.id()];
        }

        private BigInteger level(PlayerState p) {
            int i = Arrays.binarySearch(levels, p.score());
            if (levelPow == null) {
                levelPow = new BigInteger[levels.length];
            }
            if (levelPow[i] == null) {
                levelPow[i] = base.pow(i);
            }
            return levelPow[i];
        }

        /** {@code base} to the power of each level, worked out once: every edge weight asks. */
        private BigInteger[] levelPow;

        Solution solve(List<PlayerState> rem, BiFunction<PlayerState, PlayerState, BigInteger> tie, BigInteger tieMax,
                BiPredicate<PlayerState, PlayerState> allowed) {
            Solution s = solveCore(rem, tie, tieMax, allowed);
            if (TRACE) {
                System.err.println("solve rem=" + rem.size() + " core " + (s != null ? "ok" : "failed") + " tieBits="
                        + tieMax.bitLength());
            }
            return s != null ? s : solveAll(rem, tie, tieMax, allowed);
        }

        /**
         * The same optimum found on the bracket and the next score group only, when it can be.
         * Every edge that touches a player below the next group weighs exactly the completion
         * unit (C.4) and nothing else, and every edge inside bracket plus next group weighs more.
         * So a perfect matching of everyone weighs (pairs of the round) x unit plus what its
         * edges inside the core add beyond the unit, and that extra is at most the best the core
         * can do on its own. Hence: match the core alone for the extra (no completion unit), and
         * if the players it leaves free, with everyone below, can still all be paired (an
         * unweighted perfect matching), that is an optimum of the whole problem with the same
         * weight. Otherwise (null) the whole problem is solved as before.
         */
        private Solution solveCore(List<PlayerState> rem, BiFunction<PlayerState, PlayerState, BigInteger> tie,
                BigInteger tieMax, BiPredicate<PlayerState, PlayerState> allowed) {
            List<PlayerState> core = new ArrayList<>();
            for (PlayerState p : rem) {
                if (inBracket[p.id()] || inNext[p.id()]) {
                    core.add(p);
                }
            }
            if (core.size() == rem.size()) {
                return null;
            }
            Weights weights = weights(tieMax);
            BigInteger[] u = zero();
            u[F_COMPLETE] = BigInteger.ONE;
            BigInteger unit = weights.pack(u);
            int c = core.size();
            SparseMatching.Solved solved = null;
            SparseMatching.EdgeWeight extra = (i, j) -> {
                PlayerState a = core.get(i);
                PlayerState b = core.get(j);
                return compatible(a, b) && allowed.test(a, b) ? weights.pack(fields(a, b, tie)).subtract(unit) : null;
            };
            int[] mate;
            if (wide(tieMax)) {
                Weights coarse = weights(BigInteger.ONE);
                BigInteger coarseUnit = coarse.pack(u);
                mate = SparseMatching.solve(c, (i, j) -> {
                    PlayerState a = core.get(i);
                    PlayerState b = core.get(j);
                    return compatible(a, b) && allowed.test(a, b)
                            ? coarse.pack(fields(a, b, NO_TIE)).subtract(coarseUnit) : null;
                }, extra);
            } else {
                solved = SparseMatching.solved(c, extra);
                mate = solved.mate();
            }
            boolean[] taken = new boolean[states.size() + 1];
            List<PlayerState[]> pairs = new ArrayList<>();
            BigInteger sum = BigInteger.ZERO;
            for (int i = 0; i < c; i++) {
                if (mate[i] > i) {
                    sum = sum.add(extra.weight(i, mate[i]));
                    pairs.add(new PlayerState[] {core.get(i), core.get(mate[i])});
                    taken[core.get(i).id()] = true;
                    taken[core.get(mate[i]).id()] = true;
                }
            }
            List<PlayerState> left = new ArrayList<>();
            for (PlayerState p : rem) {
                if (!taken[p.id()]) {
                    left.add(p);
                }
            }
            int[] fill = completion(left, allowed);
            if (fill == null) {
                return null;
            }
            for (int i = 0; i < left.size(); i++) {
                if (fill[i] > i && fill[i] < left.size()) {
                    pairs.add(new PlayerState[] {left.get(i), left.get(fill[i])});
                }
            }
            int total = rem.size() + rem.size() % 2;
            sum = sum.add(unit.multiply(BigInteger.valueOf(total / 2)));
            return new Solution(pairs, weights.from(sum, F_TIE - 1), sum, tightness(solved, core, extra, true),
                    outside(solved, core));
        }

        private Solution solveAll(List<PlayerState> rem, BiFunction<PlayerState, PlayerState, BigInteger> tie,
                BigInteger tieMax, BiPredicate<PlayerState, PlayerState> allowed) {
            int n = rem.size();
            Weights weights = weights(tieMax);
            BigInteger[] f = zero();
            f[F_COMPLETE] = BigInteger.ONE;
            BigInteger byeWeight = weights.pack(f);
            SparseMatching.EdgeWeight edge = (i, j) -> {
                PlayerState a = rem.get(i);
                if (j == n) {
                    return (freeFloat || a.byeAllowed()) && allowed.test(a, null) ? byeWeight : null;
                }
                PlayerState b = rem.get(j);
                return compatible(a, b) && allowed.test(a, b) ? weights.pack(fields(a, b, tie)) : null;
            };
            int total = n + n % 2;
            int[] mate;
            SparseMatching.Solved solved = null;
            if (wide(tieMax)) {
                Weights coarse = weights(BigInteger.ONE);
                BigInteger coarseBye = coarse.pack(f);
                mate = SparseMatching.solve(total, (i, j) -> {
                    PlayerState a = rem.get(i);
                    if (j == n) {
                        return (freeFloat || a.byeAllowed()) && allowed.test(a, null) ? coarseBye : null;
                    }
                    PlayerState b = rem.get(j);
                    return compatible(a, b) && allowed.test(a, b) ? coarse.pack(fields(a, b, NO_TIE)) : null;
                }, edge);
            } else {
                solved = SparseMatching.solved(total, edge);
                mate = solved.mate();
            }
            BigInteger sum = BigInteger.ZERO;
            List<PlayerState[]> pairs = new ArrayList<>();
            for (int i = 0; i < total; i++) {
                if (mate[i] < 0) {
                    return null;
                }
            }
            for (int i = 0; i < total; i++) {
                if (mate[i] > i) {
                    sum = sum.add(edge.weight(i, mate[i]));
                    if (mate[i] < n) {
                        pairs.add(new PlayerState[] {rem.get(i), rem.get(mate[i])});
                    }
                }
            }
            return new Solution(pairs, weights.from(sum, F_TIE - 1), sum, tightness(solved, rem, edge, false),
                    outside(solved, rem));
        }

        /**
         * Whether a player is outside every blossom with a positive dual of the solved matching
         * (see {@link WeightedMatching#outsideBlossoms}); players not in the problem are, no
         * duals tell nothing (false).
         */
        private java.util.function.Predicate<PlayerState> outside(SparseMatching.Solved solved, List<PlayerState> at) {
            if (solved == null || solved.matching() == null || !solved.whole()) {
                return p -> false;
            }
            int[] index = indexById(at);
            return p -> index[p.id()] < 0 || solved.matching().outsideBlossoms(index[p.id()]);
        }

        /**
         * Whether an edge between two players of {@code at} is tight under the final duals of
         * this solved matching (only asked of edges that exist); every optimal matching of the
         * problem uses tight edges only. Asked with {@code b} null: whether the bracket player
         * {@code a} can be left out of the bracket's pairs in an optimal matching, which needs
         * a tight edge to a player outside the bracket (or to the bye vertex at index
         * {@code at.size()}), or, where the matching need not be perfect ({@code partial}),
         * a zero dual. Without the duals (a wide tie was matched in two steps) every answer is
         * yes, which claims nothing.
         */
        private BiPredicate<PlayerState, PlayerState> tightness(SparseMatching.Solved solved, List<PlayerState> at,
                SparseMatching.EdgeWeight weight, boolean partial) {
            if (solved == null || solved.matching() == null) {
                return (a, b) -> true;
            }
            int[] index = indexById(at);
            int n = at.size();
            if (solved.whole()) {
                // Rows of tight edges from the matching's own limbs, each worked out once.
                boolean[][] rows = new boolean[solved.mate().length][];
                return (a, b) -> {
                    int i = index[a.id()];
                    if (i < 0) {
                        return false;
                    }
                    if (rows[i] == null) {
                        rows[i] = solved.matching().tightRow(i);
                    }
                    if (b != null) {
                        int j = index[b.id()];
                        return j >= 0 && rows[i][j];
                    }
                    if (partial && solved.matching().zeroDual(i)) {
                        return true;
                    }
                    for (int j = 0; j < rows[i].length; j++) {
                        if (rows[i][j] && (j >= n || !inBracket[at.get(j).id()])) {
                            return true;
                        }
                    }
                    return false;
                };
            }
            return (a, b) -> {
                int i = index[a.id()];
                if (i < 0) {
                    return false;
                }
                if (b == null) {
                    if (partial && solved.matching().zeroDual(i)) {
                        return true;
                    }
                    for (int j = 0; j <= n; j++) {
                        if (j == i || (j < n && inBracket[at.get(j).id()])) {
                            continue;
                        }
                        if (j == n && partial) {
                            break;
                        }
                        BigInteger w = weight.weight(Math.min(i, j), Math.max(i, j));
                        if (w != null && solved.tight(Math.min(i, j), Math.max(i, j), w)) {
                            return true;
                        }
                    }
                    return false;
                }
                int j = index[b.id()];
                if (j < 0) {
                    return false;
                }
                BigInteger w = weight.weight(Math.min(i, j), Math.max(i, j));
                return w != null && solved.tight(Math.min(i, j), Math.max(i, j), w);
            };
        }

        /**
         * Whether the candidate-order field is wide enough that the criteria are better matched
         * first on their own (see {@link SparseMatching#solve(int, SparseMatching.EdgeWeight,
         * SparseMatching.EdgeWeight)}).
         */
        private boolean wide(BigInteger tieMax) {
            return tieMax.bitLength() > WIDE_TIE_BITS;
        }

        private BigInteger[] zero() {
            BigInteger[] f = new BigInteger[FIELDS];
            Arrays.fill(f, BigInteger.ZERO);
            return f;
        }

        BigInteger[] fields(PlayerState a, PlayerState b, BiFunction<PlayerState, PlayerState, BigInteger> tie) {
            BigInteger[] f = zero();
            f[F_COMPLETE] = BigInteger.ONE;
            boolean ca = inBracket[a.id()];
            boolean cb = inBracket[b.id()];
            if (ca && cb) {
                f[F_PAIRS] = BigInteger.ONE;
                BigInteger m = BigInteger.ZERO;
                if (a.score() > score) {
                    m = m.add(level(a));
                }
                if (b.score() > score) {
                    m = m.add(level(b));
                }
                f[F_MDP_SCORES] = m;
                colourFields(a, b, f);
                floatFields(a, b, f);
                f[F_TIE] = tie.apply(a, b);
            } else if ((ca || inNext[a.id()]) && (cb || inNext[b.id()])) {
                f[F_NEXT_PAIRS] = BigInteger.ONE;
                if (ca) {
                    f[F_NEXT_SCORES] = level(a);
                } else if (cb) {
                    f[F_NEXT_SCORES] = level(b);
                }
            }
            return f;
        }

        private void colourFields(PlayerState a, PlayerState b, BigInteger[] f) {
            PlayerState high = RANK.compare(a, b) <= 0 ? a : b;
            PlayerState low = high == a ? b : a;
            Side hs = Colours.forHigher(high, low, initialWhite);
            int c8 = 0;
            int c9 = 0;
            int c10 = 0;
            int c11 = 0;
            boolean top = a.topscorer() || b.topscorer();
            for (int k = 0; k < 2; k++) {
                PlayerState x = k == 0 ? high : low;
                Side got = k == 0 ? hs : hs.opposite();
                if (x.preference() != Side.NONE && x.preference() != got) {
                    c10++;
                    if (x.strength() >= PlayerState.STRONG) {
                        c11++;
                    }
                }
                if (top) {
                    int cd = x.colourDifference() + (got == Side.WHITE ? 1 : -1);
                    if (cd > 2 || cd < -2) {
                        c8++;
                    }
                    List<Side> cs = x.colours();
                    if (cs.size() >= 2 && cs.get(cs.size() - 1) == got && cs.get(cs.size() - 2) == got) {
                        c9++;
                    }
                }
            }
            f[F_C8] = BigInteger.valueOf(2 - c8);
            f[F_C9] = BigInteger.valueOf(2 - c9);
            f[F_C10] = BigInteger.valueOf(2 - c10);
            f[F_C11] = BigInteger.valueOf(2 - c11);
        }

        private void floatFields(PlayerState a, PlayerState b, BigInteger[] f) {
            // A resident who is paired in the bracket does not float down (C.12, C.14).
            int c12 = 0;
            int c14 = 0;
            for (PlayerState x : new PlayerState[] {a, b}) {
                if (!mdp[x.id()]) {
                    if (x.floatAgo(1) < 0) {
                        c12++;
                    }
                    if (x.floatAgo(2) < 0) {
                        c14++;
                    }
                }
            }
            f[F_C12] = BigInteger.valueOf(c12);
            f[F_C14] = BigInteger.valueOf(c14);
            int c13 = 1;
            int c15 = 1;
            long d = Math.abs(a.score() - b.score());
            long c16 = maxDiff + 1;
            long c17 = maxDiff + 1;
            long c18 = maxDiff + 1;
            long c19 = maxDiff + 1;
            if (d > 0) {
                PlayerState up = a.score() < b.score() ? a : b;
                PlayerState down = up == a ? b : a;
                if (up.floatAgo(1) > 0) {
                    c13 = 0;
                    c17 -= d;
                }
                if (up.floatAgo(2) > 0) {
                    c15 = 0;
                    c19 -= d;
                }
                if (down.floatAgo(1) < 0) {
                    c16 -= d;
                }
                if (down.floatAgo(2) < 0) {
                    c18 -= d;
                }
            }
            f[F_C13] = BigInteger.valueOf(c13);
            f[F_C15] = BigInteger.valueOf(c15);
            f[F_C16] = BigInteger.valueOf(c16);
            f[F_C17] = BigInteger.valueOf(c17);
            f[F_C18] = BigInteger.valueOf(c18);
            f[F_C19] = BigInteger.valueOf(c19);
        }
    }
}
