// SPDX-License-Identifier: EPL-2.0
/**
 * Orthodox chess and the building blocks its family shares: the men, last-rank promotion,
 * dead-position detection and {@link org.rookery.variant.chess.ChessVariant}, which the
 * Giraffe, Guardian and Exchange variants extend.
 */
package org.rookery.variant.chess;
