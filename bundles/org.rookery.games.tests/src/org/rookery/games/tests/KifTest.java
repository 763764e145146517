// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;

/** KIF for shogi: UTF-8 and Shift-JIS, 同, 打, 成 and 不成, times, end markers, round trips and errors. */
class KifTest {

    private final GameFormat kif = Samples.FILES.format("KIF");

    private static final String HEADER = "手合割：平手\n手数----指手---------消費時間--\n";

    @Test
    void theSampleReadsMovesTimesCommentsAndTheResignation() {
        GameRecord g = kif.read(Samples.text("bishop-exchange.kifu")).get(0);
        assertEquals("shogi", g.variantId());
        assertEquals("Hiro", g.header("先手").orElseThrow());
        assertEquals("20分+秒読み40秒", g.header("持ち時間").orElseThrow());
        List<GameNode> moves = g.mainLine();
        assertEquals(14, moves.size());
        assertTrue(moves.get(2).move().isPromotion(), "２二角成 promotes");
        assertEquals(moves.get(2).move().to(), moves.get(3).move().to(), "同 recaptures on the same square");
        assertTrue(moves.get(4).move().isDrop(), "４五角打 drops");
        Move declined = moves.get(12).move();
        assertFalse(declined.isPromotion(), "２二角不成 stays a bishop");
        assertTrue(declined.isCapture());
        assertEquals(30_000L, moves.get(4).elapsedMillis());
        assertEquals("Sente exchanges the bishops at once.", moves.get(2).commentAfter());
        assertEquals(Outcome.win(Termination.RESIGNATION, Color.BLACK), g.outcome(), "sente resigned at move 15: gote wins");
    }

    @Test
    void shiftJisAndUtf8FilesReadTheSameGame() {
        byte[] sjis = Samples.bytes("bishop-exchange.kif");
        assertThrows(Exception.class, () -> StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(sjis)),
                "the .kif sample really is Shift-JIS");
        GameRecord fromSjis = kif.read(GameFiles.decode(sjis, "bishop-exchange.kif")).get(0);
        GameRecord fromUtf8 = kif.read(Samples.text("bishop-exchange.kifu")).get(0);
        assertEquals(fromUtf8.mainLine(), fromSjis.mainLine());
        assertEquals(fromUtf8.headers(), fromSjis.headers());
        byte[] bom = ("\uFEFF" + Samples.utf8("bishop-exchange.kifu")).getBytes(StandardCharsets.UTF_8);
        assertEquals(fromUtf8, kif.read(GameFiles.decode(bom, "game.kif")).get(0), "a byte order mark means UTF-8 even in .kif");
    }

    @Test
    void theSampleRoundTripsAndWritesShiftJisForKif() {
        List<GameRecord> games = kif.read(Samples.text("bishop-exchange.kifu"));
        String written = kif.write(games);
        assertEquals(games, kif.read(written));
        assertEquals(written, kif.write(kif.read(written)));
        assertTrue(written.contains("２二角不成(33)"), written);
        assertTrue(written.contains("同　銀(31)"), written);
        assertEquals(GameFiles.SHIFT_JIS, kif.charset("kif"));
        assertEquals(StandardCharsets.UTF_8, kif.charset("kifu"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "千日手 | REPETITION | draw",
        "入玉宣言 | DECLARATION | sente",
        "宣言勝ち | DECLARATION | sente",
        "切れ負け | TIME_FORFEIT | gote",
        "反則負け | ILLEGAL_MOVES | gote",
        "持将棋 | AGREEMENT | draw",
    })
    void endMarkersMapToOutcomes(String marker, Termination termination, String winner) {
        GameRecord g = kif.read(HEADER + "   1 " + marker + "\n").get(0);
        Outcome expected = winner.equals("draw") ? Outcome.draw(termination)
                : Outcome.win(termination, winner.equals("sente") ? Color.WHITE : Color.BLACK);
        assertEquals(expected, g.outcome());
        assertEquals(g, kif.read(kif.write(List.of(g))).get(0));
    }

    @Test
    void variationsAreReadDepthFirstAndWrittenBack() {
        GameRecord g = kif.read(Samples.text("variations.kifu")).get(0);
        assertEquals(4, g.mainLine().size());
        assertEquals(Outcome.win(Termination.RESIGNATION, Color.BLACK), g.outcome(), "the main line decides the outcome");
        List<List<GameNode>> atMove2 = g.mainLine().get(1).variations();
        assertEquals(2, atMove2.size(), "two alternatives to move 2");
        List<GameNode> doubleWing = atMove2.get(0);
        assertEquals(3, doubleWing.size());
        assertEquals("Gote prepares the rook's pawn push instead.", doubleWing.get(0).commentAfter());
        assertEquals(1, doubleWing.get(2).variations().size(), "変化：4手 after the first variation branches inside it");
        assertEquals(2, atMove2.get(1).size());
        assertTrue(g.mainLine().get(2).variations().isEmpty());
        String written = kif.write(List.of(g));
        assertEquals(g, kif.read(written).get(0), written);
        assertEquals(written, kif.write(kif.read(written)));
    }

    @Test
    void aVariationWithNoLineToBranchFromIsAnError() {
        GameFileException e = assertThrows(GameFileException.class,
                () -> kif.read(HEADER + "   1 ７六歩(77)\n変化：3手\n   3 ２六歩(27)\n"));
        assertEquals(4, e.line());
        assertTrue(e.problem().startsWith("変化：3手 replaces move 3, but no line above has a move 3"), e.getMessage());
    }

    @Test
    void anAbsurdTimeIsAnErrorNotAnOverflow() {
        GameFileException e = assertThrows(GameFileException.class,
                () -> kif.read(HEADER + "   1 ７六歩(77)   ( 99999999999999999999:01/00:00:01)\n"));
        assertEquals(3, e.line());
        assertTrue(e.problem().startsWith("move 1 '７六歩(77)   ( 99999999999999999999:01/00:00:01)': unexpected"), e.getMessage());
    }

    @Test
    void anUnfinishedGameHasNoOutcome() {
        assertEquals(null, kif.read(HEADER + "   1 ７六歩(77)\n   2 中断\n").get(0).outcome());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "an illegal move names its number | 2 | 6 | move 2 '５五歩(53)' is illegal: ",
        "a man that is not on its source | 2 | 6 | move 2 '３四銀(33)': the man on 33 is 歩, not 銀",
        "a skipped move number | 2 | 4 | expected move number 2, found 3",
        "同 on the first move | 1 | 6 | move 1 '同　歩(77)': 同 (same square) needs a previous move",
        "a handicap | 1 | 5 | only even games (手合割：平手) are read; '香落ち' is not supported",
        "an unknown man | 1 | 8 | move 1 '７六象(77)': expected a man",
    })
    void malformedInputNamesLineColumnAndWhatWasExpected(String name, int line, int column, String problem) {
        String text = switch (name) {
            case "an illegal move names its number" -> "   1 ７六歩(77)\n   2 ５五歩(53)\n";
            case "a man that is not on its source" -> "   1 ７六歩(77)\n   2 ３四銀(33)\n";
            case "a skipped move number" -> "   1 ７六歩(77)\n   3 ３四歩(33)\n";
            case "同 on the first move" -> "   1 同　歩(77)\n";
            case "a handicap" -> "手合割：香落ち\n";
            default -> "   1 ７六象(77)\n";
        };
        GameFileException e = assertThrows(GameFileException.class, () -> kif.read(text));
        assertEquals(line, e.line(), name + ": " + e.getMessage());
        assertEquals(column, e.column(), name + ": " + e.getMessage());
        assertTrue(e.problem().startsWith(problem), name + ": " + e.getMessage());
        assertNotEquals("", e.format());
    }
}
