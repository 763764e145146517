// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.pairing.MatchScore;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.rules.Termination;

/**
 * The dry run's games of a match the format scores by points: each game gets random captures for
 * both players, now and then a win on time with both clocks read and an illegal move, and is
 * scored for each player by the format's {@link GameScorer}, so that a dry run exercises the
 * capture table, the early win, the penalty timeout and the illegal-move points.
 */
final class ScoredGames {

    /** Men a player captures in a game: 0 up to this bound less one. */
    private static final int MOST_CAPTURED = 16;

    /** The longest clock reading drawn, ms. */
    private static final int CLOCK_MS = 300_000;

    private final GameScorer scorer;
    private final Random random;
    private final List<String> men;

    ScoredGames(GameScorer scorer, Random random) {
        this.scorer = scorer;
        this.random = random;
        // the men a game can capture: the capture table's letters, in a stable order for the seed
        List<String> letters = new ArrayList<>(scorer.rules().capturePoints().map(t -> t.values().keySet())
                .orElse(java.util.Set.of()));
        Collections.sort(letters);
        this.men = letters;
    }

    /** The points each player scores in a game whose result for the first player is {@code forFirst}. */
    MatchScore.GamePoints play(RoundResult forFirst) {
        GameOutcome first = switch (forFirst) {
            case WIN -> GameOutcome.WIN;
            case LOSS -> GameOutcome.LOSS;
            default -> GameOutcome.DRAW;
        };
        GameOutcome second = first == GameOutcome.WIN ? GameOutcome.LOSS : first == GameOutcome.LOSS ? GameOutcome.WIN
                : GameOutcome.DRAW;
        List<String> byFirst = captures();
        List<String> bySecond = captures();
        // one decisive game in five ends on time: the loser's flag at 0, the winner's clock as read
        boolean onTime = first != GameOutcome.DRAW && random.nextInt(5) == 0;
        long winnerMs = 1 + random.nextInt(CLOCK_MS);
        long firstMs = onTime ? (first == GameOutcome.WIN ? winnerMs : 0) : random.nextInt(CLOCK_MS);
        long secondMs = onTime ? (second == GameOutcome.WIN ? winnerMs : 0) : random.nextInt(CLOCK_MS);
        Termination ending = onTime ? Termination.TIME_FORFEIT : first == GameOutcome.DRAW ? Termination.AGREEMENT
                : Termination.CHECKMATE;
        int illegal = random.nextInt(20);
        int firstIllegal = illegal == 0 ? 1 : 0;
        int secondIllegal = illegal == 1 ? 1 : 0;
        BigDecimal a = scorer.score(new GameReport(first, ending, byFirst, firstMs, secondMs, firstIllegal, secondIllegal))
                .total();
        BigDecimal b = scorer.score(new GameReport(second, ending, bySecond, secondMs, firstMs, secondIllegal, firstIllegal))
                .total();
        return new MatchScore.GamePoints(a, b);
    }

    private List<String> captures() {
        List<String> captured = new ArrayList<>();
        int taken = men.isEmpty() ? 0 : random.nextInt(MOST_CAPTURED);
        for (int i = 0; i < taken; i++) {
            captured.add(men.get(random.nextInt(men.size())));
        }
        return captured;
    }
}
