// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.validation.IssueCodes;

/**
 * A broken copy of each example gives one precise message: on the broken line, with its code,
 * naming what is wrong and what to write instead.
 */
class BrokenCopiesTest {

    @TempDir
    Path temp;

    static Stream<Arguments> breakages() {
        return Stream.of(
                Arguments.of("g20.tfl", "variant giraffe", "variant girafe", IssueCodes.UNKNOWN_VARIANT,
                        "did you mean 'giraffe'?"),
                Arguments.of("g20.tfl", "players per match 5", "players per match 8", IssueCodes.PLAYERS_EXCEED_TEAM,
                        "write players per match 7 or less"),
                Arguments.of("g20.tfl", "stopping player max 2 games", "stopping player max 1 games",
                        IssueCodes.STOPPING_SIDE_TOO_SMALL, "write stopping player max 2 games per innings"),
                Arguments.of("g20.tfl", "more than 200 compulsory", "more than -200 compulsory",
                        IssueCodes.NEGATIVE_NUMBER, "write follow on when behind by more than 200 compulsory"),
                Arguments.of("g20.tfl", "revengeRule 50", "revengeRul 50", IssueCodes.UNKNOWN_OPTION,
                        "did you mean 'revengeRule'?"),
                Arguments.of("fesa-shogi.tfl", "      +R 5", "      +Z 5", IssueCodes.UNKNOWN_PIECE,
                        "write one of K R B G S N L P +R +B +S +N +L +P"),
                Arguments.of("fesa-shogi.tfl", "second in group draw", "second in grup draw",
                        "org.eclipse.xtext.diagnostics.Diagnostic.Linking", "write one of group, final"),
                Arguments.of("fesa-shogi.tfl", "sente needs 28 points", "sente needs 60 points",
                        IssueCodes.UNREACHABLE_THRESHOLD, "the whole set is worth 54"),
                Arguments.of("fesa-shogi.tfl", "default \"15 kyu\"", "default \"15 kyuu\"", IssueCodes.UNKNOWN_GRADE,
                        "\"15 kyu\""),
                Arguments.of("newport-exchange.tfl", "dropMate forbidden", "dropMate never", IssueCodes.BAD_OPTION_VALUE,
                        "dropMate takes one of: forbidden, allowed"),
                Arguments.of("newport-exchange.tfl", "match points win 1 draw 0.5 loss 0",
                        "match points win 1 draw 0.75 loss 0", IssueCodes.POINT_SCALE_SANITY,
                        "two draws (1.50) are worth more than a win and a loss (1)"),
                Arguments.of("newport-exchange.tfl", "on board 1", "on board 3", IssueCodes.NUMBER_OUT_OF_RANGE,
                        "write a board from 1 to 2"),
                Arguments.of("guardian-open.tfl", "median-buchholz,", "median-bucholz,", IssueCodes.UNKNOWN_TIE_BREAK,
                        "did you mean 'median-buchholz'?"),
                Arguments.of("guardian-open.tfl", "sudden death 60 min", "sudden death 60 min increment 5 s",
                        IssueCodes.NOT_SUDDEN_DEATH, "write main instead of sudden death"),
                Arguments.of("guardian-open.tfl", "emptyPoolPromotion forbid", "emptyPoolPromotion forbidden",
                        IssueCodes.BAD_OPTION_VALUE, "emptyPoolPromotion takes one of: forbid, stay-pawn"));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("breakages")
    void brokenCopyGivesAPreciseMessage(String file, String original, String broken, String code, String hint) {
        String text = Examples.text(file);
        int line = lineOf(text, original);
        assertTrue(line > 0, original);
        Path copy = Examples.scratch(temp, file, text.replace(original, broken));
        List<FormatDiagnostic> problems = Examples.TOOL.check(List.of(copy));
        assertEquals(1, problems.size(), problems::toString);
        FormatDiagnostic d = problems.get(0);
        assertEquals(line, d.line(), d::toString);
        assertEquals(code, d.code(), d::toString);
        assertTrue(d.message().contains(hint), d.message());
        assertTrue(d.toString().startsWith(copy + ":" + line + ":" + d.column() + ": "), d.toString());
    }

    @org.junit.jupiter.api.Test
    void brokenSharedTableIsReportedInTheSharedFile() {
        Path g20 = Examples.scratch(temp, "g20.tfl", Examples.text("g20.tfl"));
        String table = Examples.text("shared/giraffe-capture.tfl");
        Path shared = Examples.scratch(temp, "shared/giraffe-capture.tfl", table.replace("  R 2", "  X 2"));
        List<FormatDiagnostic> problems = Examples.TOOL.check(List.of(g20)).stream()
                .filter(FormatDiagnostic::isError).toList();
        assertEquals(1, problems.size(), problems::toString);
        FormatDiagnostic d = problems.get(0);
        assertEquals(shared.toAbsolutePath().normalize(), d.file().toAbsolutePath().normalize());
        assertEquals(lineOf(table, "  R 2"), d.line());
        assertEquals(IssueCodes.UNKNOWN_PIECE, d.code());
        assertTrue(d.message().contains("write one of K Q R B N G P"), d.message());
        assertTrue(List.of("P", "N", "B", "R", "Q", "G", "K").contains(d.fixData().get(0)), d.fixData()::toString);
    }

    static int lineOf(String text, String fragment) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(fragment)) {
                return i + 1;
            }
        }
        return -1;
    }
}
