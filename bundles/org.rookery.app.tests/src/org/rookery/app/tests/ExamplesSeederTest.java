// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.app.internal.ExamplesSeeder;

/** A new workspace gets the examples project; an existing one keeps the arbiter's edits. */
class ExamplesSeederTest {

    private final IWorkspace workspace = ResourcesPlugin.getWorkspace();

    @AfterEach
    void removeProject() throws CoreException {
        IProject p = workspace.getRoot().getProject(ExamplesSeeder.PROJECT_NAME);
        if (p.exists()) {
            p.delete(true, true, new NullProgressMonitor());
        }
    }

    @Test
    void copiesTheExamplesIntoAnOpenUtf8Project(@TempDir Path source) throws Exception {
        Files.createDirectories(source.resolve("formats"));
        Files.writeString(source.resolve("formats/g20.tfl"), "format G20\n");
        Files.writeString(source.resolve("README.md"), "examples\n");

        IProject project = ExamplesSeeder.seed(workspace, source, new NullProgressMonitor());

        assertTrue(project.isOpen());
        assertTrue(project.getFile("formats/g20.tfl").exists());
        assertTrue(project.getFile("README.md").exists());
        assertEquals("UTF-8", project.getDefaultCharset());
    }

    @Test
    void aSeededFormatOpensInATextEditor(@TempDir Path source) throws Exception {
        Files.createDirectories(source.resolve("formats"));
        Files.writeString(source.resolve("formats/g20.tfl"), "format G20 {}\n");
        IProject project = ExamplesSeeder.seed(workspace, source, new NullProgressMonitor());

        IEditorPart editor = IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(),
                project.getFile("formats/g20.tfl"));
        try {
            assertTrue(editor instanceof ITextEditor, String.valueOf(editor));
            ITextEditor text = (ITextEditor) editor;
            assertEquals("format G20 {}\n", text.getDocumentProvider().getDocument(text.getEditorInput()).get());
        } finally {
            editor.getSite().getPage().closeEditor(editor, false);
        }
    }

    @Test
    void neverOverwritesAnExistingProject(@TempDir Path source) throws Exception {
        Files.writeString(source.resolve("README.md"), "first\n");
        IProject project = ExamplesSeeder.seed(workspace, source, new NullProgressMonitor());
        Path edited = project.getLocation().toPath().resolve("README.md");
        Files.writeString(edited, "the arbiter's notes\n");
        Files.writeString(source.resolve("README.md"), "second\n");

        ExamplesSeeder.seed(workspace, source, new NullProgressMonitor());

        assertEquals("the arbiter's notes\n", Files.readString(edited));
    }

    @Test
    void aMissingSourceIsAnErrorNamingIt(@TempDir Path dir) {
        Path missing = dir.resolve("no-such-folder");
        CoreException e = assertThrows(CoreException.class,
                () -> ExamplesSeeder.seed(workspace, missing, new NullProgressMonitor()));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
        assertTrue(!workspace.getRoot().getProject(ExamplesSeeder.PROJECT_NAME).exists());
    }
}
