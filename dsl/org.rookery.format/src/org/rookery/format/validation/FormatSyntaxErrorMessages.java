// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.List;

import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.Token;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;
import org.rookery.format.format.Format;
import org.rookery.format.format.Model;
import org.rookery.format.format.Stage;
import org.rookery.format.internal.Sections;
import org.rookery.format.internal.Suggestions;

/**
 * Syntax errors in the organiser's words: parser token names become "a name", "a whole number",
 * and a word that starts no known setting gets the list of settings its section accepts.
 */
public class FormatSyntaxErrorMessages extends SyntaxErrorMessageProvider {

    @Override
    public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
        String message = plain(context.getDefaultMessage());
        RecognitionException e = context.getRecognitionException();
        Token token = e == null ? null : e.token;
        String where = where(context.getCurrentContext());
        if (token != null && token.getText() != null && !token.getText().isEmpty()
                && token.getText().chars().allMatch(c -> c == '\n' || c == '\r')) {
            String expected = message.contains("; expected") ? message.substring(message.indexOf("; expected") + 2)
                    : "more words";
            return new SyntaxErrorMessage("the line ends before the setting is complete (" + expected
                    + "): a setting is written on one line", org.eclipse.xtext.diagnostics.Diagnostic.SYNTAX_DIAGNOSTIC);
        }
        if (token != null && token.getText() != null && token.getText().matches("[A-Za-z_][A-Za-z0-9_-]*")
                && (message.contains("a name") || afterNameKeyword(e))
                && org.rookery.format.documentation.KeywordDocs.forKeyword(token.getText()).isPresent()) {
            return new SyntaxErrorMessage("'" + token.getText() + "' is a word of the language, not a name: to use it "
                    + "as a name write ^" + token.getText(), org.eclipse.xtext.diagnostics.Diagnostic.SYNTAX_DIAGNOSTIC);
        }
        boolean betweenSettings = message.contains("'}'") || message.startsWith("no viable alternative");
        if (where != null && token != null && token.getType() != Token.EOF && betweenSettings
                && token.getText() != null && token.getText().matches("\\^?[A-Za-z_][A-Za-z0-9_-]*")) {
            List<String> vocabulary = Sections.VOCABULARY.get(where);
            String firstWords = vocabulary.stream().map(v -> v.split(" ")[0]).distinct().toList().toString();
            String label = where.equals("file") ? "a definition" : where.equals("format") ? "a section"
                    : "a " + where + " setting";
            message = "'" + token.getText() + "' does not start " + label + ": write one of "
                    + String.join(", ", vocabulary) + (where.equals("format") || where.equals("file") ? "" : ", or }")
                    + Suggestions.didYouMean(token.getText(), List.of(firstWords.substring(1, firstWords.length() - 1)
                            .split(", ")));
        }
        return new SyntaxErrorMessage(message, org.eclipse.xtext.diagnostics.Diagnostic.SYNTAX_DIAGNOSTIC);
    }

    @Override
    public SyntaxErrorMessage getSyntaxErrorMessage(IValueConverterErrorContext context) {
        SyntaxErrorMessage original = super.getSyntaxErrorMessage(context);
        return new SyntaxErrorMessage(plain(original.getMessage()), original.getIssueCode(), original.getIssueData());
    }

    /** Whether the word before the error is one after which a name is written (stage, format, ...). */
    private static boolean afterNameKeyword(RecognitionException e) {
        if (!(e.input instanceof org.antlr.runtime.TokenStream tokens)) {
            return false;
        }
        for (int i = e.index - 1; i >= 0; i--) {
            String text = tokens.get(i).getText();
            if (text == null || text.isBlank() || text.startsWith("//") || text.startsWith("/*")) {
                continue;
            }
            return List.of("stage", "format", "points", "grades", "extends").contains(text);
        }
        return false;
    }

    /** Where the parser stood, as a key of {@link Sections#VOCABULARY}. */
    private static String where(EObject context) {
        for (EObject o = context; o != null; o = o.eContainer()) {
            if (o instanceof Stage) {
                return "stage";
            }
            String keyword = Sections.KEYWORDS.get(o.eClass());
            if (keyword != null) {
                return keyword;
            }
            if (o instanceof Format) {
                return "format";
            }
            if (o instanceof Model) {
                return "file";
            }
        }
        return null;
    }

    /** Replaces parser jargon with words. */
    static String plain(String message) {
        if (message == null) {
            return "syntax error";
        }
        return message.replace("mismatched input", "unexpected")
                .replace("extraneous input", "unexpected")
                .replace("no viable alternative at input", "cannot read")
                .replace("missing EOF at", "unexpected text after the end:")
                .replace("expecting RULE_ID", "expecting a name")
                .replace("expecting RULE_INT", "expecting a whole number")
                .replace("expecting RULE_STRING", "expecting a quoted text such as \"shared/points.tfl\"")
                .replace("expecting EOF", "expecting the end of the file")
                .replace("RULE_ID", "a name")
                .replace("RULE_INT", "a whole number")
                .replace("RULE_STRING", "a quoted text")
                .replace("<EOF>", "the end of the file")
                .replace("expecting", "; expected");
    }
}
