// SPDX-License-Identifier: EPL-2.0
/**
 * The board of every variant, driven by the rules API alone: {@link org.rookery.ui.board.BoardWidget}
 * shows a position with its hands and takes moves by click and drag; {@link org.rookery.ui.board.PieceArt}
 * holds Rookery's own piece drawings; {@link org.rookery.ui.board.BoardStyle} picks western or Japanese
 * looks from the rules.
 */
package org.rookery.ui.board;
