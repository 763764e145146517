// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board;

import java.util.List;

import org.rookery.rules.BoardShape;
import org.rookery.rules.Color;
import org.rookery.rules.PieceType;
import org.rookery.rules.Square;

/**
 * Where things are on a board widget of a given size: the grid, the coordinate margins and the
 * two hand strips (above and below the grid). Pure geometry, so that painting, mouse input
 * and tests agree on it.
 *
 * @param shape the board
 * @param flipped whether the second side sits at the bottom
 * @param cell the side of a square in pixels
 * @param left the x of the grid's left edge
 * @param top the y of the grid's top edge
 * @param handTypes the types hands can hold, in slot order (empty: no hand strips)
 */
public record BoardLayout(BoardShape shape, boolean flipped, int cell, int left, int top, List<PieceType> handTypes) {

    /** The layout that fits a board and its hands into a width and height. */
    public static BoardLayout fit(BoardShape shape, boolean flipped, List<PieceType> handTypes, int width, int height) {
        double handRows = handTypes.isEmpty() ? 0 : 2 * 1.1;
        // A margin of 0.5 cells each side holds the coordinates.
        int byWidth = (int) (width / (shape.files() + 1.0));
        int byHeight = (int) (height / (shape.ranks() + 1.0 + handRows));
        int cell = Math.max(8, Math.min(byWidth, byHeight));
        int gridW = cell * shape.files();
        int gridH = cell * shape.ranks();
        int left = Math.max(cell / 2, (width - gridW) / 2);
        int top = Math.max((int) (cell * (0.5 + handRows / 2)), (height - gridH) / 2);
        return new BoardLayout(shape, flipped, cell, left, top, handTypes);
    }

    /** The grid column of a file as shown (flipped boards run right to left). */
    public int column(int file) {
        return flipped ? shape.files() - 1 - file : file;
    }

    /** The grid row from the top of a zero-based board row. */
    public int rowFromTop(int row) {
        return flipped ? row : shape.ranks() - 1 - row;
    }

    /** The x of a square's left edge. */
    public int x(Square square) {
        return left + column(square.file()) * cell;
    }

    /** The y of a square's top edge. */
    public int y(Square square) {
        return top + rowFromTop(shape.row(square)) * cell;
    }

    /** The square under a point, or {@code null} (outside the grid or on a hole). */
    public Square squareAt(int px, int py) {
        if (px < left || py < top) {
            return null;
        }
        int col = (px - left) / cell;
        int fromTop = (py - top) / cell;
        if (col >= shape.files() || fromTop >= shape.ranks()) {
            return null;
        }
        int file = flipped ? shape.files() - 1 - col : col;
        int row = flipped ? fromTop : shape.ranks() - 1 - fromTop;
        return shape.contains(file, row) ? shape.square(file, row) : null;
    }

    /** The side whose hand is drawn above the grid. */
    public Color topSide() {
        return flipped ? Color.WHITE : Color.BLACK;
    }

    /** The width of a hand slot. */
    public int slotWidth() {
        return handTypes.isEmpty() ? cell : Math.min((int) (cell * 1.45), cell * shape.files() / handTypes.size());
    }

    /** The left x of a hand slot. */
    public int handX(int slot) {
        return left + slot * slotWidth();
    }

    /** The top y of a side's hand strip. */
    public int handY(Color side) {
        int gap = cell / 2;
        return side == topSide() ? top - gap - cell : top + shape.ranks() * cell + gap;
    }

    /** The hand slot (side and type) under a point, or {@code null}. */
    public HandSlot handAt(int px, int py) {
        for (Color side : Color.values()) {
            int y = handY(side);
            if (py >= y && py < y + cell && px >= left) {
                int slot = (px - left) / slotWidth();
                if (slot < handTypes.size()) {
                    return new HandSlot(side, handTypes.get(slot));
                }
            }
        }
        return null;
    }

    /**
     * A place in a hand strip.
     *
     * @param side whose hand
     * @param type which type
     */
    public record HandSlot(Color side, PieceType type) {
    }
}
