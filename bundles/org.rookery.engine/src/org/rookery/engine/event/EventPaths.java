// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.rookery.engine.fact.FactTexts;

/**
 * Files of an event folder whose names come from the event's data. Such a name is never
 * followed blindly: whatever the data says, the file stays inside the event folder.
 */
public final class EventPaths {

    private EventPaths() {
    }

    /** The folder inside an event folder that holds the moves of the games played on the board. */
    public static final String GAMES_DIR = "games";

    /**
     * The file in {@code dir}'s {@link #GAMES_DIR} folder that holds the moves of {@code game}:
     * {@code games/GAME.EXTENSION}. A game id comes from the event's data, so one that would name
     * a file elsewhere (a path such as {@code ../../x} or {@code /etc/x}, a hidden file, a games
     * folder that is a link out of the event) is refused rather than followed.
     *
     * @throws EventException naming the game id
     */
    public static Path gameFile(Path dir, String game, String extension) throws IOException {
        if (game.isEmpty() || game.contains("/") || game.contains("\\") || game.startsWith(".") || game.indexOf(0) >= 0
                || game.chars().anyMatch(c -> c < 0x20) || game.length() > FactTexts.MAX_ID) {
            throw new EventException("the game id '" + game.replaceAll("\\p{Cntrl}", "?") + "' cannot name a file in the event's "
                    + GAMES_DIR + " folder (a game id has no slash, starts with no dot and is at most "
                    + FactTexts.MAX_ID + " characters)");
        }
        Path games = dir.resolve(GAMES_DIR);
        if (Files.exists(games) && !games.toRealPath().startsWith(dir.toRealPath())) {
            throw new EventException(games + " is a link to " + games.toRealPath() + ", outside the event folder;"
                    + " game files are kept inside it");
        }
        Path file = games.resolve(game + "." + extension);
        if (Files.isSymbolicLink(file) && !file.toRealPath().startsWith(dir.toRealPath())) {
            throw new EventException(file + " is a link to " + file.toRealPath() + ", outside the event folder;"
                    + " game files are kept inside it");
        }
        return file;
    }
}
