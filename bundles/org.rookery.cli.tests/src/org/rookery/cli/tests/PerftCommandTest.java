// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.cli.Command;

/** {@code rookery perft} and {@code rookery variants} against the variants installed as DS services. */
class PerftCommandTest {

    @Test
    void totalIsAloneOnTheLastLine() {
        CliRun r = CliRun.of("perft", "--variant", "giraffe", "--depth", "3");
        assertEquals(Command.OK, r.exitCode);
        assertEquals("15242", r.lastLine());
    }

    @Test
    void divideListsEveryRootMoveAndTheirSum() {
        CliRun r = CliRun.of("perft", "--variant", "guardian", "--depth", "2", "--divide");
        assertEquals(Command.OK, r.exitCode);
        List<String> moves = r.lines().stream().filter(l -> l.contains(": ")).toList();
        assertEquals(24, moves.size(), r.out());
        long sum = moves.stream().mapToLong(l -> Long.parseLong(l.substring(l.indexOf(": ") + 2))).sum();
        assertEquals(576, sum);
        assertEquals("576", r.lastLine());
        assertTrue(moves.contains("b1c3: 24"), moves.toString());
    }

    @Test
    void acceptsAPositionInTheVariantsNotation() {
        CliRun r = CliRun.of("perft", "--variant", "shogi", "--fen", "7lk/9/8S/9/9/9/9/7L1/8K b P 1", "--depth", "1");
        assertEquals(Command.OK, r.exitCode);
        assertEquals("85", r.lastLine());
    }

    @Test
    void aliasesWork() {
        CliRun r = CliRun.of("perft", "--variant", "bughouse", "--depth", "2");
        assertEquals(Command.OK, r.exitCode);
        assertEquals("400", r.lastLine());
    }

    @Test
    void aMalformedPositionFailsWithTheReason() {
        CliRun r = CliRun.of("perft", "--variant", "chess", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                "--depth", "1");
        assertEquals(Command.FAILED, r.exitCode);
        assertTrue(r.err().contains("'X'"), r.err());
        assertTrue(r.lines().isEmpty());
    }

    @Test
    void anUnknownVariantNamesTheKnownOnes() {
        CliRun r = CliRun.of("perft", "--variant", "xiangqi", "--depth", "1");
        assertEquals(Command.USAGE, r.exitCode);
        for (String id : List.of("chess", "giraffe", "guardian", "shogi", "exchange")) {
            assertTrue(r.err().contains(id), r.err());
        }
    }

    @Test
    void variantsListsAllFiveWithTheirOptions() {
        CliRun r = CliRun.of("variants");
        assertEquals(Command.OK, r.exitCode);
        for (String id : List.of("chess ", "giraffe ", "guardian ", "shogi ", "exchange ")) {
            assertTrue(r.lines().stream().anyMatch(l -> l.startsWith(id)), r.out());
        }
        assertTrue(r.out().contains("revengeRule = 50"), r.out());
        assertTrue(r.out().contains("emptyPoolPromotion = forbid"), r.out());
        // A switch is listed the way a format file writes it: one spelling everywhere.
        assertTrue(r.out().contains("castling = on  [on or off]"), r.out());
        assertFalse(r.out().contains("true or false"), r.out());
    }

    @Test
    void aVariantBundleNothingElseNamesIsListedAndPerfts() {
        CliRun list = CliRun.of("variants");
        assertEquals(Command.OK, list.exitCode);
        assertTrue(list.lines().stream().anyMatch(l -> l.startsWith("capablanca ") && l.contains("Capablanca chess")), list.out());
        CliRun perft = CliRun.of("perft", "--variant", "capablanca-chess", "--depth", "3");
        assertEquals(Command.OK, perft.exitCode, perft.out());
        assertEquals("25228", perft.lines().get(perft.lines().size() - 1).strip());
    }
}
