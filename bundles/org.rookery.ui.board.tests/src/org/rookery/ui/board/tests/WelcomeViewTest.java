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

    @Test
    void leadsWithTheThreeJobsEachWithItsExamplesOneClickAway() throws Exception {
        copyExamples();
        Path examples = Path.of(System.getProperty("rookery.examples", "../../examples")).toAbsolutePath().normalize();
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(WelcomeView.PROJECT);
        copyTree(examples.resolve("formats"), project.getFolder("formats"));
        copyTree(examples.resolve("games"), project.getFolder("games"));
        copyTree(examples.resolve("events"), project.getFolder("events"));
        WelcomeView welcome = assertInstanceOf(WelcomeView.class, Ui.page().showView(WelcomeView.ID));
        Ui.settle();
        java.util.List<String> jobs = new java.util.ArrayList<>();
        java.util.Map<String, java.util.List<org.eclipse.swt.widgets.Button>> buttons = new java.util.LinkedHashMap<>();
        collect(Ui.window().getShell(), jobs, buttons);
        assertEquals(java.util.List.of("Run an event", "Write a format", "Study a game or position"), jobs,
                "the jobs in the order a newcomer reads them");
        java.util.List<String> run = buttons.get("Run an event").stream().map(org.eclipse.swt.widgets.Button::getText).toList();
        assertEquals("New Event...", run.get(0), run::toString);
        assertTrue(run.contains("FESA shogi Swiss"), run::toString);
        java.util.List<String> write = buttons.get("Write a format").stream().map(org.eclipse.swt.widgets.Button::getText).toList();
        assertTrue(write.contains("G20 innings match"), write::toString);
        for (java.util.List<org.eclipse.swt.widgets.Button> group : buttons.values()) {
            for (org.eclipse.swt.widgets.Button b : group) {
                if (b.getData("example") != null) {
                    assertTrue(b.isEnabled(), b.getText() + " has its example: " + b.getToolTipText());
                    assertTrue(WelcomeView.exampleFile((String) b.getData("example")).exists(), b.getText());
                }
            }
        }
        // one click opens an example game on its board
        assertTrue(welcome.openExample("games/opera-game.pgn"));
        Ui.settle();
        assertInstanceOf(BoardEditor.class, Ui.page().getActiveEditor());
        Ui.page().closeAllEditors(false);
        Ui.page().showView(WelcomeView.ID);
        Ui.settle();
        Ui.screenshotWindow("welcome-three-jobs");
    }

    private static void collect(org.eclipse.swt.widgets.Composite root, java.util.List<String> jobs,
            java.util.Map<String, java.util.List<org.eclipse.swt.widgets.Button>> buttons) {
        for (org.eclipse.swt.widgets.Control c : root.getChildren()) {
            if (c.getData("job") instanceof String job && c instanceof org.eclipse.swt.widgets.Composite column) {
                jobs.add(job);
                java.util.List<org.eclipse.swt.widgets.Button> list = new java.util.ArrayList<>();
                for (org.eclipse.swt.widgets.Control b : column.getChildren()) {
                    if (b instanceof org.eclipse.swt.widgets.Button button) {
                        list.add(button);
                    }
                }
                buttons.put(job, list);
            } else if (c instanceof org.eclipse.swt.widgets.Composite child) {
                collect(child, jobs, buttons);
            }
        }
    }

    private static void copyTree(Path source, IFolder target) throws Exception {
        if (!target.exists()) {
            target.create(true, true, null);
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(source)) {
            for (Path f : files) {
                if (Files.isDirectory(f)) {
                    copyTree(f, target.getFolder(f.getFileName().toString()));
                    continue;
                }
                IFile file = target.getFile(f.getFileName().toString());
                try (InputStream in = Files.newInputStream(f)) {
                    if (file.exists()) {
                        file.setContents(in, IResource.FORCE, null);
                    } else {
                        file.create(in, true, null);
                    }
                }
            }
        }
    }
}
