// SPDX-License-Identifier: EPL-2.0
/**
 * The Dutch system's algorithm: each player's float history and colour history
 * ({@link org.rookery.pairing.dutch.internal.PlayerState}; the colour preference and the colour
 * allocation are the rules the Swiss engines share, {@code org.rookery.engine.pairing.colour}),
 * the weights of the colour criteria C.8 to C.11 in the matching, Baku acceleration's virtual points
 * ({@link org.rookery.pairing.dutch.internal.Acceleration}), the bracket-by-bracket pairing on an
 * exact maximum-weight matching ({@link org.rookery.pairing.dutch.internal.DutchPairer}, with the
 * edge weights of {@link org.rookery.pairing.dutch.internal.BracketWeights}, the matchings of
 * {@link org.rookery.pairing.dutch.internal.BracketSolver}, the shortcuts of
 * {@link org.rookery.pairing.dutch.internal.FastPath};
 * {@link org.rookery.pairing.dutch.internal.WeightedMatching}) with an unweighted completion
 * check ({@link org.rookery.pairing.dutch.internal.PerfectMatching}) of the absolute criteria
 * ({@link org.rookery.pairing.dutch.internal.Compatibility}).
 */
package org.rookery.pairing.dutch.internal;
