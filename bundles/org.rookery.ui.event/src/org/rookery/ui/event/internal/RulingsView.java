// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;
import java.util.Locale;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.rookery.event.model.Event;
import org.rookery.event.model.Ruling;

/**
 * The rulings log: the audit trail of the active event, every fact with its sequence number,
 * when and by whom it was recorded (and, for an event on a server, the database account that
 * committed it), its type, the fact in words (as the command line says it), whether it was
 * undone, and the fact's JSON as the journal holds it. The filter box keeps the facts whose words
 * or JSON contain what is typed.
 */
public final class RulingsView extends EventView {

    private Text filter;
    private TableViewer table;

    @Override
    protected void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        filter = new Text(parent, SWT.BORDER | SWT.SEARCH | SWT.ICON_CANCEL);
        filter.setMessage("Filter: player, game, type, arbiter...");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(filter);
        table = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table.getControl());
        Tables.<Ruling>column(table, "Seq", 50, r -> Long.toString(r.getSeq()));
        Tables.<Ruling>column(table, "When", 160, Ruling::getAt);
        Tables.<Ruling>column(table, "Who", 90, Ruling::getBy);
        // who the server says committed the fact (the database account); an event folder keeps none
        Tables.<Ruling>column(table, "Account", 90, this::account);
        Tables.<Ruling>column(table, "Type", 90, Ruling::getType);
        // the whole of a long summary and the fact's JSON when the pointer rests on it
        Tables.<Ruling>column(table, "Summary", 640, Ruling::getSummary).setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Ruling) element).getSummary();
            }

            @Override
            public String getToolTipText(Object element) {
                Ruling r = (Ruling) element;
                return r.getSummary() + "\n\n" + r.getJson();
            }
        });
        ColumnViewerToolTipSupport.enableFor(table);
        Tables.<Ruling>column(table, "Undone", 60, r -> r.isUndone() ? "undone" : "");
        // the fact as the journal holds it, for an arbiter who wants every field
        Tables.<Ruling>column(table, "Details", 400, Ruling::getJson);
        table.setContentProvider(ArrayContentProvider.getInstance());
        table.setUseHashlookup(true);
        table.addFilter(new ViewerFilter() {
            @Override
            public boolean select(Viewer viewer, Object parentElement, Object element) {
                String want = filter.getText().strip().toLowerCase(Locale.ROOT);
                Ruling r = (Ruling) element;
                return want.isEmpty() || (r.getSeq() + " " + r.getAt() + " " + r.getBy() + " " + account(r) + " " + r.getType()
                        + " " + r.getSummary() + " " + r.getJson()).toLowerCase(Locale.ROOT).contains(want);
            }
        });
        filter.addModifyListener(e -> table.refresh());
    }

    /** The database account that committed {@code r}'s fact, or "" (an event folder's facts have none). */
    private String account(Ruling r) {
        EventSession s = session();
        return s == null ? "" : s.account(r.getSeq()).orElse("");
    }

    /** Sets the filter text, as if typed. */
    void filter(String text) {
        filter.setText(text);
    }

    TableViewer table() {
        return table;
    }

    @Override
    public void setFocus() {
        filter.setFocus();
    }

    /** New facts are added at the end of the log; anything else in the log is shown whole. */
    @Override
    protected void changed(Event model, List<Notification> changes) {
        List<Object> added = new java.util.ArrayList<>();
        for (Notification n : changes) {
            if (n.getNotifier() == model && n.getFeature() == org.rookery.event.model.EventPackage.eINSTANCE.getEvent_Rulings()) {
                if (n.getEventType() == Notification.ADD) {
                    added.add(n.getNewValue());
                } else if (n.getEventType() == Notification.ADD_MANY) {
                    added.addAll((java.util.Collection<?>) n.getNewValue());
                } else {
                    show(model);
                    return;
                }
            } else if (n.getNotifier() instanceof Ruling) {
                show(model);
                return;
            }
        }
        if (!added.isEmpty() && !table.getControl().isDisposed()) {
            table.add(added.toArray());
        }
    }

    @Override
    protected void show(Event model) {
        if (!table.getControl().isDisposed()) {
            table.setInput(model == null ? List.of() : model.getRulings());
        }
    }
}
