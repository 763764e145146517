// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.Grammar;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.TerminalRule;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.format.documentation.KeywordDocs;
import org.rookery.format.ide.hover.FormatHoverService;

/** Content assist, hover, semantic highlighting and the formatter, run on text without a server. */
class IdeServicesTest {

    private static final String GAME = "format F {\n  game {\n    variant %s\n    %s\n  }\n}\n";

    @Test
    void completesVariantIdsFromTheCatalog() {
        List<String> p = Ide.proposalTexts("format F {\n  game {\n    variant |\n  }\n}\n");
        assertTrue(p.containsAll(List.of("chess", "giraffe", "guardian", "shogi", "exchange")), p::toString);
    }

    @Test
    void completesTheOptionsOfTheVariant() {
        List<String> p = Ide.proposalTexts(String.format(GAME, "giraffe", "|"));
        assertTrue(p.containsAll(List.of("revengeRule", "whiteMoveLimit", "giraffeSquarePromotion")), p::toString);
        assertFalse(p.contains("dropMate"), p::toString);
    }

    @Test
    void completesChoiceValues() {
        List<String> p = Ide.proposalTexts(String.format(GAME, "guardian", "emptyPoolPromotion |"));
        assertTrue(p.containsAll(List.of("forbid", "stay-pawn")), p::toString);
    }

    @Test
    void completesPieceLettersOfTheTableVariant() {
        List<String> p = Ide.proposalTexts("points T for shogi {\n  |\n}\n");
        assertTrue(p.containsAll(List.of("P", "L", "+R", "+B")), p::toString);
        assertFalse(p.contains("Q"), p::toString);
    }

    @Test
    void completesSectionKeywordsWithTheirMeaning() {
        var entries = Ide.proposals("format F {\n  |\n}\n");
        List<String> p = entries.stream().map(e -> e.getProposal()).toList();
        assertTrue(p.containsAll(List.of("game", "time", "teams", "innings", "scoring", "event", "sennichite",
                "declaration", "conduct")), p::toString);
        assertTrue(entries.stream().filter(e -> e.getProposal().equals("innings")).findFirst().orElseThrow()
                .getDescription().contains("innings"));
    }

    /** Every keyword of the grammar (not the characters of terminal rules) has a hover sentence. */
    @Test
    void everyKeywordHasAHoverSentence() {
        Grammar grammar = Ide.INJECTOR.getInstance(IGrammarAccess.class).getGrammar();
        TreeSet<String> missing = new TreeSet<>();
        int keywords = 0;
        for (AbstractRule rule : grammar.getRules()) {
            if (rule instanceof TerminalRule) {
                continue;
            }
            for (Keyword k : EcoreUtil2.getAllContentsOfType(rule, Keyword.class)) {
                keywords++;
                Optional<String> doc = KeywordDocs.forKeyword(k.getValue());
                if (doc.isEmpty() || !doc.get().endsWith(".")) {
                    missing.add(k.getValue());
                }
            }
        }
        assertTrue(keywords > 150, "keywords seen: " + keywords);
        assertEquals(new TreeSet<>(), missing);
    }

    @ParameterizedTest
    @ValueSource(strings = { "follow", "byoyomi", "sennichite", "furigoma", "rematches", "stalling" })
    void hoverOnAKeywordShowsItsSentence(String keyword) {
        String text = Examples.text(keyword.equals("rematches") || keyword.equals("furigoma")
                || keyword.equals("byoyomi") || keyword.equals("sennichite") ? "fesa-shogi.tfl"
                        : keyword.equals("stalling") ? "newport-exchange.tfl" : "g20.tfl");
        int offset = indexOfWord(text, keyword) + 1;
        XtextResource resource = Ide.parse(text);
        Optional<String> hover = Ide.INJECTOR.getInstance(FormatHoverService.class).hoverText(resource, offset);
        assertEquals("**" + keyword + "**: " + KeywordDocs.forKeyword(keyword).orElseThrow(), hover.orElseThrow());
    }

    @Test
    void hoverOnAnOptionShowsTheCatalogMeaning() {
        String text = String.format(GAME, "giraffe", "revengeRule 50");
        XtextResource resource = Ide.parse(text);
        String hover = Ide.INJECTOR.getInstance(FormatHoverService.class)
                .hoverText(resource, text.indexOf("revengeRule") + 2).orElseThrow();
        assertTrue(hover.startsWith("**revengeRule**: Own moves within which a side must capture after losing a man"), hover);
        assertTrue(hover.contains("Default: 50"), hover);
    }

    @Test
    void semanticHighlightingClassifiesWords() {
        String text = String.format(GAME, "giraffe", "revengeRule 50");
        Map<String, String> styles = new LinkedHashMap<>();
        IHighlightedPositionAcceptor acceptor = (offset, length, ids) -> styles.put(text.substring(offset,
                offset + length), String.join("+", ids));
        Ide.INJECTOR.getInstance(ISemanticHighlightingCalculator.class).provideHighlightingFor(Ide.parse(text),
                acceptor, CancelIndicator.NullImpl);
        assertEquals("keyword", styles.get("format"));
        assertEquals("class+declaration", styles.get("F"));
        assertEquals("type", styles.get("giraffe"));
        assertEquals("property", styles.get("revengeRule"));
        assertEquals("number", styles.get("50"));
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.MethodSource("org.rookery.format.tests.RealFormatsTest#formats")
    void examplesAreAlreadyFormatted(String file) {
        String text = Examples.text(file);
        assertEquals(text, format(text));
    }

    @Test
    void formatterLaysOutOneSettingPerLine() {
        String ugly = "format X{game{variant chess fiftyMoveRule   40}time{main 5 min increment 2 s}"
                + "event individual { stage a swiss {rounds 5} game points win 1 draw 0.5 loss 0 tie breaks buchholz , wins}}\n";
        String expected = """
                format X {
                  game {
                    variant chess
                    fiftyMoveRule 40
                  }
                  time {
                    main 5 min
                    increment 2 s
                  }
                  event individual {
                    stage a swiss {
                      rounds 5
                    }
                    game points win 1 draw 0.5 loss 0
                    tie breaks buchholz, wins
                  }
                }
                """;
        assertEquals(expected, format(ugly));
        assertEquals(expected, format(expected));
    }

    private static String format(String text) {
        XtextResource resource = Ide.parse(text);
        FormatterRequest request = Ide.INJECTOR.getInstance(FormatterRequest.class);
        request.setTextRegionAccess(Ide.INJECTOR.getInstance(TextRegionAccessBuilder.class).forNodeModel(resource)
                .create());
        List<RuntimeException> problems = new ArrayList<>();
        request.setExceptionHandler(e -> problems.add(new RuntimeException(e)));
        var replacements = Ide.INJECTOR.getInstance(IFormatter2.class).format(request);
        assertEquals(List.of(), problems);
        return request.getTextRegionAccess().getRewriter().renderToString(replacements);
    }

    private static int indexOfWord(String text, String word) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^\\s*(\\S.*?\\s)?(" + word + ")\\b")
                .matcher(text);
        while (m.find()) {
            int lineStart = text.lastIndexOf('\n', m.start(2)) + 1;
            if (!text.substring(lineStart, m.start(2)).contains("//")) {
                return m.start(2);
            }
        }
        throw new AssertionError(word + " not found outside comments");
    }
}
