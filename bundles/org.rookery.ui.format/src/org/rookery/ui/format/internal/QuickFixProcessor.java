// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.quickassist.IQuickAssistInvocationContext;
import org.eclipse.jface.text.quickassist.IQuickAssistProcessor;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;

/** Quick fixes (Ctrl+1): the server's code actions for the problems at the caret. */
final class QuickFixProcessor implements IQuickAssistProcessor {

    private final FormatEditor editor;

    QuickFixProcessor(FormatEditor editor) {
        this.editor = editor;
    }

    @Override
    public ICompletionProposal[] computeQuickAssistProposals(IQuickAssistInvocationContext context) {
        ServerDocument doc = editor.serverDocument();
        if (doc == null) {
            return new ICompletionProposal[0];
        }
        List<Diagnostic> here = doc.diagnosticsAt(context.getOffset(), Math.max(0, context.getLength()));
        if (here.isEmpty()) {
            return new ICompletionProposal[0];
        }
        List<ICompletionProposal> proposals = new ArrayList<>();
        for (Diagnostic d : here) {
            proposals.addAll(fixes(doc, d));
        }
        return proposals.toArray(new ICompletionProposal[0]);
    }

    /** The fixes the server offers for one diagnostic, as proposals that edit this document. */
    static List<ICompletionProposal> fixes(ServerDocument doc, Diagnostic diagnostic) {
        Range range = diagnostic.getRange();
        List<Either<Command, CodeAction>> actions = ServerDocument.answer(doc.server().remote().getTextDocumentService()
                .codeAction(new CodeActionParams(doc.identifier(), range, new CodeActionContext(List.of(diagnostic)))));
        List<ICompletionProposal> result = new ArrayList<>();
        if (actions == null) {
            return result;
        }
        for (Either<Command, CodeAction> a : actions) {
            if (a.isRight() && a.getRight().getEdit() != null && a.getRight().getEdit().getChanges() != null) {
                List<TextEdit> edits = a.getRight().getEdit().getChanges().getOrDefault(doc.uri(), List.of());
                if (!edits.isEmpty()) {
                    result.add(new Fix(a.getRight().getTitle(), edits));
                }
            }
        }
        return result;
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public boolean canFix(Annotation annotation) {
        return annotation instanceof ServerDocument.DiagnosticAnnotation && !annotation.isMarkedDeleted();
    }

    @Override
    public boolean canAssist(IQuickAssistInvocationContext context) {
        return false;
    }

    /** One fix: applies the server's edits. */
    static final class Fix implements ICompletionProposal {
        private final String title;
        private final List<TextEdit> edits;

        Fix(String title, List<TextEdit> edits) {
            this.title = title;
            this.edits = List.copyOf(edits);
        }

        @Override
        public void apply(IDocument document) {
            try {
                ServerDocument.apply(document, edits);
            } catch (Exception e) {
                FormatUiPlugin.log("the quick fix '" + title + "' could not be applied", e);
            }
        }

        @Override
        public Point getSelection(IDocument document) {
            return null;
        }

        @Override
        public String getAdditionalProposalInfo() {
            return null;
        }

        @Override
        public String getDisplayString() {
            return title;
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public IContextInformation getContextInformation() {
            return null;
        }
    }
}
