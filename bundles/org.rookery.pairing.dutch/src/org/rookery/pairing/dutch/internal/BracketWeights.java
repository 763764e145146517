// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;

import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourPreference;

/**
 * The bracket being paired and the weights of its edges. Every edge weight packs the criteria
 * into fields ({@link Weights}), most significant first: completion (C.4), the bracket's pairs
 * (C.5), the moved-down players' scores (C.6), the next bracket's pairs and scores (C.7), the
 * colour criteria (C.8-C.11), the float criteria (C.12-C.19) and the candidate order. The
 * matchings over these weights are run by {@link BracketSolver} ({@link #solve}).
 */
final class BracketWeights {

    static final int F_COMPLETE = 0;
    static final int F_PAIRS = 1;
    static final int F_MDP_SCORES = 2;
    static final int F_NEXT_PAIRS = 3;
    static final int F_NEXT_SCORES = 4;
    static final int F_C8 = 5;
    static final int F_C9 = 6;
    static final int F_C10 = 7;
    static final int F_C11 = 8;
    static final int F_C12 = 9;
    static final int F_C13 = 10;
    static final int F_C14 = 11;
    static final int F_C15 = 12;
    static final int F_C16 = 13;
    static final int F_C17 = 14;
    static final int F_C18 = 15;
    static final int F_C19 = 16;
    static final int F_TIE = 17;
    static final int FIELDS = 18;

    private final Compatibility compat;
    private final boolean initialWhite;
    private final BracketSolver solver;
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

    BracketWeights(Compatibility compat, boolean initialWhite, List<PlayerState> rem, List<PlayerState> bracket,
            List<PlayerState> mdps, long score, long nextScore, boolean freeFloat) {
        this.compat = compat;
        this.initialWhite = initialWhite;
        this.solver = new BracketSolver(this, compat);
        this.freeFloat = freeFloat;
        int n = compat.size() + 1;
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

    Weights weights(BigInteger tieMax) {
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
        PlayerState[] partner = new PlayerState[compat.size() + 1];
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

    /** Whether the player is in the next score group (and not in the bracket). */
    boolean inNext(PlayerState p) {
        return inNext[p.id()];
    }

    /** Whether the odd vertex is a float down open to every player, not the pairing-allocated bye. */
    boolean freeFloat() {
        return freeFloat;
    }

    /** The best matching of {@code rem} over the allowed edges (see {@link BracketSolver#solve}). */
    Solution solve(List<PlayerState> rem, BiFunction<PlayerState, PlayerState, BigInteger> tie, BigInteger tieMax,
            BiPredicate<PlayerState, PlayerState> allowed) {
        return solver.solve(rem, tie, tieMax, allowed);
    }

    BigInteger[] zero() {
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
        PlayerState high = DutchPairer.RANK.compare(a, b) <= 0 ? a : b;
        PlayerState low = high == a ? b : a;
        Side hs = high.colourAsHigher(low, initialWhite);
        int c8 = 0;
        int c9 = 0;
        int c10 = 0;
        int c11 = 0;
        boolean top = a.topscorer() || b.topscorer();
        for (int k = 0; k < 2; k++) {
            PlayerState x = k == 0 ? high : low;
            Side got = k == 0 ? hs : hs.opposite();
            ColourPreference wanted = x.preference();
            if (wanted.unmetBy(got)) {
                c10++;
                if (wanted.atLeastStrong()) {
                    c11++;
                }
            }
            if (top) {
                int cd = x.colours().differenceAfter(got);
                if (cd > 2 || cd < -2) {
                    c8++;
                }
                if (x.colours().thirdRunningWith(got)) {
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
