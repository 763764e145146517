// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.service.datalocation.Location;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/**
 * Starts the Rookery workbench on the workspace given with {@code -data} (the launcher's
 * {@code --workspace}). The workspace is locked for the whole session so that two workbenches
 * never write the same event files. SIGTERM closes the workbench cleanly ({@link TerminationHandler}).
 */
public class RookeryApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) throws Exception {
        Display display = PlatformUI.createDisplay();
        Location instance = Platform.getInstanceLocation();
        try {
            if (instance == null || !instance.isSet()) {
                MessageDialog.openError(null, "Rookery",
                        "No workspace was given. Start Rookery with --workspace DIR (or -data DIR).");
                return EXIT_OK;
            }
            if (!instance.lock()) {
                MessageDialog.openError(null, "Rookery", "The workspace " + instance.getURL().getFile()
                        + " is already in use by another Rookery. Close it or choose another workspace.");
                return EXIT_OK;
            }
            TerminationHandler termination = new TerminationHandler(display);
            termination.install();
            try {
                int code = PlatformUI.createAndRunWorkbench(display, new RookeryWorkbenchAdvisor());
                return code == PlatformUI.RETURN_RESTART ? EXIT_RESTART : EXIT_OK;
            } finally {
                termination.finished();
            }
        } finally {
            if (instance != null && instance.isLocked()) {
                instance.release();
            }
            display.dispose();
        }
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
