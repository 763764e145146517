// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScore;
import org.rookery.engine.innings.BatterLine;
import org.rookery.engine.innings.GameLine;
import org.rookery.engine.innings.InningsCard;

/**
 * One innings while the match model folds actions: the batting order, who is in, each game and
 * the total. Mutable, but only ever changed on a copy (see {@link MatchModel#copy()}).
 */
final class InningsModel {

    /** A scoring player's state in this innings. */
    static final class Batter {
        final String name;
        int games;
        int losses;
        int spell;
        BigDecimal score = BigDecimal.ZERO;
        BatterLine.Status status = BatterLine.Status.YET_TO_BAT;

        Batter(String name) {
            this.name = name;
        }

        Batter copy() {
            Batter b = new Batter(name);
            b.games = games;
            b.losses = losses;
            b.spell = spell;
            b.score = score;
            b.status = status;
            return b;
        }
    }

    /** A game's line while it is being built. */
    record Line(int game, String scoring, String stopping, String override, GameReport report, GameScore score,
            boolean out, BigDecimal inningsRunning, BigDecimal teamRunning) {
    }

    final int number;
    final String batting;
    final String stopping;
    final int goldenRound;
    final int limit;
    boolean followOn;
    List<String> order;
    final Map<String, Batter> batters = new LinkedHashMap<>();
    String in;
    String lastBatter;
    final List<Line> lines = new ArrayList<>();
    BigDecimal total = BigDecimal.ZERO;
    BigDecimal target;
    boolean complete;
    String endReason = "";
    boolean warned;
    /** Moves played in this innings' games (games without a move count add none). */
    int moves;
    /**
     * The chase's move limit for this innings: the moves the other side used in all its innings less
     * those this side used in its earlier ones, when the format chases {@code within same moves} and
     * this is the chasing innings; else -1.
     */
    int moveLimit = -1;

    InningsModel(int number, String batting, String stopping, int goldenRound, int limit) {
        this.number = number;
        this.batting = batting;
        this.stopping = stopping;
        this.goldenRound = goldenRound;
        this.limit = limit;
    }

    InningsModel copy() {
        InningsModel m = new InningsModel(number, batting, stopping, goldenRound, limit);
        m.followOn = followOn;
        m.order = order;
        batters.forEach((k, v) -> m.batters.put(k, v.copy()));
        m.in = in;
        m.lastBatter = lastBatter;
        m.lines.addAll(lines);
        m.total = total;
        m.target = target;
        m.complete = complete;
        m.endReason = endReason;
        m.warned = warned;
        m.moves = moves;
        m.moveLimit = moveLimit;
        return m;
    }

    void setOrder(List<String> players) {
        order = List.copyOf(players);
        for (String p : players) {
            batters.put(p, new Batter(p));
        }
    }

    /** Games with a result (unplayed lines excluded). */
    int gamesPlayed() {
        return (int) lines.stream().filter(l -> l.score() != null && !l.scoring().isEmpty()).count();
    }

    /** The game in play: its stopping player is chosen and it has no result yet. */
    Optional<Line> inPlay() {
        if (lines.isEmpty()) {
            return Optional.empty();
        }
        Line last = lines.get(lines.size() - 1);
        return last.score() == null ? Optional.of(last) : Optional.empty();
    }

    /** Games each stopping player has played (or is playing) in this innings. */
    Map<String, Integer> stoppingGames() {
        Map<String, Integer> n = new LinkedHashMap<>();
        for (Line l : lines) {
            if (!l.stopping().isEmpty()) {
                n.merge(l.stopping(), 1, Integer::sum);
            }
        }
        return n;
    }

    /** The stopping player of the latest game, or null. */
    String lastStopping() {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (!lines.get(i).stopping().isEmpty()) {
                return lines.get(i).stopping();
            }
        }
        return null;
    }

    /**
     * The scoring players who may play the next game: the one who is in; else the next in order
     * who has not batted; else, under the good-game exception and only for the last game, those who
     * retired not out. With winner-stays off, players take turns in order until they are out.
     */
    List<String> candidates(InningsRules rules) {
        if (in != null) {
            return List.of(in);
        }
        if (!rules.winnerStays()) {
            int start = lastBatter == null ? 0 : order.indexOf(lastBatter) + 1;
            for (int i = 0; i < order.size(); i++) {
                Batter b = batters.get(order.get((start + i) % order.size()));
                if (b.status != BatterLine.Status.OUT) {
                    return List.of(b.name);
                }
            }
            return List.of();
        }
        for (String p : order) {
            if (batters.get(p).status == BatterLine.Status.YET_TO_BAT) {
                return List.of(p);
            }
        }
        if (rules.goodGameException() && gamesPlayed() == limit - 1) {
            return order.stream().filter(p -> batters.get(p).status == BatterLine.Status.RETIRED_NOT_OUT).toList();
        }
        return List.of();
    }

    void comeIn(String player) {
        Batter b = batters.get(player);
        b.status = BatterLine.Status.IN;
        b.spell = 0;
        in = player;
    }

    void choose(String stoppingPlayer, String override) {
        lines.add(new Line(gamesPlayed() + 1, in, stoppingPlayer, override, null, null, false, total, BigDecimal.ZERO));
    }

    /** Records the result of the game in play; returns whether the scoring player is out. */
    boolean record(GameReport report, GameScore score, InningsRules rules, BigDecimal teamTotalBefore) {
        Line line = inPlay().orElseThrow();
        Batter b = batters.get(line.scoring());
        b.games++;
        b.spell++;
        b.score = b.score.add(score.total());
        boolean out = false;
        if (report.result() == GameOutcome.LOSS) {
            b.losses++;
            out = b.losses >= rules.lossesForOut();
        }
        if (out) {
            b.status = BatterLine.Status.OUT;
            in = null;
        } else if (!rules.winnerStays()) {
            b.status = BatterLine.Status.NOT_OUT;
            in = null;
        } else if (rules.scoringMaxConsecutiveGames().isPresent()
                && b.spell >= rules.scoringMaxConsecutiveGames().getAsInt()) {
            b.status = BatterLine.Status.RETIRED_NOT_OUT;
            in = null;
        }
        lastBatter = line.scoring();
        moves += report.movesPlayed().orElse(0);
        total = total.add(score.total());
        lines.set(lines.size() - 1, new Line(line.game(), line.scoring(), line.stopping(), line.override(), report, score,
                out, total, teamTotalBefore.add(score.total())));
        return out;
    }

    /** Ends the innings; the games left are unplayed and score what the format gives them. */
    void end(String reason, GameReport unplayedReport, GameScore unplayed, BigDecimal teamTotal) {
        if (in != null) {
            batters.get(in).status = BatterLine.Status.NOT_OUT;
            in = null;
        }
        BigDecimal team = teamTotal;
        for (int g = gamesPlayed() + 1; g <= limit; g++) {
            total = total.add(unplayed.total());
            team = team.add(unplayed.total());
            lines.add(new Line(g, "", "", "", unplayedReport, unplayed, false, total, team));
        }
        complete = true;
        endReason = reason;
    }

    InningsCard card() {
        List<GameLine> games = new ArrayList<>();
        for (Line l : lines) {
            games.add(new GameLine(l.game(), l.scoring() == null ? "" : l.scoring(), l.stopping(), l.override(),
                    Optional.ofNullable(l.report()), Optional.ofNullable(l.score()), l.out(), l.inningsRunning(),
                    l.teamRunning()));
        }
        List<BatterLine> lines = new ArrayList<>();
        for (Batter b : batters.values()) {
            lines.add(new BatterLine(b.name, b.games, b.score, b.status));
        }
        return new InningsCard(number, batting, stopping, goldenRound > 0, goldenRound, followOn,
                order == null ? List.of() : order, games, lines, total, Optional.ofNullable(target), complete, endReason,
                moves, moveLimit < 0 ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(moveLimit));
    }
}
