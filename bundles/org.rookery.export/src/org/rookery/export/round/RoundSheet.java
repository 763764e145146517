// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody.Board;
import org.rookery.engine.fact.FactBody.Bye;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.fact.FactBody.Seat;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.pairing.Entrant;

/**
 * One paired round as the hall sees it: its games grouped by match (one group in an individual
 * event, one per team match in a team event), each board with both players, their team and score
 * before the round, the result once recorded, and the games that replay a board after a
 * sennichite right under it; then the byes. Made from the pairing fact and the games the facts
 * describe, so it prints the same before, during and after the round.
 *
 * @param event the event's title
 * @param round the round
 * @param stage the stage the round belongs to, empty for the first stage
 * @param white what the variant calls the first side ("White", "Sente")
 * @param black what it calls the second side
 * @param linked whether the boards of a match are linked (captured men pass to the partner, as in
 *        Exchange chess): boards are then lettered A, B and partners named
 * @param matches the matches in board order; an individual event has one match without teams
 * @param byes the players without an opponent this round
 */
public record RoundSheet(String event, int round, Optional<String> stage, String white, String black, boolean linked,
        List<Match> matches, List<ByeLine> byes) {

    public RoundSheet {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(stage, "stage");
        matches = List.copyOf(matches);
        byes = List.copyOf(byes);
    }

    /**
     * A player as printed.
     *
     * @param id his id in the event
     * @param name his registered name (his id when he gave none)
     * @param team his team's name this round, empty in an individual event
     * @param score his points before the round (his team's in a team event), as printed ("2½")
     */
    public record Person(String id, String name, String team, String score) {
        /** The name, with the id after it where the name is not the id ("Hana Ito (S01)"). */
        public String label() {
            return name.equals(id) ? name : name + " (" + id + ")";
        }
    }

    /**
     * One board's line.
     *
     * @param board the board as printed ("3", "A", "2" for a replay of board 2)
     * @param game the game's id
     * @param white the player of the first side
     * @param black the player of the second side
     * @param result the result as printed ("1-0", "½-½", "0-1"), empty while the game is played
     * @param replayOf the game this one replays after a sennichite, empty for a paired game
     */
    public record Line(String board, String game, Person white, Person black, String result, Optional<String> replayOf) {
    }

    /**
     * The boards of one match.
     *
     * @param number the match's number in the round (1 in an individual event)
     * @param home the first-named team, empty in an individual event
     * @param away the other team, empty in an individual event
     * @param lines its boards in order, each followed by its replays
     */
    public record Match(int number, String home, String away, List<Line> lines) {
        public Match {
            lines = List.copyOf(lines);
        }

        /** Whether this is a match between teams. */
        public boolean teams() {
            return !home.isEmpty();
        }
    }

    /**
     * A player without an opponent.
     *
     * @param player the player
     * @param kind why, as printed ("pairing-allocated bye", "requested bye", "absent")
     */
    public record ByeLine(Person player, String kind) {
    }

    /** All players of the round with their board and side, for the alphabetical list. */
    public List<Seating> seatings() {
        List<Seating> all = new ArrayList<>();
        for (Match m : matches) {
            for (Line l : m.lines()) {
                String board = m.teams() ? m.number() + "." + l.board() : l.board();
                all.add(new Seating(l.white(), board, white, l.black()));
                all.add(new Seating(l.black(), board, black, l.white()));
            }
        }
        for (ByeLine b : byes) {
            all.add(new Seating(b.player(), "", b.kind(), null));
        }
        return all;
    }

    /**
     * Where one player sits.
     *
     * @param player the player
     * @param board his board ("4", or "2.1" for board 1 of match 2), empty for a bye
     * @param side his side's name, or the kind of bye
     * @param opponent his opponent, null for a bye
     */
    public record Seating(Person player, String board, String side, Person opponent) {
    }

    /**
     * The sheet of {@code round} of the event folded into {@code state}.
     *
     * @throws IllegalArgumentException when the round is not paired, saying which rounds are
     */
    public static RoundSheet of(EventState state, String event, int round) {
        Pairing p = state.pairings().get(round);
        if (p == null) {
            throw new IllegalArgumentException(state.pairings().isEmpty() ? "no round of this event is paired yet"
                    : "round " + round + " is not paired; the paired rounds are " + state.pairings().firstKey() + " to "
                            + state.pairings().lastKey());
        }
        return new Builder(state, p).sheet(event);
    }

    /** The number of the last paired round, empty before round 1 is paired. */
    public static Optional<Integer> lastPaired(EventState state) {
        return state.pairings().isEmpty() ? Optional.empty() : Optional.of(state.pairings().lastKey());
    }

    /** Builds one sheet. */
    private static final class Builder {
        private final EventState state;
        private final Pairing pairing;
        private final Map<String, String> seatTeam = new HashMap<>();
        private final Map<String, BigDecimal> scores = new HashMap<>();
        private final boolean teamEvent;

        Builder(EventState state, Pairing pairing) {
            this.state = state;
            this.pairing = pairing;
            for (Seat s : pairing.seats()) {
                seatTeam.put(s.player(), s.team());
            }
            this.teamEvent = state.format().teams().isPresent() && state.innings().isEmpty();
            EventField field = EventField.of(state);
            List<Entrant> before = field.crosstable().entrants(pairing.round(), Map.of());
            for (Entrant e : before) {
                scores.put(field.player(e.id()), e.score());
            }
        }

        RoundSheet sheet(String event) {
            Sides sides = Sides.of(state);
            boolean linked = sides.linked();
            String white = sides.white();
            String black = sides.black();
            List<Match> matches = new ArrayList<>();
            if (!teamEvent) {
                List<Line> lines = new ArrayList<>();
                int board = 1;
                for (Board b : pairing.boards()) {
                    addWithReplays(lines, Integer.toString(board++), b);
                }
                matches.add(new Match(1, "", "", lines));
            } else {
                // consecutive boards between the same two teams make one match
                Map<String, List<Board>> byMatch = new LinkedHashMap<>();
                for (Board b : pairing.boards()) {
                    String t1 = team(b.white());
                    String t2 = team(b.black());
                    String key = t1.compareTo(t2) <= 0 ? t1 + "\u0000" + t2 : t2 + "\u0000" + t1;
                    byMatch.computeIfAbsent(key, k -> new ArrayList<>()).add(b);
                }
                int number = 1;
                for (List<Board> boards : byMatch.values()) {
                    List<Line> lines = new ArrayList<>();
                    for (int i = 0; i < boards.size(); i++) {
                        addWithReplays(lines, linked ? String.valueOf((char) ('A' + i)) : Integer.toString(i + 1), boards.get(i));
                    }
                    Board first = boards.get(0);
                    matches.add(new Match(number++, teamName(team(first.white())), teamName(team(first.black())), lines));
                }
            }
            List<ByeLine> byes = new ArrayList<>();
            for (Bye b : pairing.byes()) {
                byes.add(new ByeLine(person(b.player()), byeKind(b.kind())));
            }
            return new RoundSheet(event, pairing.round(), pairing.stage(), white, black, linked, matches, byes);
        }

        private void addWithReplays(List<Line> lines, String board, Board b) {
            lines.add(line(board, b.game(), b.white(), b.black(), Optional.empty()));
            Optional<String> next = state.game(b.game()).flatMap(GameRecord::replayedBy);
            String of = b.game();
            while (next.isPresent()) {
                Optional<GameRecord> g = state.game(next.get());
                if (g.isEmpty()) {
                    break;
                }
                lines.add(line(board, g.get().id(), g.get().white(), g.get().black(), Optional.of(of)));
                of = g.get().id();
                next = g.get().replayedBy();
            }
        }

        private Line line(String board, String game, String white, String black, Optional<String> replayOf) {
            String result = state.game(game).flatMap(GameRecord::end).map(e -> result(e.outcome()))
                    .orElse(state.game(game).flatMap(GameRecord::replayedBy).isPresent() ? "replayed" : "");
            return new Line(board, game, person(white), person(black), result, replayOf);
        }

        private Person person(String id) {
            Register r = state.players().get(id);
            String name = r == null ? id : r.name();
            String team = teamEvent ? teamName(team(id)) : "";
            BigDecimal s = teamEvent ? scores.get(team(id)) : scores.get(id);
            return new Person(id, name, team, s == null ? "" : number(s));
        }

        private String team(String player) {
            String seat = seatTeam.get(player);
            if (seat != null) {
                return seat;
            }
            Register r = state.players().get(player);
            return r == null ? "" : r.team().orElse("");
        }

        private String teamName(String team) {
            var t = state.teams().get(team);
            return t == null ? team : t.name();
        }
    }

    /** A result as printed on a pairing list. */
    static String result(Outcome o) {
        return switch (o) {
            case WHITE_WINS -> "1-0";
            case BLACK_WINS -> "0-1";
            case DRAW -> "½-½";
            case UNPLAYED -> "not played";
        };
    }

    private static String byeKind(String kind) {
        return switch (kind) {
            case "pairing" -> "pairing-allocated bye";
            case "requested" -> "requested bye";
            case "full" -> "full-point bye";
            case "half" -> "half-point bye";
            case "absent" -> "absent";
            default -> kind + " bye";
        };
    }

    /** A score as printed: "2", "2½", "½". */
    static String number(BigDecimal n) {
        BigDecimal whole = n.setScale(0, java.math.RoundingMode.DOWN);
        BigDecimal frac = n.subtract(whole).abs();
        if (frac.compareTo(new BigDecimal("0.5")) == 0) {
            return (whole.signum() == 0 ? (n.signum() < 0 ? "-" : "") : whole.toPlainString()) + "½";
        }
        return n.stripTrailingZeros().toPlainString();
    }
}
