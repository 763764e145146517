// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitFor;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.ui.format.FormatUi;

/**
 * The format editor inside the real Rookery workbench, with the language server behind it:
 * what an organiser sees while writing a format.
 */
class FormatEditorTest {

    private static final String PARENT = """
            format Club "Tuesday club night" {
              game {
                variant chess
              }
              time {
                main 5 min
                increment 3 s
              }
              event individual {
                stage main swiss {
                  rounds 5
                }
                game points win 1 draw 0.5 loss 0
              }
            }
            """;
    private static final String CHILD = """
            import "parent.tfl"

            format Blitz extends Club "Blitz night" {
              time {
                main 3 min
                increment 2 s
              }
            }
            """;
    private static final String MESSY = "format   Messy {\ngame {\n      variant   chess\n}\n  time { main 5 min }\n"
            + "event individual {\nstage main swiss { rounds 5 }\n   game points win 1 draw 0.5 loss 0\n}\n}\n";

    private static IProject project;

    @BeforeAll
    static void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("format-editor-test");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        write("parent.tfl", PARENT);
        write("child.tfl", CHILD);
        write("messy.tfl", MESSY);
    }

    @AfterAll
    static void deleteProject() throws CoreException {
        page().closeAllEditors(false);
        project.delete(true, true, null);
    }

    @AfterEach
    void closeEditors() {
        page().closeAllEditors(false);
        spin(100);
    }

    @Test
    void formatsOpenInTheFormatEditorWithHighlighting() throws Exception {
        FormatEditor editor = open("parent.tfl");
        StyledText text = editor.viewer().getTextWidget();
        int keyword = PARENT.indexOf("format");
        int variant = PARENT.indexOf("chess");
        waitUntil("semantic highlighting", () -> {
            StyleRange r = text.getStyleRangeAtOffset(keyword);
            return r != null && r.foreground != null && r.foreground.getRGB().equals(new RGB(127, 0, 85));
        });
        assertEquals(SWT.BOLD, text.getStyleRangeAtOffset(keyword).fontStyle & SWT.BOLD, "keywords are bold");
        StyleRange variantStyle = text.getStyleRangeAtOffset(variant);
        assertNotNull(variantStyle, "the variant id is highlighted");
        assertFalse(variantStyle.foreground.getRGB().equals(new RGB(127, 0, 85)), "a variant id is not a keyword");
    }

    @Test
    void aTypoIsMarkedWhileTypingAndInTheProblemsViewAfterSavingAndTheQuickFixRepairsIt() throws Exception {
        write("typo.tfl", PARENT);
        FormatEditor editor = open("typo.tfl");
        IDocument document = document(editor);
        int at = PARENT.indexOf("chess");
        document.replace(at, "chess".length(), "chesss");

        Annotation error = waitFor("an error annotation for the typo", () -> diagnostics(editor).stream()
                .filter(a -> a.getType().endsWith(".error")).findFirst().orElse(null));
        assertTrue(error.getText().contains("did you mean 'chess'?"), error.getText());

        editor.doSave(new NullProgressMonitor());
        IFile file = project.getFile("typo.tfl");
        IMarker marker = waitFor("a problem marker after saving", () -> markers(file).stream().findFirst().orElse(null));
        assertEquals(IMarker.SEVERITY_ERROR, marker.getAttribute(IMarker.SEVERITY, -1));
        assertEquals(3, marker.getAttribute(IMarker.LINE_NUMBER, -1));

        Diagnostic diagnostic = ((ServerDocument.DiagnosticAnnotation) error).diagnostic();
        List<ICompletionProposal> fixes = QuickFixProcessor.fixes(editor.serverDocument(), diagnostic);
        assertFalse(fixes.isEmpty(), "the server offers a fix for a misspelt variant");
        fixes.get(0).apply(document);
        assertTrue(document.get().contains("variant chess\n"), document.get());
        waitFor("the error annotation to go", () -> diagnostics(editor).isEmpty() ? Boolean.TRUE : null);
        editor.doSave(new NullProgressMonitor());
        waitFor("the marker to go", () -> markers(file).isEmpty() ? Boolean.TRUE : null);
    }

    @Test
    void aFormatNeverOpenedIsCheckedToo() throws Exception {
        write("closed.tfl", PARENT.replace("variant chess", "variant chezz"));
        IFile file = project.getFile("closed.tfl");
        IMarker marker = waitFor("the builder's marker on a closed file",
                () -> markers(file).stream().findFirst().orElse(null));
        assertTrue(marker.getAttribute(IMarker.MESSAGE, "").contains("chezz"), marker.getAttribute(IMarker.MESSAGE, ""));
        assertEquals(0, page().getEditorReferences().length, "the file was never opened");
    }

    @Test
    void completionOffersTheInstalledVariants() throws Exception {
        FormatEditor editor = open("parent.tfl");
        int offset = PARENT.indexOf("chess");
        document(editor).replace(offset, "chess".length(), "");
        // as a user pausing before Ctrl+Space: the server has checked the edited text
        waitFor("the server's check of the edit", () -> editor.serverDocument().diagnostics().isEmpty() ? null : Boolean.TRUE);
        CompletionProcessor processor = new CompletionProcessor(editor);
        ICompletionProposal[] proposals = processor.computeCompletionProposals(editor.viewer(), offset);
        List<String> shown = Arrays.stream(proposals).map(ICompletionProposal::getDisplayString).toList();
        assertTrue(shown.stream().anyMatch(s -> s.startsWith("giraffe")), () -> shown + " " + processor.getErrorMessage()
                + " at " + Positions.position(document(editor), offset) + " in " + document(editor).get());
        assertTrue(shown.stream().anyMatch(s -> s.startsWith("shogi")), shown::toString);
        ICompletionProposal giraffe = Arrays.stream(proposals).filter(p -> p.getDisplayString().startsWith("giraffe"))
                .findFirst().orElseThrow();
        giraffe.apply(document(editor));
        assertTrue(document(editor).get().contains("    variant giraffe\n"), document(editor).get());
    }

    @Test
    void hoverSaysWhatAKeywordMeans() throws Exception {
        FormatEditor editor = open("parent.tfl");
        String info = new ServerHover(editor).getHoverInfo(editor.viewer(), new Region(PARENT.indexOf("time"), 0));
        assertNotNull(info, "no hover over 'time'");
        assertTrue(info.startsWith("time"), info);
        assertFalse(info.contains("**"), "the Markdown marks are gone: " + info);
    }

    @Test
    void theOutlineListsTheFormatAndItsSections() throws Exception {
        FormatEditor editor = open("parent.tfl");
        page().showView(IPageLayout.ID_OUTLINE);
        page().activate(editor);
        FormatOutlinePage outline = (FormatOutlinePage) editor.getAdapter(IContentOutlinePage.class);
        List<?> symbols = waitFor("the outline", () -> outline.symbols().isEmpty() ? null : outline.symbols());
        assertTrue(symbols.stream().anyMatch(s -> ((org.eclipse.lsp4j.DocumentSymbol) s).getName().contains("Club")),
                symbols::toString);
    }

    @Test
    void formattingLaysTheFileOutInOneUndoableStep() throws Exception {
        FormatEditor editor = open("messy.tfl");
        assertTrue(FormatDocumentHandler.format(editor), "the messy file changes");
        String formatted = document(editor).get();
        assertTrue(formatted.startsWith("format Messy {\n  game {\n    variant chess\n  }\n"), formatted);
        ((org.eclipse.jface.text.ITextViewerExtension6) editor.viewer()).getUndoManager().undo();
        assertEquals(MESSY, document(editor).get(), "one undo restores the text");
    }

    @Test
    void openDeclarationGoesFromExtendsAndImportToTheParent() throws Exception {
        FormatEditor editor = open("child.tfl");
        List<IHyperlink> links = new DefinitionHyperlinkDetector(editor).links(CHILD.indexOf("Club") + 1);
        assertEquals(1, links.size(), links::toString);
        assertEquals("parent.tfl", ((DefinitionHyperlinkDetector.Link) links.get(0)).target().getFileName().toString());
        List<IHyperlink> importLinks = new DefinitionHyperlinkDetector(editor).links(CHILD.indexOf("parent.tfl") + 2);
        assertEquals(1, importLinks.size(), importLinks::toString);
        links.get(0).open();
        FormatEditor parent = assertInstanceOf(FormatEditor.class, page().getActiveEditor());
        assertEquals("parent.tfl", parent.getEditorInput().getName());
    }

    @Test
    void theExplainViewReadsTheFormatAloudAsItIsTyped() throws Exception {
        FormatEditor editor = open("child.tfl");
        ExplainView view = (ExplainView) page().showView(FormatUi.EXPLAIN_VIEW_ID);
        page().activate(editor);
        waitFor("the explanation", () -> view.shownText().contains("3 minutes") ? Boolean.TRUE : null);
        assertTrue(view.shownText().startsWith("Blitz"), view.shownText());

        IDocument document = document(editor);
        int at = CHILD.indexOf("3 min");
        document.replace(at, 1, "4");
        waitFor("the explanation of the edit", () -> view.shownText().contains("4 minutes") ? Boolean.TRUE : null);
        screenshot("format-editor.png");

        document.replace(CHILD.indexOf("extends Club"), "extends Club".length(), "extends Clubb");
        waitFor("the errors instead of an explanation",
                () -> view.shownText().startsWith("This format cannot be explained") ? Boolean.TRUE : null);
        assertTrue(view.shownText().contains("line 3"), view.shownText());
    }



    private static void write(String name, String text) throws CoreException {
        IFile file = project.getFile(name);
        ByteArrayInputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        if (file.exists()) {
            file.setContents(in, IResource.FORCE, null);
        } else {
            file.create(in, IResource.FORCE, null);
        }
    }

    private static FormatEditor open(String name) throws Exception {
        return assertInstanceOf(FormatEditor.class, IDE.openEditor(page(), project.getFile(name)),
                name + " opens in the format editor");
    }

    private static IDocument document(FormatEditor editor) {
        return editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }

    private static List<Annotation> diagnostics(FormatEditor editor) {
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        List<Annotation> result = new java.util.ArrayList<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (a instanceof ServerDocument.DiagnosticAnnotation) {
                result.add(a);
            }
        }
        return result;
    }

    private static List<IMarker> markers(IFile file) {
        try {
            return List.of(file.findMarkers(FormatUi.PROBLEM_MARKER, false, IResource.DEPTH_ZERO));
        } catch (CoreException e) {
            return List.of();
        }
    }
}
