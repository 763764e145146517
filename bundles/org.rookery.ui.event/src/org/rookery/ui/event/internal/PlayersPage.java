// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;
import org.rookery.event.model.Player;

/**
 * The event editor's players page: the registered players (name, rating, grade, team,
 * withdrawn), and the arbiter's actions on them, each recorded as a fact: add (register),
 * edit (a correction of the registration), withdraw, and import from a CSV file after a preview.
 */
final class PlayersPage {

    /** The model's notifications since the page last drew it. */
    private final ModelChanges changes = new ModelChanges();

    private final EventSession session;
    private final Composite root;
    private final TableViewer table;
    private final Label summary;
    private final Consumer<Event> listener;

    PlayersPage(Composite parent, EventSession session) {
        this.session = session;
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(2, false));
        summary = new Label(root, SWT.NONE);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).applyTo(summary);
        table = new TableViewer(root, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table.getControl());
        column("Id", 70, Player::getId);
        column("Name", 200, Player::getName);
        column("Rating", 70, p -> p.getRating() == 0 ? "" : Integer.toString(p.getRating()));
        column("Grade", 70, Player::getGrade);
        column("Team", 120, p -> p.getTeam() == null ? "" : p.getTeam().getName());
        column("Withdrawn", 110, p -> p.getWithdrawnFromRound() == 0 ? "" : "from round " + p.getWithdrawnFromRound());
        table.setContentProvider(ArrayContentProvider.getInstance());
        // a withdrawn player's row is found by itself
        table.setUseHashlookup(true);

        Composite buttons = new Composite(root, SWT.NONE);
        buttons.setLayout(new GridLayout(1, true));
        GridDataFactory.fillDefaults().align(SWT.FILL, SWT.BEGINNING).applyTo(buttons);
        button(buttons, "Add...", this::add);
        button(buttons, "Edit...", this::edit);
        button(buttons, "Withdraw", this::withdraw);
        button(buttons, "Request bye...", this::requestBye);
        button(buttons, "Import CSV...", this::importCsv);

        listener = model -> root.getDisplay().asyncExec(() -> changed(session.model()));
        session.addListener(listener);
        changes.take(session.model());
        show(session.model());
    }

    Control control() {
        return root;
    }

    TableViewer table() {
        return table;
    }

    void dispose() {
        session.removeListener(listener);
        changes.dispose();
    }

    /**
     * Redraws the players whose features changed (a withdrawal), the list when players come or
     * go; a result or a pairing, which changes no player, leaves the page as it is. A new model is
     * shown whole.
     */
    private void changed(Event model) {
        if (root.isDisposed()) {
            return;
        }
        java.util.List<org.eclipse.emf.common.notify.Notification> since = changes.take(model);
        if (since == null) {
            show(model);
            return;
        }
        java.util.Set<Object> rows = new java.util.LinkedHashSet<>();
        for (org.eclipse.emf.common.notify.Notification n : since) {
            if (n.getNotifier() instanceof Player p) {
                rows.add(p);
            } else if (n.getNotifier() == model && (n.getFeature() == org.rookery.event.model.EventPackage.eINSTANCE.getEvent_Players()
                    || n.getFeature() == org.rookery.event.model.EventPackage.eINSTANCE.getEvent_Name()
                    || n.getFeature() == org.rookery.event.model.EventPackage.eINSTANCE.getEvent_FormatName())
                    || n.getNotifier() instanceof org.rookery.event.model.Team) {
                show(model);
                return;
            }
        }
        if (!rows.isEmpty()) {
            table.update(rows.toArray(), null);
        }
    }

    private void show(Event model) {
        if (root.isDisposed()) {
            return;
        }
        table.setInput(model.getPlayers());
        summary.setText(model.getPlayers().size() + " players in " + model.getName() + " (" + model.getFormatName() + ")");
        root.layout(true, true);
    }

    private void column(String title, int width, Function<Player, String> text) {
        TableViewerColumn c = new TableViewerColumn(table, SWT.NONE);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Player) element);
            }
        });
    }

    private static void button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(b);
        b.addListener(SWT.Selection, e -> action.run());
    }

    private Optional<Player> selected() {
        Object first = ((IStructuredSelection) table.getSelection()).getFirstElement();
        return Optional.ofNullable((Player) first);
    }

    private void add() {
        PlayerDialog d = new PlayerDialog(root.getShell(), null);
        if (d.open() == Window.OK) {
            Feedback.record(root.getShell(), session, "Register " + d.player().name(), List.of(d.player()));
        }
    }

    private void edit() {
        selected().ifPresent(p -> {
            Optional<Fact> registration = registration(p.getId());
            if (registration.isEmpty()) {
                return;
            }
            PlayerDialog d = new PlayerDialog(root.getShell(), (FactBody.Register) registration.get().body());
            if (d.open() == Window.OK) {
                Feedback.record(root.getShell(), session, "Edit " + p.getId(),
                        List.of(new FactBody.Correction(registration.get().seq(), d.player(), "edited in the players page")));
            }
        });
    }

    /** The fact that registered {@code player}. */
    private Optional<Fact> registration(String player) {
        return session.folder().facts().stream()
                .filter(f -> f.body() instanceof FactBody.Register r && r.player().equals(player)).findFirst();
    }

    private void withdraw() {
        selected().ifPresent(p -> {
            int from = EventModels.roundsPaired(session.model()) + 1;
            if (MessageDialog.openConfirm(root.getShell(), "Withdraw " + p.getName(),
                    p.getName() + " will not be paired from round " + from + " on.")) {
                Feedback.record(root.getShell(), session, "Withdraw " + p.getId(),
                        List.of(new FactBody.Withdraw(p.getId(), from)));
            }
        });
    }

    /**
     * The dialog asking for the round the selected player will not play (in a team event, his
     * team: a team asks for a bye as a whole); empty when no player is selected.
     */
    Optional<ByeRequestDialog> byeRequestDialog() {
        int next = EventModels.roundsPaired(session.model()) + 1;
        return selected().map(p -> TeamsPage.applies(session.state()) && p.getTeam() != null
                ? new ByeRequestDialog(root.getShell(), session, p.getTeam(), next)
                : new ByeRequestDialog(root.getShell(), session, p, next));
    }

    private void requestBye() {
        byeRequestDialog().ifPresent(ByeRequestDialog::open);
    }

    private void importCsv() {
        FileDialog files = new FileDialog(root.getShell(), SWT.OPEN);
        files.setText("Import players from CSV");
        files.setFilterExtensions(new String[] { "*.csv", "*.*" });
        String file = files.open();
        if (file == null) {
            return;
        }
        PlayerCsv.Preview preview;
        try {
            preview = preview(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException e) {
            MessageDialog.openError(root.getShell(), "Import players", file + ": " + e.getMessage());
            return;
        }
        if (new CsvPreviewDialog(root.getShell(), file, preview).open() == Window.OK) {
            Feedback.record(root.getShell(), session, "Import " + preview.players().size() + " players",
                    List.copyOf(preview.players()));
        }
    }

    /** Checks CSV text against the event: the registrations it would record and its bad rows. */
    PlayerCsv.Preview preview(String csv) {
        Set<String> taken = new HashSet<>();
        session.model().getPlayers().forEach(p -> taken.add(p.getId()));
        return PlayerCsv.read(csv, taken);
    }
}
