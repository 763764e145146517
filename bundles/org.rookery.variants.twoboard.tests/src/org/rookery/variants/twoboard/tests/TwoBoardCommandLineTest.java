// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.twoboard.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;
import org.rookery.cli.Rookery;
import org.rookery.games.GameFiles;
import org.rookery.games.GameRecord;

/** The command line lists, perfts, prints and converts the variant, which it does not know. */
class TwoBoardCommandLineTest {

    @TempDir
    Path dir;

    /** One {@code rookery ARGS...}: the exit code, standard output and standard error. */
    private record Run(int code, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    private static Run rookery(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rookery.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void variantsListsIt() {
        Run r = rookery("variants");
        assertEquals(Command.OK, r.code(), r.err());
        assertTrue(r.lines().stream().anyMatch(l -> l.startsWith(Installed.ID + " ")), r.out());
    }

    @Test
    void perftCountsOneBoardByItsAlias() {
        Run r = rookery("perft", "--variant", "tandem-los-alamos", "--depth", "2");
        assertEquals(Command.OK, r.code(), r.err());
        assertEquals("100", r.lines().get(r.lines().size() - 1));
    }

    @Test
    void gamePrintsTheMatchNumberedByBoard() throws Exception {
        Path file = Files.writeString(dir.resolve("match.bpgn"), Installed.MATCH_WITH_DROP);
        Run r = rookery("game", file.toString());
        assertEquals(Command.OK, r.code(), r.err());
        assertTrue(r.out().contains("Los Alamos bughouse"), r.out());
        assertTrue(r.out().contains("1A.c3 1B.a3 1a.d4 2A.cxd4 1b.P@c4"), r.out());
    }

    @Test
    void gameConvertsTheMatchToAnotherFileThatReadsTheSame() throws Exception {
        Path file = Files.writeString(dir.resolve("match.bpgn"), Installed.MATCH_WITH_DROP);
        Path out = dir.resolve("copy.bpgn");
        Run r = rookery("game", file.toString(), "--output", out.toString());
        assertEquals(Command.OK, r.code(), r.err());
        GameFiles files = new GameFiles(Installed.registry());
        List<GameRecord> copy = files.read(out);
        assertEquals(files.read(file), copy);
        assertEquals(Installed.ID, copy.get(0).variantId());
    }

    @Test
    void aBadMoveFailsWithTheBoardAndLine() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.bpgn"), Installed.MATCH.replace("2A. cxd4", "2A. cxb4"));
        Run r = rookery("game", file.toString());
        assertEquals(Command.FAILED, r.code(), r.out());
        // FILE:LINE:COLUMN, then the move and its board
        assertTrue(r.err().contains("bad.bpgn:9:") && r.err().contains("on board A") && r.err().contains("'cxb4'"), r.err());
    }
}
