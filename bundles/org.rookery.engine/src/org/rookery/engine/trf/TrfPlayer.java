// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

import java.util.List;
import java.util.Objects;

/**
 * One {@code 001} player line, field by field as the file has them (text fields keep their
 * spacing trimmed; numbers are parsed).
 *
 * @param rank the starting rank (pairing number)
 * @param sex the sex field ({@code m}, {@code w} or blank)
 * @param title the title field
 * @param name the name
 * @param rating the rating, 0 when blank
 * @param federation the federation field
 * @param fideId the FIDE id field
 * @param birth the birth date field
 * @param points the points field as written (e.g. {@code 2.5}), blank when absent
 * @param place the rank field, 0 when blank
 * @param games one entry per round, in order
 */
public record TrfPlayer(int rank, String sex, String title, String name, int rating, String federation,
        String fideId, String birth, String points, int place, List<TrfGame> games) {

    public TrfPlayer {
        Objects.requireNonNull(name, "name");
        sex = sex == null ? "" : sex;
        title = title == null ? "" : title;
        federation = federation == null ? "" : federation;
        fideId = fideId == null ? "" : fideId;
        birth = birth == null ? "" : birth;
        points = points == null ? "" : points;
        games = List.copyOf(games);
    }

    /** This player with another list of rounds. */
    public TrfPlayer withGames(List<TrfGame> newGames) {
        return new TrfPlayer(rank, sex, title, name, rating, federation, fideId, birth, points, place, newGames);
    }

    /** This player with another points field. */
    public TrfPlayer withPoints(String newPoints) {
        return new TrfPlayer(rank, sex, title, name, rating, federation, fideId, birth, newPoints, place, games);
    }
}
