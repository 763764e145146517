// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.Optional;
import org.rookery.rules.Color;

/**
 * How a team event forms its teams and plays its matches (Newport Exchange style).
 *
 * @param formation how teams are made up
 * @param boardOrder how a team's players are put on boards
 * @param firstTeamColour the colour of the first-named team on a given board, if fixed
 * @param bye who sits out when the number of entrants is odd, if set
 * @param matchEndsWhenFirstBoardWon whether a match ends as soon as one board is won
 */
public record TeamMatchRules(Formation formation, BoardOrder boardOrder, Optional<BoardColour> firstTeamColour,
        Optional<ByeRule> bye, boolean matchEndsWhenFirstBoardWon) {

    /** How teams come about. */
    public enum Formation {
        /** Teams enter as teams. */
        BY_ENTRY,
        /** Entrants sorted by grade: the highest with the lowest, the next highest with the next lowest. */
        BY_GRADE_HIGHEST_WITH_LOWEST,
        /** The organiser puts the teams together. */
        BY_ORGANISER,
        /** Teams made as even as possible in total rating. */
        BY_RATING_BALANCE,
        /** Teams made as even as possible in total grade. */
        BY_GRADE_BALANCE
    }

    /** How players are put on boards. */
    public enum BoardOrder {
        /** Higher grade on the lower board number. */
        BY_GRADE,
        /** As the captain's line-up says. */
        BY_LINEUP
    }

    /** Who sits out when the entrants are odd. */
    public enum ByeChoice {
        MIDDLE_GRADE, LOWEST_GRADE, ORGANISER_PLAYS
    }

    /**
     * The colour the first-named team has on {@code board}; the colours alternate from there.
     *
     * @param colour the first-named team's colour on that board
     * @param board the board number, from 1
     */
    public record BoardColour(Color colour, int board) {
        public BoardColour {
            Checks.present(colour, "colour");
            Checks.atLeast(board, 1, "board");
        }
    }

    /**
     * The odd-entrant rule.
     *
     * @param choice who sits out
     * @param rotating whether the bye passes on to someone else each round
     */
    public record ByeRule(ByeChoice choice, boolean rotating) {
        public ByeRule {
            Checks.present(choice, "bye choice");
        }
    }

    public TeamMatchRules {
        Checks.present(formation, "formation");
        Checks.present(boardOrder, "board order");
        firstTeamColour = Optional.ofNullable(firstTeamColour).flatMap(c -> c);
        bye = Optional.ofNullable(bye).flatMap(b -> b);
    }
}
