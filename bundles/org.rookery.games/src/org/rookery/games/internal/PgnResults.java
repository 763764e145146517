// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.Optional;

import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;

/**
 * Results as PGN writes them: the result token ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2},
 * {@code *}) and the {@code Termination} tag. Reading prefers what the final position shows
 * (mate, stalemate, crowning, a claimable draw); otherwise the tag says why, and a decisive game
 * with nothing on the board ended by resignation, a draw by agreement.
 */
final class PgnResults {

    static final String TERMINATION = "Termination";

    private PgnResults() {
    }

    static boolean isResult(String token) {
        return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*");
    }

    static String token(Outcome o) {
        return o == null ? "*" : o.result();
    }

    /** The outcome of a result token in a final position with a Termination tag (or {@code null}). */
    static Outcome outcome(String token, String terminationTag, PositionView end, Rules rules) {
        if (token.equals("*")) {
            return null;
        }
        Color winner = token.equals("1-0") ? Color.WHITE : token.equals("0-1") ? Color.BLACK : null;
        Optional<Outcome> board = rules.outcome(end);
        if (board.isPresent() && board.get().winner() == winner) {
            return board.get();
        }
        String tag = terminationTag == null ? "" : terminationTag.strip().toLowerCase();
        Termination t = switch (tag) {
            case "time forfeit" -> Termination.TIME_FORFEIT;
            case "rules infraction" -> Termination.ILLEGAL_MOVES;
            case "adjudication", "abandoned" -> Termination.ARBITER_DECISION;
            default -> null;
        };
        if (t == null && winner == null) {
            t = rules.claimableDraw(end).orElse(Termination.AGREEMENT);
        }
        if (t == null) {
            t = Termination.RESIGNATION;
        }
        return winner == null ? Outcome.draw(t) : Outcome.win(t, winner);
    }

    /** The Termination tag that makes {@link #outcome} read an outcome back, or {@code null} if none is needed. */
    static String terminationTag(Outcome o) {
        if (o == null) {
            return null;
        }
        return switch (o.termination()) {
            case TIME_FORFEIT -> "time forfeit";
            case ILLEGAL_MOVES -> "rules infraction";
            case ARBITER_DECISION -> "adjudication";
            default -> null;
        };
    }
}
