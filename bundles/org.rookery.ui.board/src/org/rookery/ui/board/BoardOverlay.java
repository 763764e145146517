// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board;

import org.eclipse.swt.graphics.GC;

/**
 * Something drawn over a board's men, such as the arrows of an engine's best moves. The board
 * calls it on every paint, after the men and before the hands, with its current layout.
 */
@FunctionalInterface
public interface BoardOverlay {

    /** Paints over the board; {@code layout} maps squares to pixels. */
    void paint(BoardWidget board, GC gc, BoardLayout layout);
}
