// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * Closes the workbench cleanly when the process is told to stop (SIGTERM from a logout or
 * {@code kill}, or SIGINT): a JVM shutdown hook asks the UI thread to close the workbench, which
 * saves the workspace and the window layout, and waits until the application has returned. So
 * the next start finds a saved workspace instead of "exited with unsaved changes". Editors with
 * unsaved changes are closed without saving, as nobody is there to answer a prompt; the workspace
 * is saved first in any case.
 */
final class TerminationHandler {

    /** How long the hook waits for the workbench to close before the JVM goes down anyway. */
    private static final long WAIT_SECONDS = 20;

    private final Display display;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook = new Thread(this::terminate, "Rookery termination");

    TerminationHandler(Display display) {
        this.display = display;
    }

    /** Installs the shutdown hook. */
    void install() {
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Called when the workbench has returned: a normal exit removes the hook. */
    void finished() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already shutting down (we are being terminated): the hook is running.
        }
    }

    private void terminate() {
        if (finished.getCount() == 0 || display.isDisposed()) {
            return;
        }
        try {
            display.asyncExec(TerminationHandler::closeWorkbench);
        } catch (RuntimeException e) {
            return; // the display went away meanwhile
        }
        try {
            finished.await(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void closeWorkbench() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        try {
            ResourcesPlugin.getWorkspace().save(true, new NullProgressMonitor());
        } catch (CoreException e) {
            ILog.of(TerminationHandler.class).log(e.getStatus());
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
            for (IWorkbenchPage page : window.getPages()) {
                page.closeAllEditors(false);
            }
        }
        workbench.close();
    }
}
