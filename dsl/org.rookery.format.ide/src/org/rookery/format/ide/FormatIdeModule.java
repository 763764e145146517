// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide;

import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.codeActions.QuickFixCodeActionService;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.rookery.format.ide.contentassist.FormatProposalProvider;
import org.rookery.format.ide.highlighting.FormatHighlighting;
import org.rookery.format.ide.hover.FormatHoverService;
import org.rookery.format.ide.quickfix.FormatQuickfixes;

/** Guice bindings of the language's ide services, used by the language server and editors. */
public class FormatIdeModule extends AbstractFormatIdeModule {

    public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
        return FormatProposalProvider.class;
    }

    public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
        return FormatHighlighting.class;
    }

    public Class<? extends IHoverService> bindIHoverService() {
        return FormatHoverService.class;
    }

    public Class<? extends ICodeActionService2> bindICodeActionService2() {
        return QuickFixCodeActionService.class;
    }

    public Class<? extends IQuickFixProvider> bindIQuickFixProvider() {
        return FormatQuickfixes.class;
    }
}
