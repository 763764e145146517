// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;

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
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.team.TeamFormations;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;
import org.rookery.event.model.Player;
import org.rookery.event.model.Team;

/**
 * The event editor's teams page: the teams with their players, ratings and totals, how the
 * format forms them, and the arbiter's actions, each recorded as a fact: form the teams as the
 * format declares (the engine proposes, explains the balancing, and the arbiter confirms), add or
 * edit a team by choosing its players (the teams are recorded again as a {@code form-teams} fact),
 * and withdraw a team.
 */
final class TeamsPage {

    private final EventSession session;
    private final Composite root;
    private final Label summary;
    private final TableViewer table;
    private final Text explanation;
    private final Consumer<Event> listener;

    TeamsPage(Composite parent, EventSession session) {
        this.session = session;
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(2, false));
        summary = new Label(root, SWT.WRAP);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).applyTo(summary);
        table = new TableViewer(root, SWT.BORDER | SWT.FULL_SELECTION);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table.getControl());
        Tables.<Team>column(table, "Id", 60, Team::getId);
        Tables.<Team>column(table, "Name", 180, Team::getName);
        Tables.<Team>column(table, "Players", 320, t -> t.getMembers().stream()
                .map(p -> p.getName() + (p.getRating() == 0 ? "" : " " + p.getRating())).collect(Collectors.joining(", ")));
        Tables.<Team>column(table, "Total", 70, t -> Integer.toString(t.getMembers().stream().mapToInt(Player::getRating).sum()));
        Tables.<Team>column(table, "Withdrawn", 110, t -> t.getWithdrawnFromRound() == 0 ? "" : "from round " + t.getWithdrawnFromRound());
        table.setContentProvider(ArrayContentProvider.getInstance());

        Composite buttons = new Composite(root, SWT.NONE);
        buttons.setLayout(new GridLayout(1, true));
        GridDataFactory.fillDefaults().align(SWT.FILL, SWT.BEGINNING).applyTo(buttons);
        button(buttons, "Form teams...", this::formTeams);
        button(buttons, "Add team...", () -> editTeam(null));
        button(buttons, "Edit team...", () -> selected().ifPresent(this::editTeam));
        button(buttons, "Withdraw team", this::withdraw);
        button(buttons, "Request bye...", () -> byeRequestDialog().ifPresent(ByeRequestDialog::open));

        explanation = new Text(root, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(SWT.DEFAULT, 70).applyTo(explanation);

        listener = model -> root.getDisplay().asyncExec(() -> show(model));
        session.addListener(listener);
        show(session.model());
    }

    /**
     * The dialog asking for the round the selected team will not play (in a team event the team
     * asks for a bye, not one of its players); empty when no team is selected.
     */
    Optional<ByeRequestDialog> byeRequestDialog() {
        return selected().map(t -> new ByeRequestDialog(root.getShell(), session, t,
                EventModels.roundsPaired(session.model()) + 1));
    }

    Control control() {
        return root;
    }

    TableViewer table() {
        return table;
    }

    /** The explanation of the teams as last formed, as shown under the table. */
    String explanationText() {
        return explanation.getText();
    }

    void dispose() {
        session.removeListener(listener);
    }

    private void show(Event model) {
        if (root.isDisposed()) {
            return;
        }
        table.setInput(model.getTeams());
        // the format's rule in words; how the teams in force were formed, from the model
        summary.setText(model.getTeams().size() + " teams; " + rule(session.state()) + ".");
        explanation.setText(model.getTeamFormation() == null ? "" : model.getTeamFormation());
        root.layout(true, true);
    }

    /** How the format forms teams, in words. */
    static String rule(EventState state) {
        return TeamFormations.formation(state).map(f -> switch (f) {
            case BY_ENTRY -> "teams enter as teams";
            case BY_ORGANISER -> "the organiser makes up the teams";
            case BY_GRADE_HIGHEST_WITH_LOWEST -> "formed by grade, the highest with the lowest";
            case BY_RATING_BALANCE -> "formed by rating, balanced";
            case BY_GRADE_BALANCE -> "formed by grade, balanced";
        }).orElse("teams as registered");
    }

    private static void button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(b);
        b.addListener(SWT.Selection, e -> action.run());
    }

    private Optional<Team> selected() {
        return Optional.ofNullable((Team) ((IStructuredSelection) table.getSelection()).getFirstElement());
    }

    /**
     * The dialog showing the teams the format's rule forms from the registered players.
     *
     * @throws IllegalArgumentException when the engine does not form the teams (they enter as
     *         teams, the organiser makes them) or cannot (too few players); the message says why
     */
    FormTeamsDialog formTeamsDialog() {
        EventState state = session.state();
        FactBody.FormTeams proposal = TeamFormations.propose(state);
        return new FormTeamsDialog(root.getShell(), proposal, state.players(), rule(state));
    }

    private void formTeams() {
        FormTeamsDialog d;
        try {
            d = formTeamsDialog();
        } catch (IllegalArgumentException e) {
            MessageDialog.openInformation(root.getShell(), "Form teams", e.getMessage());
            return;
        }
        if (d.open() == Window.OK) {
            Feedback.record(root.getShell(), session, "Form " + d.formation().teams().size() + " teams", List.of(d.formation()));
        }
    }

    /** The dialog adding a team ({@code team} null) or editing one. */
    TeamDialog teamDialog(Team team) {
        EventState state = session.state();
        Map<String, FactBody.Register> available = new LinkedHashMap<>();
        Map<String, String> teamOf = new HashMap<>();
        state.players().values().forEach(r -> {
            if (state.withdrawnFrom(r.player()).isEmpty()) {
                available.put(r.player(), r);
                r.team().ifPresent(t -> teamOf.put(r.player(), t));
            }
        });
        FactBody.FormedTeam existing = team == null ? null : new FactBody.FormedTeam(team.getId(), team.getName(),
                team.getMembers().stream().map(Player::getId).toList());
        java.util.Set<String> others = new java.util.HashSet<>(state.teams().keySet());
        if (team != null) {
            others.remove(team.getId());
        }
        return new TeamDialog(root.getShell(), existing, available, teamOf, others);
    }

    /** The facts that record {@code team} as added or changed: the event's teams formed again. */
    List<FactBody> teamFacts(FactBody.FormedTeam team) {
        return List.of(TeamFormations.withTeam(session.state(), team));
    }

    private void editTeam(Team team) {
        TeamDialog d = teamDialog(team);
        if (d.open() == Window.OK) {
            Feedback.record(root.getShell(), session, (team == null ? "Add team " : "Edit team ") + d.team().team(),
                    teamFacts(d.team()));
        }
    }

    private void withdraw() {
        selected().ifPresent(t -> {
            int from = EventModels.roundsPaired(session.model()) + 1;
            if (MessageDialog.openConfirm(root.getShell(), "Withdraw " + t.getName(),
                    t.getName() + " will not be paired from round " + from + " on.")) {
                Feedback.record(root.getShell(), session, "Withdraw team " + t.getId(),
                        List.of(new FactBody.Withdraw(t.getId(), from)));
            }
        });
    }

    /** The players' names with their ratings, as the arbiter reads a team. */
    static String members(List<String> ids, Map<String, FactBody.Register> players) {
        return ids.stream().map(id -> Optional.ofNullable(players.get(id))
                .map(r -> r.name() + (r.rating() == 0 ? "" : " (" + r.rating() + ")")).orElse(id)).collect(Collectors.joining(", "));
    }

    /** The total rating of a team. */
    static int total(List<String> ids, Map<String, FactBody.Register> players) {
        return ids.stream().mapToInt(id -> Optional.ofNullable(players.get(id)).map(FactBody.Register::rating).orElse(0)).sum();
    }

    /** Whether the format has teams, so that the editor shows this page. */
    static boolean applies(EventState state) {
        return state.format().teams().isPresent() || TeamFormations.formation(state).isPresent();
    }
}
