// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.fact.FactBody;

/**
 * Asks for a team as the arbiter (or organiser) makes it up: its id, name and players, ticked in
 * the list of registered players (each shown with the team he is in now). OK only when the id is
 * given and not another team's; the engine checks the rest (team size, a player in one team).
 */
final class TeamDialog extends TitleAreaDialog {

    private final FactBody.FormedTeam existing;
    private final Map<String, FactBody.Register> players;
    private final Map<String, String> teamOf;
    private final Set<String> otherTeams;
    private Text id;
    private Text name;
    private Table members;
    private FactBody.FormedTeam team;

    /**
     * @param existing the team to edit, null for a new one
     * @param players the registered players who may join, by id
     * @param teamOf each player's team now
     * @param otherTeams the ids of the other teams
     */
    TeamDialog(Shell shell, FactBody.FormedTeam existing, Map<String, FactBody.Register> players, Map<String, String> teamOf,
            Set<String> otherTeams) {
        super(shell);
        this.existing = existing;
        this.players = players;
        this.teamOf = teamOf;
        this.otherTeams = otherTeams;
    }

    /** The team entered, after OK. */
    FactBody.FormedTeam team() {
        return team;
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(existing == null ? "Add a team" : "Edit team " + existing.team());
        setMessage("Tick the team's players. Recorded as the event's teams (a form-teams fact).");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        new Label(c, SWT.NONE).setText("Id");
        id = new Text(c, SWT.BORDER);
        id.setText(existing == null ? "" : existing.team());
        id.setEditable(existing == null);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(id);
        new Label(c, SWT.NONE).setText("Name");
        name = new Text(c, SWT.BORDER);
        name.setText(existing == null ? "" : existing.name());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(name);
        members = new Table(c, SWT.BORDER | SWT.CHECK | SWT.FULL_SELECTION);
        members.setHeaderVisible(true);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, true).hint(460, 220).applyTo(members);
        for (String h : new String[] { "Player", "Rating", "Team now" }) {
            TableColumn col = new TableColumn(members, SWT.NONE);
            col.setText(h);
            col.setWidth(h.equals("Player") ? 220 : 100);
        }
        for (FactBody.Register r : players.values()) {
            TableItem item = new TableItem(members, SWT.NONE);
            item.setText(new String[] { r.name() + " (" + r.player() + ")", r.rating() == 0 ? "" : Integer.toString(r.rating()),
                    teamOf.getOrDefault(r.player(), "") });
            item.setData(r.player());
            item.setChecked(existing != null && existing.players().contains(r.player()));
        }
        id.addModifyListener(e -> check());
        return area;
    }

    /** Ticks (or unticks) the player with id {@code player}, as the arbiter does. */
    void tick(String player, boolean checked) {
        for (TableItem item : members.getItems()) {
            if (player.equals(item.getData())) {
                item.setChecked(checked);
            }
        }
    }

    /** Sets the id and name, as typed. */
    void type(String teamId, String teamName) {
        id.setText(teamId);
        name.setText(teamName);
    }

    /** Whether OK can be pressed (an id that is not another team's). */
    boolean okEnabled() {
        return getButton(OK) != null && getButton(OK).isEnabled();
    }

    private void check() {
        String t = id.getText().strip();
        String problem = t.isEmpty() ? "Give the team an id (e.g. T7)." : otherTeams.contains(t) ? "Team " + t + " exists already." : null;
        setErrorMessage(problem);
        if (getButton(OK) != null) {
            getButton(OK).setEnabled(problem == null);
        }
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    @Override
    protected void okPressed() {
        List<String> chosen = new ArrayList<>();
        for (TableItem item : members.getItems()) {
            if (item.getChecked()) {
                chosen.add((String) item.getData());
            }
        }
        team = new FactBody.FormedTeam(id.getText().strip(), name.getText().strip(), chosen);
        super.okPressed();
    }
}
