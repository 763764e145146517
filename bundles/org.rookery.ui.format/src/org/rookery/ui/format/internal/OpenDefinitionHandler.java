// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.ui.handlers.HandlerUtil;

/** F3: opens what the name at the caret refers to. */
public final class OpenDefinitionHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        if (HandlerUtil.getActiveEditor(event) instanceof FormatEditor editor
                && editor.getSelectionProvider().getSelection() instanceof ITextSelection selection) {
            List<IHyperlink> links = new DefinitionHyperlinkDetector(editor).links(selection.getOffset());
            if (!links.isEmpty()) {
                links.get(0).open();
            }
        }
        return null;
    }
}
