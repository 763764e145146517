// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.InsertReplaceEdit;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** Content assist: the server's completion items as proposals that replace what is typed. */
final class CompletionProcessor implements IContentAssistProcessor {

    private final FormatEditor editor;
    private String error;

    CompletionProcessor(FormatEditor editor) {
        this.editor = editor;
    }

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        error = null;
        ServerDocument doc = editor.serverDocument();
        if (doc == null) {
            return new ICompletionProposal[0];
        }
        IDocument document = viewer.getDocument();
        Either<List<CompletionItem>, CompletionList> answer = ServerDocument.answer(doc.server().remote()
                .getTextDocumentService()
                .completion(new CompletionParams(doc.identifier(), Positions.position(document, offset))));
        if (answer == null) {
            error = "The format language server did not answer; see the error log.";
            return new ICompletionProposal[0];
        }
        List<CompletionItem> items = answer.isLeft() ? answer.getLeft() : answer.getRight().getItems();
        List<ICompletionProposal> proposals = new ArrayList<>();
        for (CompletionItem item : items) {
            proposals.add(proposal(document, offset, item));
        }
        return proposals.toArray(new ICompletionProposal[0]);
    }

    private static ICompletionProposal proposal(IDocument document, int offset, CompletionItem item) {
        String text = item.getInsertText() != null ? item.getInsertText() : item.getLabel();
        int start = offset;
        int length = 0;
        Either<TextEdit, InsertReplaceEdit> edit = item.getTextEdit();
        if (edit != null) {
            Range range = edit.isLeft() ? edit.getLeft().getRange() : edit.getRight().getReplace();
            text = edit.isLeft() ? edit.getLeft().getNewText() : edit.getRight().getNewText();
            int[] region = Positions.region(document, range);
            start = region[0];
            length = region[1];
        } else {
            start = wordStart(document, offset);
            length = offset - start;
        }
        String display = item.getDetail() == null || item.getDetail().isBlank() ? item.getLabel()
                : item.getLabel() + " - " + item.getDetail();
        String info = item.getDocumentation() == null ? null
                : item.getDocumentation().isLeft() ? item.getDocumentation().getLeft()
                        : Markdown.toPlainText(item.getDocumentation().getRight().getValue());
        return new CompletionProposal(text, start, length, text.length(), null, display, null, info);
    }

    private static int wordStart(IDocument document, int offset) {
        int start = offset;
        try {
            while (start > 0 && (Character.isLetterOrDigit(document.getChar(start - 1)) || document.getChar(start - 1) == '_')) {
                start--;
            }
        } catch (org.eclipse.jface.text.BadLocationException e) {
            return offset;
        }
        return start;
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return null;
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return error;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
