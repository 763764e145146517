// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The outline of a format: formats, tables and their sections, from the server's document
 * symbols; selecting one selects it in the editor.
 */
final class FormatOutlinePage extends ContentOutlinePage {

    private static final int DELAY_MS = 400;

    private final FormatEditor editor;
    private ServerDocument doc;
    private boolean scheduled;
    private List<DocumentSymbol> symbols = List.of();

    FormatOutlinePage(FormatEditor editor) {
        this.editor = editor;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer viewer = getTreeViewer();
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                DocumentSymbol s = (DocumentSymbol) element;
                return s.getDetail() == null || s.getDetail().isBlank() ? s.getName() : s.getName() + " : " + s.getDetail();
            }
        });
        viewer.addSelectionChangedListener(e -> {
            if (e.getSelection() instanceof IStructuredSelection sel && sel.getFirstElement() instanceof DocumentSymbol s
                    && doc != null) {
                int[] r = Positions.region(doc.document(), s.getSelectionRange());
                editor.selectAndReveal(r[0], r[1]);
            }
        });
        viewer.setInput(symbols);
        refresh();
    }

    void setDocument(ServerDocument document) {
        this.doc = document;
        refresh();
    }

    void scheduleRefresh() {
        if (!scheduled && getControl() != null && !getControl().isDisposed()) {
            scheduled = true;
            Display display = getControl().getDisplay();
            display.timerExec(DELAY_MS, () -> {
                scheduled = false;
                refresh();
            });
        }
    }

    /** The top-level symbols now shown, for tests. */
    List<DocumentSymbol> symbols() {
        return symbols;
    }

    private void refresh() {
        ServerDocument current = doc;
        if (current == null || getControl() == null || getControl().isDisposed()) {
            return;
        }
        Display display = getControl().getDisplay();
        current.server().remote().getTextDocumentService()
                .documentSymbol(new DocumentSymbolParams(current.identifier())).whenComplete((answer, error) -> {
                    if (error != null || answer == null) {
                        return;
                    }
                    List<DocumentSymbol> next = answer.stream().filter(Either::isRight).map(Either::getRight).toList();
                    if (next.isEmpty()) {
                        next = answer.stream().filter(Either::isLeft).map(Either::getLeft).map(FormatOutlinePage::symbol)
                                .toList();
                    }
                    List<DocumentSymbol> shown = next;
                    display.asyncExec(() -> {
                        if (getControl() != null && !getControl().isDisposed()) {
                            symbols = shown;
                            getTreeViewer().setInput(shown);
                            getTreeViewer().expandToLevel(2);
                        }
                    });
                });
    }

    private static DocumentSymbol symbol(SymbolInformation info) {
        return new DocumentSymbol(info.getName(), info.getKind(), info.getLocation().getRange(),
                info.getLocation().getRange());
    }

    @Override
    public void dispose() {
        editor.outlineDisposed(this);
        super.dispose();
    }

    private static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return ((List<?>) input).toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            List<DocumentSymbol> children = ((DocumentSymbol) parent).getChildren();
            return children == null ? new Object[0] : children.toArray();
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            List<DocumentSymbol> children = ((DocumentSymbol) element).getChildren();
            return children != null && !children.isEmpty();
        }
    }
}
