// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.List;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockListener;
import org.rookery.arbiter.clock.ClockText;
import org.rookery.clock.ClockEvent;
import org.rookery.rules.Color;
import org.rookery.ui.clock.ClockWidget;

/**
 * One board in the Clocks view: a group titled with the board and its control, the clock, and the
 * board's log (every start, press, pause, resume and adjustment with its reason, and the flag
 * fall), newest last.
 */
public final class BoardPanel implements ClockListener {

    private final Group group;
    private final ClockWidget widget;
    private final List log;
    private Long startedAt;

    BoardPanel(Composite parent, BoardClock board) {
        group = new Group(parent, SWT.NONE);
        group.setText(board.name() + " \u2014 " + board.control());
        group.setLayout(new GridLayout(1, false));
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true);
        gd.minimumHeight = 200;
        gd.widthHint = 420;
        group.setLayoutData(gd);
        widget = new ClockWidget(group, SWT.NONE, board);
        GridData wd = new GridData(SWT.FILL, SWT.FILL, true, true);
        wd.heightHint = 150;
        widget.setLayoutData(wd);
        log = new List(group, SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        GridData ld = new GridData(SWT.FILL, SWT.FILL, true, false);
        ld.heightHint = log.getItemHeight() * 4;
        log.setLayoutData(ld);
        board.addListener(this);
    }

    /** The board's clock. */
    public BoardClock board() {
        return widget.board();
    }

    /** The clock widget. */
    public ClockWidget widget() {
        return widget;
    }

    /** The log lines shown. */
    public java.util.List<String> logLines() {
        return java.util.List.of(log.getItems());
    }

    /** The group holding the board. */
    public Group control() {
        return group;
    }

    @Override
    public void applied(BoardClock board, ClockEvent event) {
        if (startedAt == null) {
            startedAt = event.at();
        }
        add(at(event.at()) + "  " + describe(event));
    }

    @Override
    public void flagFell(BoardClock board, Color side, long firstMs, long secondMs) {
        add("flag: " + widget.sideName(side) + "'s time ran out; " + widget.sideName(Color.WHITE) + " "
                + ClockText.time(firstMs) + ", " + widget.sideName(Color.BLACK) + " " + ClockText.time(secondMs));
    }

    @Override
    public void statusChanged(BoardClock board, String status) {
        if (!status.isEmpty()) {
            add(status);
        }
    }

    private String describe(ClockEvent e) {
        return switch (e) {
            case ClockEvent.Start s -> "start, " + widget.sideName(s.toMove()) + " to move";
            case ClockEvent.Press p -> widget.sideName(p.by()) + " pressed";
            case ClockEvent.Pause p -> "paused";
            case ClockEvent.Resume r -> "resumed";
            case ClockEvent.Stop s -> "stopped";
            case ClockEvent.Adjustment a -> widget.sideName(a.side()) + ": " + switch (a.kind()) {
                case ADD_MAIN -> ClockText.signed(a.amount());
                case SET_MAIN -> "set to " + ClockText.time(a.amount());
                case SET_PERIODS -> a.amount() + " byoyomi periods";
            } + " (" + a.reason() + ")";
        };
    }

    private String at(long ms) {
        return "[" + ClockText.time(ms - startedAt) + "]";
    }

    private void add(String line) {
        if (log.isDisposed()) {
            return;
        }
        log.add(line);
        log.setTopIndex(log.getItemCount() - 1);
    }
}
