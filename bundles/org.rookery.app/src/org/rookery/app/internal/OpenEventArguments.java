// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.ParameterizedCommand;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;

/**
 * Opens the events named on the command line: {@code rookery --open PATH} (repeatable), where
 * PATH is an event folder or its {@code journal.jsonl}, or the {@code postgresql://} address of an
 * event on a server (opened by the event workbench's command, its password from secure storage,
 * the environment or PostgreSQL's password file). An event inside a workspace project opens
 * where it is; an event elsewhere on disk is linked into the project {@value #EVENTS_PROJECT}
 * (nothing is written into the event folder) and opened from there. A path that is not an event
 * is reported in a dialog naming it, and nothing is changed.
 */
public final class OpenEventArguments {

    /** The command-line option naming an event to open. */
    public static final String OPTION = "--open";
    /** The project events outside the workspace are linked into. */
    public static final String EVENTS_PROJECT = "events";
    /** How the address of an event on a server begins. */
    static final String SERVER_SCHEME = "postgresql://";
    /** The event workbench's command that opens an event on a server, and its parameter. */
    static final String OPEN_SERVER_COMMAND = "org.rookery.ui.event.openServerEvent";
    static final String OPEN_SERVER_URL = "org.rookery.ui.event.openServerEvent.url";
    /** The journal file that marks a folder as an event. */
    static final String JOURNAL = "journal.jsonl";

    private OpenEventArguments() {
    }

    /**
     * The paths given with {@value #OPTION} in {@code args}, resolved against the working folder.
     *
     * @throws IllegalArgumentException when {@value #OPTION} is the last argument
     */
    public static List<Path> paths(String[] args) {
        List<Path> paths = new ArrayList<>();
        for (String a : given(args)) {
            if (!a.startsWith(SERVER_SCHEME)) {
                paths.add(Path.of(a).toAbsolutePath().normalize());
            }
        }
        return paths;
    }

    /** The events on a server given with {@value #OPTION}: their {@code postgresql://} addresses, as given. */
    public static List<String> urls(String[] args) {
        return given(args).stream().filter(a -> a.startsWith(SERVER_SCHEME)).toList();
    }

    private static List<String> given(String[] args) {
        List<String> given = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals(OPTION)) {
                if (i + 1 >= args.length || args[i + 1].isBlank()) {
                    throw new IllegalArgumentException(OPTION + " needs an event folder, its " + JOURNAL
                            + " or an event's postgresql://USER@HOST[:PORT]/DATABASE/EVENT");
                }
                given.add(args[++i]);
            } else if (args[i].startsWith(OPTION + "=")) {
                given.add(args[i].substring(OPTION.length() + 1));
            }
        }
        return given;
    }

    /**
     * The event folder of {@code path}: the folder itself, or the folder of a {@code journal.jsonl}.
     *
     * @throws IllegalArgumentException naming the path when it is not an event
     */
    static Path eventFolder(Path path) {
        Path dir = Files.isRegularFile(path) && path.getFileName().toString().equals(JOURNAL) ? path.getParent() : path;
        if (!Files.exists(dir)) {
            throw new IllegalArgumentException(path + " does not exist");
        }
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(path + " is neither an event folder nor an event's " + JOURNAL);
        }
        if (!Files.isRegularFile(dir.resolve(JOURNAL))) {
            throw new IllegalArgumentException(dir + " is not an event folder: it has no " + JOURNAL
                    + " (create an event with File > New > Event or 'rookery event new')");
        }
        return dir;
    }

    /**
     * The workspace's handle on the journal of the event in {@code path}: in the project that holds
     * it, or linked into the project {@value #EVENTS_PROJECT} when no project does.
     *
     * @throws IllegalArgumentException naming the path when it is not an event
     * @throws CoreException when the link cannot be made
     */
    public static IFile journal(IWorkspace workspace, Path path, IProgressMonitor monitor) throws CoreException {
        SubMonitor progress = SubMonitor.convert(monitor, "Opening " + path, 3);
        Path dir = eventFolder(path);
        IWorkspaceRoot root = workspace.getRoot();
        IContainer inProject = root.getContainerForLocation(IPath.fromPath(dir));
        if (inProject != null && inProject.getType() != IResource.ROOT && inProject.getProject().isOpen()) {
            // The folder may have been made outside the workbench (e.g. by 'rookery event new').
            IResource known = inProject.getType() == IResource.PROJECT ? inProject : inProject.getParent();
            known.refreshLocal(IResource.DEPTH_INFINITE, progress.split(1));
            return inProject.getFile(IPath.fromOSString(JOURNAL));
        }
        IProject events = root.getProject(EVENTS_PROJECT);
        if (!events.exists()) {
            events.create(progress.split(1));
        }
        if (!events.isOpen()) {
            events.open(progress.split(1));
        }
        IFolder link = linkFor(events, dir);
        if (!link.exists()) {
            link.createLink(IPath.fromPath(dir), IResource.NONE, progress.split(1));
        } else {
            link.refreshLocal(IResource.DEPTH_INFINITE, progress.split(1));
        }
        return link.getFile(JOURNAL);
    }

    /** The folder of {@code events} linked to {@code dir}: the existing link, or a free name after the folder's. */
    private static IFolder linkFor(IProject events, Path dir) {
        String base = dir.getFileName() == null ? "event" : dir.getFileName().toString();
        for (int n = 1;; n++) {
            IFolder f = events.getFolder(n == 1 ? base : base + "-" + n);
            if (!f.exists()) {
                return f;
            }
            IPath location = f.getLocation();
            if (f.isLinked() && location != null && sameFolder(location.toPath(), dir)) {
                return f;
            }
        }
    }

    private static boolean sameFolder(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (java.io.IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /** Opens, after the workbench has started, the events named by {@value #OPTION} among the application's arguments. */
    static void scheduleFromCommandLine() {
        List<Path> paths;
        try {
            paths = paths(Platform.getApplicationArgs());
            for (String url : urls(Platform.getApplicationArgs())) {
                PlatformUI.getWorkbench().getDisplay().asyncExec(() -> openFromServer(url));
            }
        } catch (IllegalArgumentException e) {
            report(e.getMessage());
            return;
        }
        if (paths.isEmpty()) {
            return;
        }
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        WorkspaceJob job = new WorkspaceJob("Opening the events given on the command line") {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                SubMonitor progress = SubMonitor.convert(monitor, paths.size());
                for (Path p : paths) {
                    try {
                        IFile journal = journal(workspace, p, progress.split(1));
                        PlatformUI.getWorkbench().getDisplay().asyncExec(() -> open(journal));
                    } catch (IllegalArgumentException e) {
                        report(e.getMessage());
                    } catch (CoreException e) {
                        report(p + " could not be added to the workspace: " + e.getStatus().getMessage());
                    }
                }
                return Status.OK_STATUS;
            }
        };
        job.setRule(workspace.getRoot());
        job.schedule();
    }

    /**
     * Opens an event on a server through the event workbench's command (which reports its own
     * failures); the password is never on the command line, the command finds it.
     */
    private static void openFromServer(String url) {
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        try {
            Command command = commands.getCommand(OPEN_SERVER_COMMAND);
            handlers.executeCommand(ParameterizedCommand.generateCommand(command, Map.of(OPEN_SERVER_URL, url)), null);
        } catch (org.eclipse.core.commands.common.CommandException e) {
            report(url + " could not be opened: " + e.getMessage());
        }
    }

    private static void open(IFile journal) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (page == null) {
            return;
        }
        try {
            // The event editor is the default editor of journal.jsonl.
            IDE.openEditor(page, journal, true);
        } catch (PartInitException e) {
            MessageDialog.openError(window.getShell(), "Open event",
                    journal.getParent().getFullPath() + " could not be opened: " + e.getStatus().getMessage());
        }
    }

    /** Tells the arbiter, on the UI thread, why an event given on the command line was not opened. */
    private static void report(String message) {
        PlatformUI.getWorkbench().getDisplay().asyncExec(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            MessageDialog.openError(window == null ? null : window.getShell(), "Open event", message);
        });
    }
}
