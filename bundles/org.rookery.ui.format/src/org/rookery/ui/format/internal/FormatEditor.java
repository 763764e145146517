// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.nio.file.Path;
import java.util.ResourceBundle;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.texteditor.ContentAssistAction;
import org.eclipse.ui.texteditor.ITextEditorActionDefinitionIds;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.rookery.ui.format.FormatUi;

/**
 * The editor of {@code *.tfl} files: a text editor whose highlighting, diagnostics, completion,
 * hover, quick fixes, outline, formatting and "open declaration" all come from the format
 * language server.
 */
public final class FormatEditor extends TextEditor {

    private ServerDocument serverDocument;
    private SemanticHighlighter highlighter;
    private FormatOutlinePage outline;

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        setSourceViewerConfiguration(new FormatSourceViewerConfiguration(this, getPreferenceStore()));
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        highlighter = new SemanticHighlighter(getSourceViewer());
        connect();
        IContextService contexts = getSite().getService(IContextService.class);
        if (contexts != null) {
            contexts.activateContext(FormatUi.EDITOR_CONTEXT);
        }
        showExplainView();
    }

    /**
     * Shows the Explain view beside the editor (not activated: the text keeps the focus), so that
     * the organiser reads the format's rules in words as he writes them.
     */
    private void showExplainView() {
        getSite().getShell().getDisplay().asyncExec(() -> {
            IWorkbenchPage page = getSite().getPage();
            if (page == null || getSourceViewer() == null) {
                return;
            }
            try {
                page.showView(FormatUi.EXPLAIN_VIEW_ID, null, IWorkbenchPage.VIEW_VISIBLE);
            } catch (PartInitException e) {
                // the view shows its own failure; the editor works without it
            }
        });
    }

    @Override
    protected void createActions() {
        super.createActions();
        ResourceBundle bundle = ResourceBundle.getBundle("org.rookery.ui.format.internal.EditorMessages");
        IAction assist = new ContentAssistAction(bundle, "ContentAssistProposal.", this);
        assist.setActionDefinitionId(ITextEditorActionDefinitionIds.CONTENT_ASSIST_PROPOSALS);
        setAction("ContentAssistProposal", assist);
        markAsStateDependentAction("ContentAssistProposal", true);
    }

    @Override
    protected void doSetInput(IEditorInput input) throws org.eclipse.core.runtime.CoreException {
        disconnect();
        super.doSetInput(input);
        if (getSourceViewer() != null) {
            connect();
        }
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        super.doSave(monitor);
        if (serverDocument != null) {
            serverDocument.saved();
        }
    }

    private void connect() {
        Path file = file(getEditorInput());
        IDocument document = getDocumentProvider().getDocument(getEditorInput());
        if (file == null || document == null) {
            return;
        }
        serverDocument = new ServerDocument(FormatUiPlugin.get().server(), file, document,
                getDocumentProvider().getAnnotationModel(getEditorInput()), getSite().getShell().getDisplay());
        serverDocument.onChange(highlighter::documentChanged);
        serverDocument.onChange(() -> {
            if (outline != null) {
                outline.scheduleRefresh();
            }
        });
        serverDocument.open();
        highlighter.connect(serverDocument);
        if (outline != null) {
            outline.setDocument(serverDocument);
        }
    }

    private void disconnect() {
        if (serverDocument != null) {
            serverDocument.close();
            serverDocument = null;
        }
    }

    @Override
    public void dispose() {
        disconnect();
        if (highlighter != null) {
            highlighter.dispose();
        }
        super.dispose();
    }

    @Override
    public <T> T getAdapter(Class<T> type) {
        if (type == IContentOutlinePage.class) {
            if (outline == null) {
                outline = new FormatOutlinePage(this);
                if (serverDocument != null) {
                    outline.setDocument(serverDocument);
                }
            }
            return type.cast(outline);
        }
        return super.getAdapter(type);
    }

    void outlineDisposed(FormatOutlinePage page) {
        if (outline == page) {
            outline = null;
        }
    }

    /** The server's view of the open file; null before the editor has a file. */
    public ServerDocument serverDocument() {
        return serverDocument;
    }

    /** The source viewer, for tests and handlers. */
    public ISourceViewer viewer() {
        return getSourceViewer();
    }

    /** The file on disk an editor input stands for, if it has one. */
    static Path file(IEditorInput input) {
        if (input instanceof IFileEditorInput fileInput) {
            IFile f = fileInput.getFile();
            return f.getLocation() == null ? null : f.getLocation().toFile().toPath();
        }
        if (input instanceof IURIEditorInput uriInput && "file".equals(uriInput.getURI().getScheme())) {
            return Path.of(uriInput.getURI());
        }
        return null;
    }
}
