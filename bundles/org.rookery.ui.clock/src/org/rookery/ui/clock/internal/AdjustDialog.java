// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.internal;

import java.util.Optional;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.clock.ClockEvent;
import org.rookery.rules.Color;
import org.rookery.ui.clock.ClockWidget;

/**
 * The arbiter's adjustment of one board's clock: add time to a side (or take it away), set its
 * main time, or set its byoyomi periods, always with a reason. OK applies the adjustment to the
 * clock; a refused one (no reason, an amount that does not apply) keeps the dialog open with the
 * error, so nothing typed is lost.
 */
public final class AdjustDialog extends TitleAreaDialog {

    private static final ClockEvent.Adjustment.Kind[] KINDS = { ClockEvent.Adjustment.Kind.ADD_MAIN,
            ClockEvent.Adjustment.Kind.SET_MAIN, ClockEvent.Adjustment.Kind.SET_PERIODS };
    private static final String[] KIND_LABELS = { "Add time (negative takes away)", "Set main time",
            "Set byoyomi periods left" };

    private final ClockWidget widget;
    private Combo side;
    private Combo kind;
    private Text amount;
    private Text reason;
    private ClockEvent.Adjustment applied;

    /** A dialog adjusting the clock {@code widget} shows. */
    public AdjustDialog(Shell parent, ClockWidget widget) {
        super(parent);
        this.widget = widget;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Adjust the clock of " + widget.board().name());
        setMessage("The change and its reason go into the board's clock log.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        c.setLayout(new GridLayout(2, false));
        new Label(c, SWT.NONE).setText("Color:");
        side = new Combo(c, SWT.READ_ONLY);
        side.setItems(widget.sideName(Color.WHITE), widget.sideName(Color.BLACK));
        side.select(0);
        new Label(c, SWT.NONE).setText("Change:");
        kind = new Combo(c, SWT.READ_ONLY);
        kind.setItems(KIND_LABELS);
        kind.select(0);
        new Label(c, SWT.NONE).setText("Amount:");
        amount = new Text(c, SWT.BORDER);
        amount.setMessage("m:ss or seconds (periods: a count)");
        amount.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(c, SWT.NONE).setText("Reason:");
        reason = new Text(c, SWT.BORDER);
        reason.setMessage("why, in the arbiter's words (required)");
        reason.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return area;
    }

    @Override
    protected void okPressed() {
        try {
            Color s = side.getSelectionIndex() == 1 ? Color.BLACK : Color.WHITE;
            ClockEvent.Adjustment.Kind k = KINDS[Math.max(0, kind.getSelectionIndex())];
            long value = k == ClockEvent.Adjustment.Kind.SET_PERIODS ? parseCount(amount.getText()) : parseMillis(amount.getText());
            if (reason.getText().isBlank()) {
                throw new IllegalArgumentException("give the reason for the adjustment: it is kept in the log");
            }
            applied = widget.board().adjust(s, k, value, reason.getText().strip());
        } catch (IllegalArgumentException | IllegalStateException | ArithmeticException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        widget.refresh();
        super.okPressed();
    }

    /** The adjustment applied, empty when cancelled. */
    public Optional<ClockEvent.Adjustment> applied() {
        return Optional.ofNullable(applied);
    }

    /** Fills the fields and presses OK: for tests, and for callers that already know the change. */
    public void submit(Color s, ClockEvent.Adjustment.Kind k, String amountText, String reasonText) {
        side.select(s == Color.WHITE ? 0 : 1);
        for (int i = 0; i < KINDS.length; i++) {
            if (KINDS[i] == k) {
                kind.select(i);
            }
        }
        amount.setText(amountText);
        reason.setText(reasonText);
        buttonPressed(IDialogConstants.OK_ID);
    }

    /** The error shown, empty when none. */
    public String error() {
        String m = getErrorMessage();
        return m == null ? "" : m;
    }

    /** {@code text} as milliseconds: "1:30", "0:01:30", "90", "-30", "2.5". */
    public static long parseMillis(String text) {
        String t = text.strip();
        boolean negative = t.startsWith("-");
        if (negative || t.startsWith("+")) {
            t = t.substring(1).strip();
        }
        try {
            String[] parts = t.split(":");
            if (parts.length > 3 || t.isEmpty()) {
                throw new NumberFormatException();
            }
            double seconds = 0;
            for (String p : parts) {
                seconds = seconds * 60 + Double.parseDouble(p);
            }
            long ms = Math.round(seconds * 1000);
            return negative ? -ms : ms;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not an amount of time: write m:ss, h:mm:ss or"
                    + " seconds, with - to take time away");
        }
    }

    private static long parseCount(String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a number of periods");
        }
    }
}
