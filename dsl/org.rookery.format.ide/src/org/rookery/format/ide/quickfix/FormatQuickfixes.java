// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.ide.quickfix;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.editor.quickfix.AbstractDeclarativeIdeQuickfixProvider;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolutionAcceptor;
import org.eclipse.xtext.ide.editor.quickfix.QuickFix;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rookery.format.format.Format;
import org.rookery.format.format.Section;
import org.rookery.format.validation.FormatLinkingMessages;
import org.rookery.format.validation.IssueCodes;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;

/**
 * Quick fixes from the issues' fix data: the first data element replaces the flagged text, is
 * deleted with it (empty), or, for a missing section or setting, is inserted before the closing
 * brace of the flagged format or section. Each fix is titled with what it writes ("Change to
 * 'giraffe'", "Remove 'promotion'", "Add 'tie-breaks buchholz'"), so that the organiser knows
 * before choosing it; a diagnostic without fix data offers none.
 */
public class FormatQuickfixes extends AbstractDeclarativeIdeQuickfixProvider {

    /** The longest text a title quotes in full; longer text is cut with an ellipsis. */
    static final int TITLE_TEXT = 40;

    /** The diagnostic and document being fixed, for the titles: Xtext gives the fix methods only the acceptor. */
    private static final ThreadLocal<ICodeActionService2.Options> OPTIONS = new ThreadLocal<>();
    private static final ThreadLocal<Diagnostic> DIAGNOSTIC = new ThreadLocal<>();

    @Override
    public List<DiagnosticResolution> getResolutions(ICodeActionService2.Options options, Diagnostic diagnostic) {
        OPTIONS.set(options);
        DIAGNOSTIC.set(diagnostic);
        try {
            return super.getResolutions(options, diagnostic);
        } finally {
            OPTIONS.remove();
            DIAGNOSTIC.remove();
        }
    }

    @QuickFix(IssueCodes.UNKNOWN_VARIANT)
    @QuickFix(IssueCodes.UNKNOWN_OPTION)
    @QuickFix(IssueCodes.BAD_OPTION_VALUE)
    @QuickFix(IssueCodes.UNKNOWN_PIECE)
    @QuickFix(IssueCodes.TABLE_VARIANT_MISMATCH)
    @QuickFix(IssueCodes.NEGATIVE_NUMBER)
    @QuickFix(IssueCodes.NUMBER_OUT_OF_RANGE)
    @QuickFix(IssueCodes.PLAYERS_EXCEED_TEAM)
    @QuickFix(IssueCodes.TEAM_COUNT_MISMATCH)
    @QuickFix(IssueCodes.STOPPING_SIDE_TOO_SMALL)
    @QuickFix(IssueCodes.NOT_SUDDEN_DEATH)
    @QuickFix(IssueCodes.EARLY_WIN_ABOVE_FULL)
    @QuickFix(IssueCodes.UNKNOWN_TIE_BREAK)
    @QuickFix(IssueCodes.UNKNOWN_GRADE)
    @QuickFix(IssueCodes.FURIGOMA_OVERRIDES_BALANCE)
    @QuickFix(IssueCodes.UNREACHABLE_THRESHOLD)
    @QuickFix(IssueCodes.SENNICHITE_GAP)
    @QuickFix(IssueCodes.BOOLEAN_SPELLING)
    @QuickFix(IssueCodes.UNKNOWN_WORD)
    @QuickFix(IssueCodes.BAD_PLAY_OFF)
    @QuickFix(IssueCodes.SYSTEM_NOT_FOR_EVENT)
    @QuickFix(FormatLinkingMessages.CODE)
    public void replace(DiagnosticResolutionAcceptor acceptor) {
        Optional<String> text = current().flatMap(FormatQuickfixes::fixData).filter(s -> !s.isEmpty());
        if (text.isEmpty()) {
            return;
        }
        acceptor.accept("Change to " + quoted(text.get()), (Diagnostic d, EObject object, Document doc) -> fixData(d)
                .filter(s -> !s.isEmpty()).map(s -> List.of(new TextEdit(d.getRange(), s))).orElse(List.of()));
    }

    @QuickFix(IssueCodes.DUPLICATE_PIECE)
    @QuickFix(IssueCodes.DUPLICATE_SECTION)
    @QuickFix(IssueCodes.DUPLICATE_SETTING)
    @QuickFix(IssueCodes.DUPLICATE_GRADE)
    @QuickFix(IssueCodes.DUPLICATE_TIE_BREAK)
    @QuickFix(IssueCodes.KING_CAPTURE_POINTS)
    @QuickFix(IssueCodes.MISPLACED_SETTING)
    @QuickFix(IssueCodes.SECTION_NOT_FOR_VARIANT)
    @QuickFix(IssueCodes.NO_EFFECT)
    @QuickFix(IssueCodes.NOTHING_TO_REMOVE)
    public void delete(DiagnosticResolutionAcceptor acceptor) {
        if (current().flatMap(FormatQuickfixes::fixData).filter(String::isEmpty).isEmpty()) {
            return;
        }
        String flagged = flaggedText().filter(t -> !t.isBlank()).map(FormatQuickfixes::quoted).orElse("it");
        acceptor.accept("Remove " + flagged, (Diagnostic d, EObject object, Document doc) -> fixData(d)
                .filter(String::isEmpty).map(s -> List.of(new TextEdit(d.getRange(), ""))).orElse(List.of()));
    }

    @QuickFix(IssueCodes.MISSING_SECTION)
    @QuickFix(IssueCodes.MISSING_SETTING)
    @QuickFix(IssueCodes.NO_VARIANT)
    @QuickFix(IssueCodes.NO_CLOCK_TIME)
    @QuickFix(IssueCodes.CAPTURED_WITHOUT_TABLE)
    @QuickFix(IssueCodes.UNLISTED_PIECE)
    public void insert(DiagnosticResolutionAcceptor acceptor) {
        Optional<String> line = current().flatMap(FormatQuickfixes::fixData).filter(s -> !s.isEmpty());
        if (line.isEmpty()) {
            return;
        }
        acceptor.accept("Add " + quoted(line.get()), (Diagnostic d, EObject object, Document doc) -> {
            Optional<String> text = fixData(d).filter(s -> !s.isEmpty());
            Optional<Integer> at = closingBrace(object);
            if (text.isEmpty() || at.isEmpty()) {
                return List.of();
            }
            Position p = doc.getPosition(at.get());
            return List.of(new TextEdit(new Range(p, p), "  " + text.get() + "\n"));
        });
    }

    /** The diagnostic being fixed on this thread, if any. */
    private static Optional<Diagnostic> current() {
        return Optional.ofNullable(DIAGNOSTIC.get());
    }

    /** The text the diagnostic being fixed flags, read from its document. */
    private static Optional<String> flaggedText() {
        ICodeActionService2.Options options = OPTIONS.get();
        Diagnostic d = DIAGNOSTIC.get();
        if (options == null || d == null || options.getDocument() == null) {
            return Optional.empty();
        }
        Document doc = options.getDocument();
        int start;
        int end;
        try {
            start = doc.getOffSet(d.getRange().getStart());
            end = doc.getOffSet(d.getRange().getEnd());
        } catch (IndexOutOfBoundsException e) {
            return Optional.empty();
        }
        String contents = doc.getContents();
        if (start < 0 || end < start || end > contents.length()) {
            return Optional.empty();
        }
        return Optional.of(contents.substring(start, end));
    }

    /** {@code text} in single quotes for a title: its first line, cut to {@link #TITLE_TEXT} characters. */
    static String quoted(String text) {
        String one = text.strip();
        int newline = one.indexOf('\n');
        boolean cut = newline >= 0;
        if (cut) {
            one = one.substring(0, newline).strip();
        }
        if (one.length() > TITLE_TEXT) {
            one = one.substring(0, TITLE_TEXT).strip();
            cut = true;
        }
        return "'" + one + (cut ? "\u2026" : "") + "'";
    }

    /** The offset of the closing brace of the format or section a diagnostic is about. */
    private static Optional<Integer> closingBrace(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Section || o instanceof Format || o instanceof org.rookery.format.format.PointTable
                    || o instanceof org.rookery.format.format.InlinePoints) {
                ICompositeNode node = NodeModelUtils.findActualNodeFor(o);
                if (node != null && node.getText().trim().endsWith("}")) {
                    return Optional.of(node.getEndOffset() - 1);
                }
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** The first fix-data element of a diagnostic, in process (String[]) or after JSON (array). */
    static Optional<String> fixData(Diagnostic d) {
        Object data = d.getData();
        if (data instanceof String[] array && array.length > 0) {
            return Optional.ofNullable(array[0]);
        }
        if (data instanceof JsonArray array && !array.isEmpty()) {
            JsonElement first = array.get(0);
            return first.isJsonNull() ? Optional.empty() : Optional.of(first.getAsString());
        }
        if (data instanceof List<?> list && !list.isEmpty() && list.get(0) != null) {
            return Optional.of(list.get(0).toString());
        }
        return Optional.empty();
    }
}
