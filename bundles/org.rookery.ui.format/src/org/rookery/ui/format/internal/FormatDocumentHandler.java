// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.text.IRewriteTarget;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.ui.handlers.HandlerUtil;

/** Ctrl+Shift+F: lays the whole format out as the language server's formatter does, as one undoable change. */
public final class FormatDocumentHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        if (HandlerUtil.getActiveEditor(event) instanceof FormatEditor editor) {
            format(editor);
        }
        return null;
    }

    /** Formats the editor's text; returns whether anything changed. */
    static boolean format(FormatEditor editor) {
        ServerDocument doc = editor.serverDocument();
        if (doc == null) {
            return false;
        }
        List<? extends TextEdit> edits = ServerDocument.answer(doc.server().remote().getTextDocumentService()
                .formatting(new DocumentFormattingParams(doc.identifier(), new FormattingOptions(2, true))));
        if (edits == null || edits.isEmpty()) {
            return false;
        }
        IRewriteTarget target = editor.getAdapter(IRewriteTarget.class);
        if (target != null) {
            target.beginCompoundChange();
        }
        try {
            ServerDocument.apply(doc.document(), edits);
        } catch (Exception e) {
            FormatUiPlugin.log("formatting failed", e);
            return false;
        } finally {
            if (target != null) {
                target.endCompoundChange();
            }
        }
        return true;
    }
}
