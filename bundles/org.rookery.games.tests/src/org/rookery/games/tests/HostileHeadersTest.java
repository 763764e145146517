// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;

/**
 * Every game writer with hostile headers and comments: a name with line breaks, quotes,
 * brackets or escapes cannot add a tag, a move, a game or a result to the file written, and
 * names in kanji and Cyrillic are written and read back intact.
 */
class HostileHeadersTest {

    /** Values that would each start a line of their own, or close the field they are in. */
    private static final String INJECTION = "Ann\r\n[Result \"0-1\"]\n1. e4 *\n+7776FU\n%TORYO\n   1 ７六歩(77)\u001b[2J\u0085\u2028end";

    @ParameterizedTest(name = "{0}")
    @CsvSource({"opera-game.pgn, PGN, White", "newport.bpgn, BPGN, WhiteA", "bishop-exchange.kifu, KIF, 先手",
        "kings-dance.csa, CSA, N+"})
    void aHostileNameStaysInItsHeader(String sample, String formatName, String nameKey) {
        GameFormat format = Samples.FILES.format(formatName);
        GameRecord original = format.read(Samples.text(sample)).get(0);
        Map<String, String> headers = new LinkedHashMap<>(original.headers());
        headers.put(nameKey, INJECTION);
        String otherKey = formatName.equals("CSA") ? "N-" : formatName.equals("KIF") ? "後手" : "Black";
        headers.put(otherKey, "Гарри Каспаров 羽生善治");
        if (!formatName.equals("CSA")) {
            headers.put(formatName.equals("KIF") ? "棋戦：偽\n手合割" : "Event\"] [Fake \"x", "Open");
        }
        List<GameNode> moves = original.mainLine().stream().map(n -> n.withCommentAfter(null)).toList();
        List<GameNode> commented = new java.util.ArrayList<>(moves);
        commented.set(0, moves.get(0).withCommentAfter("note\r\n+7776FU\n%TORYO\u001b[31m"));
        GameRecord hostile = new GameRecord(original.variantId(), headers, original.startPosition(),
                "lead\r\n[Event \"x\"]\u001b", commented, original.outcome());

        String written = format.write(List.of(hostile));
        assertFalse(written.chars().anyMatch(c -> Character.isISOControl(c) && c != '\n'), written);
        assertFalse(written.contains("\u2028"), written);
        List<GameRecord> back = format.read(written);
        assertEquals(1, back.size(), written);
        GameRecord game = back.get(0);
        assertEquals(original.mainLine().stream().map(GameNode::move).toList(), game.mainLine().stream().map(GameNode::move).toList(),
                written);
        assertEquals(original.result(), game.result(), written);
        String name = game.header(nameKey).orElseThrow(() -> new AssertionError("no " + nameKey + " in\n" + written));
        assertTrue(name.startsWith("Ann  [Result"), name);
        assertTrue(name.endsWith("end"), name);
        assertEquals("Гарри Каспаров 羽生善治", game.header(otherKey).orElseThrow());
        assertFalse(game.headers().containsKey("Fake"), written);
        for (Map.Entry<String, String> h : original.headers().entrySet()) {
            if (!h.getKey().equals(nameKey) && !h.getKey().equals(otherKey)) {
                assertEquals(h.getValue(), game.headers().get(h.getKey()), h.getKey() + " in\n" + written);
            }
        }
    }
}
