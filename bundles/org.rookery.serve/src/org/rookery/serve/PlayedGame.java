// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.util.List;
import java.util.Objects;

import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;

/**
 * The moves of a game played on the board, as the event keeps them: the file's format and the
 * games it holds, read and checked move by move by {@code org.rookery.games}.
 *
 * @param game the event's game id ("4.1")
 * @param extension the file's extension ("pgn", "bpgn", "kif")
 * @param format the format of that extension
 * @param records the games the file holds
 */
public record PlayedGame(String game, String extension, GameFormat format, List<GameRecord> records) {
    public PlayedGame {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(extension, "extension");
        Objects.requireNonNull(format, "format");
        records = List.copyOf(records);
    }
}
