// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.rookery.engine.event.EventState;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.event.model.Event;
import org.rookery.event.model.Innings;
import org.rookery.event.model.InningsLine;

/**
 * The innings scorecard of the active innings match: each innings with its batting order, target
 * and follow-on, and under it every game's line (players, outcome, captured men, illegal moves,
 * clocks, score, running total, out); in a chase within the same moves, each game's moves and the
 * chasing innings' moves used and left. Below, what the match needs next: the scoring player due
 * and the stopping side's players the captain may choose, as the innings engine rules them, offered
 * for the next game's start ({@link NextGamePanel}); above it, the step the match waits for
 * otherwise (squads, toss, batting order, follow-on, the game in play's board, clock and result:
 * {@link InningsStepPanel}). One widget for the Innings Scorecard view and the event editor's
 * Scorecard page, which the editor area shows first when an innings match opens.
 */
final class ScorecardPanel {

    private static final String[] TITLES = { "Innings / game", "Scorer", "Stopper", "Outcome", "Captured",
            "Illegal (s/t)", "Clock (s/t)", "Score", "Running", "Out", "Moves" };
    private static final int[] WIDTHS = { 330, 65, 72, 150, 130, 75, 160, 55, 65, 40, 0 };
    /** The moves column, shown only where the format chases within the same moves. */
    private static final int MOVES = 10;
    private static final int MOVES_WIDTH = 100;
    /** The captured men's column, narrowed to make room for the moves where they show. */
    private static final int CAPTURED = 4;
    private static final int CAPTURED_NARROW = 70;

    private Label heading;
    private TreeViewer tree;
    private Label next;
    private NextGamePanel nextGame;
    private InningsStepPanel step;
    private final java.util.function.Supplier<EventSession> session;

    /** Builds the scorecard in {@code parent}; it shows the event {@code session} gives at each {@link #show}. */
    ScorecardPanel(Composite parent, java.util.function.Supplier<EventSession> session) {
        this.session = session;
        parent.setLayout(new GridLayout(1, false));
        heading = new Label(parent, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(heading);
        tree = new TreeViewer(parent, SWT.BORDER | SWT.FULL_SELECTION);
        tree.getTree().setHeaderVisible(true);
        tree.getTree().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(tree.getControl());
        for (int i = 0; i < TITLES.length; i++) {
            int col = i;
            TreeViewerColumn c = new TreeViewerColumn(tree, SWT.NONE);
            c.getColumn().setText(TITLES[i]);
            c.getColumn().setWidth(WIDTHS[i]);
            c.getColumn().setResizable(i != MOVES);
            c.setLabelProvider(new ColumnLabelProvider() {
                @Override
                public String getText(Object element) {
                    if (element instanceof Innings in) {
                        return inningsText(in, col);
                    }
                    InningsLine l = (InningsLine) element;
                    // A stopping player let in outside the rotation limits is marked with the arbiter's reason.
                    if (col == 2) {
                        return l.getStopper() + override(l).map(o -> " (override: " + o + ")").orElse("");
                    }
                    // The moves a game took, where they were recorded (a chase within the same moves counts them).
                    return col == MOVES ? movesOf(l) : lineText(l, col);
                }
            });
        }
        tree.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object parent) {
                return parent instanceof Innings in ? in.getLines().toArray() : new Object[0];
            }

            @Override
            public Object getParent(Object element) {
                return element instanceof InningsLine l ? l.eContainer() : null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return element instanceof Innings in && !in.getLines().isEmpty();
            }
        });
        next = new Label(parent, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(next);
        step = new InningsStepPanel(parent, session);
        nextGame = new NextGamePanel(parent, session);
    }

    private static String inningsText(Innings in, int col) {
        return switch (col) {
            case 0 -> in.getLabel() + (nz(in.getBattingOrder()).isEmpty() ? "" : ": " + in.getBattingOrder()) + target(in);
            case MOVES -> nz(in.getMoves());
            case 3 -> in.isFinished() ? in.getEndReason() : "in play";
            case 8 -> Tables.plain(in.getTotal());
            default -> "";
        };
    }

    /** The innings' target, or by how much the batting team already leads (the engine's target is then 0 or less). */
    private static String target(Innings in) {
        java.math.BigDecimal t = in.getTarget();
        if (t == null) {
            return "";
        }
        return t.signum() > 0 ? ", target " + Tables.plain(t) : ", ahead by " + Tables.plain(java.math.BigDecimal.ONE.subtract(t));
    }

    /** The moves of a game whose result gave them; empty otherwise. */
    private static String movesOf(InningsLine l) {
        return l.getMoves() == null ? "" : Integer.toString(l.getMoves());
    }

    /** The arbiter's reason for the override of this line's stopping player, if there was one. */
    private static java.util.Optional<String> override(InningsLine l) {
        return java.util.Optional.ofNullable(l.getOverride()).filter(o -> !o.isBlank());
    }

    private static String lineText(InningsLine l, int col) {
        return switch (col) {
            case 0 -> "game " + l.getGame();
            case 1 -> l.getScorer();
            case 2 -> l.getStopper();
            case 3 -> l.getOutcome() == null ? "in play" : l.getOutcome();
            case 4 -> nz(l.getCaptured());
            case 5 -> nz(l.getIllegalMoves());
            case 6 -> nz(l.getClock());
            case 7 -> Tables.plain(l.getScore());
            case 8 -> Tables.plain(l.getRunningTotal());
            default -> l.isOut() ? "out" : "";
        };
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    TreeViewer tree() {
        return tree;
    }

    /** The choice of the next game's players. */
    NextGamePanel nextGame() {
        return nextGame;
    }

    /** The squad, toss, batting order, follow-on and game-in-play part. */
    InningsStepPanel step() {
        return step;
    }

    /** The heading: the event, its totals, the result and, in a chase within the same moves, the moves left. */
    String heading() {
        return heading.getText();
    }

    /** The line saying what the match needs next. */
    String nextText() {
        return next.getText();
    }

    private EventSession session() {
        return session.get();
    }

    void setFocus() {
        tree.getControl().setFocus();
    }

    /** Shows {@code model} (null: no event is open), the event of the session. Called on the UI thread. */
    void show(Event model) {
        if (tree.getControl().isDisposed()) {
            return;
        }
        // the panels below record the match's next step: a use case that takes the engine's state
        EventState state = session() == null ? null : session().state();
        InningsMatch match = state == null ? null : state.innings().orElse(null);
        if (model == null || model.getInningsNext() == null) {
            heading.setText(model == null ? "No event is open." : model.getName() + " is not an innings match.");
            tree.setInput(List.of());
            next.setText("");
            step.show(state, null);
            nextGame.show(state, null);
        } else {
            heading.setText(model.getName() + " (" + model.getFormatName() + "): " + model.getInningsTotals());
            // The moves column is for a chase within the same moves; other formats do not count moves.
            boolean moves = model.isMovesCounted();
            org.eclipse.swt.widgets.TreeColumn movesColumn = tree.getTree().getColumn(MOVES);
            if (moves != movesColumn.getWidth() > 0) {
                movesColumn.setWidth(moves ? MOVES_WIDTH : 0);
                movesColumn.setResizable(moves);
                tree.getTree().getColumn(CAPTURED).setWidth(moves ? CAPTURED_NARROW : WIDTHS[CAPTURED]);
            }
            tree.setInput(model.getInnings());
            tree.expandAll();
            next.setText(model.getInningsNext());
            step.show(state, match);
            nextGame.show(state, match);
        }
        heading.getParent().layout(true, true);
    }
}
