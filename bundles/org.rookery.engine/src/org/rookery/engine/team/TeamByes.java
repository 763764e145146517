// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team;

import java.math.BigDecimal;

import org.rookery.engine.format.PointScale;

/**
 * What a bye a team asked for scores in a team event ({@code requested byes 1 worth 1} in a stage
 * of a team event): the stage's worth is in match points, and the game points are those of the
 * match result it is worth, every board of the team's match scored alike. A bye worth a won
 * match (or more) scores every board won, one worth at least a drawn match every board drawn,
 * one worth less every board lost.
 */
public final class TeamByes {

    private TeamByes() {
    }

    /**
     * The game points of a requested bye worth {@code worth} match points.
     *
     * @param match the event's match points
     * @param games the event's game points
     * @param boards the boards of one team's match
     */
    public static BigDecimal gamePoints(BigDecimal worth, PointScale match, PointScale games, int boards) {
        BigDecimal board = worth.compareTo(match.win()) >= 0 ? games.win()
                : worth.compareTo(match.draw()) >= 0 ? games.draw() : games.loss();
        return board.multiply(BigDecimal.valueOf(boards));
    }
}
