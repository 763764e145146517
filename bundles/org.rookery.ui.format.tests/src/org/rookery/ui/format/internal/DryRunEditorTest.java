// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitFor;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.ui.format.FormatUi;

/**
 * The organiser's dry run from the format editor in the real workbench: the toolbar button and
 * command, the dialog that asks for a field size and seed, the job that plays the event, the Dry
 * Run view with its outcome, and a dead end marked on the format line that causes it.
 */
class DryRunEditorTest {

    /** Four players cannot play six Swiss rounds without a rematch: round 4 has no new opponents. */
    private static final String TINY = """
            format Tiny "Four friends" {
              game {
                variant chess
              }
              time {
                main 5 min
              }
              event individual {
                stage main swiss {
                  rounds 6
                }
                game points win 1 draw 0.5 loss 0
              }
            }
            """;

    private static IProject project;

    @BeforeAll
    static void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("dry-run-test");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
    }

    @AfterAll
    static void deleteProject() throws CoreException {
        page().closeAllEditors(false);
        project.delete(true, true, null);
    }

    @AfterEach
    void closeEditors() {
        page().closeAllEditors(false);
        spin(100);
    }

    @Test
    void theToolbarButtonAndTheCommandRunTheDryRunOfTheActiveFormat() throws Exception {
        write("button.tfl", TINY);
        open("button.tfl");
        spin(300);
        ICommandService commands = page().getWorkbenchWindow().getService(ICommandService.class);
        var command = commands.getCommand(FormatUi.DRY_RUN_COMMAND);
        assertTrue(command.isDefined());
        waitUntil("the dry run's handler is active in the format editor", command::isEnabled);
        ToolItem button = waitFor("the dry run's toolbar button", () -> toolItem(page().getWorkbenchWindow().getShell(),
                "Run a dry run of this format"));
        assertTrue(button.isEnabled());
        assertNotNull(button.getImage(), "the button has its icon");
    }

    @Test
    void theDialogAsksForAFieldSizeAndAWholeNumberSeed() {
        DryRunDialog dialog = new DryRunDialog(page().getWorkbenchWindow().getShell(), "Tiny", false, true);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            Spinner players = (Spinner) named(dialog.getShell(), "players");
            Text seed = (Text) named(dialog.getShell(), "seed");
            assertEquals(DryRunDialog.DEFAULT_PLAYERS, players.getSelection());
            assertTrue(dialog.getMessage().contains("unsaved changes are saved first"), dialog.getMessage());
            seed.setText("seven");
            assertEquals("The seed must be a whole number, not 'seven'", dialog.getErrorMessage());
            org.eclipse.swt.widgets.Button run = runButton(dialog.getShell());
            assertFalse(run.isEnabled());
            seed.setText("7");
            assertEquals(null, dialog.getErrorMessage());
            players.setSelection(30);
            assertTrue(run.isEnabled());
            run.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
            assertEquals(30, dialog.players());
            assertEquals(7, dialog.seed());
        } finally {
            if (dialog.getShell() != null && !dialog.getShell().isDisposed()) {
                dialog.close();
            }
        }
    }

    @Test
    void aDeadEndIsMarkedOnItsStageLineAndGoesWhenTheFormatIsMended() throws Exception {
        IFile file = write("tiny.tfl", TINY);
        FormatEditor editor = open("tiny.tfl");
        run(editor, 4, 1);
        DryRunView view = assertInstanceOf(DryRunView.class, page().findView(FormatUi.DRY_RUN_VIEW_ID));
        assertTrue(view.summary().startsWith("Did not complete: stage main, round 4 cannot be paired"), view.summary());
        assertTrue(view.progress().stream().anyMatch(l -> l.startsWith("stage main, round 3/6: 2 boards")),
                view.progress()::toString);

        IMarker[] markers = file.findMarkers(FormatUi.DRY_RUN_MARKER, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        int stageLine = lineOf(TINY, "stage main swiss");
        assertEquals(stageLine, markers[0].getAttribute(IMarker.LINE_NUMBER, -1));
        String message = markers[0].getAttribute(IMarker.MESSAGE, "");
        assertTrue(message.startsWith("Dry run (4 players, seed 1) did not complete: stage main, round 4 cannot be paired"),
                message);
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY, -1));
        // the editor shows it on that line
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        waitUntil("the dead end in the editor", () -> annotationLines(editor, document, message).contains(stageLine));
        screenshot("dry-run-dead-end");

        // three rounds are possible: the mended format plays to its end and the problem goes
        document.set(TINY.replace("rounds 6", "rounds 3"));
        run(editor, 4, 1);
        assertFalse(editor.isDirty(), "the dry run plays the saved format");
        assertTrue(java.nio.file.Files.readString(file.getLocation().toFile().toPath()).contains("rounds 3"),
                "the unsaved change was saved before the run");
        assertTrue(view.summary().matches("Completed: Player 00\\d wins.*"), view.summary());
        assertEquals(0, file.findMarkers(FormatUi.DRY_RUN_MARKER, false, IResource.DEPTH_ZERO).length);

        // the simulated event opens in the event views, to read only
        assertNotNull(view.journal(), "the dry run was recorded as an event");
        assertTrue(view.journal().exists(), view.journal()::toString);
        assertTrue(view.openEvent());
        spin(300);
        var event = page().getActiveEditor();
        assertEquals("org.rookery.ui.event.editor", event.getSite().getId());
        assertEquals("Tiny-4-players-seed-1 (dry run, read-only)", event.getTitle());
        // the event opened is the run the view reported: its journal folds to the same final standings
        var reported = view.outcome().orElseThrow().standings().orElseThrow();
        try (var recorded = org.rookery.engine.event.EventFolder.read(view.journal().getParent().getLocation().toFile()
                .toPath(), FormatUiPlugin.get().tool().loader(), FormatServices.variants(), java.time.InstantSource.system())) {
            var state = recorded.state();
            assertEquals(rows(reported), rows(org.rookery.engine.playoff.PlayOffs.finalStandings(state,
                    org.rookery.engine.event.EventField.of(state))));
            assertTrue(view.summary().contains(reported.rows().get(0).participant().name() + " wins"), view.summary());
        }
        screenshot("dry-run-simulated-event");
        page().closeEditor(event, false);
    }

    @Test
    void aFormatThatDoesNotCompileSaysSoAndACancelledRunStops() throws Exception {
        IFile broken = write("broken.tfl", TINY.replace("variant chess", "variant chezz"));
        DryRunJob.Result[] got = new DryRunJob.Result[1];
        DryRunJob job = new DryRunJob(broken.getLocation().toFile().toPath(), 4, 1, r -> got[0] = r);
        job.schedule();
        job.join();
        assertTrue(got[0].outcome().isEmpty());
        assertTrue(got[0].error().orElseThrow().startsWith("The format cannot be played: "), got[0].error()::toString);
        assertTrue(got[0].error().get().contains("chezz"), got[0].error()::toString);

        IFile tiny = write("cancelled.tfl", TINY);
        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        DryRunJob stopped = new DryRunJob(tiny.getLocation().toFile().toPath(), 4, 1, r -> got[0] = r);
        assertEquals(org.eclipse.core.runtime.IStatus.CANCEL, stopped.run(cancelled).getSeverity());
        assertTrue(got[0].cancelled());
        assertEquals("The dry run was cancelled.", got[0].error().orElseThrow());
    }

    /** Each row of {@code s} as "place name points tie-breaks". */
    private static java.util.List<String> rows(org.rookery.engine.standings.Standings s) {
        return s.rows().stream().map(r -> r.place() + " " + r.participant().name() + " " + r.points().toPlainString()
                + " " + r.values().values().stream().map(java.math.BigDecimal::toPlainString).toList()).toList();
    }

    /** Runs the editor's dry run as the handler does after its dialog, and waits for the view to show it. */
    private static void run(FormatEditor editor, int players, long seed) throws Exception {
        int before = page().findView(FormatUi.DRY_RUN_VIEW_ID) instanceof DryRunView v ? v.shownCount() : 0;
        Job job = DryRunHandler.start(editor, players, seed);
        waitUntil("the dry run to end", () -> job.getResult() != null);
        assertTrue(job.getResult().isOK(), job.getResult()::toString);
        waitUntil("the Dry Run view shows this run", () -> page().findView(FormatUi.DRY_RUN_VIEW_ID) instanceof DryRunView v
                && v.shownCount() > before);
        spin(100);
    }

    private static List<Integer> annotationLines(FormatEditor editor, IDocument document, String message) {
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        List<Integer> lines = new ArrayList<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            Position p = model.getPosition(a);
            if (message.equals(a.getText()) && p != null) {
                try {
                    lines.add(document.getLineOfOffset(p.getOffset()) + 1);
                } catch (org.eclipse.jface.text.BadLocationException e) {
                    // not on a line of this text
                }
            }
        }
        return lines;
    }

    private static int lineOf(String text, String what) {
        return (int) text.substring(0, text.indexOf(what)).chars().filter(c -> c == '\n').count() + 1;
    }

    private static ToolItem toolItem(Composite root, String tooltip) {
        for (Control c : root.getChildren()) {
            if (c instanceof ToolBar bar) {
                for (ToolItem item : bar.getItems()) {
                    if (item.getToolTipText() != null && item.getToolTipText().startsWith(tooltip)) {
                        return item;
                    }
                }
            }
            if (c instanceof Composite child) {
                ToolItem found = toolItem(child, tooltip);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static org.eclipse.swt.widgets.Button runButton(Composite root) {
        for (Control c : root.getChildren()) {
            if (c instanceof org.eclipse.swt.widgets.Button b && "&Run".equals(b.getText())) {
                return b;
            }
            if (c instanceof Composite child) {
                org.eclipse.swt.widgets.Button found = runButton(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static Control named(Composite root, String name) {
        for (Control c : root.getChildren()) {
            if (name.equals(c.getData("name"))) {
                return c;
            }
            if (c instanceof Composite child) {
                Control found = named(child, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static IFile write(String name, String text) throws CoreException {
        IFile file = project.getFile(name);
        ByteArrayInputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        if (file.exists()) {
            file.setContents(in, IResource.FORCE, null);
        } else {
            file.create(in, IResource.FORCE, null);
        }
        return file;
    }

    private static FormatEditor open(String name) throws Exception {
        return assertInstanceOf(FormatEditor.class, IDE.openEditor(page(), project.getFile(name)));
    }
}
