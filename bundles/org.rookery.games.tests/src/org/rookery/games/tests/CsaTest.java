// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;

/** CSA for shogi: PI and P1..P9 starts, moves, T lines, end markers, round trips and errors. */
class CsaTest {

    private final GameFormat csa = Samples.FILES.format("CSA");

    @Test
    void theYaguraSampleReadsNamesTimesDropsAndTheResignation() {
        GameRecord g = csa.read(Samples.text("yagura-opening.csa")).get(0);
        assertEquals("Sato", g.header("N+").orElseThrow());
        assertEquals("Rookery club evening", g.header("$EVENT").orElseThrow());
        assertEquals(14, g.mainLine().size());
        assertEquals(5_000L, g.mainLine().get(0).elapsedMillis(), "T5 on the same line after a comma");
        assertEquals(3_000L, g.mainLine().get(2).elapsedMillis(), "T3 on its own line");
        assertTrue(g.mainLine().get(12).move().isDrop(), "+0087FU drops a pawn");
        assertEquals("Gote opens the file for the rook.", g.mainLine().get(9).commentAfter());
        assertEquals(Outcome.win(Termination.RESIGNATION, Color.BLACK), g.outcome(), "sente, to move after 14 moves, resigned");
    }

    @Test
    void aFourfoldRepetitionIsSennichite() {
        GameRecord g = csa.read(Samples.text("kings-dance.csa")).get(0);
        assertEquals(12, g.mainLine().size(), "the start position occurs at plies 0, 4, 8 and 12");
        assertEquals(Outcome.draw(Termination.REPETITION), g.outcome());
    }

    @Test
    void aSetUpPositionWithHandsAndADeclaration() {
        GameRecord g = csa.read(Samples.text("declaration.csa")).get(0);
        assertTrue(g.startPosition().contains(" b ") && g.startPosition().contains("6P"), g.startPosition());
        assertEquals(Outcome.win(Termination.DECLARATION, Color.WHITE), g.outcome(), "%KACHI: sente, to move, declares");
        assertEquals(2_000L, g.mainLine().get(0).elapsedMillis());
    }

    @ParameterizedTest
    @ValueSource(strings = {"yagura-opening.csa", "kings-dance.csa", "declaration.csa"})
    void everySampleRoundTrips(String name) {
        List<GameRecord> games = csa.read(Samples.text(name));
        String written = csa.write(games);
        assertEquals(games, csa.read(written), name);
        assertEquals(written, csa.write(csa.read(written)));
    }

    @Test
    void aKifGameIsWrittenAsCsaAndBack() {
        GameRecord fromKif = Samples.FILES.format("KIF").read(Samples.text("bishop-exchange.kifu")).get(0);
        GameRecord asCsa = csa.read(csa.write(List.of(fromKif))).get(0);
        assertEquals(fromKif.mainLine(), asCsa.mainLine());
        assertEquals(fromKif.outcome(), asCsa.outcome());
    }

    @Test
    void anInterruptedGameHasNoOutcome() {
        assertNull(csa.read("PI\n+\n+7776FU\n%CHUDAN\n").get(0).outcome());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "an illegal move names its number and text | 4 | 1 | move 2 '-5554FU' is illegal: ",
        "the wrong side to move | 3 | 1 | move 1 '-3334FU': it is sente's turn",
        "a move before the position | 1 | 1 | expected the position and the side to move before the first move",
        "an unknown man | 3 | 6 | expected a man (FU KY KE GI KI KA HI OU TO NY NK NG UM RY), found 'XX'",
        "an unknown end marker | 4 | 1 | unknown end marker '%WIN'",
        "a short board line | 1 | 1 | expected P1 and 9 squares of 3 characters",
        "a bad time | 4 | 1 | expected T and the seconds the move took (e.g. T12 or T12.5), found 'Tx'",
    })
    void malformedInputNamesLineColumnAndWhatWasExpected(String name, int line, int column, String problem) {
        String text = switch (name) {
            case "an illegal move names its number and text" -> "PI\n+\n+7776FU\n-5554FU\n";
            case "the wrong side to move" -> "PI\n+\n-3334FU\n";
            case "a move before the position" -> "+7776FU\n";
            case "an unknown man" -> "PI\n+\n+7776XX\n";
            case "an unknown end marker" -> "PI\n+\n+7776FU\n%WIN\n";
            case "a short board line" -> "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY-KY\n";
            default -> "PI\n+\n+7776FU\nTx\n";
        };
        GameFileException e = assertThrows(GameFileException.class, () -> csa.read(text));
        assertEquals(line, e.line(), name + ": " + e.getMessage());
        assertEquals(column, e.column(), name + ": " + e.getMessage());
        assertTrue(e.problem().startsWith(problem), name + ": " + e.getMessage());
    }
}
