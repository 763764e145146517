// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.preference.IPreferenceNode;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.rookery.app.internal.RookeryWorkbenchAdvisor;

/** The workbench an arbiter sees on start: runs inside the real Rookery application. */
class WorkbenchShellTest {

    private static IWorkbenchWindow window() {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        return window;
    }

    @Test
    void opensTheRookeryPerspective() {
        IWorkbenchPage page = window().getActivePage();
        assertNotNull(page, "the window has no page");
        assertEquals(RookeryWorkbenchAdvisor.PERSPECTIVE_ID, page.getPerspective().getId());
    }

    @Test
    void showsProjectExplorerAndProblems() {
        List<String> views = Arrays.stream(window().getActivePage().getViewReferences()).map(IViewReference::getId).toList();
        assertTrue(views.contains(IPageLayout.ID_PROJECT_EXPLORER), "views: " + views);
        assertTrue(views.contains(IPageLayout.ID_PROBLEM_VIEW), "views: " + views);
    }

    @Test
    void projectExplorerShowsTheWorkspace() {
        assertEquals(ResourcesPlugin.getWorkspace().getRoot(), window().getActivePage().getInput());
    }

    @Test
    void windowTitleNamesTheWorkspace() {
        String workspace = Platform.getInstanceLocation().getURL().getFile();
        String title = window().getShell().getText();
        assertTrue(title.startsWith("Rookery - "), title);
        assertTrue(workspace.startsWith(title.substring("Rookery - ".length())), title + " vs " + workspace);
    }

    @Test
    void preferencesHaveTheRookeryRootPage() {
        IPreferenceNode node = PlatformUI.getWorkbench().getPreferenceManager().find("org.rookery.app.preferences");
        assertNotNull(node, "no Rookery preference page");
        assertEquals("Rookery", node.getLabelText());
    }
}
