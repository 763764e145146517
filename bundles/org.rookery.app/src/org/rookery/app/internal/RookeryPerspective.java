// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The Rookery perspective: the workspace's event, format and game files on the left, editors in
 * the middle, and the problems (format errors, rule violations) below, where an arbiter sees them.
 */
public class RookeryPerspective implements IPerspectiveFactory {

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.setEditorAreaVisible(true);

        IFolderLayout left = layout.createFolder("org.rookery.app.left", IPageLayout.LEFT, 0.25f, editors);
        left.addView(IPageLayout.ID_PROJECT_EXPLORER);

        IFolderLayout bottom = layout.createFolder("org.rookery.app.bottom", IPageLayout.BOTTOM, 0.72f, editors);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);

        layout.addShowViewShortcut(IPageLayout.ID_PROJECT_EXPLORER);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.project");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.folder");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.file");
    }
}
