// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.rookery.arbiter.simulate.DeadEnd;
import org.rookery.ui.format.FormatUi;

/**
 * Run Dry Run: asks for a field size and seed, saves the format if it has unsaved changes, plays
 * the dry run in a job with a progress bar and a cancel button, then shows the outcome in the Dry
 * Run view and puts a dead end on the format line that causes it (a problem marker of the file,
 * or an annotation of the editor when the file is outside the workspace).
 */
public final class DryRunHandler extends AbstractHandler {

    /** The annotation type of a dead end in a file outside the workspace. */
    static final String ERROR_ANNOTATION = "org.eclipse.ui.workbench.texteditor.error";

    @Override
    public Object execute(ExecutionEvent event) {
        if (!(HandlerUtil.getActiveEditor(event) instanceof FormatEditor editor)) {
            return null;
        }
        Path file = FormatEditor.file(editor.getEditorInput());
        if (file == null) {
            return null;
        }
        String text = editor.getDocumentProvider().getDocument(editor.getEditorInput()).get();
        DryRunDialog dialog = new DryRunDialog(editor.getSite().getShell(), editor.getTitle(),
                text.matches("(?s).*(^|\\n)[ \\t]*innings[ \\t]*\\{.*"), editor.isDirty());
        if (dialog.open() != Window.OK) {
            return null;
        }
        start(editor, dialog.players(), dialog.seed());
        return null;
    }

    /** Saves the editor if need be and schedules its dry run; the outcome is shown when the job ends. */
    static DryRunJob start(FormatEditor editor, int players, long seed) {
        if (editor.isDirty()) {
            editor.doSave(new org.eclipse.core.runtime.NullProgressMonitor());
        }
        Path file = FormatEditor.file(editor.getEditorInput());
        Display display = editor.getSite().getShell().getDisplay();
        DryRunJob job = new DryRunJob(file, players, seed, r -> display.asyncExec(() -> shown(editor, r)));
        job.schedule();
        return job;
    }

    private static void shown(FormatEditor editor, DryRunJob.Result r) {
        IWorkbenchPage page = editor.getSite().getPage();
        if (page == null) {
            return;
        }
        IDocument document = editor.getDocumentProvider() == null ? null
                : editor.getDocumentProvider().getDocument(editor.getEditorInput());
        String name = r.outcome().isPresent() ? nameOf(document, editor) : editor.getTitle();
        try {
            DryRunView view = (DryRunView) page.showView(FormatUi.DRY_RUN_VIEW_ID, null, IWorkbenchPage.VIEW_VISIBLE);
            view.show(name, r);
        } catch (PartInitException e) {
            FormatUiPlugin.log("the Dry Run view could not be opened", e);
        }
        if (r.cancelled() || document == null) {
            return;
        }
        mark(editor, document, r);
    }

    private static String nameOf(IDocument document, FormatEditor editor) {
        if (document != null) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^[ \\t]*format[ \\t]+(\\w+)").matcher(document.get());
            if (m.find()) {
                return m.group(1);
            }
        }
        return editor.getTitle();
    }

    /** Replaces the dead-end problem of the editor's format with this run's, if it has one. */
    private static void mark(FormatEditor editor, IDocument document, DryRunJob.Result r) {
        java.util.Optional<DeadEnd> deadEnd = r.outcome().flatMap(o -> o.deadEnd());
        String message = deadEnd.map(d -> "Dry run (" + r.players() + " players, seed " + r.seed()
                + ") did not complete: " + d.message()).orElse(null);
        DeadEndPlace place = deadEnd.map(d -> DeadEndPlace.of(document.get(), d)).orElse(null);
        if (editor.getEditorInput() instanceof IFileEditorInput input) {
            IFile f = input.getFile();
            try {
                f.deleteMarkers(FormatUi.DRY_RUN_MARKER, false, IResource.DEPTH_ZERO);
                if (place != null) {
                    Map<String, Object> attributes = new HashMap<>();
                    attributes.put(IMarker.SEVERITY, IMarker.SEVERITY_ERROR);
                    attributes.put(IMarker.MESSAGE, message);
                    attributes.put(IMarker.LINE_NUMBER, place.line());
                    attributes.put(IMarker.LOCATION, "line " + place.line());
                    attributes.put(IMarker.CHAR_START, place.start());
                    attributes.put(IMarker.CHAR_END, place.end());
                    f.createMarker(FormatUi.DRY_RUN_MARKER, attributes);
                }
            } catch (CoreException e) {
                FormatUiPlugin.log("the dry run's dead end could not be marked in " + f.getFullPath(), e);
            }
            return;
        }
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        if (model == null) {
            return;
        }
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (a instanceof DeadEndAnnotation) {
                model.removeAnnotation(a);
            }
        }
        if (place != null) {
            model.addAnnotation(new DeadEndAnnotation(message), new Position(place.start(), place.end() - place.start()));
        }
    }

    /** A dead end in a file outside the workspace, where there is no marker to carry it. */
    static final class DeadEndAnnotation extends Annotation {
        DeadEndAnnotation(String message) {
            super(ERROR_ANNOTATION, false, message);
        }
    }
}
