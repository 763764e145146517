// SPDX-License-Identifier: EPL-2.0
/**
 * Text forms of positions and moves for the chess family: {@link org.rookery.rules.notation.Fen}
 * (holes, holdings, promoted markers), {@link org.rookery.rules.notation.San} and
 * {@link org.rookery.rules.notation.CoordinateNotation}. Each is a parse/format pair
 * implementing {@link org.rookery.rules.PositionFormat} or {@link org.rookery.rules.MoveFormat};
 * other families (shogi's SFEN and USI) add their own classes beside these.
 */
package org.rookery.rules.notation;
