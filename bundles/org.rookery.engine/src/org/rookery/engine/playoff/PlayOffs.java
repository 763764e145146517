// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.playoff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.event.TeamBoards;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Board;
import org.rookery.engine.fact.FactBody.PlayOffPairing;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.engine.standings.Standings;
import org.rookery.engine.team.Teams;

/**
 * The play-offs of an individual event ({@code playoff armageddon ... before tie breaks},
 * {@code playoff for top 3 rapid 2 games ...}, {@code playoff golden game ...}): which ties the
 * final standings leave for a place the format names, the games {@code pair} pairs for them, and
 * the final ranking once they are decided.
 *
 * <p>A tie: players level on points (a play-off {@code before tie breaks}) or sharing a place
 * after the tie-breaks ({@code after tie breaks}), for one of the first {@code places} places.
 * Every player of the tie plays off. Each tie goes through the format's play-offs that apply to
 * it, in the order written ({@link PlayOffProgress}): between two, an Armageddon game is won by
 * its winner, a draw by Black where Black has draw odds; a rapid mini-match by more points over
 * its games; a golden game by the first decisive game (a drawn one is followed by another).
 * Among three or more, a rapid play-off is a round robin and Armageddon or golden games a ladder
 * from the lowest placed up. A play-off that leaves players level hands them to the next one;
 * after the last the tie stands for them. The higher-placed player has White in the first game
 * of each meeting, colours alternating after that (a hand-written {@code playoff} fact may pair
 * them otherwise, e.g. after drawing lots). In a team event the sides are teams ranked in the
 * team standings, and each team's top board plays its games (the first of its match line-up
 * where boards go by line-up, otherwise its highest rated).
 */
public final class PlayOffs {

    private PlayOffs() {
    }

    /** Where a tie stands. */
    public enum State {
        /** Games of a play-off are to be paired. */
        DUE,
        /** Games of a play-off are being played. */
        IN_PLAY,
        /** The play-offs have given every player of the tie a place of his own. */
        DECIDED,
        /**
         * Every play-off that applies is played and some players are still level: the tie stands
         * for them (the others, if any, have the places the play-offs gave them).
         */
        LEVEL
    }

    /**
     * One tie and how far its play-offs have come.
     *
     * @param place the highest of the places at stake
     * @param players the players (teams in a team event) level, in the tie-breaks' order
     * @param playOff the number of the play-off being played, due or that decided it last (from 1);
     *        0 when LEVEL without any play-off deciding anything
     * @param state where it stands
     * @param order the players in the order the play-offs gave them so far, best first; a group
     *        of more than one is still level (or not yet decided)
     * @param due the games to pair now, when DUE
     * @param text the tie in words: who, what was played, how it ended
     */
    public record Tie(int place, List<String> players, int playOff, State state, List<List<String>> order,
            List<DueGame> due, String text) {
        public Tie {
            players = List.copyOf(players);
            order = order.stream().map(List::copyOf).toList();
            due = List.copyOf(due);
        }

        /** The player (team) who takes the highest place at stake, once the play-offs have decided it. */
        public Optional<String> winner() {
            return (state == State.DECIDED || state == State.LEVEL) && order.get(0).size() == 1
                    ? Optional.of(order.get(0).get(0)) : Optional.empty();
        }
    }

    /**
     * A play-off game to pair: its players (a team's top board in a team event).
     *
     * @param white the player to have White
     * @param black the player to have Black
     */
    public record DueGame(String white, String black) {
    }

    /** The format's play-offs, empty for an event without any (or a team event without team-match rules). */
    private static List<EventPlan.PlayOff> plan(EventState state) {
        return state.format().event().filter(e -> e.kind() == EventRules.Kind.INDIVIDUAL || TeamBoards.teamMatches(state))
                .map(e -> e.plan().playOffs()).orElse(List.of());
    }

    /** Whether the sides of the play-offs are teams, whose top boards play them. */
    private static boolean teams(EventState state) {
        return TeamBoards.teamMatches(state);
    }

    /** The field whose final standings the play-offs look at: the last stage's players (or teams). */
    private static EventField field(EventState state) {
        return lastStage(state).field(state);
    }

    /**
     * Who plays a side's play-off games: the player himself, or a team's top board (the first of
     * its match line-up where the format orders boards by line-up, otherwise its highest rated).
     */
    private static String player(EventState state, String side) {
        if (!teams(state)) {
            return side;
        }
        boolean byLineUp = state.format().event().flatMap(EventRules::teamMatches)
                .filter(r -> r.boardOrder() == org.rookery.engine.format.TeamMatchRules.BoardOrder.BY_LINEUP).isPresent();
        Optional<FactBody.LineUp> lineUp = byLineUp ? state.lineUps().stream().filter(l -> l.team().equals(side)
                && l.round() == 0 && l.innings() == 0).reduce((x, y) -> y) : Optional.empty();
        // a team without players has no top board: its id stands in, and the play-off fact is refused
        return lineUp.map(l -> l.players().get(0)).orElseGet(() -> EventPairing.members(state, side).stream().findFirst()
                .map(p -> p.name()).orElse(side));
    }

    /** The side a play-off player plays for. */
    private static String side(EventState state, String player) {
        return teams(state) ? Teams.teamOf(state, player) : player;
    }

    /**
     * The ties the final standings leave for the places the format's play-offs name, once every
     * round of the format's last stage is paired and played; empty before that or without play-offs.
     *
     * @param rounds the rounds of a Swiss whose format gives none (as {@code pair --rounds}); a
     *        Swiss without a number of rounds is never complete
     */
    public static List<Tie> ties(EventState state, OptionalInt rounds) {
        if (plan(state).isEmpty() || !complete(state, rounds)) {
            return List.of();
        }
        return ties(state);
    }

    /** Whether every round of the format's last stage is paired and every game of it has a result. */
    public static boolean complete(EventState state, OptionalInt rounds) {
        EventRules event = state.format().event().orElseThrow();
        List<EventStages.Begun> begun = EventStages.of(state);
        EventStages.Begun last = begun.get(begun.size() - 1);
        if (last.index() != event.stages().size() - 1 || last.players().size() < 2) {
            return false;
        }
        try {
            if (last.roundsPaired() < EventPairing.planned(state, last, last.players().size(), rounds)) {
                return false;
            }
        } catch (PairingException e) {
            return false;
        }
        // a board stopped when its team match ended, or a game after a match of sets was decided, counts as done
        return state.games().values().stream().filter(g -> g.round() > 0)
                .allMatch(g -> g.finished() || TeamBoards.stopped(state, g.id()));
    }

    private static List<Tie> ties(EventState state) {
        List<EventPlan.PlayOff> plan = plan(state);
        EventField field = field(state);
        Standings standings = field.standings(state);
        PointScale points = state.format().event().flatMap(EventRules::gamePoints).orElse(PointScale.STANDARD);
        List<Tie> ties = new ArrayList<>();
        for (PlayOffTies.Tie t : PlayOffTies.find(plan, standings)) {
            String note = teams(state) ? " (top boards " + String.join(" v ", t.players().stream()
                    .map(n -> player(state, field.player(n))).toList()) + ")" : "";
            PlayOffProgress.Outcome o = PlayOffProgress.of(plan, standings, points, t, games(state, field), field::player,
                    note);
            State st = !o.due().isEmpty() ? State.DUE : o.inPlay() ? State.IN_PLAY
                    : o.decided() ? State.DECIDED : State.LEVEL;
            List<List<String>> order = o.order().stream().map(g -> g.stream().map(field::player).toList()).toList();
            List<DueGame> due = new ArrayList<>();
            for (PlayOffProgress.Due d : o.due()) {
                due.add(new DueGame(player(state, field.player(d.white())), player(state, field.player(d.black()))));
            }
            int playOff = o.due().isEmpty() ? o.playOff() : o.due().get(0).playOff();
            ties.add(new Tie(t.place(), t.players().stream().map(field::player).toList(), st == State.LEVEL
                    && order.size() == 1 ? 0 : playOff, st, order, due, o.text()));
        }
        return ties;
    }

    private static EventStages.Begun lastStage(EventState state) {
        List<EventStages.Begun> begun = EventStages.of(state);
        return begun.get(begun.size() - 1);
    }

    /** The play-off games recorded so far, between the sides numbered as in {@code field}. */
    private static PlayOffProgress.Games games(EventState state, EventField field) {
        return (k, a, b) -> {
            String pa = player(state, field.player(a));
            String pb = player(state, field.player(b));
            List<PlayOffProgress.Game> list = new ArrayList<>();
            for (PlayOffPairing p : state.playOffs()) {
                if (p.playoff() != k) {
                    continue;
                }
                for (Board board : p.boards()) {
                    boolean between = (board.white().equals(pa) && board.black().equals(pb))
                            || (board.white().equals(pb) && board.black().equals(pa));
                    if (between) {
                        GameRecord g = state.games().get(board.game());
                        boolean aWhite = board.white().equals(pa);
                        PlayOffProgress.Result r = g.end().map(e -> switch (e.outcome()) {
                            case WHITE_WINS -> PlayOffProgress.Result.WHITE_WINS;
                            case BLACK_WINS -> PlayOffProgress.Result.BLACK_WINS;
                            default -> PlayOffProgress.Result.DRAW;
                        }).orElse(PlayOffProgress.Result.IN_PLAY);
                        list.add(new PlayOffProgress.Game(aWhite ? a : b, aWhite ? b : a, r));
                    }
                }
            }
            return list;
        };
    }

    /**
     * The games {@code pair} pairs next: those due of the first tie whose play-off is due (all the
     * games of a mini-match or round robin, one game of a ladder), once the event is complete;
     * empty when no play-off game is due.
     */
    public static Optional<PlayOffPairing> next(EventState state, OptionalInt rounds) {
        for (Tie t : ties(state, rounds)) {
            if (t.state() != State.DUE) {
                continue;
            }
            int numbered = (int) state.playOffs().stream().filter(p -> p.playoff() == t.playOff())
                    .mapToLong(p -> p.boards().size()).sum();
            List<Board> boards = new ArrayList<>();
            for (DueGame d : t.due()) {
                boards.add(new Board("PO" + t.playOff() + "." + (numbered + boards.size() + 1), d.white(), d.black()));
            }
            return Optional.of(new PlayOffPairing(t.playOff(), boards));
        }
        return Optional.empty();
    }

    /**
     * The final ranking: {@code standings} (the last stage's) with the players of each finished
     * tie in the order its play-offs gave them.
     */
    public static Standings ranking(EventState state, Standings standings, OptionalInt rounds) {
        List<Tie> ties = ties(state, rounds);
        EventField field = field(state);
        Map<PlayOffTies.Tie, List<List<Integer>>> finished = new LinkedHashMap<>();
        for (Tie t : ties) {
            if (t.state() == State.DECIDED || t.state() == State.LEVEL) {
                finished.put(new PlayOffTies.Tie(t.place(), t.players().stream().map(field::number).toList()),
                        t.order().stream().map(g -> g.stream().map(field::number).toList()).toList());
            }
        }
        return PlayOffTies.ranking(standings, finished);
    }

    /**
     * The standings of {@code field} with the decided play-offs applied, when it is the field the
     * play-offs look at (the last stage's players, or the teams), for exports of the final
     * ranking; its own standings otherwise.
     */
    public static Standings finalStandings(EventState state, EventField field) {
        Standings standings = field.standings(state);
        if (plan(state).isEmpty() || !field.players().equals(field(state).players())) {
            return standings;
        }
        return ranking(state, standings, OptionalInt.empty());
    }

    /**
     * The play-offs in words for {@code rookery score}: one line a tie, then the final ranking
     * when a play-off has decided one; empty when no play-off is called for (yet).
     */
    public static String report(EventState state, OptionalInt rounds) {
        List<Tie> ties = ties(state, rounds);
        if (ties.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (Tie t : ties) {
            out.append(Character.toUpperCase(t.text().charAt(0))).append(t.text().substring(1)).append('\n');
        }
        if (ties.stream().anyMatch(t -> t.state() == State.DECIDED || (t.state() == State.LEVEL && t.order().size() > 1))) {
            out.append("Final ranking after the play-offs\n");
            out.append(ranking(state, field(state).standings(state), rounds).text());
        } else if (ties.stream().anyMatch(t -> t.state() == State.DUE)) {
            out.append("rookery pair pairs the play-off games\n");
        }
        return out.toString();
    }

    /** Refuses play-off games the format and the standings do not call for. */
    public static void check(EventState state, PlayOffPairing p) {
        List<EventPlan.PlayOff> plan = plan(state);
        if (p.playoff() > plan.size()) {
            throw new Refusal(RuleNames.PLAY_OFF_OF_THE_FORMAT, "format " + state.format().name() + " has "
                    + (plan.isEmpty() ? "no play-off" : plan.size() + (plan.size() == 1 ? " play-off" : " play-offs"))
                    + ", so there is no play-off " + p.playoff());
        }
        for (GameRecord g : state.games().values()) {
            if (g.round() > 0 && !g.finished() && !TeamBoards.stopped(state, g.id())) {
                throw new Refusal(RuleNames.A_PLAY_OFF_FOLLOWS_THE_LAST_ROUND, "game " + g.id() + " of round " + g.round()
                        + " has no result yet");
            }
        }
        List<Tie> ties = ties(state);
        for (Board b : p.boards()) {
            if (state.games().containsKey(b.game())) {
                throw new Refusal(RuleNames.GAME_IDS_ARE_UNIQUE, "game " + b.game() + " already exists");
            }
            for (String player : List.of(b.white(), b.black())) {
                if (!state.players().containsKey(player)) {
                    throw new Refusal(RuleNames.PLAY_OFF_OF_REGISTERED_PLAYERS, "game " + b.game() + " names " + player
                            + ", who is not a registered player");
                }
            }
            boolean due = ties.stream().anyMatch(t -> t.playOff() == p.playoff() && t.state() == State.DUE
                    && t.due().stream().anyMatch(d -> Set.of(d.white(), d.black()).equals(Set.of(b.white(), b.black()))));
            if (!due) {
                throw new Refusal(RuleNames.PLAY_OFF_BETWEEN_THE_PLAYERS_LEVEL, "play-off " + p.playoff() + " is not due between "
                        + b.white() + " and " + b.black() + (ties.isEmpty() ? "; no tie calls for a play-off"
                                : "; due: " + String.join(", ", ties.stream().filter(t -> t.state() == State.DUE)
                                        .flatMap(t -> t.due().stream().map(d -> "play-off " + t.playOff() + " " + d.white() + " v " + d.black()))
                                        .distinct().toList())));
            }
        }
    }
}
