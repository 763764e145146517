// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextPresentationListener;
import org.eclipse.jface.text.ITextViewerExtension4;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * Colours the text from the server's semantic tokens: keywords, numbers, strings, comments,
 * variant ids, option names, piece letters and names each have their style. The tokens are
 * asked for again shortly after each change and applied only if the text is still the one
 * they were computed for.
 */
final class SemanticHighlighter implements ITextPresentationListener {

    /** The styles by LSP token type. */
    private static final Map<String, Style> STYLES = Map.of(
            "keyword", new Style(new RGB(127, 0, 85), SWT.BOLD),
            "number", new Style(new RGB(0, 0, 192), SWT.NORMAL),
            "string", new Style(new RGB(42, 0, 255), SWT.NORMAL),
            "comment", new Style(new RGB(63, 127, 95), SWT.ITALIC),
            "type", new Style(new RGB(0, 110, 120), SWT.BOLD),
            "property", new Style(new RGB(0, 0, 160), SWT.NORMAL),
            "enumMember", new Style(new RGB(0, 0, 160), SWT.ITALIC),
            "class", new Style(new RGB(140, 70, 0), SWT.NORMAL));

    private record Style(RGB rgb, int fontStyle) {
    }

    private static final int DELAY_MS = 150;

    private final ISourceViewer viewer;
    private final Display display;
    private final AtomicInteger generation = new AtomicInteger();
    private ServerDocument doc;
    private List<StyleRange> ranges = List.of();
    private boolean scheduled;

    SemanticHighlighter(ISourceViewer viewer) {
        this.viewer = viewer;
        this.display = viewer.getTextWidget().getDisplay();
        if (viewer instanceof ITextViewerExtension4 ext) {
            ext.addTextPresentationListener(this);
        }
    }

    void connect(ServerDocument document) {
        this.doc = document;
        refresh();
    }

    /** Called after each change: asks for fresh tokens once typing pauses. */
    void documentChanged() {
        if (!scheduled) {
            scheduled = true;
            display.timerExec(DELAY_MS, () -> {
                scheduled = false;
                refresh();
            });
        }
    }

    /** The styles now applied, for tests. */
    List<StyleRange> ranges() {
        return ranges;
    }

    private void refresh() {
        ServerDocument current = doc;
        if (current == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
            return;
        }
        int mine = generation.incrementAndGet();
        IDocument document = current.document();
        String text = document.get();
        SemanticTokensLegend legend = current.server().legend();
        CompletableFuture<SemanticTokens> request = current.server().remote().getTextDocumentService()
                .semanticTokensFull(new SemanticTokensParams(current.identifier()));
        request.whenComplete((tokens, error) -> {
            if (error != null || tokens == null || display.isDisposed()) {
                return;
            }
            display.asyncExec(() -> {
                if (mine != generation.get() || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()
                        || !text.equals(document.get())) {
                    return;
                }
                ranges = decode(document, tokens.getData(), legend);
                viewer.invalidateTextPresentation();
            });
        });
    }

    private List<StyleRange> decode(IDocument document, List<Integer> data, SemanticTokensLegend legend) {
        List<StyleRange> result = new ArrayList<>();
        int line = 0;
        int character = 0;
        for (int i = 0; i + 4 < data.size(); i += 5) {
            int deltaLine = data.get(i);
            line += deltaLine;
            character = deltaLine == 0 ? character + data.get(i + 1) : data.get(i + 1);
            int length = data.get(i + 2);
            int type = data.get(i + 3);
            if (type < 0 || type >= legend.getTokenTypes().size()) {
                continue;
            }
            Style style = STYLES.get(legend.getTokenTypes().get(type));
            if (style == null) {
                continue;
            }
            int offset = Positions.offset(document, new org.eclipse.lsp4j.Position(line, character));
            int end = Math.min(document.getLength(), offset + length);
            if (end > offset) {
                StyleRange r = new StyleRange(offset, end - offset, color(style.rgb()), null, style.fontStyle());
                result.add(r);
            }
        }
        result.sort((a, b) -> Integer.compare(a.start, b.start));
        return List.copyOf(result);
    }

    private Color color(RGB rgb) {
        return new Color(display, rgb);
    }

    @Override
    public void applyTextPresentation(TextPresentation presentation) {
        IRegion extent = presentation.getExtent();
        int from = extent.getOffset();
        int to = from + extent.getLength();
        List<StyleRange> applicable = new ArrayList<>();
        int max = viewer.getDocument() == null ? 0 : viewer.getDocument().getLength();
        for (StyleRange r : ranges) {
            if (r.start + r.length > from && r.start < to && r.start + r.length <= max) {
                applicable.add((StyleRange) r.clone());
            }
        }
        if (!applicable.isEmpty()) {
            presentation.mergeStyleRanges(applicable.toArray(new StyleRange[0]));
        }
    }

    void dispose() {
        doc = null;
        if (viewer instanceof ITextViewerExtension4 ext) {
            ext.removeTextPresentationListener(this);
        }
    }
}
