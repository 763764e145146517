// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * The end of a match on {@link LinkedBoards}. Team 0 plays White on board 0 and Black on board 1;
 * team 1 the other two seats ({@link TwoBoards#team(int, Color)}; in Exchange the first-named team
 * has White on the higher board, rules.md §3.3).
 *
 * @param winningTeam 0 or 1, or -1 for a drawn match (both boards drawn)
 * @param board the board that decided the match, or -1 for a draw
 * @param boardOutcome how that board ended (for a draw: board 1's outcome)
 */
public record MatchResult(int winningTeam, int board, Outcome boardOutcome) {

    /** Whether the match is drawn. */
    public boolean isDraw() {
        return winningTeam < 0;
    }
}
