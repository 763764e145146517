// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.event.FactBody.Board;
import org.rookery.engine.event.FactBody.Outcome;
import org.rookery.engine.event.FactBody.PlayOffPairing;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.stage.PlayOffTies;
import org.rookery.engine.standings.Standings;

/**
 * The play-offs of an individual event ({@code playoff armageddon ... before tie breaks},
 * {@code playoff for top 3 rapid 2 games ...}, {@code playoff golden game ...}): which ties the
 * final standings leave for a place the format names, the games {@code pair} pairs for them, and
 * the final ranking once they are decided.
 *
 * <p>A tie: players level on points (a play-off {@code before tie breaks}) or sharing a place
 * after the tie-breaks ({@code after tie breaks}), for one of the first {@code places} places.
 * When more than two are level, the two best on the tie-breaks play off for the higher place
 * (the others keep the tie-break order below them). Each tie goes through the format's
 * play-offs that apply to it, in the order written: an Armageddon game is won by its winner, a
 * draw by Black where Black has draw odds; a rapid mini-match by more points over its games; a
 * golden game by the first decisive game (a drawn one is followed by another). A play-off that
 * leaves the two level hands them to the next one; after the last the tie stands. The
 * higher-placed player has White in the first game, colours alternating after that (a hand-written
 * {@code playoff} fact may pair them otherwise, e.g. after drawing lots). In a team event the
 * sides are teams ranked in the team standings, and each team's top board plays its games (the
 * first of its match line-up where boards go by line-up, otherwise its highest rated).
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
        /** A play-off was won. */
        DECIDED,
        /** Every play-off left the two level: the tie stands. */
        LEVEL
    }

    /**
     * One tie and how far its play-offs have come.
     *
     * @param place the higher of the two places at stake
     * @param first the player placed higher by the tie-breaks
     * @param second the other player
     * @param playOff the number of the play-off being played or that decided it (from 1); 0 when LEVEL
     * @param state where it stands
     * @param winner the winner of the play-off, when DECIDED
     * @param text the tie in words: who, what was played, how it ended
     */
    public record Tie(int place, String first, String second, int playOff, State state, Optional<String> winner,
            String text) {
    }

    /** The format's play-offs, empty for an event without any (or a team event without team-match rules). */
    private static List<EventPlan.PlayOff> plan(EventState state) {
        return state.format().event().filter(e -> e.kind() == EventRules.Kind.INDIVIDUAL || TeamMatches.applies(state))
                .map(e -> e.plan().playOffs()).orElse(List.of());
    }

    /** Whether the sides of the play-offs are teams, whose top boards play them. */
    private static boolean teams(EventState state) {
        return TeamMatches.applies(state);
    }

    /** The field whose final standings the play-offs look at: the last stage's players, or the teams. */
    private static EventField field(EventState state) {
        return teams(state) ? EventField.of(state) : lastStage(state).field(state);
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
    static boolean complete(EventState state, OptionalInt rounds) {
        EventRules event = state.format().event().orElseThrow();
        if (teams(state)) {
            // a team event plays its first stage; a board stopped when its match ended counts as done
            int paired = state.pairings().isEmpty() ? 0 : state.pairings().lastKey();
            EventStages.Begun first = new EventStages.Begun(0, event.stages().get(0), 1, paired, List.of());
            try {
                if (paired < EventPairing.planned(state, first, state.teams().size(), rounds)) {
                    return false;
                }
            } catch (PairingException e) {
                return false;
            }
            return state.games().values().stream().filter(g -> g.round() > 0)
                    .allMatch(g -> g.finished() || TeamMatches.stopped(state, g));
        }
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
        return state.games().values().stream().filter(g -> g.round() > 0).allMatch(GameRecord::finished);
    }

    private static List<Tie> ties(EventState state) {
        List<EventPlan.PlayOff> plan = plan(state);
        EventField field = field(state);
        List<Tie> ties = new ArrayList<>();
        for (PlayOffTies.Tie t : PlayOffTies.find(plan, field.standings(state))) {
            ties.add(evaluate(state, plan, t.playOffs(), t.place(), field.player(t.first()), field.player(t.second())));
        }
        return ties;
    }

    private static EventStages.Begun lastStage(EventState state) {
        List<EventStages.Begun> begun = EventStages.of(state);
        return begun.get(begun.size() - 1);
    }

    /** Goes through the play-offs that apply to the tie, in the order written. */
    private static Tie evaluate(EventState state, List<EventPlan.PlayOff> plan, List<Integer> chain, int place, String a,
            String b) {
        PointScale points = state.format().event().flatMap(EventRules::gamePoints).orElse(PointScale.STANDARD);
        String pa = player(state, a);
        String pb = player(state, b);
        StringBuilder text = new StringBuilder("play-off for place " + place + ": " + a + " v " + b
                + (teams(state) ? " (top boards " + pa + " v " + pb + ")" : ""));
        for (int k : chain) {
            EventPlan.PlayOff po = plan.get(k - 1);
            List<GameRecord> games = games(state, k, pa, pb);
            text.append("; ").append(name(po.kind()));
            if (games.stream().anyMatch(g -> !g.finished())) {
                return new Tie(place, a, b, k, State.IN_PLAY, Optional.empty(), text.append(": in play").toString());
            }
            Optional<String> winner;
            switch (po.kind()) {
                case EventPlan.Armageddon arm -> {
                    if (games.isEmpty()) {
                        return new Tie(place, a, b, k, State.DUE, Optional.empty(), text.append(": due").toString());
                    }
                    GameRecord g = games.get(games.size() - 1);
                    Outcome o = g.end().get().outcome();
                    winner = (o == Outcome.DRAW && arm.drawOddsToBlack() ? Optional.of(g.black()) : winner(g))
                            .map(x -> side(state, x));
                    text.append(o == Outcome.DRAW ? (arm.drawOddsToBlack() ? ": drawn, Black's draw odds" : ": drawn")
                            : ": won");
                }
                case EventPlan.RapidMatch rapid -> {
                    if (games.size() < rapid.games()) {
                        return new Tie(place, a, b, k, State.DUE, Optional.empty(), text.append(": due").toString());
                    }
                    BigDecimal sa = BigDecimal.ZERO;
                    BigDecimal sb = BigDecimal.ZERO;
                    for (GameRecord g : games) {
                        sa = sa.add(points(g, pa, points));
                        sb = sb.add(points(g, pb, points));
                    }
                    int c = sa.compareTo(sb);
                    winner = c > 0 ? Optional.of(a) : c < 0 ? Optional.of(b) : Optional.empty();
                    text.append(": ").append(sa.stripTrailingZeros().toPlainString()).append("-")
                            .append(sb.stripTrailingZeros().toPlainString());
                }
                case EventPlan.GoldenGame golden -> {
                    winner = games.stream().map(PlayOffs::winner).flatMap(Optional::stream).findFirst()
                            .map(x -> side(state, x));
                    if (winner.isEmpty()) {
                        return new Tie(place, a, b, k, State.DUE, Optional.empty(), text.append(games.isEmpty() ? ": due"
                                : ": " + games.size() + " drawn, another game due").toString());
                    }
                    text.append(": decided in game ").append(games.stream().filter(g -> winner(g).isPresent()).findFirst()
                            .map(g -> games.indexOf(g) + 1).orElseThrow());
                }
            }
            if (winner.isPresent()) {
                return new Tie(place, a, b, k, State.DECIDED, winner, text.append("; ").append(winner.get())
                        .append(" takes place ").append(place).toString());
            }
        }
        return new Tie(place, a, b, 0, State.LEVEL, Optional.empty(), text.append("; still level: the tie stands").toString());
    }

    private static Optional<String> winner(GameRecord g) {
        return g.end().flatMap(e -> e.outcome().winner()).map(g::player);
    }

    private static BigDecimal points(GameRecord g, String player, PointScale scale) {
        Outcome o = g.end().get().outcome();
        if (o == Outcome.DRAW) {
            return scale.draw();
        }
        return winner(g).filter(player::equals).isPresent() ? scale.win() : scale.loss();
    }

    /** The games of play-off {@code k} between the two, in the order paired. */
    private static List<GameRecord> games(EventState state, int k, String a, String b) {
        List<GameRecord> list = new ArrayList<>();
        for (PlayOffPairing p : state.playOffs()) {
            if (p.playoff() != k) {
                continue;
            }
            for (Board board : p.boards()) {
                boolean between = (board.white().equals(a) && board.black().equals(b))
                        || (board.white().equals(b) && board.black().equals(a));
                if (between) {
                    list.add(state.games().get(board.game()));
                }
            }
        }
        return list;
    }

    /**
     * The games {@code pair} pairs next: those of the first tie whose play-off is due, once the
     * event is complete; empty when no play-off game is due.
     */
    public static Optional<PlayOffPairing> next(EventState state, OptionalInt rounds) {
        for (Tie t : ties(state, rounds)) {
            if (t.state() != State.DUE) {
                continue;
            }
            EventPlan.PlayOff po = plan(state).get(t.playOff() - 1);
            String first = player(state, t.first());
            String second = player(state, t.second());
            List<GameRecord> played = games(state, t.playOff(), first, second);
            int count = switch (po.kind()) {
                case EventPlan.RapidMatch r -> r.games() - played.size();
                default -> 1;
            };
            int numbered = (int) state.playOffs().stream().filter(p -> p.playoff() == t.playOff())
                    .mapToLong(p -> p.boards().size()).sum();
            List<Board> boards = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                // the higher-placed player has White first, then colours alternate
                boolean firstWhite = (played.size() + i) % 2 == 0;
                String id = "PO" + t.playOff() + "." + (numbered + i + 1);
                boards.add(firstWhite ? new Board(id, first, second) : new Board(id, second, first));
            }
            return Optional.of(new PlayOffPairing(t.playOff(), boards));
        }
        return Optional.empty();
    }

    /**
     * The final ranking: {@code standings} (the last stage's) with each decided play-off's winner
     * on the place at stake and the loser on the next, the others of a larger group after them.
     */
    public static Standings ranking(EventState state, Standings standings, OptionalInt rounds) {
        List<Tie> ties = ties(state, rounds);
        EventField field = field(state);
        Map<PlayOffTies.Tie, Integer> decided = new LinkedHashMap<>();
        for (Tie t : ties) {
            if (t.state() == State.DECIDED) {
                decided.put(new PlayOffTies.Tie(t.place(), field.number(t.first()), field.number(t.second()), List.of()),
                        field.number(t.winner().get()));
            }
        }
        return PlayOffTies.ranking(standings, decided);
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
        if (ties.stream().anyMatch(t -> t.state() == State.DECIDED)) {
            out.append("Final ranking after the play-offs\n");
            out.append(ranking(state, field(state).standings(state), rounds).text());
        } else if (ties.stream().anyMatch(t -> t.state() == State.DUE)) {
            out.append("rookery pair pairs the play-off games\n");
        }
        return out.toString();
    }

    /** Refuses play-off games the format and the standings do not call for. */
    static void check(EventState state, PlayOffPairing p) {
        List<EventPlan.PlayOff> plan = plan(state);
        if (p.playoff() > plan.size()) {
            throw new Refusal("play-off of the format", "format " + state.format().name() + " has "
                    + (plan.isEmpty() ? "no play-off" : plan.size() + (plan.size() == 1 ? " play-off" : " play-offs"))
                    + ", so there is no play-off " + p.playoff());
        }
        for (GameRecord g : state.games().values()) {
            if (g.round() > 0 && !g.finished() && !TeamMatches.stopped(state, g)) {
                throw new Refusal("a play-off follows the last round", "game " + g.id() + " of round " + g.round()
                        + " has no result yet");
            }
        }
        List<Tie> ties = ties(state);
        for (Board b : p.boards()) {
            if (state.games().containsKey(b.game())) {
                throw new Refusal("game ids are unique", "game " + b.game() + " already exists");
            }
            for (String player : List.of(b.white(), b.black())) {
                if (!state.players().containsKey(player)) {
                    throw new Refusal("play-off of registered players", "game " + b.game() + " names " + player
                            + ", who is not a registered player");
                }
            }
            boolean due = ties.stream().anyMatch(t -> t.playOff() == p.playoff() && t.state() == State.DUE
                    && List.of(player(state, t.first()), player(state, t.second())).containsAll(List.of(b.white(), b.black())));
            if (!due) {
                throw new Refusal("play-off between the players level", "play-off " + p.playoff() + " is not due between "
                        + b.white() + " and " + b.black() + (ties.isEmpty() ? "; no tie calls for a play-off"
                                : "; due: " + String.join(", ", ties.stream().filter(t -> t.state() == State.DUE)
                                        .map(t -> "play-off " + t.playOff() + " " + t.first() + " v " + t.second()).toList())));
            }
        }
    }

    /** The kind of play-off in a few words. */
    private static String name(EventPlan.Kind kind) {
        return switch (kind) {
            case EventPlan.Armageddon a -> "Armageddon (White " + minutes(a.white()) + ", Black " + minutes(a.black())
                    + (a.drawOddsToBlack() ? ", draw odds to Black)" : ")");
            case EventPlan.RapidMatch r -> r.games() + (r.games() == 1 ? " rapid game" : " rapid games");
            case EventPlan.GoldenGame g -> "golden game";
        };
    }

    private static String minutes(java.time.Duration d) {
        return d.toSeconds() % 60 == 0 ? d.toMinutes() + " min" : d.toSeconds() + " s";
    }
}
