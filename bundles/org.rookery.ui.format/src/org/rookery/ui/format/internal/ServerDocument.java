// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.swt.widgets.Display;

/**
 * One open format as the language server sees it: the editor's text is sent on open and after
 * every change, so each request answers for exactly what is on screen; the diagnostics the
 * server publishes become error and warning annotations in the editor.
 */
final class ServerDocument implements IDocumentListener {

    /** An annotation made from one diagnostic; quick fixes send the diagnostic back. */
    static final class DiagnosticAnnotation extends Annotation {
        private final Diagnostic diagnostic;

        DiagnosticAnnotation(Diagnostic diagnostic) {
            super(type(diagnostic), false, diagnostic.getMessage().isLeft() ? diagnostic.getMessage().getLeft()
                    : diagnostic.getMessage().getRight().getValue());
            this.diagnostic = diagnostic;
        }

        Diagnostic diagnostic() {
            return diagnostic;
        }

        private static String type(Diagnostic d) {
            DiagnosticSeverity s = d.getSeverity() == null ? DiagnosticSeverity.Error : d.getSeverity();
            return switch (s) {
                case Error -> "org.eclipse.ui.workbench.texteditor.error";
                case Warning -> "org.eclipse.ui.workbench.texteditor.warning";
                default -> "org.eclipse.ui.workbench.texteditor.info";
            };
        }
    }

    private final FormatServerConnection server;
    private final Path file;
    private final String uri;
    private final IDocument document;
    private final IAnnotationModel annotations;
    private final Display display;
    private final List<Runnable> changeListeners = new ArrayList<>();
    private final Consumer<List<Diagnostic>> diagnosticsListener = this::diagnosticsArrived;
    private List<DiagnosticAnnotation> shown = List.of();
    private volatile List<Diagnostic> diagnostics = List.of();
    private int version = 1;
    private boolean open;

    ServerDocument(FormatServerConnection server, Path file, IDocument document, IAnnotationModel annotations,
            Display display) {
        this.server = server;
        this.file = FormatServerConnection.key(file);
        this.uri = this.file.toUri().toString();
        this.document = document;
        this.annotations = annotations;
        this.display = display;
    }

    /** Sends the text to the server and starts following the document. */
    void open() {
        server.remote().getTextDocumentService()
                .didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "tfl", version, document.get())));
        document.addDocumentListener(this);
        server.addDiagnosticsListener(file, diagnosticsListener);
        open = true;
    }

    /** Tells the server the file is saved (it then rebuilds the formats that import it). */
    void saved() {
        if (open) {
            server.remote().getTextDocumentService().didSave(new DidSaveTextDocumentParams(identifier(), null));
        }
    }

    /** Stops following the document and tells the server the file is closed. */
    void close() {
        if (!open) {
            return;
        }
        open = false;
        document.removeDocumentListener(this);
        server.removeDiagnosticsListener(file, diagnosticsListener);
        server.remote().getTextDocumentService().didClose(new DidCloseTextDocumentParams(identifier()));
        replaceAnnotations(List.of());
    }

    /** Runs {@code listener} (in the UI thread) after each change of the text. */
    void onChange(Runnable listener) {
        changeListeners.add(listener);
    }

    TextDocumentIdentifier identifier() {
        return new TextDocumentIdentifier(uri);
    }

    String uri() {
        return uri;
    }

    Path file() {
        return file;
    }

    IDocument document() {
        return document;
    }

    FormatServerConnection server() {
        return server;
    }

    /** The diagnostics the server published last. */
    List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The diagnostics whose range touches the region from {@code offset} for {@code length}. */
    List<Diagnostic> diagnosticsAt(int offset, int length) {
        List<Diagnostic> result = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            int[] r = Positions.region(document, d.getRange());
            if (r[0] <= offset + length && offset <= r[0] + r[1]) {
                result.add(d);
            }
        }
        return result;
    }

    @Override
    public void documentAboutToBeChanged(DocumentEvent event) {
    }

    @Override
    public void documentChanged(DocumentEvent event) {
        version++;
        server.remote().getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri, version),
                List.of(new TextDocumentContentChangeEvent(document.get()))));
        for (Runnable l : changeListeners) {
            l.run();
        }
    }

    /** Applies the server's edits to the document, last first so earlier offsets stay right. */
    static void apply(IDocument document, List<? extends org.eclipse.lsp4j.TextEdit> edits) throws Exception {
        List<int[]> regions = new ArrayList<>();
        Map<int[], String> texts = new HashMap<>();
        for (org.eclipse.lsp4j.TextEdit e : edits) {
            int[] r = Positions.region(document, e.getRange());
            regions.add(r);
            texts.put(r, e.getNewText());
        }
        regions.sort((a, b) -> Integer.compare(b[0], a[0]));
        for (int[] r : regions) {
            document.replace(r[0], r[1], texts.get(r));
        }
    }

    /** Waits for {@code request} and returns its answer, or null when the server fails. */
    static <T> T answer(CompletableFuture<T> request) {
        try {
            return FormatServerConnection.await(request);
        } catch (Exception e) {
            FormatUiPlugin.log("the format language server did not answer", e);
            return null;
        }
    }

    private void diagnosticsArrived(List<Diagnostic> published) {
        diagnostics = published;
        if (!display.isDisposed()) {
            display.asyncExec(() -> {
                if (open) {
                    List<DiagnosticAnnotation> next = new ArrayList<>();
                    for (Diagnostic d : published) {
                        next.add(new DiagnosticAnnotation(d));
                    }
                    replaceAnnotations(next);
                }
            });
        }
    }

    private void replaceAnnotations(List<DiagnosticAnnotation> next) {
        if (annotations == null) {
            return;
        }
        Map<Annotation, org.eclipse.jface.text.Position> added = new HashMap<>();
        for (DiagnosticAnnotation a : next) {
            int[] r = Positions.region(document, a.diagnostic().getRange());
            added.put(a, new org.eclipse.jface.text.Position(r[0], Math.max(r[1], 0)));
        }
        if (annotations instanceof IAnnotationModelExtension extension) {
            extension.replaceAnnotations(shown.toArray(new Annotation[0]), added);
        } else {
            for (Iterator<DiagnosticAnnotation> it = shown.iterator(); it.hasNext();) {
                annotations.removeAnnotation(it.next());
            }
            added.forEach(annotations::addAnnotation);
        }
        shown = next;
    }
}
