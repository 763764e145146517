// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.clock.TimeSource;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.engine.innings.TeamNames;
import org.rookery.engine.refusal.Refusal;

/**
 * The scorecard's part for what an innings match waits for besides the next game's players
 * ({@link NextGamePanel}): each team's squad and captain, the toss (also before each golden
 * round), the batting order of the team about to bat, the leading captain's follow-on decision,
 * and for the game in play the board to play it on, its clock in the Clocks view and its result. Each is recorded as the
 * journal's fact ({@code line-up}, {@code toss}, {@code follow-on}, the result's facts) through the
 * event's undoable operations; a refusal is shown here with the rule's name, and nothing is written.
 */
final class InningsStepPanel {

    private final Supplier<EventSession> session;
    private final Composite root;
    private final Label title;
    private final Composite body;
    private final Label status;
    private EventState state;
    private InningsMatch match;
    private EventSession shownSession;

    // the controls of the step shown (null when the step has none)
    private Table squad;
    private Combo captain;
    private Combo tossWinner;
    private Combo tossChoice;
    private BattingOrderList order;
    private Combo goldenPlayer;
    private String stepTeam;
    private String inPlay;

    InningsStepPanel(Composite parent, Supplier<EventSession> session) {
        this.session = session;
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(root);
        title = new Label(root, SWT.WRAP);
        title.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(title);
        body = new Composite(root, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(body);
        status = new Label(root, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(600, SWT.DEFAULT).applyTo(status);
    }

    /** Shows the step {@code m} waits for (nothing outside innings matches). */
    void show(EventState s, InningsMatch m) {
        if (root.isDisposed()) {
            return;
        }
        EventSession now = session.get();
        if (m == null || now != shownSession) {
            status.setText("");
        }
        shownSession = now;
        state = s;
        match = m;
        for (Control c : body.getChildren()) {
            c.dispose();
        }
        squad = null;
        captain = null;
        tossWinner = null;
        tossChoice = null;
        order = null;
        goldenPlayer = null;
        stepTeam = null;
        inPlay = null;
        boolean shown = m != null && build();
        root.setVisible(shown);
        ((GridData) root.getLayoutData()).exclude = !shown;
        root.getParent().layout(true, true);
    }

    /** Builds the controls of the step the match waits for; false when it waits for none of them. */
    private boolean build() {
        switch (match.phase()) {
            case REGISTRATION -> {
                if (state.teams().size() >= 2) {
                    // Both teams are in: the innings engine takes them with the first squad.
                    buildSquad();
                    return true;
                }
                title.setText("Register both teams and their players (the event editor's Teams and Players pages).");
                body.setLayout(new GridLayout(1, false));
                return true;
            }
            case SQUADS -> buildSquad();
            case TOSS, TOSS_CHOICE -> buildToss();
            case BATTING_ORDER -> buildBattingOrder();
            case FOLLOW_ON_CHOICE -> buildFollowOn();
            case RESULT -> buildInPlay();
            default -> {
                return false;
            }
        }
        return true;
    }

    private void buildSquad() {
        List<String> teamIds = match.phase() == Phase.REGISTRATION ? List.copyOf(state.teams().keySet()) : match.teams();
        stepTeam = teamIds.stream().filter(t -> !match.squads().containsKey(t)).findFirst().orElseThrow();
        TeamRules teams = state.format().teams().orElseThrow();
        title.setText("The squad of " + stepTeam + ": tick the " + teams.playersPerMatch() + " players who play"
                + (teams.captainRequired() ? " and name the captain" : "") + "; the others are reserves.");
        body.setLayout(new GridLayout(3, false));
        squad = new Table(body, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
        List<String> players = state.teamPlayers(stepTeam).stream().map(FactBody.Register::player).toList();
        for (int i = 0; i < players.size(); i++) {
            TableItem item = new TableItem(squad, SWT.NONE);
            item.setText(label(players.get(i)));
            item.setData(players.get(i));
            item.setChecked(i < teams.playersPerMatch());
        }
        // Tall enough for a whole team list (G20: 7) without scrolling; measured once the rows exist.
        GridDataFactory.fillDefaults().hint(180, squad.getItemHeight() * Math.min(Math.max(players.size(), 3), 12)
                + 2 * squad.getBorderWidth()).applyTo(squad);
        Composite right = new Composite(body, SWT.NONE);
        GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(right);
        right.setLayout(new GridLayout(2, false));
        new Label(right, SWT.NONE).setText("Captain");
        captain = new Combo(right, SWT.READ_ONLY);
        captain.add("(none)");
        players.forEach(captain::add);
        captain.select(players.isEmpty() ? 0 : 1);
        button(body, "Record squad", this::recordSquad);
    }

    private void buildToss() {
        TeamRules.TossChoice kind = state.format().teams().orElseThrow().toss();
        title.setText("The toss" + (match.innings().isEmpty() ? "" : " before the golden round")
                + ": who won it and what the winner chose.");
        body.setLayout(new GridLayout(5, false));
        new Label(body, SWT.NONE).setText("Won by");
        tossWinner = new Combo(body, SWT.READ_ONLY);
        match.teams().forEach(tossWinner::add);
        tossWinner.select(0);
        new Label(body, SWT.NONE).setText("who chose");
        tossChoice = new Combo(body, SWT.READ_ONLY);
        List<String> choices = kind == TeamRules.TossChoice.COLOUR ? List.of("white", "black") : List.of("scoring", "stopping");
        choices.forEach(tossChoice::add);
        tossChoice.select(0);
        button(body, "Record toss", this::recordToss);
    }

    private void buildBattingOrder() {
        InningsCard card = match.currentInnings().orElseThrow();
        stepTeam = card.battingTeam();
        boolean golden = card.golden();
        String team = TeamNames.possessive(stepTeam);
        title.setText(golden ? team + " player for the golden game (innings " + card.number() + ")"
                : team + " batting order for innings " + card.number() + ": drag the players into order, first batter"
                        + " at the top (or select one and move it up or down).");
        body.setLayout(new GridLayout(3, false));
        Label what = new Label(body, SWT.NONE);
        what.setText(golden ? "Player" : "Batting order");
        GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(what);
        List<String> players = match.squads().getOrDefault(stepTeam, List.of());
        if (golden) {
            // the squad first; any other player of the team may be named too, and the innings rules judge him
            List<String> offered = new ArrayList<>(players);
            state.teamPlayers(stepTeam).stream().map(FactBody.Register::player).filter(p -> !offered.contains(p))
                    .forEach(offered::add);
            goldenPlayer = new Combo(body, SWT.READ_ONLY);
            offered.forEach(goldenPlayer::add);
            goldenPlayer.select(0);
        } else {
            order = new BattingOrderList(body, players, this::label);
        }
        button(body, "Record batting order", this::recordBattingOrder);
    }

    private void buildFollowOn() {
        stepTeam = match.battingFirst().orElseThrow();
        String other = match.teams().stream().filter(t -> !t.equals(stepTeam)).findFirst().orElse("");
        title.setText(TeamNames.possessive(stepTeam) + " captain decides whether " + other
                + " follow on (bat again at once).");
        body.setLayout(new GridLayout(2, false));
        button(body, "Enforce the follow-on", () -> recordFollowOn(true));
        button(body, "Bat in turn", () -> recordFollowOn(false));
    }

    private void buildInPlay() {
        inPlay = GameInPlay.of(state).map(GameRecord::id).orElse(null);
        if (inPlay == null) {
            title.setText(match.due());
            body.setLayout(new GridLayout(1, false));
            return;
        }
        GameRecord g = state.game(inPlay).orElseThrow();
        title.setText("Game " + inPlay + " in play: " + g.white() + " (White) v " + g.black() + " (Black).");
        body.setLayout(new GridLayout(3, false));
        button(body, "Play on board", this::playOnBoard);
        button(body, "Clock in the Clocks view", () -> bindClock(TimeSource.system()));
        button(body, "Enter result...", this::enterResult);
    }

    private String label(String player) {
        FactBody.Register r = state.players().get(player);
        String name = r == null ? player : r.name();
        return name.equals(player) ? player : player + "  " + name;
    }

    private static void button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        // Run after the event: recording rebuilds the panel, which disposes this button.
        b.addListener(SWT.Selection, e -> b.getDisplay().asyncExec(action));
        GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(b);
    }

    /** What the panel asks for now (the step's title). */
    String stepText() {
        return title.getText();
    }

    /** What the panel last said: the fact recorded, or a refusal with its rule. */
    String statusText() {
        return status.getText();
    }

    /** The game in play that the panel offers a clock and a result for, or null. */
    String gameShown() {
        return inPlay;
    }

    /** Ticks the squad's players and names the captain, as the arbiter does; false when one is not offered. */
    boolean chooseSquad(List<String> players, String captainId) {
        if (squad == null) {
            return false;
        }
        boolean all = true;
        for (String p : players) {
            all &= Arrays.stream(squad.getItems()).anyMatch(i -> p.equals(i.getData()));
        }
        for (TableItem i : squad.getItems()) {
            i.setChecked(players.contains(i.getData()));
        }
        int c = captain.indexOf(captainId == null ? "(none)" : captainId);
        if (c >= 0) {
            captain.select(c);
        }
        return all && c >= 0;
    }

    /** Chooses the toss's winner and choice; false when one is not offered. */
    boolean chooseToss(String winner, String choice) {
        if (tossWinner == null) {
            return false;
        }
        int w = tossWinner.indexOf(winner);
        int c = tossChoice.indexOf(choice);
        if (w >= 0) {
            tossWinner.select(w);
        }
        if (c >= 0) {
            tossChoice.select(c);
        }
        return w >= 0 && c >= 0;
    }

    /**
     * Arranges the batting order as the ids in {@code text} say (the golden game's player: one id),
     * as the arbiter does by dragging; false when no batting order is asked for or the ids are not
     * the squad's players, each once.
     */
    boolean typeBattingOrder(String text) {
        List<String> ids = Arrays.stream(text.split("[\\s,]+")).filter(p -> !p.isEmpty()).toList();
        if (goldenPlayer != null) {
            int i = ids.size() == 1 ? goldenPlayer.indexOf(ids.get(0)) : -1;
            if (i >= 0) {
                goldenPlayer.select(i);
            }
            return i >= 0;
        }
        return order != null && order.arrange(ids);
    }

    /** The batting order list on show, or null. */
    BattingOrderList battingOrder() {
        return order;
    }

    /** Records the squad ticked, in registration order, with its captain. */
    boolean recordSquad() {
        if (squad == null) {
            return false;
        }
        List<String> players = new ArrayList<>();
        for (TableItem i : squad.getItems()) {
            if (i.getChecked()) {
                players.add((String) i.getData());
            }
        }
        if (players.isEmpty()) {
            return refused("tick the players of " + TeamNames.possessive(stepTeam) + " squad");
        }
        String c = captain.getText();
        Optional<String> cap = c.isEmpty() || c.equals("(none)") ? Optional.empty() : Optional.of(c);
        return record("Squad of " + stepTeam, new FactBody.LineUp(stepTeam, 0, 0, players, cap),
                "Squad of " + stepTeam + " recorded: " + String.join(" ", players) + cap.map(x -> ", captain " + x).orElse("") + ".");
    }

    /** Records the toss chosen. */
    boolean recordToss() {
        if (tossWinner == null) {
            return false;
        }
        String w = tossWinner.getText();
        String c = tossChoice.getText();
        return record("Toss won by " + w, new FactBody.Toss(w, c), "Toss recorded: " + w + " won and chose " + c + ".");
    }

    /** Records the batting order typed. */
    boolean recordBattingOrder() {
        if (order == null && goldenPlayer == null) {
            return false;
        }
        List<String> players = goldenPlayer != null
                ? (goldenPlayer.getText().isEmpty() ? List.of() : List.of(goldenPlayer.getText()))
                : order.order();
        if (players.isEmpty()) {
            return refused(stepTeam + " has no squad to put in order");
        }
        int innings = match.currentInnings().orElseThrow().number();
        return record("Batting order of " + stepTeam, new FactBody.LineUp(stepTeam, innings, 0, players, Optional.empty()),
                "Batting order of " + stepTeam + " for innings " + innings + " recorded: " + String.join(" ", players) + ".");
    }

    /** Records the leading captain's follow-on decision. */
    boolean recordFollowOn(boolean enforce) {
        if (stepTeam == null || match.phase() != Phase.FOLLOW_ON_CHOICE) {
            return false;
        }
        return record(enforce ? "Follow-on enforced" : "Follow-on not enforced", new FactBody.FollowOn(stepTeam, enforce),
                stepTeam + (enforce ? " enforced the follow-on." : " did not enforce the follow-on."));
    }

    /**
     * Puts the game in play's clock in the Clocks view, with the format's time control, bound to the
     * game: a flag fall on it is recorded with both readings.
     */
    Optional<BoardClock> bindClock(TimeSource time) {
        EventSession s = session.get();
        if (s == null || inPlay == null) {
            return Optional.empty();
        }
        try {
            BoardClock clock = GameInPlay.bindClock(s, inPlay, time);
            say(false, "Game " + inPlay + "'s clock is in the Clocks view.");
            return Optional.of(clock);
        } catch (Exception e) {
            say(true, "Game " + inPlay + "'s clock could not be shown: " + e.getMessage());
            return Optional.empty();
        }
    }

    /** Opens the game in play on the board editor, under the format's rules; null when none is in play or it cannot open. */
    org.eclipse.ui.IEditorPart playOnBoard() {
        EventSession s = session.get();
        if (s == null || inPlay == null) {
            return null;
        }
        return GameInPlay.playOnBoard(s, inPlay);
    }

    /**
     * The result dialog for the game in play, its clock readings filled in from the game's clock
     * when one is bound (null when no game is in play); {@link #enterResult} opens it.
     */
    ResultDialog resultDialog() {
        EventSession s = session.get();
        if (s == null || inPlay == null) {
            return null;
        }
        return GameInPlay.resultDialog(root.getShell(), s, inPlay);
    }

    private void enterResult() {
        ResultDialog d = resultDialog();
        if (d != null && d.open() == Window.OK) {
            recordResult(d.facts());
        }
    }

    /** Records the facts the result dialog built for the game in play. */
    boolean recordResult(List<FactBody> facts) {
        String id = inPlay;
        if (id == null || facts == null) {
            return false;
        }
        EventSession s = session.get();
        boolean done = record("Result of game " + id, facts, "Result of game " + id + " recorded.");
        if (done && s != null) {
            GameInPlay.stopClock(s, id);
        }
        return done;
    }

    private boolean record(String label, FactBody fact, String done) {
        return record(label, List.of(fact), done);
    }

    private boolean record(String label, List<FactBody> facts, String done) {
        EventSession s = session.get();
        if (s == null) {
            return false;
        }
        try {
            s.record(label, facts);
            say(false, done);
            return true;
        } catch (Refusal r) {
            return refusedBy(r);
        } catch (IOException e) {
            say(true, label + " could not be recorded: " + e.getMessage() + ". Nothing was written.");
            return false;
        }
    }

    private boolean refusedBy(Refusal r) {
        say(true, "Refused: " + r.getMessage() + " (rule: " + r.rule() + "). Nothing was written.");
        return false;
    }

    private boolean refused(String what) {
        say(true, "Nothing recorded: " + what + ".");
        return false;
    }

    private void say(boolean error, String text) {
        if (status.isDisposed()) {
            return;
        }
        status.setForeground(error ? status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED) : null);
        status.setText(text);
        root.getParent().layout(true, true);
    }
}
