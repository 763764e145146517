// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventException;
import org.rookery.engine.event.EventPaths;

/** A game's file is named from its id, which is data: no id names a file outside the event's games folder. */
class GameFilePathsTest {

    @Test
    void aGameIdNamesAFileInTheGamesFolder(@TempDir Path dir) throws IOException {
        assertEquals(dir.resolve("games/2.3r.kif"), EventPaths.gameFile(dir, "2.3r", "kif"));
        assertEquals(dir.resolve("games/PO1.1.pgn"), EventPaths.gameFile(dir, "PO1.1", "pgn"));
    }

    @Test
    void anIdThatWouldLeaveTheFolderIsRefused(@TempDir Path dir) {
        for (String id : new String[] { "../../x", "../x", "/etc/passwd", "a/../../b", "..\\..\\x", "..", ".hidden", "",
                "x\u0000y", "x\ny", "g".repeat(65) }) {
            EventException e = assertThrows(EventException.class, () -> EventPaths.gameFile(dir, id, "pgn"), id);
            assertTrue(e.getMessage().contains("cannot name a file in the event's games folder"), e.getMessage());
        }
    }

    @Test
    void aGamesFolderOrFileLinkedOutOfTheEventIsRefused(@TempDir Path dir) throws IOException {
        Path event = Files.createDirectories(dir.resolve("event"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.createSymbolicLink(event.resolve("games"), elsewhere);
        EventException e = assertThrows(EventException.class, () -> EventPaths.gameFile(event, "1.1", "pgn"));
        assertTrue(e.getMessage().contains("outside the event folder"), e.getMessage());

        Files.delete(event.resolve("games"));
        Files.createDirectories(event.resolve("games"));
        Files.createSymbolicLink(event.resolve("games/1.1.pgn"), Files.createFile(elsewhere.resolve("1.1.pgn")));
        e = assertThrows(EventException.class, () -> EventPaths.gameFile(event, "1.1", "pgn"));
        assertTrue(e.getMessage().contains("outside the event folder"), e.getMessage());
    }
}
