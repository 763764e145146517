// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rookery.arbiter.report.EventExports;
import org.rookery.engine.event.EventState;

/**
 * Writes one export of an event (HTML, PDF, CSV, TRF or FESA text) in the background, with the
 * same writers as {@code rookery export}: the file is complete or not written at all. A failure
 * is the job's error status, which the workbench shows.
 */
final class ExportJob extends Job {

    private static final String BUNDLE = "org.rookery.ui.event";

    private final EventSession session;
    private final EventExports.Kind kind;
    private final Path target;
    private final EventExports.Venue venue;

    ExportJob(EventSession session, EventExports.Kind kind, Path target, EventExports.Venue venue) {
        super("Exporting " + session.container().getName() + " as " + kind + " to " + target.getFileName());
        this.session = session;
        this.kind = kind;
        this.target = target;
        this.venue = venue;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), 2);
        try {
            // The state as it is when the export starts: facts recorded meanwhile go into the next export.
            EventState state = session.state();
            if (!state.problems().isEmpty()) {
                // a report that leaves out facts of the journal cannot be right: refuse, as 'rookery export' does
                return new Status(IStatus.ERROR, BUNDLE, "Export of " + session.container().getName() + " as " + kind
                        + " refused: " + state.problems().size() + " facts in the journal break the rules and the report"
                        + " would leave them out (" + state.problems().get(0) + "); correct or undo them first");
            }
            monitor.worked(1);
            EventExports.write(kind, state, target, venue);
            monitor.worked(1);
            refreshWorkspace();
            return Status.OK_STATUS;
        } catch (IOException | IllegalArgumentException e) {
            return new Status(IStatus.ERROR, BUNDLE, "Export of " + session.container().getName() + " as " + kind
                    + " failed: " + e.getMessage(), e);
        } finally {
            monitor.done();
        }
    }

    private void refreshWorkspace() {
        for (var c : session.container().getWorkspace().getRoot().findContainersForLocationURI(target.getParent().toUri())) {
            try {
                c.refreshLocal(IResource.DEPTH_ONE, null);
            } catch (CoreException e) {
                // Only the workspace's listing is stale; the file is written.
            }
        }
    }
}
