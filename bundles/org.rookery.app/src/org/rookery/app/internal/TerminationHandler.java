// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * Closes the workbench cleanly when the process is told to stop: SIGTERM (a logout, {@code kill}),
 * SIGHUP (the terminal went away) or SIGINT (Ctrl+C). The signal is caught before the JVM starts
 * shutting down; the UI thread saves the workspace, closes the editors without saving (nobody is
 * there to answer a prompt) and closes the workbench, which saves the window layout, and the
 * application then ends as on File > Exit. The next start finds a saved workspace instead of
 * "exited with unsaved changes". Where the JVM does not let signals be caught ({@code -Xrs}), a
 * shutdown hook saves the workspace instead.
 */
final class TerminationHandler {

    /** How long a signal waits for the workbench to close before the process exits anyway. */
    private static final long WAIT_SECONDS = 30;
    private static final String[] SIGNALS = {"TERM", "HUP", "INT"};

    private final Display display;
    private final CountDownLatch finished = new CountDownLatch(1);
    private Thread hook;

    TerminationHandler(Display display) {
        this.display = display;
    }

    /** Catches the termination signals (or, failing that, installs a shutdown hook). */
    void install() {
        try {
            ClassLoader loader = ClassLoader.getSystemClassLoader();
            Class<?> signal = Class.forName("sun.misc.Signal", true, loader);
            Class<?> handlerType = Class.forName("sun.misc.SignalHandler", true, loader);
            Object handler = Proxy.newProxyInstance(loader, new Class<?>[] {handlerType}, (proxy, method, args) -> {
                return switch (method.getName()) {
                    case "handle" -> {
                        onSignal();
                        yield null;
                    }
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> "Rookery termination handler";
                };
            });
            Constructor<?> named = signal.getConstructor(String.class);
            Method handle = signal.getMethod("handle", signal, handlerType);
            for (String name : SIGNALS) {
                handle.invoke(null, named.newInstance(name), handler);
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            ILog.of(TerminationHandler.class).log(Status.warning(
                    "Termination signals cannot be caught here; a shutdown hook saves the workspace instead", e));
            hook = new Thread(TerminationHandler::saveWorkspace, "Rookery workspace save on exit");
            Runtime.getRuntime().addShutdownHook(hook);
        }
    }

    /** Called when the workbench has returned. */
    void finished() {
        finished.countDown();
        if (hook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The JVM is already shutting down: the hook is running.
            }
        }
    }

    /** Runs on the JVM's signal thread: asks the UI thread to close, and exits if it cannot. */
    private void onSignal() {
        if (finished.getCount() == 0) {
            return;
        }
        boolean asked = false;
        if (!display.isDisposed()) {
            try {
                display.asyncExec(TerminationHandler::closeWorkbench);
                asked = true;
            } catch (RuntimeException e) {
                // the display went away meanwhile
            }
        }
        try {
            if (asked && finished.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                return; // the application returns and the process ends normally
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        saveWorkspace();
        System.exit(143);
    }

    private static void closeWorkbench() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        saveWorkspace();
        IWorkbench workbench = PlatformUI.getWorkbench();
        for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
            for (IWorkbenchPage page : window.getPages()) {
                page.closeAllEditors(false);
            }
        }
        workbench.close();
    }

    private static void saveWorkspace() {
        try {
            ResourcesPlugin.getWorkspace().save(true, new NullProgressMonitor());
        } catch (CoreException | IllegalStateException e) {
            ILog.of(TerminationHandler.class).log(Status.error("Could not save the workspace on termination", e));
        }
    }
}
