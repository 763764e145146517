// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.pairing.MatchScore;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.rules.Color;

/**
 * Matches of sets in the Swiss and round-robin stages of an individual event ({@code match best
 * of 3 sets of 2 games} with a stage that is not a knockout): each pairing of a round is a match.
 * {@code pair} lays out every game the match can take ({@code ROUND.BOARD.GAME}, colours
 * alternating, the player the engine gave White having White in game 1); the games count in
 * board order as {@link MatchScore} says, and once the match is decided its remaining games are
 * not played (a result for one is refused, and the round is complete without them). Unlike a
 * knockout, a match level in sets after all its sets is drawn. The match result, for the player
 * with White in game 1, counts in the standings and for the pairing as one game would (the
 * event's game points for a won, drawn or lost match), and the points scored in its games are
 * the {@code game-points} tie-break.
 *
 * <p>Where the format has a scoring section, the match is scored by points: each game is scored
 * for each player by {@link GameScorer} (the capture table, early wins, penalty timeouts and
 * illegal-move points, as in an innings match, the player the scoring side and his opponent the
 * stopping side), a set goes to the player with more points over its games, and those points are
 * the {@code game-points} tie-break.
 */
public final class SetMatches {

    /**
     * One match.
     *
     * @param round the event round
     * @param first the player with White in game 1
     * @param second the other player
     * @param games its games in order, as laid out by the pairing
     * @param score the sets so far
     * @param over whether the match is decided (won, or drawn after all its sets)
     * @param scorer the format's game scorer, where the format scores the match's games by points
     */
    public record Match(int round, String first, String second, List<GameRecord> games, MatchScore score, boolean over,
            Optional<GameScorer> scorer) {

        /** The first player's result once the match is over. */
        public Optional<RoundResult> firstResult() {
            if (!over) {
                return Optional.empty();
            }
            return Optional.of(score.winner().map(w -> w == MatchScore.Side.FIRST ? RoundResult.WIN : RoundResult.LOSS)
                    .orElse(RoundResult.DRAW));
        }

        /**
         * The points {@code player} scored in the games counted: each game's score for him where
         * the format scores games by points, else the event's game points for its result.
         */
        public BigDecimal points(String player, PointScale scale) {
            BigDecimal sum = BigDecimal.ZERO;
            for (GameRecord g : counted()) {
                if (scorer.isPresent()) {
                    sum = sum.add(SetMatches.score(scorer.get(), g, player));
                    continue;
                }
                Outcome o = g.end().get().outcome();
                sum = sum.add(o == Outcome.DRAW ? scale.draw()
                        : o.winner().map(g::player).filter(player::equals).isPresent() ? scale.win() : scale.loss());
            }
            return sum;
        }

        /** The games the score counts. */
        List<GameRecord> counted() {
            return games.stream().filter(g -> g.end().filter(e -> e.outcome() != Outcome.UNPLAYED).isPresent())
                    .limit(score.games()).toList();
        }

        /** The match in words, e.g. {@code Ann v Bob: sets 2-1}. */
        public String text() {
            return first + " v " + second + ": " + score.text() + (over ? firstResult().map(r -> switch (r) {
                case WIN -> ", " + first + " wins";
                case LOSS -> ", " + second + " wins";
                default -> ", drawn";
            }).orElse("") : "");
        }
    }

    private SetMatches() {
    }

    /**
     * The match format of the rounds of {@code stage} with a field of {@code entrants}, where
     * they are played as matches of sets: an individual event with {@code match best of ...}
     * whose stage is not a knockout (a knockout of matches plays a game a round instead).
     */
    public static Optional<EventPlan.MatchFormat> format(EventRules event, Stage stage, int entrants) {
        return event.plan().matchFormat().filter(m -> event.kind() == EventRules.Kind.INDIVIDUAL
                && stage.systemFor(entrants) != PairingSystem.KNOCKOUT);
    }

    /** The match format of a paired round, where it is played as matches of sets. */
    public static Optional<EventPlan.MatchFormat> format(EventState state, Pairing p) {
        Optional<EventRules> event = state.format().event();
        if (event.isEmpty() || event.get().plan().matchFormat().isEmpty()
                || event.get().kind() != EventRules.Kind.INDIVIDUAL) {
            return Optional.empty();
        }
        Stage stage = RoundStages.where(state, event.get(), p.stage(), p.round()).stage();
        // the field the stage was paired for: the round's players (a switch by field size only)
        Set<String> players = new TreeSet<>();
        p.boards().forEach(b -> {
            players.add(b.white());
            players.add(b.black());
        });
        p.byes().forEach(b -> players.add(b.player()));
        return format(event.get(), stage, players.size());
    }

    /** The matches of a paired round played as matches of sets; empty for any other round. */
    public static List<Match> of(EventState state, Pairing p) {
        Optional<EventPlan.MatchFormat> format = format(state, p);
        if (format.isEmpty()) {
            return List.of();
        }
        Map<String, List<GameRecord>> byPair = new LinkedHashMap<>();
        Map<String, List<String>> firstGame = new LinkedHashMap<>();
        for (FactBody.Board b : p.boards()) {
            GameRecord g = state.games().get(b.game());
            // a game replayed after a sennichite counts through its replay
            while (g.replayedBy().isPresent() && state.games().containsKey(g.replayedBy().get())) {
                g = state.games().get(g.replayedBy().get());
            }
            String key = b.white().compareTo(b.black()) < 0 ? b.white() + "\u0000" + b.black()
                    : b.black() + "\u0000" + b.white();
            byPair.computeIfAbsent(key, k -> new ArrayList<>()).add(g);
            // the players as paired in game 1 (a replay may swap colours)
            firstGame.putIfAbsent(key, List.of(b.white(), b.black()));
        }
        List<Match> matches = new ArrayList<>();
        for (Map.Entry<String, List<GameRecord>> e : byPair.entrySet()) {
            matches.add(match(format.get(), p.round(), e.getValue(), firstGame.get(e.getKey()), scorer(state)));
        }
        return matches;
    }

    /**
     * The scorer of the matches' games, where the format scores them by points: a scoring section
     * in an individual event of matches of sets (the innings match has its own machine).
     */
    public static Optional<GameScorer> scorer(EventState state) {
        return state.format().innings().isPresent() ? Optional.empty() : state.scorer();
    }

    /**
     * {@code player}'s score for finished game {@code g} under the format's scoring section: the
     * game seen from his side, he the scoring side and his opponent the stopping side, scored by
     * the same scorer as a game of an innings match.
     *
     * @throws IllegalArgumentException for a result the scorer cannot score (a captured letter
     *         the variant does not have)
     */
    public static BigDecimal score(GameScorer scorer, GameRecord g, String player) {
        Color side = g.sideOf(player).orElseThrow(() -> new IllegalArgumentException(player + " does not play game " + g.id()));
        return scorer.score(InningsBridge.report(g, side)).total();
    }

    private static Match match(EventPlan.MatchFormat format, int round, List<GameRecord> games, List<String> firstGame,
            Optional<GameScorer> scorer) {
        String first = firstGame.get(0);
        String second = firstGame.get(1);
        List<MatchScore.GamePoints> points = new ArrayList<>();
        List<RoundResult> results = new ArrayList<>();
        for (GameRecord g : games) {
            if (g.end().isEmpty()) {
                // the games count in order: one still being played holds back those after it
                break;
            }
            Outcome o = g.end().get().outcome();
            if (o == Outcome.UNPLAYED) {
                continue;
            }
            results.add(o == Outcome.DRAW ? RoundResult.DRAW
                    : o.winner().map(g::player).filter(first::equals).isPresent() ? RoundResult.WIN : RoundResult.LOSS);
            if (scorer.isPresent()) {
                points.add(new MatchScore.GamePoints(score(scorer.get(), g, first), score(scorer.get(), g, second)));
            }
        }
        // a format that scores games by points decides each set by the players' points
        MatchScore score = scorer.isPresent() ? MatchScore.ofPoints(format, points) : MatchScore.of(format, results);
        int sets = format.bestOf() * format.gamesPerSet();
        boolean over = score.decided() || score.games() >= sets;
        return new Match(round, first, second, games, score, over, scorer);
    }

    /** Every match of every round played as matches of sets. */
    static List<Match> all(EventState state) {
        List<Match> all = new ArrayList<>();
        for (Pairing p : state.pairings().values()) {
            all.addAll(of(state, p));
        }
        return all;
    }

    /** The match a game belongs to, where its round is played as matches of sets. */
    public static Optional<Match> ofGame(EventState state, String game) {
        GameRecord g = state.games().get(game);
        if (g == null || g.round() < 1 || !state.pairings().containsKey(g.round())) {
            return Optional.empty();
        }
        return of(state, state.pairings().get(g.round())).stream()
                .filter(m -> m.games().stream().anyMatch(x -> x.id().equals(game))).findFirst();
    }

    /** Whether {@code g} is a game left unplayed because its match was decided before it. */
    public static boolean stopped(EventState state, GameRecord g) {
        if (g.finished() || state.format().event().flatMap(e -> e.plan().matchFormat()).isEmpty()) {
            return false;
        }
        return ofGame(state, g.id()).filter(Match::over).isPresent();
    }
}
