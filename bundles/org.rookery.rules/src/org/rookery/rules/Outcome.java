// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Objects;

/**
 * How a game ended: a termination and the winner ({@code null} for a draw).
 *
 * @param termination why it ended
 * @param winner who won, or {@code null} for a draw
 */
public record Outcome(Termination termination, Color winner) {

    public Outcome {
        Objects.requireNonNull(termination, "termination");
    }

    /** A win for {@code winner}. */
    public static Outcome win(Termination termination, Color winner) {
        return new Outcome(termination, Objects.requireNonNull(winner, "winner"));
    }

    /** A draw. */
    public static Outcome draw(Termination termination) {
        return new Outcome(termination, null);
    }

    /** Whether the game is drawn. */
    public boolean isDraw() {
        return winner == null;
    }

    /** The PGN result string: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String result() {
        return winner == null ? "1/2-1/2" : winner == Color.WHITE ? "1-0" : "0-1";
    }

    @Override
    public String toString() {
        return result() + " (" + termination.name().toLowerCase().replace('_', ' ') + ")";
    }
}
