// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.TextRegion;
import org.rookery.format.ide.FormatIdeSetup;

import com.google.inject.Injector;

/** The ide injector and helpers to run its services on a piece of text. */
final class Ide {

    static final Injector INJECTOR = new FormatIdeSetup().createInjectorAndDoEMFRegistration();

    private Ide() {
    }

    static XtextResource parse(String text) {
        XtextResourceSet set = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) set.createResource(URI.createURI("memory:/test.tfl"));
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    Map.of(XtextResource.OPTION_ENCODING, "UTF-8"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return resource;
    }

    /** The proposals at the offset marked by {@code |} in {@code marked}. */
    static List<ContentAssistEntry> proposals(String marked) {
        int offset = marked.indexOf('|');
        String text = marked.substring(0, offset) + marked.substring(offset + 1);
        XtextResource resource = parse(text);
        ContentAssistContextFactory factory = INJECTOR.getInstance(ContentAssistContextFactory.class);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            factory.setPool(pool);
            ContentAssistContext[] contexts = factory.create(text, new TextRegion(offset, 0), offset, resource);
            IdeContentProposalAcceptor acceptor = INJECTOR.getInstance(IdeContentProposalAcceptor.class);
            INJECTOR.getInstance(IdeContentProposalProvider.class).createProposals(List.of(contexts), acceptor);
            List<ContentAssistEntry> result = new ArrayList<>();
            acceptor.getEntries().forEach(result::add);
            return result;
        } finally {
            pool.shutdownNow();
        }
    }

    static List<String> proposalTexts(String marked) {
        return proposals(marked).stream().map(ContentAssistEntry::getProposal).toList();
    }
}
