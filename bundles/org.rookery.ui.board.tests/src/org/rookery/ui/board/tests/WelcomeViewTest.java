// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.Test;
import org.rookery.rules.Variant;
import org.rookery.ui.board.editor.BoardEditor;
import org.rookery.ui.board.editor.WelcomeView;

/**
 * The Welcome view of a first start: it is part of the Rookery perspective and opens the example
 * position of every installed variant, from the repository's examples, in the board editor.
 */
class WelcomeViewTest {

    private static void copyExamples() throws Exception {
        Path source = Path.of(System.getProperty("rookery.examples", "../../examples")).resolve("positions");
        assertTrue(Files.isDirectory(source), "no examples at " + source.toAbsolutePath());
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(WelcomeView.PROJECT);
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFolder folder = project.getFolder("positions");
        if (!folder.exists()) {
            folder.create(true, true, null);
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(source)) {
            for (Path f : files) {
                IFile target = folder.getFile(f.getFileName().toString());
                try (InputStream in = Files.newInputStream(f)) {
                    if (target.exists()) {
                        target.setContents(in, IResource.FORCE, null);
                    } else {
                        target.create(in, true, null);
                    }
                }
            }
        } catch (IOException e) {
            throw new AssertionError("cannot copy the examples: " + e.getMessage(), e);
        }
    }

    @Test
    void theSeededExamplesAreTheOnesTheVariantBundlesCarry() throws Exception {
        Path source = Path.of(System.getProperty("rookery.examples", "../../examples")).resolve("positions");
        int checked = 0;
        for (Variant v : BoardEditorRegistry.variants()) {
            Path seeded = source.resolve(WelcomeView.example(v).getName());
            if (Files.exists(seeded)) {
                assertEquals(v.example().orElseThrow(() -> new AssertionError(v.id() + "'s bundle carries no example")),
                        Files.readString(seeded), seeded + " differs from the example in " + v.id() + "'s bundle");
                checked++;
            }
        }
        assertTrue(checked >= 5, "only " + checked + " seeded examples checked");
    }

    @Test
    void theRookeryPerspectiveShowsTheWelcomeView() {
        assertNotNull(Ui.page().findView(WelcomeView.ID), "the Welcome view is not in the perspective");
    }

    @Test
    void opensTheExampleOfEveryVariantOnItsBoard() throws Exception {
        copyExamples();
        IViewPart view = Ui.page().showView(WelcomeView.ID);
        WelcomeView welcome = assertInstanceOf(WelcomeView.class, view);
        Ui.settle();
        int opened = 0;
        for (Variant v : BoardEditorRegistry.variants()) {
            assertTrue(WelcomeView.example(v).exists() || v.example().isPresent(), "neither examples/positions nor the bundle has an example of " + v.id());
            assertTrue(welcome.open(v), "could not open the example of " + v.id());
            Ui.window().getShell().setSize(1200, 760);
            Ui.settle();
            IEditorPart active = Ui.page().getActiveEditor();
            BoardEditor editor = assertInstanceOf(BoardEditor.class, active);
            assertEquals(v.id(), editor.model().rules().id());
            assertEquals(v.id().equals("exchange") ? 2 : 1, editor.boards().length);
            Ui.screenshot(editor.boards()[0], "example-" + v.id());
            if (v.id().equals("exchange")) {
                Ui.screenshot(editor.boards()[1], "example-exchange-b");
            }
            opened++;
        }
        assertTrue(opened >= 5, "only " + opened + " variants are installed");
        Ui.screenshotWindow("workbench-welcome");
        Ui.page().closeAllEditors(false);
    }
}
