// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.rookery.arbiter.innings.InningsGames;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.engine.refusal.Refusal;

/**
 * The scorecard's choice of the next game of an innings: the scoring player due (or, under the
 * good-game exception, those who may come in) and the stopping side's players the innings engine
 * allows now, the first of them chosen; "Start game" records the game start. Only valid choices
 * are offered unless the arbiter ticks "Every player", and then an ineligible choice is refused
 * by the engine with the rule's name, shown under the choice, and nothing is written. When the
 * rotation leaves no stopping player eligible, the whole squad is offered and the game starts only
 * with the arbiter's reason for the override, recorded in the game start. A player within the
 * limits after whom the innings could no longer be filled (rules.md 1.10.4) is offered last; when
 * he is chosen the panel says why, and he stops only with the arbiter's reason, like an override.
 */
final class NextGamePanel {

    private final Supplier<EventSession> session;
    private final Composite root;
    private final Combo scorer;
    private final Combo stopper;
    private final Button every;
    private final Button start;
    private final Label status;
    private final Label reasonLabel;
    private final Text reason;
    private InningsMatch match;
    private EventState state;
    private EventSession shownSession;
    private boolean warned;

    NextGamePanel(Composite parent, Supplier<EventSession> session) {
        this.session = session;
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(6, false));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(root);
        new Label(root, SWT.NONE).setText("Scoring player");
        scorer = new Combo(root, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().hint(110, SWT.DEFAULT).applyTo(scorer);
        new Label(root, SWT.NONE).setText("Stopping player");
        stopper = new Combo(root, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().hint(110, SWT.DEFAULT).applyTo(stopper);
        stopper.addListener(SWT.Selection, e -> askReason());
        every = new Button(root, SWT.CHECK);
        every.setText("Every player");
        every.setToolTipText("Offer every player of the stopping squad, not only those the rotation allows");
        every.addListener(SWT.Selection, e -> fill());
        start = new Button(root, SWT.PUSH);
        start.setText("Start game");
        start.addListener(SWT.Selection, e -> start());
        reasonLabel = new Label(root, SWT.NONE);
        reasonLabel.setText("Override reason");
        GridDataFactory.fillDefaults().applyTo(reasonLabel);
        reason = new Text(root, SWT.BORDER);
        reason.setMessage("why the arbiter lets a player stop outside the rotation limits");
        GridDataFactory.fillDefaults().span(5, 1).grab(true, false).applyTo(reason);
        status = new Label(root, SWT.WRAP);
        GridDataFactory.fillDefaults().span(6, 1).grab(true, false).applyTo(status);
    }

    /** Shows what {@code m} offers for the next game (nothing when no game can start now). */
    void show(EventState s, InningsMatch m) {
        EventSession now = session.get();
        if (m == null || now != shownSession || m.result().isPresent()) {
            // another event (or none), or the match is over: what the panel said is past
            status.setText("");
        }
        shownSession = now;
        this.state = s;
        this.match = m;
        // the panel is for innings matches only
        root.setVisible(m != null);
        ((org.eclipse.swt.layout.GridData) root.getLayoutData()).exclude = m == null;
        fill();
    }

    private boolean open() {
        return match != null && match.currentInnings().isPresent()
                && (match.phase() == Phase.SCORING_PLAYER || match.phase() == Phase.STOPPING_PLAYER);
    }

    private void fill() {
        if (root.isDisposed()) {
            return;
        }
        scorer.removeAll();
        stopper.removeAll();
        boolean open = open();
        if (open) {
            List<String> scorers = match.phase() == Phase.SCORING_PLAYER ? match.scoringCandidates()
                    : match.scoringPlayer().map(List::of).orElse(List.of());
            scorers.forEach(scorer::add);
            stoppers().forEach(stopper::add);
            scorer.select(0);
            stopper.select(0);
        }
        askReason();
        scorer.setEnabled(open);
        stopper.setEnabled(open);
        every.setEnabled(open);
        start.setEnabled(open && scorer.getItemCount() > 0 && stopper.getItemCount() > 0);
        root.getParent().layout(true, true);
    }

    /**
     * Shows the override reason when the choice needs one (nobody is eligible, or the chosen player
     * dead-ends the rotation), and says why a dead-end choice does.
     */
    private void askReason() {
        boolean ask = stuck() || deadEnd();
        for (Control c : new Control[] { reasonLabel, reason }) {
            c.setVisible(ask);
            ((GridData) c.getLayoutData()).exclude = !ask;
        }
        if (!ask) {
            reason.setText("");
        }
        if (deadEnd()) {
            status.setForeground(status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            status.setText("Warning: " + match.deadEndReason(stopper.getText()) + ". Give the reason to let "
                    + stopper.getText() + " stop anyway.");
            warned = true;
        } else if (warned) {
            status.setText("");
            warned = false;
        }
        root.getParent().layout(true, true);
    }

    /** Whether the chosen stopping player is within the limits but leaves the innings unfillable. */
    private boolean deadEnd() {
        return open() && !stopper.getText().isEmpty() && match.deadEndStoppingPlayers().contains(stopper.getText());
    }

    /**
     * Whether the stopping side has no player left within the rotation limits: then the whole squad
     * is offered and a game starts only with the arbiter's reason for the override.
     */
    private boolean stuck() {
        return open() && match.phase() == Phase.STOPPING_PLAYER && match.eligibleStoppingPlayers().isEmpty();
    }

    /** The stopping players offered: those the engine allows, or with "Every player" (or none allowed) the whole squad. */
    private List<String> stoppers() {
        InningsCard card = match.currentInnings().orElseThrow();
        if (!every.getSelection() && !stuck()) {
            // Those who keep the innings complete first, so that the first choice is always a safe one.
            List<String> dead = match.deadEndStoppingPlayers();
            List<String> offered = new ArrayList<>(match.eligibleStoppingPlayers().stream().filter(p -> !dead.contains(p)).toList());
            offered.addAll(match.eligibleStoppingPlayers().stream().filter(dead::contains).toList());
            return offered;
        }
        List<String> squad = new ArrayList<>(match.squads().getOrDefault(card.stoppingTeam(), List.of()));
        return squad;
    }

    /** Records the start of the next game with the players chosen; a refusal is shown in the panel. */
    Optional<FactBody.GameStart> start() {
        EventSession s = session.get();
        if (s == null || !open() || scorer.getText().isEmpty() || stopper.getText().isEmpty()) {
            return Optional.empty();
        }
        InningsCard card = match.currentInnings().orElseThrow();
        Optional<String> override = Optional.empty();
        if (stuck() || deadEnd()) {
            if (reason.getText().isBlank()) {
                status.setForeground(status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
                status.setText((stuck() ? "No stopping player may play within the rotation limits"
                        : "Refused: " + match.deadEndReason(stopper.getText())) + ": give the reason for letting "
                        + stopper.getText() + " play. Nothing was written.");
                root.getParent().layout(true, true);
                return Optional.empty();
            }
            override = Optional.of(reason.getText().strip());
        }
        warned = false; // what the start says replaces the warning
        FactBody.GameStart g = InningsGames.start(state, card, scorer.getText(), stopper.getText(), override);
        String id = g.game();
        // read before recording: the new model refills the choices
        String chosen = scorer.getText() + " v " + stopper.getText();
        try {
            s.record("Start game " + id, g);
            status.setForeground(null);
            status.setText("Game " + id + " started: " + chosen + override.map(o -> " (override: " + o + ")").orElse("") + ".");
            return Optional.of(g);
        } catch (Refusal r) {
            status.setForeground(status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            status.setText("Refused: " + r.getMessage() + " (rule: " + r.rule() + "). Nothing was written.");
        } catch (IOException e) {
            status.setText("Game " + id + " could not be recorded: " + e.getMessage() + ". Nothing was written.");
        }
        root.getParent().layout(true, true);
        return Optional.empty();
    }

    /** Chooses the players as the arbiter does; false when a player is not offered. */
    boolean choose(String scoring, String stopping) {
        int a = scorer.indexOf(scoring);
        int b = stopper.indexOf(stopping);
        if (a >= 0) {
            scorer.select(a);
        }
        if (b >= 0) {
            stopper.select(b);
            askReason(); // as the list's selection listener does for the arbiter's pick
        }
        return a >= 0 && b >= 0;
    }

    /** Ticks or unticks "Every player". */
    void offerEveryPlayer(boolean all) {
        every.setSelection(all);
        fill();
    }

    /** The stopping players offered now. */
    List<String> offeredStoppers() {
        return List.of(stopper.getItems());
    }

    /** The scoring players offered now. */
    List<String> offeredScorers() {
        return List.of(scorer.getItems());
    }

    /** Types the arbiter's reason for an override. */
    void typeOverrideReason(String text) {
        reason.setText(text);
    }

    /** Whether the panel asks for an override reason (no stopping player is eligible). */
    boolean asksOverrideReason() {
        return reason.getVisible();
    }

    /** Whether a game can be started now. */
    boolean canStart() {
        return start.isEnabled();
    }

    /** What the panel last said (a refusal with its rule, or the game started). */
    String statusText() {
        return status.getText();
    }
}
