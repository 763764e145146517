// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;
import org.rookery.store.postgresql.ServerAddress;
import org.rookery.ui.event.EventUi;

/**
 * Opens an event on a server in the event editor: from File > Open Event from Server (the dialog
 * asks for the address, account and password), or with the address given as the command's
 * {@value #URL_PARAMETER} ({@code rookery --open postgresql://...}), whose password then comes
 * from secure storage, the environment or PostgreSQL's password file, never the command line.
 */
public final class OpenServerEventHandler extends AbstractHandler {

    /** The command's id. */
    public static final String COMMAND = "org.rookery.ui.event.openServerEvent";
    /** The parameter naming the event's address. */
    public static final String URL_PARAMETER = "org.rookery.ui.event.openServerEvent.url";

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        if (window == null || window.getActivePage() == null) {
            return null;
        }
        String given = event.getParameter(URL_PARAMETER);
        if (given != null && !given.isBlank()) {
            try {
                open(window.getActivePage(), ServerAddress.parse(given.strip()), Optional.empty(), false);
            } catch (IllegalArgumentException | IOException | CoreException e) {
                MessageDialog.openError(window.getShell(), "Open Event from Server", message(given, e));
            }
            return null;
        }
        OpenServerEventDialog dialog = new OpenServerEventDialog(window.getShell(), "");
        if (dialog.open() != Window.OK) {
            return null;
        }
        Optional<char[]> pw = dialog.typedPassword();
        try {
            if (pw.isPresent() && dialog.keepPassword()) {
                try {
                    ServerCredentials.store(dialog.serverAddress(), pw.get());
                } catch (IOException e) {
                    // the event still opens; the password stays in memory only, and the arbiter is told
                    ServerCredentials.useOnce(dialog.serverAddress(), pw.get());
                    MessageDialog.openWarning(window.getShell(), "Open Event from Server", "The password was not kept: "
                            + e.getMessage() + ". It is used until the workbench ends and asked for again after.");
                }
                open(window.getActivePage(), dialog.serverAddress(), Optional.empty(), false);
            } else {
                open(window.getActivePage(), dialog.serverAddress(), pw, false);
            }
        } catch (IOException | CoreException | RuntimeException e) {
            MessageDialog.openError(window.getShell(), "Open Event from Server", message(dialog.serverAddress().toString(), e));
        } finally {
            pw.ifPresent(p -> Arrays.fill(p, '\0'));
        }
        return null;
    }

    private static String message(String where, Exception e) {
        String m = e instanceof CoreException c ? c.getStatus().getMessage() : e.getMessage();
        return where + " could not be opened: " + m;
    }

    /**
     * Opens {@code address}'s event in the event editor; a typed password is kept in secure
     * storage first when {@code keep} (else it is used for this opening only, held in memory).
     *
     * @throws IOException when secure storage cannot keep the password
     * @throws PartInitException when the event cannot be opened (server out of reach, wrong
     *         password, no such event), saying why
     */
    static IEditorPart open(IWorkbenchPage page, ServerAddress address, Optional<char[]> typed, boolean keep)
            throws IOException, CoreException {
        IFile marker = ServerEvents.marker(address);
        if (typed.isPresent()) {
            if (keep) {
                ServerCredentials.store(address, typed.get());
            } else {
                ServerCredentials.useOnce(address, typed.get());
            }
        }
        return IDE.openEditor(page, marker, EventUi.EDITOR_ID, true);
    }
}
