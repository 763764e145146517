// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.jface.text.hyperlink.IHyperlinkDetector;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * Ctrl+click and F3: from a name to what it refers to (the parent of {@code extends}, a point
 * table, a grade table, a stage), and from the path of an {@code import} to the imported file.
 */
final class DefinitionHyperlinkDetector implements IHyperlinkDetector {

    private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+\"([^\"]*)\"");

    private final FormatEditor editor;

    DefinitionHyperlinkDetector(FormatEditor editor) {
        this.editor = editor;
    }

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        List<IHyperlink> links = links(region.getOffset());
        return links.isEmpty() ? null : links.toArray(new IHyperlink[0]);
    }

    /** The targets of the name or import path at {@code offset}. */
    List<IHyperlink> links(int offset) {
        ServerDocument doc = editor.serverDocument();
        List<IHyperlink> links = new ArrayList<>();
        if (doc == null) {
            return links;
        }
        IDocument document = doc.document();
        IHyperlink imported = importAt(doc, document, offset);
        if (imported != null) {
            links.add(imported);
            return links;
        }
        Either<List<? extends Location>, List<? extends LocationLink>> answer = ServerDocument.answer(doc.server()
                .remote().getTextDocumentService()
                .definition(new DefinitionParams(doc.identifier(), Positions.position(document, offset))));
        if (answer == null) {
            return links;
        }
        IRegion word = word(document, offset);
        if (answer.isLeft()) {
            for (Location l : answer.getLeft()) {
                links.add(new Link(word, FormatServerConnection.path(l.getUri()), l.getRange()));
            }
        } else {
            for (LocationLink l : answer.getRight()) {
                links.add(new Link(word, FormatServerConnection.path(l.getTargetUri()), l.getTargetSelectionRange()));
            }
        }
        return links;
    }

    private static IHyperlink importAt(ServerDocument doc, IDocument document, int offset) {
        try {
            int line = document.getLineOfOffset(offset);
            int start = document.getLineOffset(line);
            Matcher m = IMPORT.matcher(document.get(start, document.getLineLength(line)));
            if (!m.find() || offset < start + m.start(1) - 1 || offset > start + m.end(1) + 1) {
                return null;
            }
            Path target = doc.file().getParent().resolve(m.group(1)).normalize();
            if (!Files.isRegularFile(target)) {
                return null;
            }
            return new Link(new Region(start + m.start(1), m.group(1).length()), target, null);
        } catch (BadLocationException | RuntimeException e) {
            return null;
        }
    }

    private static IRegion word(IDocument document, int offset) {
        try {
            int start = offset;
            int end = offset;
            while (start > 0 && Character.isJavaIdentifierPart(document.getChar(start - 1))) {
                start--;
            }
            while (end < document.getLength() && Character.isJavaIdentifierPart(document.getChar(end))) {
                end++;
            }
            return new Region(start, end - start);
        } catch (BadLocationException e) {
            return new Region(offset, 0);
        }
    }

    /** Opens a file (in the workspace if it is there) and selects the target range. */
    static final class Link implements IHyperlink {
        private final IRegion region;
        private final Path target;
        private final org.eclipse.lsp4j.Range range;

        Link(IRegion region, Path target, org.eclipse.lsp4j.Range range) {
            this.region = region;
            this.target = target;
            this.range = range;
        }

        Path target() {
            return target;
        }

        @Override
        public IRegion getHyperlinkRegion() {
            return region;
        }

        @Override
        public String getTypeLabel() {
            return "Open Declaration";
        }

        @Override
        public String getHyperlinkText() {
            return "Open " + target.getFileName();
        }

        @Override
        public void open() {
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            try {
                IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(target.toUri());
                IEditorPart part = files.length > 0 ? IDE.openEditor(page, files[0])
                        : IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(target.toUri()));
                if (range != null && part instanceof ITextEditor text) {
                    IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
                    int[] r = Positions.region(document, range);
                    text.selectAndReveal(r[0], r[1]);
                }
            } catch (PartInitException e) {
                FormatUiPlugin.log("cannot open " + target, e);
            }
        }
    }
}
