// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.navigator.CommonNavigator;

/**
 * Seeds a new workspace with the project {@code examples}: a copy of the repository's
 * {@code examples/} folder (named by the system property {@value #SOURCE_PROPERTY}, which the
 * {@code rookery} launcher sets). Files already in the workspace are never overwritten.
 */
public final class ExamplesSeeder {

    /** System property naming the folder to copy. */
    public static final String SOURCE_PROPERTY = "rookery.examples";
    /** Name of the seeded project. */
    public static final String PROJECT_NAME = "examples";

    private ExamplesSeeder() {
    }

    /** Schedules seeding if the launcher named an examples folder and this workspace was never seeded. */
    public static void scheduleFromSystemProperty() {
        String source = System.getProperty(SOURCE_PROPERTY);
        IPreferenceStore store = RookeryPreferences.store();
        if (source == null || source.isBlank() || !store.getBoolean(RookeryPreferences.SEED_EXAMPLES)
                || store.getBoolean(RookeryPreferences.EXAMPLES_SEEDED)) {
            return;
        }
        WorkspaceJob job = new WorkspaceJob("Adding the examples project") {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                IProject project = seed(ResourcesPlugin.getWorkspace(), Path.of(source), monitor);
                store.setValue(RookeryPreferences.EXAMPLES_SEEDED, true);
                PlatformUI.getWorkbench().getDisplay().asyncExec(() -> reveal(project));
                return Status.OK_STATUS;
            }
        };
        job.setRule(ResourcesPlugin.getWorkspace().getRoot());
        job.schedule();
    }

    /**
     * Copies {@code source} into the workspace as the open project {@value #PROJECT_NAME}.
     * Does nothing if the project exists already.
     *
     * @return the project
     * @throws CoreException if the source is not a readable folder or the copy fails; a failed
     *         copy leaves no half-made project behind
     */
    public static IProject seed(IWorkspace workspace, Path source, IProgressMonitor monitor) throws CoreException {
        SubMonitor progress = SubMonitor.convert(monitor, "Adding the examples project", 4);
        IProject project = workspace.getRoot().getProject(PROJECT_NAME);
        if (project.exists()) {
            return project;
        }
        if (!Files.isDirectory(source)) {
            throw new CoreException(Status.error("The examples folder " + source + " does not exist or is not a folder."));
        }
        Path target = workspace.getRoot().getLocation().toPath().resolve(PROJECT_NAME);
        try {
            copyTree(source, target);
        } catch (IOException e) {
            throw new CoreException(Status.error("Could not copy the examples from " + source + " to " + target + ": " + e.getMessage(), e));
        }
        progress.worked(1);
        project.create(progress.split(1));
        project.open(IResource.NONE, progress.split(1));
        // Rookery's files (formats, event journals, game records) are always UTF-8.
        project.setDefaultCharset("UTF-8", progress.split(1));
        return project;
    }

    /** Shows a first-time user what was added: the project, opened one level, in the Project Explorer. */
    private static void reveal(IProject project) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null || window.getActivePage() == null || !project.isOpen()) {
            return;
        }
        if (window.getActivePage().findView(IPageLayout.ID_PROJECT_EXPLORER) instanceof CommonNavigator explorer) {
            explorer.selectReveal(new StructuredSelection(project));
            explorer.getCommonViewer().expandToLevel(project, 1);
        }
    }

    private static void copyTree(Path source, Path target) throws IOException {
        Files.walkFileTree(source, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                Files.createDirectories(target.resolve(source.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Path to = target.resolve(source.relativize(file).toString());
                if (!Files.exists(to)) {
                    Path partial = to.resolveSibling(to.getFileName() + ".part");
                    Files.copy(file, partial, StandardCopyOption.REPLACE_EXISTING);
                    Files.move(partial, to, StandardCopyOption.ATOMIC_MOVE);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
