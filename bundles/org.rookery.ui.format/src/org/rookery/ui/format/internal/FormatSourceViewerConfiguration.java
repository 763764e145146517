// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.hyperlink.IHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.URLHyperlinkDetector;
import org.eclipse.jface.text.quickassist.IQuickAssistAssistant;
import org.eclipse.jface.text.quickassist.QuickAssistAssistant;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/** Wires the server-backed services into the editor's source viewer. */
final class FormatSourceViewerConfiguration extends TextSourceViewerConfiguration {

    private final FormatEditor editor;

    FormatSourceViewerConfiguration(FormatEditor editor, IPreferenceStore preferences) {
        super(preferences);
        this.editor = editor;
    }

    @Override
    public IContentAssistant getContentAssistant(ISourceViewer sourceViewer) {
        ContentAssistant assistant = new ContentAssistant();
        assistant.setContentAssistProcessor(new CompletionProcessor(editor), IDocument.DEFAULT_CONTENT_TYPE);
        assistant.enableAutoInsert(true);
        assistant.enableAutoActivation(false);
        assistant.setInformationControlCreator(getInformationControlCreator(sourceViewer));
        return assistant;
    }

    @Override
    public ITextHover getTextHover(ISourceViewer sourceViewer, String contentType) {
        return new ServerHover(editor);
    }

    @Override
    public IQuickAssistAssistant getQuickAssistAssistant(ISourceViewer sourceViewer) {
        QuickAssistAssistant assistant = new QuickAssistAssistant();
        assistant.setQuickAssistProcessor(new QuickFixProcessor(editor));
        assistant.setInformationControlCreator(getInformationControlCreator(sourceViewer));
        return assistant;
    }

    @Override
    public IHyperlinkDetector[] getHyperlinkDetectors(ISourceViewer sourceViewer) {
        return new IHyperlinkDetector[] { new DefinitionHyperlinkDetector(editor), new URLHyperlinkDetector() };
    }

    @Override
    public int getTabWidth(ISourceViewer sourceViewer) {
        return 2;
    }
}
