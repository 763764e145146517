// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.Map;

import org.eclipse.jface.dialogs.IDialogConstants;
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
 * Shows the teams the engine proposes as the format declares them (each team's players with
 * their ratings and the team's total) and the engine's explanation of the balancing, before
 * anything is recorded. "Form teams" records the proposal as one {@code form-teams} fact.
 */
final class FormTeamsDialog extends TitleAreaDialog {

    private final FactBody.FormTeams proposal;
    private final Map<String, FactBody.Register> players;
    private final String rule;
    private Table table;
    private Text explanation;

    /**
     * @param proposal the teams the engine proposes
     * @param players the registered players by id, for names and ratings
     * @param rule how the format forms teams, in words
     */
    FormTeamsDialog(Shell shell, FactBody.FormTeams proposal, Map<String, FactBody.Register> players, String rule) {
        super(shell);
        this.proposal = proposal;
        this.players = players;
        this.rule = rule;
    }

    /** The formation to record. */
    FactBody.FormTeams formation() {
        return proposal;
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Form " + proposal.teams().size() + " teams: " + rule);
        setMessage("Recorded as one fact when you press Form teams (Undo takes it back); teams can be formed again until round 1 is paired.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        table = new Table(c, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).hint(640, 200).applyTo(table);
        for (String h : new String[] { "Team", "Name", "Players", "Total" }) {
            TableColumn col = new TableColumn(table, SWT.NONE);
            col.setText(h);
            col.setWidth(switch (h) {
                case "Players" -> 300;
                case "Name" -> 180;
                default -> 70;
            });
        }
        for (FactBody.FormedTeam t : proposal.teams()) {
            new TableItem(table, SWT.NONE).setText(new String[] { t.team(), t.name(), TeamsPage.members(t.players(), players),
                    Integer.toString(TeamsPage.total(t.players(), players)) });
        }
        if (!proposal.sittingOut().isEmpty()) {
            new Label(c, SWT.NONE).setText("Sitting out: " + TeamsPage.members(proposal.sittingOut(), players));
        }
        new Label(c, SWT.NONE).setText("How the teams were formed:");
        explanation = new Text(c, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        explanation.setText(proposal.explanation());
        GridDataFactory.fillDefaults().grab(true, false).hint(640, 110).applyTo(explanation);
        return area;
    }

    /** The proposed teams as shown, one row per team. */
    Table table() {
        return table;
    }

    /** The explanation as shown. */
    String explanationText() {
        return explanation.getText();
    }

    @Override
    protected void okPressed() {
        // Overridden so that the workbench tests of this package can confirm as the arbiter does.
        super.okPressed();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Form teams", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }
}
