// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameRecord;

/** Files by extension, encodings, atomic saves and the depth limit on variations. */
class GameFilesTest {

    @TempDir
    Path dir;

    @Test
    void filesAreReadAndWrittenByExtension() throws IOException {
        for (String name : List.of("opera-game.pgn", "newport.bpgn", "bishop-exchange.kif", "yagura-opening.csa")) {
            Path source = dir.resolve(name);
            Files.write(source, Samples.bytes(name));
            List<GameRecord> games = Samples.FILES.read(source);
            Path copy = dir.resolve("copy-" + name);
            Samples.FILES.write(copy, games);
            assertEquals(games, Samples.FILES.read(copy), name);
        }
        byte[] kif = Files.readAllBytes(dir.resolve("copy-bishop-exchange.kif"));
        assertEquals(Samples.FILES.format("KIF").write(Samples.FILES.read(dir.resolve("bishop-exchange.kif"))),
                new String(kif, GameFiles.SHIFT_JIS), ".kif is saved in Shift-JIS");
        try (var listing = Files.list(dir)) {
            assertTrue(listing.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
        }
    }

    @Test
    void aFailedSaveLeavesTheOldFileWhole() throws IOException {
        Path target = dir.resolve("game.csa");
        byte[] before = "old content\n".getBytes(StandardCharsets.UTF_8);
        Files.write(target, before);
        List<GameRecord> twoGames = Samples.FILES.format("PGN").read(Samples.text("opera-game.pgn"));
        assertThrows(IllegalArgumentException.class, () -> Samples.FILES.write(target, twoGames));
        assertArrayEquals(before, Files.readAllBytes(target));
    }

    @Test
    void unknownExtensionsAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Samples.FILES.read(dir.resolve("game.txt")));
        assertTrue(e.getMessage().startsWith("game.txt: not a game file"), e.getMessage());
        assertTrue(Samples.FILES.formatOf("GAME.KIFU").isPresent());
    }

    @Test
    void encodingsAreDetectedByBomDeclarationExtensionAndContent() {
        String text = "先手：Hiro\n";
        assertEquals(text, GameFiles.decode(text.getBytes(StandardCharsets.UTF_8), "a.kif"), "valid UTF-8 content");
        assertEquals(text, GameFiles.decode(text.getBytes(GameFiles.SHIFT_JIS), "a.kif"), "Shift-JIS content");
        String declared = "#KIF version=2.0 encoding=Shift_JIS\n" + text;
        assertEquals(declared, GameFiles.decode(declared.getBytes(GameFiles.SHIFT_JIS), "a.kifu"), "a declaration beats the extension");
    }

    @Test
    void deeplyNestedVariationsAreRefusedWithAnError() {
        StringBuilder b = new StringBuilder("1. e4 ");
        for (int i = 0; i < 200; i++) {
            b.append("(1. d4 ");
        }
        GameFileException e = assertThrows(GameFileException.class, () -> Samples.FILES.format("PGN").read(b.toString()));
        assertTrue(e.problem().startsWith("variations are nested deeper than"), e.getMessage());
    }
}
