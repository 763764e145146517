// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the FESA results file ({@code turnering.txt}) reports about a shogi tournament: the
 * event, and for each player in final order the games round by round. {@link FesaText} writes
 * it. The constructor checks that the results agree with each other (if A beat B in round 3,
 * B lost to A in round 3), so a file FESA would reject is never written.
 *
 * @param name the tournament's name
 * @param city where it was held
 * @param country the country it was held in
 * @param dates the date or date range as it should appear ("2025-01-06", "2025-05-03/04")
 * @param lastDay the last day of play
 * @param timeControl the time control in FESA's words, see {@link #timeControl(Duration, Duration)}
 * @param rounds how many rounds were played
 * @param players the players in final order: the first is placement 1
 */
public record FesaResults(String name, String city, String country, String dates, LocalDate lastDay,
        Optional<String> timeControl, int rounds, List<Player> players) {

    /** How a game ended for the player whose line it is on. */
    public enum Outcome {
        WIN('+'), LOSS('-'), DRAW('=');

        private final char mark;

        Outcome(char mark) {
            this.mark = mark;
        }

        /** The sign in the results field. */
        public char mark() {
            return mark;
        }

        /** The opponent's outcome of the same game. */
        public Outcome opposite() {
            return switch (this) {
                case WIN -> LOSS;
                case LOSS -> WIN;
                case DRAW -> DRAW;
            };
        }
    }

    /**
     * One round of one player.
     *
     * @param opponent the opponent's placement, or 0 for a round with no game (a bye)
     * @param outcome the result for this player (for a bye: what the bye scored)
     */
    public record Game(int opponent, Outcome outcome) {
        public Game {
            if (opponent < 0 || outcome == null) {
                throw new IllegalArgumentException("a game needs an opponent's placement (0 for a bye) and an outcome");
            }
        }
    }

    /**
     * One player's line.
     *
     * @param lastName family name
     * @param firstName given name
     * @param newPlayer whether the player is not yet in FESA's rating list (marked N)
     * @param nationality two-letter country code, empty if unknown (written for new players)
     * @param games one per round, in round order
     * @param macMahon the final MacMahon score, for MacMahon events
     * @param points the tournament points
     */
    public record Player(String lastName, String firstName, boolean newPlayer, String nationality, List<Game> games,
            Optional<BigDecimal> macMahon, BigDecimal points) {
        public Player {
            name(lastName, "last name");
            name(firstName, "first name of " + lastName);
            if (nationality == null || !(nationality.isEmpty() || nationality.matches("[A-Z]{2}"))) {
                throw new IllegalArgumentException("the nationality of " + firstName + " " + lastName
                        + " must be a two-letter country code (like PL) or empty, not '" + nationality + "'");
            }
            games = List.copyOf(games);
            macMahon = Optional.ofNullable(macMahon).flatMap(m -> m);
            if (points == null) {
                throw new IllegalArgumentException("the points of " + firstName + " " + lastName + " are missing");
            }
        }

        private static void name(String s, String what) {
            if (s == null || s.isBlank() || s.contains("[") || s.contains("]") || s.chars().anyMatch(Character::isISOControl)) {
                throw new IllegalArgumentException("the " + what + " '" + s
                        + "' cannot be written to the FESA file (empty, or holding a bracket or a line break)");
            }
        }

        String fullName() {
            return firstName + " " + lastName;
        }
    }

    public FesaResults {
        for (String[] field : new String[][] {{name, "tournament name"}, {city, "city"}, {country, "country"}, {dates, "dates"}}) {
            // a CR or any other control character would break the line as surely as a LF
            if (field[0] == null || field[0].isBlank() || field[0].contains("]")
                    || field[0].chars().anyMatch(Character::isISOControl)) {
                throw new IllegalArgumentException("the " + field[1] + " of the FESA file is missing or holds ']' or a line break"
                        + " or another control character");
            }
        }
        if (lastDay == null) {
            throw new IllegalArgumentException("the FESA file needs the last day of the tournament");
        }
        timeControl = Optional.ofNullable(timeControl).flatMap(t -> t);
        players = List.copyOf(players);
        if (rounds < 1) {
            throw new IllegalArgumentException("a tournament needs at least one round, not " + rounds);
        }
        if (players.size() < 2) {
            throw new IllegalArgumentException("a tournament needs at least two players");
        }
        consistent(rounds, players);
    }

    private static void consistent(int rounds, List<Player> players) {
        Map<String, Integer> seen = new HashMap<>();
        for (int p = 0; p < players.size(); p++) {
            Player player = players.get(p);
            Integer before = seen.put(player.fullName(), p + 1);
            if (before != null) {
                throw new IllegalArgumentException(player.fullName() + " is listed twice, at places " + before + " and " + (p + 1));
            }
            if (player.games().size() != rounds) {
                throw new IllegalArgumentException(player.fullName() + " has " + player.games().size() + " results for "
                        + rounds + " rounds");
            }
            for (int r = 0; r < rounds; r++) {
                Game g = player.games().get(r);
                if (g.opponent() == 0) {
                    continue;
                }
                String where = player.fullName() + " (place " + (p + 1) + "), round " + (r + 1);
                if (g.opponent() > players.size() || g.opponent() == p + 1) {
                    throw new IllegalArgumentException(where + ": no player at place " + g.opponent() + " to have played");
                }
                Game back = players.get(g.opponent() - 1).games().get(r);
                if (back.opponent() != p + 1 || back.outcome() != g.outcome().opposite()) {
                    throw new IllegalArgumentException(where + ": " + g.outcome().name().toLowerCase() + " against place "
                            + g.opponent() + ", but that player's line for the round says " + back.opponent()
                            + back.outcome().mark());
                }
            }
        }
    }

    /** FESA's wording of a byoyomi control, e.g. "30min + 30sec". */
    public static String timeControl(Duration main, Duration byoyomi) {
        return main.toMinutes() + "min + " + byoyomi.toSeconds() + "sec";
    }
}
