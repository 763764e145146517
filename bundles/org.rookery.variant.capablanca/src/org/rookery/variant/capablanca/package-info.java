// SPDX-License-Identifier: EPL-2.0
/**
 * Capablanca chess (10x8, archbishop and chancellor) as a Rookery variant: one class over
 * {@link org.rookery.variant.chess.ChessVariant}, and the files the bundle carries in
 * {@code variant/capablanca/}: the example position, the archbishop's and chancellor's art and
 * the perft suite.
 */
package org.rookery.variant.capablanca;
