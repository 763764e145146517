// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/**
 * The outcome of the last dry run: which format, with how many players and which seed, whether
 * the event completed (its winner) or where it stopped and why, and every round or innings as
 * it was played. A dead end is also a problem on the format line that causes it.
 */
public final class DryRunView extends ViewPart {

    private Composite top;
    private Label heading;
    private Label summary;
    private org.eclipse.swt.widgets.List lines;
    private Label eventNote;
    private org.eclipse.swt.widgets.Button openEvent;
    private org.eclipse.core.resources.IFile journal;
    private int shown;
    private DryRunJob.Result last;

    @Override
    public void createPartControl(Composite parent) {
        top = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().applyTo(top);
        heading = new Label(top, SWT.WRAP);
        heading.setText("No dry run yet: in a format editor, choose Run Dry Run (Ctrl+Alt+R) or its toolbar button.");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(heading);
        summary = new Label(top, SWT.WRAP);
        summary.setFont(JFaceResources.getBannerFont());
        summary.setData("name", "summary");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(summary);
        Composite event = new Composite(top, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(2).applyTo(event);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(event);
        openEvent = new org.eclipse.swt.widgets.Button(event, SWT.PUSH);
        openEvent.setText("Open the Simulated Event (read-only)");
        openEvent.setToolTipText("See the pairings, scorecards and standings of the dry run in the event views");
        openEvent.setEnabled(false);
        openEvent.addListener(SWT.Selection, e -> openEvent());
        eventNote = new Label(event, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(eventNote);
        lines = new org.eclipse.swt.widgets.List(top, SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        lines.setData("name", "progress");
        GridDataFactory.fillDefaults().grab(true, true).applyTo(lines);
    }

    /** Shows what a dry run came to. */
    void show(String formatName, DryRunJob.Result r) {
        shown++;
        last = r;
        heading.setText("Dry run of " + formatName + " (" + r.file().getFileName() + "), "
                + r.players() + " players, seed " + r.seed());
        if (r.outcome().isPresent()) {
            summary.setText(capital(r.outcome().get().summary()));
            lines.setItems(r.outcome().get().progress().toArray(new String[0]));
        } else {
            summary.setText(r.error().orElse(""));
            lines.setItems(new String[0]);
        }
        journal = r.event().flatMap(DryRunJob.SimulatedEvent::journal).orElse(null);
        openEvent.setEnabled(journal != null && journal.exists());
        eventNote.setText(r.event().flatMap(DryRunJob.SimulatedEvent::note).orElse(""));
        top.layout(true, true);
    }

    /** Opens the recorded dry run in the event editor and views, which refuse to record into it; returns whether it opened. */
    boolean openEvent() {
        if (journal == null || !journal.exists()) {
            return false;
        }
        try {
            org.eclipse.ui.ide.IDE.openEditor(getSite().getPage(), journal, true);
            return true;
        } catch (org.eclipse.ui.PartInitException e) {
            org.eclipse.jface.dialogs.ErrorDialog.openError(getSite().getShell(), "Dry Run", "The simulated event "
                    + journal.getParent().getFullPath() + " cannot be opened", e.getStatus());
            return false;
        }
    }

    /** The recorded dry run's journal, if there is one to open. */
    org.eclipse.core.resources.IFile journal() {
        return journal;
    }

    /** The outcome of the dry run shown, if it was played. */
    java.util.Optional<org.rookery.arbiter.simulate.DryRunOutcome> outcome() {
        return last == null ? java.util.Optional.empty() : last.outcome();
    }

    /** How many dry runs the view has shown, for tests that wait for the next. */
    int shownCount() {
        return shown;
    }

    /** The outcome line shown, for tests. */
    String summary() {
        return summary.getText();
    }

    /** The progress lines shown, for tests. */
    List<String> progress() {
        return List.of(lines.getItems());
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    @Override
    public void setFocus() {
        lines.setFocus();
    }
}
