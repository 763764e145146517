// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;

/** The workspace projects the event tests work in: a fresh project holding one example format. */
final class TestProjects {

    private TestProjects() {
    }

    /**
     * A new project {@code name} (an old one of that name is deleted first) holding
     * {@code examples/formats/FORMAT} at its top, with the workbench window filling the screen so
     * that every view shows its columns in screenshots.
     */
    static IProject withFormat(String name, String format) throws Exception {
        IProject project = empty(name);
        try (InputStream in = Files.newInputStream(Path.of("../../examples/formats", format))) {
            project.getFile(format).create(in, true, null);
        }
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        shell.setBounds(shell.getDisplay().getPrimaryMonitor().getClientArea());
        return project;
    }

    /**
     * A new, open project {@code name} holding only {@code shared/giraffe-capture.tfl}, the point
     * table the G20 format imports: a test writes its own variant of {@code g20.tfl} beside it.
     */
    static IProject forG20(String name) throws Exception {
        IProject project = empty(name);
        org.eclipse.core.resources.IFolder shared = project.getFolder("shared");
        shared.create(true, true, null);
        try (InputStream in = Files.newInputStream(Path.of("../../examples/formats/shared/giraffe-capture.tfl"))) {
            shared.getFile("giraffe-capture.tfl").create(in, true, null);
        }
        return project;
    }

    /**
     * A new event {@code name} in {@code project} running its {@code format} file, opened in the
     * event editor, with the players of {@code playersCsv} imported as the Players page imports them.
     */
    static EventEditor newEvent(IProject project, String name, String format, String playersCsv) throws Exception {
        org.eclipse.core.resources.IFile journal = NewEvent.create(project, name, project.getFile(format));
        EventEditor editor = (EventEditor) org.eclipse.ui.ide.IDE.openEditor(page(), journal);
        editor.session().record("Import players", java.util.List.copyOf(editor.playersPage().preview(playersCsv).players()));
        return editor;
    }

    /** A new, open, empty project {@code name}; an old one of that name is deleted first. */
    static IProject empty(String name) throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        return project;
    }

    /** Closes every editor without saving and deletes {@code project} with its contents. */
    static void delete(IProject project) throws Exception {
        page().closeAllEditors(false);
        spin(100);
        project.delete(true, true, null);
    }
}
