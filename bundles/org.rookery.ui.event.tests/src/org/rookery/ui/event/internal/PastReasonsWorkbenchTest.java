// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.ui.event.EventUi;

/**
 * The FESA example opened in a fresh session (its rounds were paired by an earlier run): the
 * Pairings view shows the engine's reasons for every round, worked out again from the journal.
 */
class PastReasonsWorkbenchTest {

    private static IProject project;
    private static IFile journal;

    @BeforeAll
    static void copyExample() throws Exception {
        project = TestProjects.empty("past-reasons-test");
        Path source = Path.of("../../examples/events/fesa-swiss");
        IFolder event = project.getFolder("fesa-swiss");
        event.create(true, true, null);
        event.getFolder("format").create(true, true, null);
        try (var files = Files.walk(source)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                try (InputStream in = Files.newInputStream(p)) {
                    event.getFile(source.relativize(p).toString()).create(in, true, null);
                }
            }
        }
        journal = event.getFile("journal.jsonl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void everyRoundOfTheReopenedFesaExampleShowsItsReasons() throws Exception {
        page().closeAllEditors(false);
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        waitUntil("the four rounds are listed", () -> view.roundChoice().getItemCount() == 4);
        for (int r = 0; r < 4; r++) {
            view.roundChoice().select(r);
            view.roundChoice().notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
            String reasons = view.reasonsText();
            assertFalse(reasons.isBlank(), "round " + (r + 1) + " has reasons");
            assertFalse(reasons.contains("cannot be worked out") || reasons.contains("not the engine's"), reasons);
            assertTrue(reasons.lines().count() >= 8, "a reason for each of the eight pairs of round " + (r + 1) + ": " + reasons);
        }
        editor.getSite().getPage().closeEditor(editor, false);
    }
}
