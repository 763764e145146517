// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkedString;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The hover: a problem at the spot first, then what the word means, as the language server
 * explains it. Nothing (not an empty popup) when the server has nothing to say.
 */
final class ServerHover implements ITextHover {

    private final FormatEditor editor;

    ServerHover(FormatEditor editor) {
        this.editor = editor;
    }

    @Override
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        ServerDocument doc = editor.serverDocument();
        if (doc == null) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (Diagnostic d : doc.diagnosticsAt(region.getOffset(), 0)) {
            parts.add(d.getMessage().isLeft() ? d.getMessage().getLeft() : d.getMessage().getRight().getValue());
        }
        Hover hover = ServerDocument.answer(doc.server().remote().getTextDocumentService().hover(
                new HoverParams(doc.identifier(), Positions.position(viewer.getDocument(), region.getOffset()))));
        String meaning = hover == null || hover.getContents() == null ? "" : text(hover);
        if (!meaning.isBlank()) {
            parts.add(meaning);
        }
        return parts.isEmpty() ? null : String.join("\n\n", parts);
    }

    private static String text(Hover hover) {
        if (hover.getContents().isRight()) {
            return Markdown.toPlainText(hover.getContents().getRight().getValue());
        }
        StringBuilder text = new StringBuilder();
        for (Either<String, MarkedString> part : hover.getContents().getLeft()) {
            text.append(part.isLeft() ? part.getLeft() : part.getRight().getValue()).append('\n');
        }
        return Markdown.toPlainText(text.toString());
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        return new Region(offset, 0);
    }
}
