// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.rookery.engine.event.FactBody.Outcome;
import org.rookery.engine.event.FactBody.Side;
import org.rookery.engine.format.Colour;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScore;
import org.rookery.engine.game.GameScorer;

/**
 * The scorecard of an innings match, computed from the folded facts: each innings with the team
 * that batted, every game's score under the format's scoring rules and the innings total, and the
 * match totals. The batting team of an innings is the team of the players on the scoring colour.
 *
 * @param innings the innings in order of their numbers
 * @param totals each team's total, in registration order
 */
public record InningsCard(List<Innings> innings, Map<String, BigDecimal> totals) {

    /**
     * One innings.
     *
     * @param number the innings number as the facts give it (1, 2, 3, 4; golden innings after)
     * @param battingTeam the team on the scoring side
     * @param games its games in the order they started
     * @param total the sum of the game scores
     */
    public record Innings(int number, String battingTeam, List<Game> games, BigDecimal total) {
        public Innings {
            games = List.copyOf(games);
        }
    }

    /**
     * One game's line.
     *
     * @param id the game
     * @param scorer the scoring-side player
     * @param stopper the stopping-side player
     * @param score the game's score, empty while it is being played
     */
    public record Game(String id, String scorer, String stopper, Optional<GameScore> score) {
    }

    public InningsCard {
        innings = List.copyOf(innings);
        totals = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(totals));
    }

    /**
     * The scorecard after the facts folded into {@code state}.
     *
     * @throws IllegalStateException when the format has no innings or no game scorer was given
     */
    public static InningsCard of(EventState state) {
        InningsRules rules = state.format().innings()
                .orElseThrow(() -> new IllegalStateException("format " + state.format().name() + " has no innings"));
        GameScorer scorer = state.scorer()
                .orElseThrow(() -> new IllegalStateException("no game scorer for format " + state.format().name()));
        Side scoring = scoringSide(rules);
        Map<Integer, List<GameRecord>> byInnings = new TreeMap<>();
        for (GameRecord g : state.games().values()) {
            if (g.innings() > 0) {
                byInnings.computeIfAbsent(g.innings(), k -> new ArrayList<>()).add(g);
            }
        }
        Map<String, BigDecimal> totals = new LinkedHashMap<>();
        state.teams().keySet().forEach(t -> totals.put(t, BigDecimal.ZERO));
        List<Innings> list = new ArrayList<>();
        for (Map.Entry<Integer, List<GameRecord>> e : byInnings.entrySet()) {
            String team = teamOf(state, e.getValue().get(0).player(scoring));
            List<Game> games = new ArrayList<>();
            BigDecimal total = BigDecimal.ZERO;
            for (GameRecord g : e.getValue()) {
                Optional<GameScore> score = g.end().map(end -> scorer.score(report(g, scoring)));
                games.add(new Game(g.id(), g.player(scoring), g.player(scoring.opposite()), score));
                total = total.add(score.map(GameScore::total).orElse(BigDecimal.ZERO));
            }
            list.add(new Innings(e.getKey(), team, games, total));
            totals.merge(team, total, BigDecimal::add);
        }
        return new InningsCard(list, totals);
    }

    /** The side the scoring (batting) team plays. */
    static Side scoringSide(InningsRules rules) {
        return rules.scoringColour() == Colour.WHITE ? Side.WHITE : Side.BLACK;
    }

    static String teamOf(EventState state, String player) {
        return Optional.ofNullable(state.players().get(player)).flatMap(FactBody.Register::team).orElse("?");
    }

    /** The game as the scorer sees it, from the scoring side. */
    static GameReport report(GameRecord g, Side scoring) {
        GameRecord.End end = g.end().orElseThrow();
        GameOutcome result = switch (end.outcome()) {
            case DRAW -> GameOutcome.DRAW;
            case UNPLAYED -> GameOutcome.UNPLAYED;
            default -> end.outcome() == Outcome.winFor(scoring) ? GameOutcome.WIN : GameOutcome.LOSS;
        };
        List<String> captured = scoring == Side.WHITE ? end.capturedByWhite() : end.capturedByBlack();
        long whiteMs = end.whiteMs().orElse(0);
        long blackMs = end.blackMs().orElse(0);
        int whiteIllegal = g.whiteIllegalMoves();
        int blackIllegal = g.blackIllegalMoves();
        return scoring == Side.WHITE
                ? new GameReport(result, end.ending(), captured, whiteMs, blackMs, whiteIllegal, blackIllegal)
                : new GameReport(result, end.ending(), captured, blackMs, whiteMs, blackIllegal, whiteIllegal);
    }

    /** The leading team, empty while the totals are level. */
    public Optional<String> leader() {
        BigDecimal best = null;
        String leader = null;
        boolean level = false;
        for (Map.Entry<String, BigDecimal> e : totals.entrySet()) {
            int c = best == null ? 1 : e.getValue().compareTo(best);
            if (c > 0) {
                best = e.getValue();
                leader = e.getKey();
                level = false;
            } else if (c == 0) {
                level = true;
            }
        }
        return level ? Optional.empty() : Optional.ofNullable(leader);
    }
}
