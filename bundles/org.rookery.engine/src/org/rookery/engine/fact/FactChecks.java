// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.util.OptionalLong;

/** Argument checks shared by the fact records. */
final class FactChecks {

    private FactChecks() {
    }

    static void require(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("the " + what + " is missing");
        }
    }

    static void notNegative(OptionalLong ms, String what) {
        if (ms.isPresent() && ms.getAsLong() < 0) {
            throw new IllegalArgumentException("the " + what + " reading must not be negative");
        }
    }

    /** A move count: absent, or not negative. */
    static java.util.OptionalInt moves(java.util.OptionalInt moves) {
        java.util.OptionalInt m = moves == null ? java.util.OptionalInt.empty() : moves;
        if (m.isPresent() && m.getAsInt() < 0) {
            throw new IllegalArgumentException("the move count must not be negative (" + m.getAsInt() + ")");
        }
        return m;
    }

    /**
     * A forfeit is a game not played: it has a winner (the player present) or none (both absent,
     * {@code unplayed}), never a draw; it ends by the arbiter's decision and has no captures,
     * clocks or moves.
     */
    static void forfeit(String game, FactBody.Outcome outcome, org.rookery.rules.Termination ending,
            java.util.List<String> capturedByWhite, java.util.List<String> capturedByBlack, OptionalLong whiteMs,
            OptionalLong blackMs, java.util.OptionalInt moves) {
        if (outcome == FactBody.Outcome.DRAW) {
            throw new IllegalArgumentException("game " + game + ": a forfeit is not a draw; write white-wins or black-wins"
                    + " for the player who was present, or unplayed when neither was");
        }
        if (ending != org.rookery.rules.Termination.ARBITER_DECISION) {
            throw new IllegalArgumentException("game " + game + ": a forfeit ends by arbiter-decision, not by "
                    + org.rookery.rules.Endings.word(ending));
        }
        if (!capturedByWhite.isEmpty() || !capturedByBlack.isEmpty() || whiteMs.isPresent() || blackMs.isPresent()
                || moves.isPresent()) {
            throw new IllegalArgumentException("game " + game + ": a forfeited game was not played, so it has no captures,"
                    + " clock readings or moves");
        }
    }
}
