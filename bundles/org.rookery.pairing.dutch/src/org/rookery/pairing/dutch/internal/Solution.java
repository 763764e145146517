// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * A matching decoded: its pairs (the bye left out) and the criteria part of its weight, with
 * what its final duals tell (which edges are tight, which players sit in no blossom with a
 * positive dual) for the shortcuts that reuse it.
 */
record Solution(List<PlayerState[]> pairs, BigInteger criteria, BigInteger sum,
        BiPredicate<PlayerState, PlayerState> tight, java.util.function.Predicate<PlayerState> outsideBlossoms) {

    Solution(List<PlayerState[]> pairs, BigInteger criteria, BigInteger sum) {
        this(pairs, criteria, sum, (a, b) -> true, p -> false);
    }

    Solution(List<PlayerState[]> pairs, BigInteger criteria, BigInteger sum,
            BiPredicate<PlayerState, PlayerState> tight) {
        this(pairs, criteria, sum, tight, p -> false);
    }
}
