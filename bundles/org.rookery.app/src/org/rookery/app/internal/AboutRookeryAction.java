// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.jface.action.Action;
import org.eclipse.ui.IWorkbenchWindow;

/** Help &gt; About Rookery. */
final class AboutRookeryAction extends Action {

    private final IWorkbenchWindow window;

    AboutRookeryAction(IWorkbenchWindow window) {
        super("&About Rookery");
        this.window = window;
        setId("org.rookery.app.about");
    }

    @Override
    public void run() {
        new AboutRookeryDialog(window.getShell()).open();
    }
}
