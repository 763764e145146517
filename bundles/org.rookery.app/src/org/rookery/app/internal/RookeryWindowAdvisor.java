// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.dialogs.MessageDialogWithToggle;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** One workbench window: its title names the workspace, so an arbiter always sees which event store is open. */
public class RookeryWindowAdvisor extends WorkbenchWindowAdvisor {

    public RookeryWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new RookeryActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        configurer.setInitialSize(new Point(1280, 800));
        configurer.setShowCoolBar(true);
        configurer.setShowStatusLine(true);
        configurer.setShowProgressIndicator(true);
        configurer.setShowPerspectiveBar(true);
        configurer.setTitle(windowTitle(Platform.getInstanceLocation().getURL().getFile()));
    }

    /** The window title for a workspace folder: {@code Rookery - /path/to/workspace}. */
    static String windowTitle(String workspacePath) {
        String path = workspacePath;
        if (path.length() > 1 && path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        return "Rookery - " + path;
    }

    @Override
    public boolean preWindowShellClose() {
        if (getWindowConfigurer().getWorkbenchConfigurer().getWorkbench().getWorkbenchWindowCount() > 1) {
            return true;
        }
        IPreferenceStore store = RookeryPreferences.store();
        if (!store.getBoolean(RookeryPreferences.CONFIRM_EXIT)) {
            return true;
        }
        MessageDialogWithToggle dialog = MessageDialogWithToggle.openOkCancelConfirm(
                getWindowConfigurer().getWindow().getShell(), "Close Rookery",
                "Close Rookery? Every recorded fact is already saved.", "Do not ask again", false, null, null);
        if (dialog.getReturnCode() != MessageDialogWithToggle.OK) {
            return false;
        }
        if (dialog.getToggleState()) {
            store.setValue(RookeryPreferences.CONFIRM_EXIT, false);
        }
        return true;
    }
}
