// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.ide.IDE;

/**
 * Workbench life cycle: the workspace is the page input (so the Project Explorer shows its
 * projects), the examples project is seeded on first start, and the workspace is saved on exit
 * so that no resource state is lost between sessions.
 */
public class RookeryWorkbenchAdvisor extends WorkbenchAdvisor {

    /** The perspective every new window opens with. */
    public static final String PERSPECTIVE_ID = "org.rookery.app.perspective";

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        super.initialize(configurer);
        configurer.setSaveAndRestore(true);
        IDE.registerAdapters();
        WorkbenchImages.declare(configurer);
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return PERSPECTIVE_ID;
    }

    @Override
    public IAdaptable getDefaultPageInput() {
        return ResourcesPlugin.getWorkspace().getRoot();
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new RookeryWindowAdvisor(configurer);
    }

    @Override
    public void postStartup() {
        super.postStartup();
        ExamplesSeeder.scheduleFromSystemProperty();
        OpenEventArguments.scheduleFromCommandLine();
    }

    @Override
    public void postShutdown() {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        try {
            workspace.save(true, new NullProgressMonitor());
        } catch (CoreException e) {
            ILog.of(getClass()).log(e.getStatus());
        }
        super.postShutdown();
    }
}
