// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.rookery.rules.Square;
import org.rookery.ui.board.BoardLayout;
import org.rookery.ui.board.BoardOverlay;
import org.rookery.ui.board.BoardWidget;

/**
 * The engine's best moves as arrows on the board: the best line's first move in green, the other
 * lines' in blue, a drop as a ring on its square.
 */
final class ArrowOverlay implements BoardOverlay {

    /** One arrow; {@code from} is {@code null} for a drop. */
    record Arrow(Square from, Square to, boolean best) {
    }

    private static final RGB BEST = new RGB(20, 140, 40);
    private static final RGB OTHER = new RGB(40, 90, 200);

    private volatile List<Arrow> arrows = List.of();

    void set(List<Arrow> value) {
        arrows = List.copyOf(value);
    }

    List<Arrow> arrows() {
        return arrows;
    }

    @Override
    public void paint(BoardWidget board, GC gc, BoardLayout l) {
        List<Arrow> list = arrows;
        int cell = l.cell();
        // the others first, so that the best arrow is on top
        for (int pass = 0; pass < 2; pass++) {
            for (Arrow a : list) {
                if (a.best() == (pass == 1)) {
                    draw(board, gc, l, cell, a);
                }
            }
        }
    }

    private static void draw(BoardWidget board, GC gc, BoardLayout l, int cell, Arrow a) {
        Color colour = new Color(board.getDisplay(), a.best() ? BEST : OTHER);
        try {
            gc.setAlpha(a.best() ? 200 : 140);
            gc.setForeground(colour);
            gc.setBackground(colour);
            gc.setLineCap(SWT.CAP_ROUND);
            int width = Math.max(3, cell / (a.best() ? 7 : 9));
            gc.setLineWidth(width);
            int tx = l.x(a.to()) + cell / 2;
            int ty = l.y(a.to()) + cell / 2;
            if (a.from() == null) {
                gc.drawOval(l.x(a.to()) + cell / 8, l.y(a.to()) + cell / 8, cell * 3 / 4, cell * 3 / 4);
                return;
            }
            int fx = l.x(a.from()) + cell / 2;
            int fy = l.y(a.from()) + cell / 2;
            double dx = tx - fx;
            double dy = ty - fy;
            double len = Math.hypot(dx, dy);
            if (len < 1) {
                return;
            }
            double ux = dx / len;
            double uy = dy / len;
            double head = Math.max(width * 2.5, cell / 3.0);
            int bx = (int) Math.round(tx - ux * head);
            int by = (int) Math.round(ty - uy * head);
            gc.drawLine(fx, fy, bx, by);
            double half = head * 0.6;
            gc.fillPolygon(new int[] { tx, ty, (int) Math.round(bx - uy * half), (int) Math.round(by + ux * half),
                    (int) Math.round(bx + uy * half), (int) Math.round(by - ux * half) });
        } finally {
            gc.setAlpha(255);
            gc.setLineWidth(1);
            colour.dispose();
        }
    }
}
