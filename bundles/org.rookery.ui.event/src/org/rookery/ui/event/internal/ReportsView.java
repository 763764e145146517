// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.rookery.event.model.Event;
import org.rookery.arbiter.proposal.Proposals;
import org.rookery.arbiter.proposal.ReportCodes;

/**
 * Results reported from the board (the results server's report page): every report of the
 * active event with what became of it, the games whose two reports disagree flagged first. The
 * arbiter confirms a report, which records its result as a fact and marks it confirmed, or
 * rejects it with a reason. The proposals file is read again every two seconds and whenever a
 * fact is recorded.
 */
public final class ReportsView extends EventView {

    private static final int POLL_MILLIS = 2_000;

    private Label summary;
    private TableViewer table;
    private Button confirm;
    private Button reject;
    private List<String> disagreements = List.of();
    private TableViewer codes;
    private Button makeCodes;

    /** One board of the last round with the code its players report with. */
    record BoardCode(String game, String white, String black, String code) {
    }

    @Override
    protected void create(Composite parent) {
        parent.setLayout(new GridLayout(3, false));
        summary = new Label(parent, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).applyTo(summary);
        table = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        // the reports come first: they keep room for a few rows however small the view
        GridDataFactory.fillDefaults().grab(true, true).span(3, 1).hint(SWT.DEFAULT, 110).applyTo(table.getControl());
        Tables.<Proposals.Proposal>column(table, "#", 40, p -> Long.toString(p.number()));
        Tables.<Proposals.Proposal>column(table, "Game", 60, Proposals.Proposal::game);
        Tables.<Proposals.Proposal>column(table, "Reported by", 100, p -> p.reporter().word());
        Tables.<Proposals.Proposal>column(table, "Result", 160, p -> p.claim().word());
        Tables.<Proposals.Proposal>column(table, "State", 90, p -> p.state().name().toLowerCase(java.util.Locale.ROOT));
        Tables.<Proposals.Proposal>column(table, "Flag", 140,
                p -> p.state() == Proposals.State.OPEN && disagreements.contains(p.game()) ? "reports disagree" : "");
        Tables.<Proposals.Proposal>column(table, "Decision", 220, p -> p.decision().orElse(""));
        Tables.<Proposals.Proposal>column(table, "When", 170, p -> p.at().toString());
        table.setContentProvider(ArrayContentProvider.getInstance());
        confirm = new Button(parent, SWT.PUSH);
        confirm.setText("Confirm and record");
        confirm.addListener(SWT.Selection, e -> confirmSelected());
        reject = new Button(parent, SWT.PUSH);
        reject.setText("Reject...");
        reject.addListener(SWT.Selection, e -> rejectSelected(null));
        table.addSelectionChangedListener(e -> buttons());
        makeCodes = new Button(parent, SWT.PUSH);
        makeCodes.setText("Take reports from the board");
        makeCodes.setToolTipText("Makes the event's report secret: the results server then takes reports,"
                + " with the codes below printed on the pairing slips");
        makeCodes.addListener(SWT.Selection, e -> takeReports());
        codes = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION);
        codes.getTable().setHeaderVisible(true);
        codes.getTable().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).hint(SWT.DEFAULT, 90).applyTo(codes.getControl());
        Tables.<BoardCode>column(codes, "Board", 60, BoardCode::game);
        Tables.<BoardCode>column(codes, "White", 180, BoardCode::white);
        Tables.<BoardCode>column(codes, "Black", 180, BoardCode::black);
        Tables.<BoardCode>column(codes, "Report code", 100, BoardCode::code);
        codes.setContentProvider(ArrayContentProvider.getInstance());
        buttons();
        poll();
    }

    private void poll() {
        table.getControl().getDisplay().timerExec(POLL_MILLIS, () -> {
            if (!table.getControl().isDisposed()) {
                refresh();
                poll();
            }
        });
    }

    private Optional<Proposals> proposals() {
        EventSession s = session();
        return s == null ? Optional.empty() : Optional.of(Proposals.of(s.folder().dir(), InstantSource.system()));
    }

    /** The codes of the last round's boards, for the slips; empty without a report secret. */
    List<BoardCode> boardCodes() {
        EventSession s = session();
        if (s == null || s.state().pairings().isEmpty()) {
            return List.of();
        }
        try {
            Optional<ReportCodes> c = ReportCodes.read(s.folder().dir());
            if (c.isEmpty()) {
                return List.of();
            }
            // the codes are made from the boards' ids; the names beside them are the model's
            org.rookery.event.model.Event model = s.model();
            return s.state().pairings().lastEntry().getValue().boards().stream().map(b -> new BoardCode(b.game(),
                    name(model, b.white()), name(model, b.black()), c.get().code(b.game(), b.white(), b.black()))).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** The name of the player or team {@code id} as the model has it; the id where it has neither. */
    private static String name(org.rookery.event.model.Event model, String id) {
        return model.getPlayers().stream().filter(p -> p.getId().equals(id)).map(org.rookery.event.model.Player::getName)
                .findFirst().or(() -> model.getTeams().stream().filter(t -> t.getId().equals(id))
                        .map(org.rookery.event.model.Team::getName).findFirst())
                .orElse(id);
    }

    /** Makes the event's report secret, as the button does. */
    void takeReports() {
        EventSession s = session();
        if (s == null) {
            return;
        }
        try {
            ReportCodes.readOrCreate(s.folder().dir());
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), "Take reports from the board", e.getMessage());
        }
        refresh();
    }

    /** Reads the proposals file again. */
    void refresh() {
        if (table.getControl().isDisposed()) {
            return;
        }
        List<BoardCode> boards = boardCodes();
        codes.setInput(boards);
        EventSession active = session();
        makeCodes.setEnabled(active != null && !java.nio.file.Files.exists(active.folder().dir().resolve(ReportCodes.SECRET)));
        Optional<Proposals> p = proposals();
        if (p.isEmpty()) {
            summary.setText("No event is open.");
            table.setInput(List.of());
            buttons();
            return;
        }
        try {
            List<Proposals.Proposal> all = p.get().read();
            disagreements = p.get().disagreements();
            long open = all.stream().filter(x -> x.state() == Proposals.State.OPEN).count();
            // disagreeing reports first, then the open ones, then the decided ones, each in order made
            table.setInput(all.stream().sorted(java.util.Comparator
                    .comparingInt((Proposals.Proposal x) -> x.state() != Proposals.State.OPEN ? 2
                            : disagreements.contains(x.game()) ? 0 : 1)
                    .thenComparingLong(Proposals.Proposal::number)).toList());
            summary.setText(all.isEmpty() ? "No result has been reported from the board."
                    : open + " report(s) waiting" + (disagreements.isEmpty() ? "" : "; the reports of "
                            + String.join(", ", disagreements) + " disagree: ask both players") + ".");
        } catch (IOException e) {
            summary.setText(e.getMessage());
            table.setInput(List.of());
        }
        summary.getParent().layout();
        buttons();
    }

    private Optional<Proposals.Proposal> selected() {
        Object o = ((IStructuredSelection) table.getSelection()).getFirstElement();
        return o instanceof Proposals.Proposal p && p.state() == Proposals.State.OPEN ? Optional.of(p) : Optional.empty();
    }

    private void buttons() {
        boolean open = selected().isPresent();
        confirm.setEnabled(open);
        reject.setEnabled(open);
    }

    /** Selects the report numbered {@code number}, as a click would. */
    void select(long number) {
        for (int i = 0; i < table.getTable().getItemCount(); i++) {
            if (table.getElementAt(i) instanceof Proposals.Proposal p && p.number() == number) {
                table.setSelection(new org.eclipse.jface.viewers.StructuredSelection(p), true);
            }
        }
        buttons();
    }

    /** Records the selected report's result as a fact, then marks it confirmed. Whether it was recorded. */
    boolean confirmSelected() {
        Optional<Proposals.Proposal> p = selected();
        EventSession s = session();
        if (p.isEmpty() || s == null) {
            return false;
        }
        if (!Feedback.record(getSite().getShell(), s, "Confirm report #" + p.get().number() + " of " + p.get().game(),
                List.of(p.get().result()))) {
            return false;
        }
        try {
            proposals().orElseThrow().confirm(p.get().number(), EventSession.arbiter());
        } catch (IOException | IllegalArgumentException e) {
            MessageDialog.openError(getSite().getShell(), "Confirm report", "The result is recorded, but the report could not"
                    + " be marked confirmed: " + e.getMessage());
        }
        refresh();
        return true;
    }

    /** Rejects the selected report for {@code reason} (asked in a dialog when null). */
    boolean rejectSelected(String reason) {
        Optional<Proposals.Proposal> p = selected();
        if (p.isEmpty()) {
            return false;
        }
        String why = reason;
        if (why == null) {
            InputDialog ask = new InputDialog(getSite().getShell(), "Reject report #" + p.get().number(),
                    "Why is the report of " + p.get().game() + " rejected?", "",
                    t -> t.isBlank() ? "Say why: the players see no reason otherwise" : null);
            if (ask.open() != Window.OK) {
                return false;
            }
            why = ask.getValue().strip();
        }
        try {
            proposals().orElseThrow().reject(p.get().number(), EventSession.arbiter(), why);
        } catch (IOException | IllegalArgumentException e) {
            MessageDialog.openError(getSite().getShell(), "Reject report", e.getMessage());
            return false;
        }
        refresh();
        return true;
    }

    TableViewer table() {
        return table;
    }

    TableViewer codes() {
        return codes;
    }

    Label summary() {
        return summary;
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    @Override
    protected void show(Event model) {
        refresh();
    }
}
