// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.rookery.rules.CapturedPieces;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;
import org.rookery.ui.board.internal.PieceImages;

/**
 * A board of any variant: its shape with holes, the pieces, both hands with their counts,
 * coordinates in the variant's convention, and highlights for the last move, a king in check,
 * the selected piece and its legal targets. Moves are made by clicking a piece and then a
 * target, or by dragging; only moves in {@link #setLegalMoves(List)} are offered, and
 * {@link BoardListener}s decide what to do with them. In set-up mode clicks on squares and
 * hand slots are reported instead. Everything is read from the rules API, so a new variant
 * needs no UI code.
 */
public class BoardWidget extends Canvas {

    private static final RGB LIGHT = new RGB(0xec, 0xd9, 0xb9);
    private static final RGB DARK = new RGB(0xae, 0x8a, 0x68);
    private static final RGB WOOD = new RGB(0xe8, 0xc3, 0x7e);
    private static final RGB LAST_MOVE = new RGB(0xf2, 0xe0, 0x3c);
    private static final RGB SELECTED = new RGB(0x5d, 0xb0, 0x4f);
    private static final RGB TARGET = new RGB(0x2e, 0x7d, 0x32);
    private static final RGB CHECK = new RGB(0xe5, 0x39, 0x35);

    private final PieceImages images;
    private final List<BoardListener> listeners = new ArrayList<>();
    private Rules rules;
    private BoardStyle style = BoardStyle.WESTERN;
    private Map<Square, Piece> pieces = Map.of();
    private final Map<Color, Map<PieceType, Integer>> hands = new LinkedHashMap<>();
    private List<PieceType> handTypes = List.of();
    private List<Move> legalMoves = List.of();
    private Move lastMove;
    private Square checkSquare;
    private Color sideToMove = Color.WHITE;
    private boolean flipped;
    private boolean setupMode;
    private boolean showHands;
    private Square selectedSquare;
    private PieceType selectedDrop;
    private Point dragAt;
    private Font coordinateFont;
    private int coordinateFontSize;

    private BoardOverlay overlay;

    /**
     * Sets what is drawn over the men (an analysis' arrows), or {@code null} for nothing, and
     * repaints.
     */
    public void setOverlay(BoardOverlay value) {
        overlay = value;
        if (!isDisposed()) {
            redraw();
        }
    }

    /** What is drawn over the men, or {@code null}. */
    public BoardOverlay overlay() {
        return overlay;
    }

    /** A board in a composite; show something with {@link #setPosition(PositionView)}. */
    public BoardWidget(Composite parent, int style) {
        super(parent, style | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        images = new PieceImages(getDisplay());
        addListener(SWT.Paint, e -> paint(e.gc));
        addListener(SWT.Resize, e -> redraw());
        addListener(SWT.MouseDown, this::mouseDown);
        addListener(SWT.MouseMove, this::mouseMove);
        addListener(SWT.MouseUp, this::mouseUp);
        addListener(SWT.Dispose, e -> {
            images.dispose();
            if (coordinateFont != null) {
                coordinateFont.dispose();
            }
        });
    }

    /** Shows a position: pieces, hands, side to move and check. Clears the selection. */
    public void setPosition(PositionView view) {
        setRules(view.rules());
        pieces = new LinkedHashMap<>(view.pieces());
        for (Color c : Color.values()) {
            hands.put(c, new LinkedHashMap<>(view.hand(c)));
        }
        sideToMove = view.sideToMove();
        checkSquare = view.isCheck() ? view.kingSquare(sideToMove) : null;
        clearSelection();
        redraw();
    }

    /** Shows a set-up being edited (no check, no legal moves). */
    public void setSetup(Setup setup) {
        setRules(setup.rules());
        pieces = new LinkedHashMap<>(setup.board());
        for (Color c : Color.values()) {
            Map<PieceType, Integer> hand = new LinkedHashMap<>();
            setup.hands().forEach((p, n) -> {
                if (p.color() == c) {
                    hand.put(p.type(), n);
                }
            });
            hands.put(c, hand);
        }
        sideToMove = setup.sideToMove();
        checkSquare = null;
        legalMoves = List.of();
        clearSelection();
        redraw();
    }

    private void setRules(Rules value) {
        if (value != rules) {
            rules = value;
            images.useArtOf(value);
            style = BoardStyle.of(value);
            showHands = value.drops() != null || value.captured() != CapturedPieces.REMOVED;
            List<PieceType> types = new ArrayList<>();
            for (PieceType t : value.pieceTypes()) {
                if (!t.promoted() && !t.is(PieceType.Trait.ROYAL)) {
                    types.add(t);
                }
            }
            handTypes = showHands ? List.copyOf(types) : List.of();
        }
    }

    /** The moves the user may make (empty: the board only shows). */
    public void setLegalMoves(List<Move> moves) {
        legalMoves = List.copyOf(moves);
        clearSelection();
        redraw();
    }

    /** Highlights the move that led to the shown position ({@code null}: none). */
    public void setLastMove(Move move) {
        lastMove = move;
        redraw();
    }

    /** Turns the board round (the second side at the bottom). */
    public void setFlipped(boolean value) {
        flipped = value;
        redraw();
    }

    /** Whether the board is turned round. */
    public boolean isFlipped() {
        return flipped;
    }

    /** Switches set-up mode: clicks are reported as square and hand clicks instead of moves. */
    public void setSetupMode(boolean value) {
        setupMode = value;
        clearSelection();
        redraw();
    }

    /** Whether the board is in set-up mode. */
    public boolean isSetupMode() {
        return setupMode;
    }

    /** The rules of the shown position, or {@code null} before one is shown. */
    public Rules rules() {
        return rules;
    }

    /** The style the board is drawn in. */
    public BoardStyle boardStyle() {
        return style;
    }

    /** The piece shown on a square, or {@code null}. */
    public Piece pieceAt(Square square) {
        return pieces.get(square);
    }

    /** How many of a type the board shows in a side's hand. */
    public int handCount(Color side, PieceType type) {
        return hands.getOrDefault(side, Map.of()).getOrDefault(type, 0);
    }

    /** The selected square, or {@code null}. */
    public Square selectedSquare() {
        return selectedSquare;
    }

    /** Adds a listener. */
    public void addBoardListener(BoardListener listener) {
        listeners.add(Objects.requireNonNull(listener));
    }

    /** Removes a listener. */
    public void removeBoardListener(BoardListener listener) {
        listeners.remove(listener);
    }

    /** The current layout (for painting, input and tests). */
    public BoardLayout boardLayout() {
        Rectangle area = getClientArea();
        if (rules == null) {
            return null;
        }
        return BoardLayout.fit(rules.shape(), flipped, handTypes, area.width, area.height);
    }

    /** The centre of a square in widget coordinates. */
    public Point center(Square square) {
        BoardLayout l = boardLayout();
        return new Point(l.x(square) + l.cell() / 2, l.y(square) + l.cell() / 2);
    }

    /** The centre of a hand slot in widget coordinates. */
    public Point handCenter(Color side, PieceType type) {
        BoardLayout l = boardLayout();
        int slot = handTypes.indexOf(type);
        if (slot < 0) {
            throw new IllegalArgumentException(type.name() + " cannot be held in hand in " + rules.name());
        }
        return new Point(l.handX(slot) + l.cell() / 2, l.handY(side) + l.cell() / 2);
    }

    private void clearSelection() {
        selectedSquare = null;
        selectedDrop = null;
        dragAt = null;
    }

    // ---- input ----

    private void mouseDown(Event e) {
        BoardLayout l = boardLayout();
        if (l == null) {
            return;
        }
        Square square = l.squareAt(e.x, e.y);
        BoardLayout.HandSlot slot = square == null ? l.handAt(e.x, e.y) : null;
        if (setupMode) {
            if (square != null) {
                listeners.forEach(b -> b.squareClicked(this, square, e.button));
            } else if (slot != null) {
                listeners.forEach(b -> b.handClicked(this, slot.side(), slot.type(), e.button));
            }
            return;
        }
        if (e.button != 1) {
            clearSelection();
            redraw();
            return;
        }
        if ((selectedSquare != null || selectedDrop != null) && square != null && !movesFrom(selectedSquare, selectedDrop, square).isEmpty()) {
            attempt(selectedSquare, selectedDrop, square);
            return;
        }
        if (square != null && hasMovesFrom(square, null)) {
            selectedSquare = square;
            selectedDrop = null;
            dragAt = new Point(e.x, e.y);
        } else if (slot != null && slot.side() == sideToMove && hasMovesFrom(null, slot.type())) {
            selectedSquare = null;
            selectedDrop = slot.type();
            dragAt = new Point(e.x, e.y);
        } else if (selectedSquare != null || selectedDrop != null) {
            Square from = selectedSquare;
            PieceType drop = selectedDrop;
            clearSelection();
            if (square != null) {
                listeners.forEach(b -> b.moveRefused(this, from, drop, square));
            }
        }
        redraw();
    }

    private void mouseMove(Event e) {
        if (dragAt != null && (e.stateMask & SWT.BUTTON1) != 0) {
            dragAt = new Point(e.x, e.y);
            redraw();
        }
    }

    private void mouseUp(Event e) {
        if (dragAt == null || setupMode || e.button != 1) {
            return;
        }
        dragAt = null;
        BoardLayout l = boardLayout();
        Square to = l.squareAt(e.x, e.y);
        if (to != null && !to.equals(selectedSquare)) {
            attempt(selectedSquare, selectedDrop, to);
        }
        redraw();
    }

    private void attempt(Square from, PieceType drop, Square to) {
        List<Move> candidates = movesFrom(from, drop, to);
        clearSelection();
        redraw();
        if (candidates.isEmpty()) {
            listeners.forEach(b -> b.moveRefused(this, from, drop, to));
        } else {
            listeners.forEach(b -> b.moveChosen(this, candidates));
        }
    }

    private boolean hasMovesFrom(Square from, PieceType drop) {
        for (Move m : legalMoves) {
            if (matches(m, from, drop)) {
                return true;
            }
        }
        return false;
    }

    private List<Move> movesFrom(Square from, PieceType drop, Square to) {
        List<Move> list = new ArrayList<>();
        for (Move m : legalMoves) {
            if (matches(m, from, drop) && to.equals(m.to())) {
                list.add(m);
            }
        }
        return list;
    }

    private static boolean matches(Move m, Square from, PieceType drop) {
        return drop != null ? m.isDrop() && m.piece().equals(drop) : from != null && from.equals(m.from());
    }

    // ---- painting ----

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        gc.setBackground(getParent().getBackground());
        gc.fillRectangle(area);
        BoardLayout l = boardLayout();
        if (l == null) {
            return;
        }
        gc.setAntialias(SWT.ON);
        gc.setAdvanced(true);
        int cell = l.cell();
        var shape = rules.shape();
        for (Square s : shape.squares()) {
            int x = l.x(s);
            int y = l.y(s);
            boolean dark = (s.file() + shape.row(s)) % 2 == 0;
            fill(gc, style == BoardStyle.JAPANESE ? WOOD : dark ? DARK : LIGHT, x, y, cell, cell, 255);
            if (lastMove != null && (s.equals(lastMove.from()) || s.equals(lastMove.to()))) {
                fill(gc, LAST_MOVE, x, y, cell, cell, 110);
            }
            if (s.equals(selectedSquare)) {
                fill(gc, SELECTED, x, y, cell, cell, 140);
            }
            if (s.equals(checkSquare)) {
                fill(gc, CHECK, x, y, cell, cell, 150);
            }
            if (style == BoardStyle.JAPANESE) {
                gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
                gc.setLineWidth(1);
                gc.drawRectangle(x, y, cell, cell);
            }
        }
        drawCoordinates(gc, l);
        for (Map.Entry<Square, Piece> e : pieces.entrySet()) {
            Square s = e.getKey();
            if (dragAt != null && s.equals(selectedSquare)) {
                continue;
            }
            gc.drawImage(images.get(e.getValue(), style, cell), l.x(s), l.y(s));
        }
        drawTargets(gc, l);
        if (overlay != null) {
            overlay.paint(this, gc, l);
        }
        if (!handTypes.isEmpty()) {
            drawHands(gc, l);
        }
        if (dragAt != null) {
            Piece dragged = selectedSquare != null ? pieces.get(selectedSquare) : new Piece(selectedDrop, sideToMove);
            if (dragged != null) {
                gc.drawImage(images.get(dragged, style, cell), dragAt.x - cell / 2, dragAt.y - cell / 2);
            }
        }
    }

    private void drawTargets(GC gc, BoardLayout l) {
        if (selectedSquare == null && selectedDrop == null) {
            return;
        }
        int cell = l.cell();
        for (Move m : legalMoves) {
            if (!matches(m, selectedSquare, selectedDrop)) {
                continue;
            }
            int x = l.x(m.to());
            int y = l.y(m.to());
            org.eclipse.swt.graphics.Color c = new org.eclipse.swt.graphics.Color(TARGET);
            gc.setAlpha(150);
            if (m.isCapture()) {
                gc.setForeground(c);
                gc.setLineWidth(Math.max(2, cell / 12));
                gc.drawOval(x + cell / 10, y + cell / 10, cell - cell / 5, cell - cell / 5);
            } else {
                gc.setBackground(c);
                int d = cell / 3;
                gc.fillOval(x + (cell - d) / 2, y + (cell - d) / 2, d, d);
            }
            gc.setAlpha(255);
        }
    }

    private void drawHands(GC gc, BoardLayout l) {
        int cell = l.cell();
        for (Color side : Color.values()) {
            int y = l.handY(side);
            int width = l.slotWidth() * handTypes.size();
            fill(gc, style == BoardStyle.JAPANESE ? WOOD : LIGHT, l.left(), y, width, cell, 120);
            for (int i = 0; i < handTypes.size(); i++) {
                PieceType type = handTypes.get(i);
                int n = handCount(side, type);
                int x = l.handX(i);
                if (type.equals(selectedDrop) && side == sideToMove) {
                    fill(gc, SELECTED, x, y, cell, cell, 140);
                }
                if (n == 0 && !setupMode) {
                    continue;
                }
                gc.setAlpha(n == 0 ? 60 : 255);
                gc.drawImage(images.get(new Piece(type, side), style, cell), x, y);
                gc.setAlpha(255);
                if (n > 0) {
                    String count = Integer.toString(n);
                    gc.setFont(coordinateFont(cell));
                    Point ext = gc.textExtent(count);
                    int bx = x + cell - ext.x / 2 - 2;
                    int by = y + cell - ext.y;
                    gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
                    gc.fillOval(bx - ext.y / 2 + ext.x / 2 - 1, by, ext.y, ext.y);
                    gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
                    gc.drawString(count, bx, by, true);
                }
            }
        }
    }

    private void drawCoordinates(GC gc, BoardLayout l) {
        int cell = l.cell();
        var shape = rules.shape();
        gc.setFont(coordinateFont(cell));
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        int gridBottom = l.top() + shape.ranks() * cell;
        int gridRight = l.left() + shape.files() * cell;
        for (int f = 0; f < shape.files(); f++) {
            String label = style.fileLabel(f, shape.files());
            Point ext = gc.textExtent(label);
            int x = l.left() + l.column(f) * cell + (cell - ext.x) / 2;
            // Shogi boards carry the file numbers above the board, western boards below.
            int y = style == BoardStyle.JAPANESE ? l.top() - ext.y - 1 : gridBottom + 1;
            if (!l.handTypes().isEmpty() && style == BoardStyle.JAPANESE) {
                y = l.top() - ext.y;
            }
            gc.drawString(label, x, y, true);
        }
        for (int r = 0; r < shape.ranks(); r++) {
            String label = style.rankLabel(r + shape.firstRank(), shape.firstRank(), shape.lastRank());
            Point ext = gc.textExtent(label);
            int y = l.top() + l.rowFromTop(r) * cell + (cell - ext.y) / 2;
            int x = style == BoardStyle.JAPANESE ? gridRight + 3 : l.left() - ext.x - 3;
            gc.drawString(label, x, y, true);
        }
    }

    private Font coordinateFont(int cell) {
        int size = Math.max(7, cell / 5);
        if (coordinateFont == null || coordinateFontSize != size) {
            if (coordinateFont != null) {
                coordinateFont.dispose();
            }
            FontData fd = getFont().getFontData()[0];
            coordinateFont = new Font(getDisplay(), fd.getName(), size, SWT.BOLD);
            coordinateFontSize = size;
        }
        return coordinateFont;
    }

    private static void fill(GC gc, RGB rgb, int x, int y, int w, int h, int alpha) {
        org.eclipse.swt.graphics.Color c = new org.eclipse.swt.graphics.Color(rgb);
        gc.setAlpha(alpha);
        gc.setBackground(c);
        gc.fillRectangle(x, y, w, h);
        gc.setAlpha(255);
    }

    /** Paints the board into an image of its current size (for screenshots and tests). */
    public Image snapshot() {
        Rectangle area = getClientArea();
        Image image = new Image(getDisplay(), Math.max(1, area.width), Math.max(1, area.height));
        GC gc = new GC(image);
        try {
            paint(gc);
        } finally {
            gc.dispose();
        }
        return image;
    }
}
