// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockText;
import org.rookery.clock.ClockReading;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.clock.SideReading;

/**
 * Two large clock faces for one board, painted by hand so that the figures fill the space: the
 * side to move is highlighted, a fallen flag is shown in red with the side's name, byoyomi
 * periods and the delay left are written under each face. The space bar presses for the side to
 * move (before the start it starts the first side's time); a click on a face presses that side's
 * clock. A UI timer repaints when the next figure is due; the time itself is always read from the
 * clock's time source, so a late timer never makes the clock wrong.
 */
public class ClockWidget extends Canvas {

    private static final int MIN_TICK_MS = 10;
    private static final int IDLE_TICK_MS = 500;

    private final BoardClock board;
    private final Map<Integer, Font> fonts = new HashMap<>();
    private final Runnable tick = this::tick;
    private String firstName = "White";
    private String secondName = "Black";
    private String message = "";

    /** A widget showing {@code board}'s clock; it starts its repaint timer at once. */
    public ClockWidget(Composite parent, int style, BoardClock board) {
        super(parent, style | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        this.board = Objects.requireNonNull(board);
        addListener(SWT.Paint, e -> paint(e.gc));
        addListener(SWT.KeyDown, this::key);
        addListener(SWT.MouseDown, this::mouse);
        addListener(SWT.Traverse, e -> {
            // the space bar belongs to the clock, not to the dialog or view around it
            if (e.character == ' ') {
                e.doit = false;
            }
        });
        addListener(SWT.FocusIn, e -> redraw());
        addListener(SWT.FocusOut, e -> redraw());
        addListener(SWT.Dispose, e -> {
            getDisplay().timerExec(-1, tick);
            fonts.values().forEach(Font::dispose);
        });
        getDisplay().timerExec(IDLE_TICK_MS, tick);
    }

    /** The board whose clock this is. */
    public BoardClock board() {
        return board;
    }

    /** Names the two faces ("White"/"Black", "Sente"/"Gote", or the players' names). */
    public void setSideNames(String first, String second) {
        this.firstName = Objects.requireNonNull(first);
        this.secondName = Objects.requireNonNull(second);
        redraw();
    }

    /** The name on {@code side}'s face. */
    public String sideName(org.rookery.rules.Color side) {
        return side == org.rookery.rules.Color.WHITE ? firstName : secondName;
    }

    /** The big figure on {@code side}'s face now ("4:59", "9.9", "0.0"). */
    public String faceText(org.rookery.rules.Color side) {
        return ClockText.time(board.reading().of(side).displayMillis());
    }

    /** The small line under {@code side}'s face now (byoyomi, delay, moves). */
    public String detailText(org.rookery.rules.Color side) {
        SideControl c = board.clock().state().spec().of(side);
        return ClockText.detail(board.reading().of(side), c.byoyomi().isPresent(), c.delay().isPresent());
    }

    /** The banner across the faces now: the flag fall, a pause, or empty. */
    public String bannerText() {
        ClockReading r = board.reading();
        if (r.flag().isPresent()) {
            return "FLAG: " + sideName(r.flag().get().side()) + "'s time ran out";
        }
        return switch (r.phase()) {
            case READY -> "ready: space or a click starts the clock";
            case PAUSED -> "PAUSED";
            case STOPPED -> "stopped";
            default -> "";
        };
    }

    /** The last refused press, empty when the last action went through. */
    public String message() {
        return message;
    }

    /**
     * Reads the clock, reports a flag fall that is due and repaints: what the timer does, and what
     * a caller does after it moved a manual time source.
     */
    public void refresh() {
        if (isDisposed()) {
            return;
        }
        board.check();
        redraw();
    }

    /** Milliseconds until the next figure on the running face changes, for the timer. */
    long nextRepaintIn() {
        ClockReading r = board.reading();
        if (r.phase() != Phase.RUNNING || r.toMove().isEmpty()) {
            return IDLE_TICK_MS;
        }
        SideReading face = r.of(r.toMove().get());
        long next = Math.min(ClockText.untilChange(face.displayMillis()), ClockText.untilChange(face.delayRemainingMillis()));
        return Math.max(MIN_TICK_MS, Math.min(IDLE_TICK_MS, next));
    }

    private void tick() {
        if (isDisposed()) {
            return;
        }
        refresh();
        getDisplay().timerExec((int) nextRepaintIn(), tick);
    }

    private void key(Event e) {
        if (e.character == ' ') {
            act(board::pressRunning);
        }
    }

    private void mouse(Event e) {
        if (e.button != 1) {
            return;
        }
        setFocus();
        org.rookery.rules.Color side = e.x < getClientArea().width / 2 ? org.rookery.rules.Color.WHITE : org.rookery.rules.Color.BLACK;
        act(() -> board.press(side));
    }

    private void act(Runnable action) {
        try {
            action.run();
            message = "";
        } catch (IllegalStateException | IllegalArgumentException ex) {
            message = ex.getMessage();
        }
        refresh();
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        Color bg = color(new RGB(40, 40, 44));
        gc.setBackground(bg);
        gc.fillRectangle(area);
        ClockReading r = board.reading();
        int gap = 8;
        int statusH = Math.max(18, area.height / 8);
        int faceW = (area.width - 3 * gap) / 2;
        int faceH = Math.max(10, area.height - 2 * gap - statusH);
        paintFace(gc, r, org.rookery.rules.Color.WHITE, new Rectangle(area.x + gap, area.y + gap, faceW, faceH));
        paintFace(gc, r, org.rookery.rules.Color.BLACK, new Rectangle(area.x + 2 * gap + faceW, area.y + gap, faceW, faceH));
        // a refused press first; after a flag fall what became of it (the red face already says FLAG);
        // otherwise the banner (a pause) and the status side by side
        String banner = bannerText();
        String status = board.status();
        String shown = !message.isEmpty() ? message
                : r.flag().isPresent() && !status.isEmpty() ? status
                : banner.isEmpty() || status.isEmpty() ? banner + status : banner + "  \u00b7  " + status;
        boolean alarm = r.flag().isPresent() || !message.isEmpty();
        gc.setForeground(color(alarm ? new RGB(255, 110, 100) : new RGB(220, 220, 200)));
        fit(gc, shown, Math.min(18, Math.max(7, statusH * 45 / 100)), area.width - 2 * gap);
        gc.drawText(shown, area.x + gap, area.y + area.height - statusH, true);
        setToolTipText(shown.isEmpty() ? null : shown);
        if (isFocusControl()) {
            gc.setForeground(color(new RGB(120, 170, 255)));
            gc.drawRectangle(area.x, area.y, area.width - 1, area.height - 1);
        }
    }

    private void paintFace(GC gc, ClockReading r, org.rookery.rules.Color side, Rectangle box) {
        SideReading face = r.of(side);
        boolean toMove = r.toMove().map(s -> s == side).orElse(false)
                && (r.phase() == Phase.RUNNING || r.phase() == Phase.PAUSED);
        RGB fill = face.flagged() ? new RGB(170, 30, 30)
                : toMove && r.phase() == Phase.RUNNING ? new RGB(250, 235, 120)
                : toMove ? new RGB(200, 190, 120) : new RGB(225, 225, 225);
        gc.setBackground(color(fill));
        gc.fillRoundRectangle(box.x, box.y, box.width, box.height, 16, 16);
        if (toMove) {
            gc.setForeground(color(new RGB(40, 140, 60)));
            gc.setLineWidth(Math.max(3, box.height / 30));
            gc.drawRoundRectangle(box.x + 2, box.y + 2, box.width - 4, box.height - 4, 16, 16);
            gc.setLineWidth(1);
        }
        Color ink = color(face.flagged() ? new RGB(255, 255, 255) : new RGB(20, 20, 20));
        gc.setForeground(ink);
        int small = Math.min(20, Math.max(7, box.height / 11));
        String title = sideName(side) + (toMove ? "  \u25c0 to move" : "") + (face.flagged() ? "  \u2014 FLAG" : "");
        fit(gc, title, small, box.width - 20);
        gc.drawText(title, box.x + 10, box.y + 6, true);
        String big = faceText(side);
        Point ext = fit(gc, big, Math.max(8, box.height * 38 / 100), box.width - 20);
        gc.drawText(big, box.x + (box.width - ext.x) / 2, box.y + (box.height - ext.y) / 2, true);
        String detail = detailText(side);
        Point d = fit(gc, detail, small, box.width - 20);
        gc.drawText(detail, box.x + (box.width - d.x) / 2, box.y + box.height - d.y - 6, true);
    }

    /** Sets the largest font up to {@code pixelHeight} in which {@code text} fits {@code width}; returns its extent. */
    private Point fit(GC gc, String text, int pixelHeight, int width) {
        int size = pixelHeight;
        gc.setFont(font(size));
        Point ext = gc.textExtent(text);
        while (ext.x > width && size > 7) {
            size = Math.max(7, size * 9 / 10);
            gc.setFont(font(size));
            ext = gc.textExtent(text);
        }
        return ext;
    }

    private Font font(int pixelHeight) {
        // font heights are in points; a point is about 4/3 of a pixel on the usual 96-dpi screen
        int points = Math.max(6, pixelHeight * 3 / 4);
        return fonts.computeIfAbsent(points, p -> {
            FontData base = getDisplay().getSystemFont().getFontData()[0];
            return new Font(getDisplay(), new FontData(base.getName(), p, SWT.BOLD));
        });
    }

    private Color color(RGB rgb) {
        // Colors need no disposal since SWT 3.120; one per paint is cheap
        return new Color(rgb);
    }
}
