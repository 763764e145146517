// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;

/**
 * An arbiter's action as an operation in the workbench's history. Executing records its facts;
 * undoing records an {@code undo} fact for each (the journal only grows, per the journal
 * format); redoing records the same facts again, as the format says an undo is never undone.
 */
final class FactOperation extends AbstractOperation {

    private static final String BUNDLE = "org.rookery.ui.event";

    private final EventSession session;
    private final List<FactBody> facts;
    private List<Fact> recorded = List.of();
    private Refusal refusal;
    private Runnable afterUndo = () -> { };
    private Runnable afterRedo = () -> { };

    FactOperation(EventSession session, String label, List<FactBody> facts) {
        super(label);
        this.session = session;
        this.facts = List.copyOf(facts);
    }

    /**
     * What else an undo and a redo of this action take back and do again outside the journal (a
     * clock's change for an illegal move); run after the facts are written.
     */
    void alsoOnUndoRedo(Runnable undo, Runnable redo) {
        this.afterUndo = undo;
        this.afterRedo = redo;
    }

    /** The facts the last execute or redo wrote. */
    List<Fact> recorded() {
        return recorded;
    }

    /** Why the engine refused the last attempt, if it did. */
    Refusal refusal() {
        return refusal;
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        return write(facts);
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        IStatus s = write(facts);
        if (s.isOK()) {
            afterRedo.run();
        }
        return s;
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        List<FactBody> undos = new ArrayList<>();
        for (int i = recorded.size() - 1; i >= 0; i--) {
            undos.add(new FactBody.Undo(recorded.get(i).seq(), "undo of '" + getLabel() + "' in the workbench"));
        }
        if (!write(undos).isOK()) {
            return Status.error("could not undo " + getLabel());
        }
        afterUndo.run();
        return Status.OK_STATUS;
    }

    private IStatus write(List<FactBody> bodies) {
        refusal = null;
        String by = EventSession.arbiter();
        List<EventFolder.Draft> drafts = bodies.stream().map(b -> new EventFolder.Draft(b, by)).toList();
        try {
            List<Fact> written = session.append(drafts);
            if (!bodies.isEmpty() && !(bodies.get(0) instanceof FactBody.Undo)) {
                recorded = written;
            }
            return Status.OK_STATUS;
        } catch (Refusal r) {
            refusal = r;
            // CANCEL keeps the refused action out of the history; the session reports the refusal.
            return new Status(IStatus.CANCEL, BUNDLE, r.getMessage() + " (rule: " + r.rule() + ")");
        } catch (IOException e) {
            return new Status(IStatus.ERROR, BUNDLE, "the journal could not be written: " + e.getMessage(), e);
        }
    }
}
