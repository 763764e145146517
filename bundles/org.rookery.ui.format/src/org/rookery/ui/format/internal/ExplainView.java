// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatException;
import org.rookery.format.api.FormatTool;

/**
 * The format of the active format editor read aloud in plain English, as it is typed: what
 * organisers and players are told the rules are. While the format has errors it lists them
 * instead.
 */
public final class ExplainView extends ViewPart {

    private static final int DELAY_MS = 400;

    private StyledText text;
    private FormatEditor tracked;
    private IDocument trackedDocument;
    private final IDocumentListener listener = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            schedule();
        }
    };
    private final IPartListener2 parts = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof FormatEditor editor) {
                track(editor);
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == tracked) {
                track(null);
            }
        }
    };
    private Job job;

    @Override
    public void createPartControl(Composite parent) {
        text = new StyledText(parent, SWT.MULTI | SWT.WRAP | SWT.V_SCROLL | SWT.READ_ONLY);
        text.setLeftMargin(8);
        text.setTopMargin(6);
        text.setRightMargin(8);
        getSite().getPage().addPartListener(parts);
        IEditorPart active = getSite().getPage().getActiveEditor();
        track(active instanceof FormatEditor editor ? editor : null);
    }

    /** The text now shown, for tests. */
    public String shownText() {
        return text.getText();
    }

    private void track(FormatEditor editor) {
        if (trackedDocument != null) {
            trackedDocument.removeDocumentListener(listener);
        }
        tracked = editor;
        trackedDocument = editor == null ? null : editor.getDocumentProvider().getDocument(editor.getEditorInput());
        if (trackedDocument != null) {
            trackedDocument.addDocumentListener(listener);
            schedule();
        } else if (text != null && !text.isDisposed()) {
            text.setText("Open a format (.tfl) to see it explained here.");
        }
    }

    private void schedule() {
        FormatEditor editor = tracked;
        IDocument document = trackedDocument;
        Path file = editor == null ? null : FormatEditor.file(editor.getEditorInput());
        if (document == null || file == null) {
            return;
        }
        String content = document.get();
        if (job != null) {
            job.cancel();
        }
        Display display = text.getDisplay();
        job = Job.create("Explaining " + file.getFileName(), (IProgressMonitor monitor) -> {
            String explained = explain(FormatUiPlugin.get().tool(), file, content);
            if (!monitor.isCanceled()) {
                display.asyncExec(() -> {
                    if (!text.isDisposed() && tracked == editor) {
                        text.setText(explained);
                    }
                });
            }
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.schedule(DELAY_MS);
    }

    /** The explanation of a format's text, or the list of what stops it from compiling. */
    static String explain(FormatTool tool, Path file, String content) {
        try {
            CompiledFormat format = tool.compileText(file, content, null);
            return tool.explain(format);
        } catch (FormatException e) {
            List<FormatDiagnostic> errors = e.diagnostics();
            if (errors.isEmpty()) {
                return "This file cannot be explained yet: " + e.getMessage();
            }
            StringBuilder b = new StringBuilder("This format cannot be explained until ")
                    .append(errors.size() == 1 ? "this error is" : "these " + errors.size() + " errors are")
                    .append(" fixed:\n\n");
            for (FormatDiagnostic d : errors) {
                b.append(d.file().getFileName()).append(", line ").append(d.line()).append(": ").append(d.message())
                        .append('\n');
            }
            return b.toString();
        } catch (RuntimeException e) {
            FormatUiPlugin.log("explaining " + file + " failed", e);
            return "Explaining failed: " + e + " (see the error log)";
        }
    }

    @Override
    public void setFocus() {
        text.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(parts);
        track(null);
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
