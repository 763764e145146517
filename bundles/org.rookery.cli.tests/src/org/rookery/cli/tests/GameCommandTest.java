// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/** {@code rookery game} on the shipped example games, conversions and broken files. */
class GameCommandTest {

    private static final Path GAMES = Path.of("../../examples/games").toAbsolutePath().normalize();

    private static String game(String name) {
        return GAMES.resolve(name).toString();
    }

    @Test
    void aPgnGamePrintsItsHeadersMovesAndResult() {
        CliRun run = CliRun.of("game", game("opera-game.pgn"));
        assertEquals(Command.OK, run.exitCode, run.err());
        assertEquals("Game 1 of 2: Chess", run.lines().get(0), run.out());
        assertTrue(run.out().contains("  White: Paul Morphy"), run.out());
        assertTrue(run.out().contains("Moves: 33 (and 2 variations)"), run.out());
        assertTrue(run.out().contains("1.e4 e5 2.Nf3 d6"), run.out());
        assertTrue(run.out().contains("16.Qb8+ Nxb8 17.Rd8#"), run.out());
        assertTrue(run.out().contains("Result: 1-0 (checkmate)"), run.out());
        // the second game starts from a set-up position and is a draw
        assertTrue(run.out().contains("  FEN: 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), run.out());
        assertTrue(run.lastLine().startsWith("Result: 1/2-1/2"), run.out());
    }

    @Test
    void everyExampleGameIsLegal() throws IOException {
        try (var files = Files.list(GAMES)) {
            for (Path p : files.filter(f -> !f.getFileName().toString().endsWith(".md")).toList()) {
                CliRun run = CliRun.of("game", p.toString());
                assertEquals(Command.OK, run.exitCode, p + ": " + run.err());
                assertTrue(run.out().contains("Result: "), run.out());
            }
        }
    }

    @Test
    void aShiftJisKifReadsItsJapaneseHeadersAndPrintsWesternMoves() {
        CliRun run = CliRun.of("game", game("bishop-exchange.kif"));
        assertEquals(Command.OK, run.exitCode, run.err());
        assertTrue(run.out().contains("  先手: Hiro"), run.out());
        assertTrue(run.out().contains("  後手: Maja"), run.out());
        assertTrue(run.out().contains("Moves: 14"), run.out());
        assertTrue(run.out().contains("1.P-7f 2.P-3d"), run.out());
        assertTrue(run.out().contains("Result: 0-1 (resignation)"), run.out());
    }

    @Test
    void anExchangeGameNumbersBothBoards() {
        CliRun run = CliRun.of("game", game("newport.bpgn"));
        assertEquals(Command.OK, run.exitCode, run.err());
        assertTrue(run.out().contains("1A.e4 1a.d5 1B.d4 2A.exd5 1b.Nf6"), run.out());
        assertTrue(run.out().contains("2b.P@e4"), run.out());
        assertTrue(run.out().contains("Result: 1-0 (time forfeit)"), run.out());
    }

    @Test
    void kifConvertsToCsaAndBackWithTheSameMoves(@TempDir Path dir) throws IOException {
        Path csa = dir.resolve("bishop.csa");
        CliRun to = CliRun.of("game", game("bishop-exchange.kif"), "--to", "csa", "--output", csa.toString());
        assertEquals(Command.OK, to.exitCode, to.err());
        assertTrue(Files.readString(csa, StandardCharsets.UTF_8).contains("+7776FU"));
        CliRun original = CliRun.of("game", game("bishop-exchange.kif"));
        CliRun converted = CliRun.of("game", csa.toString());
        assertEquals(Command.OK, converted.exitCode, converted.err());
        assertEquals(moves(original), moves(converted));

        CliRun stdout = CliRun.of("game", game("yagura-opening.csa"), "--to", "kifu");
        assertEquals(Command.OK, stdout.exitCode, stdout.err());
        assertTrue(stdout.out().contains("手合割：平手"), stdout.out());
    }

    private static String moves(CliRun run) {
        String out = run.out();
        return out.substring(out.indexOf("Moves:"));
    }

    @Test
    void aShogiGameCannotBecomePgn() {
        CliRun run = CliRun.of("game", game("variations.kifu"), "--to", "pgn");
        assertEquals(Command.FAILED, run.exitCode);
        assertTrue(run.err().startsWith("rookery game: " + game("variations.kifu") + ": cannot write as PGN"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void anIllegalMoveIsReportedWithLineAndColumn(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.pgn");
        Files.writeString(bad, "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n");
        CliRun run = CliRun.of("game", bad.toString());
        assertEquals(Command.FAILED, run.exitCode);
        assertTrue(run.err().startsWith("rookery game: " + bad + ":4:13: move 2 (White) 'Ke3'"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aBadFileNeverBecomesAnOutput(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.csa");
        Files.writeString(bad, "V2.2\nPI\n+\n+7776FU\n-3334XX\n");
        Path out = dir.resolve("out.kifu");
        CliRun run = CliRun.of("game", bad.toString(), "--output", out.toString());
        assertEquals(Command.FAILED, run.exitCode);
        assertTrue(run.err().startsWith("rookery game: " + bad + ":5:"), run.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void usageMistakes(@TempDir Path dir) {
        assertEquals(Command.USAGE, CliRun.of("game").exitCode);
        assertEquals(Command.USAGE, CliRun.of("game", game("opera-game.pgn"), "--to", "txt").exitCode);
        CliRun wrongExt = CliRun.of("game", game("opera-game.pgn"), "--to", "pgn", "--output", dir.resolve("x.kif").toString());
        assertEquals(Command.USAGE, wrongExt.exitCode);
        assertTrue(wrongExt.err().contains("does not end in an extension of PGN"), wrongExt.err());
        CliRun missing = CliRun.of("game", dir.resolve("none.pgn").toString());
        assertEquals(Command.FAILED, missing.exitCode);
        assertTrue(missing.err().contains("none.pgn: no such file"), missing.err());
        CliRun notGame = CliRun.of("game", dir.resolve("notes.txt").toString());
        assertEquals(Command.FAILED, notGame.exitCode);
        assertTrue(notGame.err().contains("not a game file"), notGame.err());
    }
}
