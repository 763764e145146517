// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

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
    private EventState state;
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

    private String inningsText(Innings in, int col) {
        return switch (col) {
            case 0 -> in.getLabel() + battingOrder(in) + target(in);
            case MOVES -> moveLimit(in);
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

    /**
     * The moves an innings used: in a chase within the same moves, of the first side's, and how many
     * are left ("40 of 75, 35 left"); the first side's innings shows the moves it set.
     */
    private String moveLimit(Innings in) {
        return card(in).map(c -> c.moveLimit().isPresent() ? c.moves() + " of " + c.moveLimit().getAsInt() + ", "
                + c.movesLeft().getAsInt() + " left" : c.moves() > 0 ? Integer.toString(c.moves()) : "").orElse("");
    }

    /** The engine's card of {@code in}, when the state has it. */
    private java.util.Optional<org.rookery.engine.innings.InningsCard> card(Innings in) {
        InningsMatch m = state == null ? null : state.innings().orElse(null);
        if (m == null || in.getNumber() < 1 || in.getNumber() > m.innings().size()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(m.innings().get(in.getNumber() - 1));
    }

    /** The moves of a game whose result gave them; empty otherwise. */
    private String movesOf(InningsLine l) {
        if (!(l.eContainer() instanceof Innings in)) {
            return "";
        }
        return card(in).flatMap(c -> c.games().stream().filter(g -> g.game() == l.getGame()).findFirst())
                .flatMap(org.rookery.engine.innings.GameLine::report).map(r -> r.movesPlayed())
                .filter(java.util.OptionalInt::isPresent).map(n -> Integer.toString(n.getAsInt())).orElse("");
    }

    private String battingOrder(Innings in) {
        if (state == null) {
            return "";
        }
        return state.lineUps().stream().filter(l -> l.innings() == in.getNumber() && l.team().equals(in.getScoringTeam()))
                .reduce((a, b) -> b).map(l -> ": " + String.join(" ", l.players())).orElse("");
    }

    /** The arbiter's reason for the override of this line's stopping player, if there was one. */
    private java.util.Optional<String> override(InningsLine l) {
        if (!(l.eContainer() instanceof Innings in)) {
            return java.util.Optional.empty();
        }
        return card(in).flatMap(c -> c.games().stream().filter(g -> g.game() == l.getGame())
                .map(org.rookery.engine.innings.GameLine::override).filter(o -> o != null && !o.isBlank()).findFirst());
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
        state = session() == null ? null : session().state();
        InningsMatch match = state == null ? null : state.innings().orElse(null);
        if (model == null || match == null) {
            heading.setText(model == null ? "No event is open." : model.getName() + " is not an innings match.");
            tree.setInput(List.of());
            next.setText("");
            step.show(state, null);
            nextGame.show(state, null);
        } else {
            heading.setText(model.getName() + " (" + model.getFormatName() + "): totals " + totals(match.totals())
                    + match.result().map(r -> "; " + r.reason())
                            .orElse("") + chaseMoves(match));
            // The moves column is for a chase within the same moves; other formats do not count moves.
            boolean moves = state.format().innings().map(org.rookery.engine.format.InningsRules::chasesWithinSameMoves)
                    .orElse(false);
            org.eclipse.swt.widgets.TreeColumn movesColumn = tree.getTree().getColumn(MOVES);
            if (moves != movesColumn.getWidth() > 0) {
                movesColumn.setWidth(moves ? MOVES_WIDTH : 0);
                movesColumn.setResizable(moves);
                tree.getTree().getColumn(CAPTURED).setWidth(moves ? CAPTURED_NARROW : WIDTHS[CAPTURED]);
            }
            tree.setInput(model.getInnings());
            tree.expandAll();
            // Teams formed but no squad yet: the engine takes the teams with the first squad.
            boolean teamsIn = match.phase() == org.rookery.engine.innings.Phase.REGISTRATION && state.teams().size() >= 2;
            next.setText(teamsIn ? "Next: the squads of " + String.join(" and ", state.teams().keySet()) : nextText(match));
            step.show(state, match);
            nextGame.show(state, match);
        }
        heading.getParent().layout(true, true);
    }

    /** "; the chase: 40 of 75 moves used, 35 left" once a chase within the same moves has begun; empty otherwise. */
    static String chaseMoves(InningsMatch match) {
        return match.innings().stream().filter(c -> !c.golden() && c.moveLimit().isPresent()).reduce((a, b) -> b)
                .map(c -> "; the chase: " + c.moves() + " of " + c.moveLimit().getAsInt() + " moves used, "
                        + c.movesLeft().getAsInt() + " left")
                .orElse("");
    }

    /** What the arbiter needs to know next, in the innings engine's words. */
    static String nextText(InningsMatch match) {
        if (match.result().isPresent()) {
            return "The match is over.";
        }
        StringBuilder b = new StringBuilder("Next: ").append(match.due());
        match.scoringPlayer().ifPresent(p -> b.append("\nScoring player due: ").append(p));
        List<String> dead = match.deadEndStoppingPlayers();
        if (!match.eligibleStoppingPlayers().isEmpty()) {
            b.append("\nThe stopping side may choose: ").append(String.join(", ", match.eligibleStoppingPlayers().stream()
                    .filter(p -> !dead.contains(p)).toList()));
        }
        // rules.md 1.10.4: a choice after which the innings cannot be filled is named before it is made.
        dead.forEach(p -> b.append("\nNot ").append(p).append(" without an override: ").append(match.deadEndReason(p)));
        match.warnings().forEach(w -> b.append("\nWarning: ").append(w.message()).append(" (rule: ").append(w.rule()).append(")"));
        return b.toString();
    }

    private static String totals(Map<String, java.math.BigDecimal> totals) {
        return totals.entrySet().stream().map(e -> e.getKey() + " " + Tables.plain(e.getValue())).collect(Collectors.joining(", "));
    }
}
