// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.IStartup;
import org.rookery.ui.format.FormatUi;

/**
 * Every project of the Rookery workspace gets the format checker in its build, so the Problems
 * view lists the problems of every format, also of those never opened: at start for the
 * projects there, and later for each project created or opened.
 */
public final class FormatProjects implements IStartup, IResourceChangeListener {

    @Override
    public void earlyStartup() {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        workspace.addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
        configure(Arrays.stream(workspace.getRoot().getProjects()).filter(IProject::isOpen).toList());
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        IResourceDelta delta = event.getDelta();
        if (delta == null) {
            return;
        }
        List<IProject> projects = new ArrayList<>();
        for (IResourceDelta child : delta.getAffectedChildren(IResourceDelta.ADDED | IResourceDelta.CHANGED)) {
            if (child.getResource() instanceof IProject p && p.isOpen()
                    && (child.getKind() == IResourceDelta.ADDED || (child.getFlags() & IResourceDelta.OPEN) != 0)) {
                projects.add(p);
            }
        }
        if (!projects.isEmpty()) {
            configure(projects);
        }
    }

    /** Adds the checker to the projects that lack it and checks them, in a workspace job. */
    static void configure(List<IProject> projects) {
        WorkspaceJob job = new WorkspaceJob("Adding the format checker") {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                for (IProject p : projects) {
                    if (p.isOpen() && addBuilder(p, monitor)) {
                        p.build(IncrementalProjectBuilder.FULL_BUILD, FormatUi.BUILDER_ID, null, monitor);
                    }
                }
                return Status.OK_STATUS;
            }
        };
        job.setRule(ResourcesPlugin.getWorkspace().getRuleFactory().buildRule());
        job.setSystem(true);
        job.schedule();
    }

    /** Adds the builder to the project's build spec; false if it was there already. */
    static boolean addBuilder(IProject project, IProgressMonitor monitor) throws CoreException {
        IProjectDescription description = project.getDescription();
        ICommand[] commands = description.getBuildSpec();
        for (ICommand c : commands) {
            if (FormatUi.BUILDER_ID.equals(c.getBuilderName())) {
                return false;
            }
        }
        ICommand command = description.newCommand();
        command.setBuilderName(FormatUi.BUILDER_ID);
        ICommand[] next = Arrays.copyOf(commands, commands.length + 1);
        next[commands.length] = command;
        description.setBuildSpec(next);
        project.setDescription(description, IResource.KEEP_HISTORY, monitor);
        return true;
    }
}
