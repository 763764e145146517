// SPDX-License-Identifier: EPL-2.0
package org.rookery.games;

import java.util.List;
import java.util.Objects;

import org.rookery.rules.Move;

/**
 * One move of a game with what a game file says about it. Immutable.
 *
 * @param move the move, legal in the position before it (checked when the file was read)
 * @param board the board it is played on: 0, or 1 for board B of a match on two linked boards
 * @param commentBefore text written before the move, or {@code null}
 * @param commentAfter text written after the move, or {@code null}
 * @param nags numeric annotation glyphs ({@code $1} = good move); {@code !}, {@code ?} and the
 *        like are read as their NAGs
 * @param variations alternatives to this move, each a line of moves starting from the position
 *        before it
 * @param elapsedMillis the time the move took (KIF, CSA {@code T}), or {@code null}
 * @param clockMillis the mover's remaining time after the move (BPGN clock comments), or {@code null}
 */
public record GameNode(Move move, int board, String commentBefore, String commentAfter, List<Integer> nags,
        List<List<GameNode>> variations, Long elapsedMillis, Long clockMillis) {

    public GameNode {
        Objects.requireNonNull(move, "move");
        if (board != 0 && board != 1) {
            throw new IllegalArgumentException("board must be 0 or 1, not " + board);
        }
        nags = List.copyOf(nags);
        variations = variations.stream().map(List::copyOf).toList();
    }

    /** A bare move on board 0. */
    public static GameNode of(Move move) {
        return new GameNode(move, 0, null, null, List.of(), List.of(), null, null);
    }

    /** The same node with another comment after the move. */
    public GameNode withCommentAfter(String text) {
        return new GameNode(move, board, commentBefore, text, nags, variations, elapsedMillis, clockMillis);
    }

    /** The same node with these variations. */
    public GameNode withVariations(List<List<GameNode>> lines) {
        return new GameNode(move, board, commentBefore, commentAfter, nags, lines, elapsedMillis, clockMillis);
    }

    /** The same node with the time the move took. */
    public GameNode withElapsedMillis(Long millis) {
        return new GameNode(move, board, commentBefore, commentAfter, nags, variations, millis, clockMillis);
    }
}
