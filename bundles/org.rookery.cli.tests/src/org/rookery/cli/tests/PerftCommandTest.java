// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.cli.Command;
import org.rookery.cli.internal.CommandLine;

/** {@code rookery perft} and {@code rookery variants} against the variants installed as DS services. */
class PerftCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return CommandLine.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> lines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void totalIsAloneOnTheLastLine() {
        assertEquals(Command.OK, run("perft", "--variant", "giraffe", "--depth", "3"));
        assertEquals("15242", lines().get(lines().size() - 1));
    }

    @Test
    void divideListsEveryRootMoveAndTheirSum() {
        assertEquals(Command.OK, run("perft", "--variant", "guardian", "--depth", "2", "--divide"));
        List<String> moves = lines().stream().filter(l -> l.contains(": ")).toList();
        assertEquals(24, moves.size(), lines().toString());
        long sum = moves.stream().mapToLong(l -> Long.parseLong(l.substring(l.indexOf(": ") + 2))).sum();
        assertEquals(576, sum);
        assertEquals("576", lines().get(lines().size() - 1));
        assertTrue(moves.contains("b1c3: 24"), moves.toString());
    }

    @Test
    void acceptsAPositionInTheVariantsNotation() {
        assertEquals(Command.OK, run("perft", "--variant", "shogi", "--fen", "7lk/9/8S/9/9/9/9/7L1/8K b P 1", "--depth", "1"));
        assertEquals("85", lines().get(lines().size() - 1));
    }

    @Test
    void aliasesWork() {
        assertEquals(Command.OK, run("perft", "--variant", "bughouse", "--depth", "2"));
        assertEquals("400", lines().get(lines().size() - 1));
    }

    @Test
    void aMalformedPositionFailsWithTheReason() {
        assertEquals(Command.FAILED, run("perft", "--variant", "chess", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "--depth", "1"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("'X'"), err.toString(StandardCharsets.UTF_8));
        assertTrue(lines().isEmpty());
    }

    @Test
    void anUnknownVariantNamesTheKnownOnes() {
        assertEquals(Command.USAGE, run("perft", "--variant", "xiangqi", "--depth", "1"));
        String e = err.toString(StandardCharsets.UTF_8);
        for (String id : List.of("chess", "giraffe", "guardian", "shogi", "exchange")) {
            assertTrue(e.contains(id), e);
        }
    }

    @Test
    void variantsListsAllFiveWithTheirOptions() {
        assertEquals(Command.OK, run("variants"));
        String text = out.toString(StandardCharsets.UTF_8);
        for (String id : List.of("chess ", "giraffe ", "guardian ", "shogi ", "exchange ")) {
            assertTrue(text.lines().anyMatch(l -> l.startsWith(id)), text);
        }
        assertTrue(text.contains("revengeRule = 50"), text);
        assertTrue(text.contains("emptyPoolPromotion = forbid"), text);
    }
}
