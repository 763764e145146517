// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.plugin.AbstractUIPlugin;
import org.osgi.framework.BundleContext;
import org.rookery.format.api.FormatTool;

/** The format editor bundle: owns the in-process language server and the shared checker. */
public final class FormatUiPlugin extends AbstractUIPlugin {

    /** The bundle's symbolic name. */
    public static final String ID = "org.rookery.ui.format";

    private static FormatUiPlugin instance;

    private FormatServerConnection server;
    private FormatTool tool;

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        instance = this;
    }

    @Override
    public void stop(BundleContext context) throws Exception {
        FormatServerConnection running;
        synchronized (this) {
            running = server;
            server = null;
        }
        if (running != null) {
            running.close();
        }
        instance = null;
        super.stop(context);
    }

    /** The running bundle. */
    public static FormatUiPlugin get() {
        FormatUiPlugin plugin = instance;
        if (plugin == null) {
            throw new IllegalStateException(ID + " is not started");
        }
        return plugin;
    }

    /** The language server for the workspace's formats, started on first use. */
    public synchronized FormatServerConnection server() {
        if (server == null) {
            server = FormatServerConnection.start(ResourcesPlugin.getWorkspace().getRoot().getLocation().toFile().toPath());
        }
        return server;
    }

    /** The checker and compiler shared by the builder and the Explain view. */
    public synchronized FormatTool tool() {
        if (tool == null) {
            tool = new FormatTool();
        }
        return tool;
    }

    /** Logs a failure the user did not cause, with its cause. */
    public static void log(String message, Throwable error) {
        ILog.of(FormatUiPlugin.class).log(new Status(IStatus.ERROR, ID, message, error));
    }
}
