// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.IPlaceholderFolderLayout;

/**
 * The Rookery perspective: the workspace's event, format and game files on the left, editors (the
 * board editor, the format editor, the event editor) in the middle, the outline of the open editor
 * (and the Welcome view on a first start) on their right, and below them, across the window, the
 * problems (format errors, rule violations) and an event's views, where an arbiter sees them.
 */
public class RookeryPerspective implements IPerspectiveFactory {

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.setEditorAreaVisible(true);

        IFolderLayout left = layout.createFolder("org.rookery.app.left", IPageLayout.LEFT, 0.2f, editors);
        left.addView(IPageLayout.ID_PROJECT_EXPLORER);

        // The lower folder is made before the right column so that it spans the whole width beside
        // the explorer: an event's views (pairings, clocks, rulings, scorecard; standings beside
        // them) stack here and need room for their tab titles and columns on a 1280-pixel screen.
        IFolderLayout bottom = layout.createFolder("org.rookery.app.bottom", IPageLayout.BOTTOM, 0.55f, editors);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addPlaceholder(IPageLayout.ID_PROGRESS_VIEW);

        // The Outline (shown when an editor offers one) and the Welcome view that the board bundle
        // stacks here go to the right of the editors only. The Outline is a placeholder: its empty
        // page has nothing to say on a first start.
        IPlaceholderFolderLayout right = layout.createPlaceholderFolder("org.rookery.app.right", IPageLayout.RIGHT, 0.72f, editors);
        right.addPlaceholder(IPageLayout.ID_OUTLINE);

        layout.addShowViewShortcut(IPageLayout.ID_PROJECT_EXPLORER);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.project");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.folder");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.file");
    }
}
