// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.event.model.Game;
import org.rookery.event.model.Round;

/**
 * The rows of a round in the Pairings view: the round's games, each followed by the games that
 * replay it after a sennichite, and the board each row is played on. Everything comes from the
 * event model: which game replays which, and the note beside each (a replay's clocks and reason).
 */
final class ReplayRows {

    private ReplayRows() {
    }

    /** The games of {@code round}, each followed by its replays in order. */
    static List<Game> of(Round round) {
        List<Game> rows = new ArrayList<>();
        for (Game g : round.getGames()) {
            rows.add(g);
            for (Game next = g.getReplayedBy(); next != null && !rows.contains(next); next = next.getReplayedBy()) {
                rows.add(next);
            }
        }
        return rows;
    }

    /** The board a row is played on: a replay is on its first game's board. */
    static String board(Game g) {
        Game root = g;
        while (root.getBoard() == 0 && root.getReplayOf() != null && root.getReplayOf() != g) {
            root = root.getReplayOf();
        }
        return root.getBoard() > 0 ? Integer.toString(root.getBoard()) : "";
    }

    /** The note of a row, as the model holds it. */
    static String note(Game g) {
        return g.getNote() == null ? "" : g.getNote();
    }
}
