// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSource;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/**
 * A team's batting order as the arbiter arranges it: the squad's players in a list, numbered, put
 * in order by dragging a row to its place or with Move up / Move down. Only the squad is offered,
 * so an order can name neither a reserve nor a player twice.
 */
final class BattingOrderList {

    private final Table table;
    private final Function<String, String> label;
    private final List<String> players = new ArrayList<>();
    private int dragged = -1;

    /**
     * A list of {@code squad} in its current order under {@code parent}.
     *
     * @param label how a player is shown (id and name)
     */
    BattingOrderList(Composite parent, List<String> squad, Function<String, String> label) {
        this.label = label;
        players.addAll(squad);
        Composite box = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        box.setLayout(layout);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(box);
        table = new Table(box, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL);
        fill();
        GridDataFactory.fillDefaults().grab(true, false).hint(240, table.getItemHeight() * Math.max(players.size(), 3)
                + 2 * table.getBorderWidth()).applyTo(table);
        Composite buttons = new Composite(box, SWT.NONE);
        GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(buttons);
        buttons.setLayout(new GridLayout(1, true));
        button(buttons, "Move up", -1);
        button(buttons, "Move down", 1);
        dragAndDrop();
    }

    private void button(Composite parent, String text, int by) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        GridDataFactory.fillDefaults().applyTo(b);
        b.addListener(SWT.Selection, e -> {
            int i = table.getSelectionIndex();
            if (i >= 0) {
                move(i, i + by);
            }
        });
    }

    /** A row dragged onto another takes its place; the rows between shift by one. */
    private void dragAndDrop() {
        Transfer[] types = { TextTransfer.getInstance() };
        DragSource source = new DragSource(table, DND.DROP_MOVE);
        source.setTransfer(types);
        source.addDragListener(new DragSourceAdapter() {
            @Override
            public void dragStart(DragSourceEvent event) {
                dragged = table.getSelectionIndex();
                event.doit = dragged >= 0;
            }

            @Override
            public void dragSetData(DragSourceEvent event) {
                event.data = dragged >= 0 ? players.get(dragged) : "";
            }
        });
        DropTarget target = new DropTarget(table, DND.DROP_MOVE);
        target.setTransfer(types);
        target.addDropListener(new DropTargetAdapter() {
            @Override
            public void dragOver(DropTargetEvent event) {
                event.feedback = DND.FEEDBACK_SELECT | DND.FEEDBACK_SCROLL;
            }

            @Override
            public void drop(DropTargetEvent event) {
                Point p = table.toControl(event.x, event.y);
                TableItem over = table.getItem(p);
                int to = over == null ? players.size() - 1 : table.indexOf(over);
                if (dragged >= 0) {
                    move(dragged, to);
                }
                dragged = -1;
            }
        });
    }

    /** Moves the player at {@code from} to {@code to} (clamped to the list), keeping him selected. */
    void move(int from, int to) {
        if (from < 0 || from >= players.size()) {
            return;
        }
        int place = Math.max(0, Math.min(players.size() - 1, to));
        players.add(place, players.remove(from));
        fill();
        table.setSelection(place);
    }

    /**
     * Puts the players in the order given, as the arbiter would by dragging.
     *
     * @return false (and no change) unless {@code order} names each player of the list once
     */
    boolean arrange(List<String> order) {
        if (order.size() != players.size() || !order.containsAll(players)) {
            return false;
        }
        players.clear();
        players.addAll(order);
        fill();
        return true;
    }

    /** The batting order as arranged, first batter first. */
    List<String> order() {
        return List.copyOf(players);
    }

    /** The list, for tests that drag or click its rows. */
    Table table() {
        return table;
    }

    private void fill() {
        table.removeAll();
        for (int i = 0; i < players.size(); i++) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText((i + 1) + ".  " + label.apply(players.get(i)));
            item.setData(players.get(i));
        }
    }
}
