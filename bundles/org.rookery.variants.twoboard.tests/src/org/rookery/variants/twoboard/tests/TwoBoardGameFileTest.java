// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.twoboard.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;

/** BPGN files read and write the variant, which the game-file bundle does not know. */
class TwoBoardGameFileTest {

    @TempDir
    Path dir;

    @Test
    void aMatchIsReadMoveByMoveOnItsTwoBoards() throws Exception {
        Path file = Files.writeString(dir.resolve("match.bpgn"), Installed.MATCH_WITH_DROP);
        List<GameRecord> games = new GameFiles(Installed.registry()).read(file);
        assertEquals(1, games.size());
        GameRecord g = games.get(0);
        assertEquals(Installed.ID, g.variantId());
        assertEquals(List.of(0, 1, 0, 0, 1), g.mainLine().stream().map(GameNode::board).toList());
        GameNode drop = g.mainLine().get(4);
        assertTrue(drop.move().isDrop(), "1b. P@c4 drops the pawn taken on board A");
        assertEquals("c4", drop.move().to().toString());
    }

    @Test
    void aMatchWrittenAndReadAgainIsTheSameWithItsVariantTag() throws Exception {
        GameFiles files = new GameFiles(Installed.registry());
        List<GameRecord> games = files.read(Files.writeString(dir.resolve("in.bpgn"), Installed.MATCH_WITH_DROP));
        Path out = dir.resolve("out.bpgn");
        files.write(out, games);
        String written = Files.readString(out);
        assertTrue(written.contains("[Variant \"los-alamos-bughouse\"]"), written);
        assertTrue(written.contains("1A. c3 1B. a3 1a. d4 2A. cxd4 1b. P@c4 *"), written);
        assertEquals(games, files.read(out));
    }

    @Test
    void aMatchOfThisVariantCreatedWithoutTheTagIsWrittenWithIt() throws Exception {
        GameFiles files = new GameFiles(Installed.registry());
        GameRecord read = files.read(Files.writeString(dir.resolve("in.bpgn"), Installed.MATCH)).get(0);
        java.util.Map<String, String> headers = new java.util.LinkedHashMap<>(read.headers());
        headers.remove("Variant");
        GameRecord untagged = new GameRecord(read.variantId(), headers, read.startPosition(), read.comment(), read.mainLine(), read.outcome());
        Path out = dir.resolve("untagged.bpgn");
        files.write(out, List.of(untagged));
        assertTrue(Files.readString(out).contains("[Variant \"los-alamos-bughouse\"]"), Files.readString(out));
        assertEquals(Installed.ID, files.read(out).get(0).variantId());
    }

    @Test
    void aMoveNumberOfTheWrongBoardNamesTheBoardAndTheLine() throws Exception {
        String wrong = Installed.MATCH.replace("1a. d4", "2a. d4");
        Path file = Files.writeString(dir.resolve("wrong.bpgn"), wrong);
        GameFileException e = assertThrows(GameFileException.class, () -> new GameFiles(Installed.registry()).read(file));
        assertTrue(e.getMessage().contains("board A is at move 1a"), e.getMessage());
        assertTrue(e.getMessage().contains("line 9"), e.getMessage());
    }

    @Test
    void aMoveIllegalOnSixBySixIsRefusedWithItsBoard() throws Exception {
        // a2-a4 is a double step, which Los Alamos pawns do not have
        Path file = Files.writeString(dir.resolve("illegal.bpgn"), Installed.MATCH.replace("1B. a3", "1B. a4"));
        GameFileException e = assertThrows(GameFileException.class, () -> new GameFiles(Installed.registry()).read(file));
        assertTrue(e.getMessage().contains("on board B"), e.getMessage());
    }
}
