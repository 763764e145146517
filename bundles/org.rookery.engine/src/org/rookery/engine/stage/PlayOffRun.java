// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

import org.rookery.engine.format.EventPlan;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.standings.Standings;

/**
 * The dry run's play-offs: the ties {@link PlayOffTies} finds are played with random results
 * (the Elo expectation, as for the rounds), through the format's play-offs in the order written,
 * and decide the final ranking. The higher-placed side has White first, colours alternating.
 */
final class PlayOffRun {

    /** Golden games played at most before the dry run calls a tie unresolved. */
    static final int GOLDEN_GAMES = 50;

    private PlayOffRun() {
    }

    /**
     * Plays every tie's play-offs, reporting each in a line, and returns the ranking they decide.
     *
     * @param name a participant's name by id
     * @param rating the rating of the player who plays a participant's games, by id
     */
    static Standings play(Simulation sim, Random random, List<EventPlan.PlayOff> plan, Standings standings,
            IntFunction<String> name, IntUnaryOperator rating, double draws) {
        Map<PlayOffTies.Tie, Integer> decided = new LinkedHashMap<>();
        for (PlayOffTies.Tie t : PlayOffTies.find(plan, standings)) {
            int a = t.first();
            int b = t.second();
            StringBuilder line = new StringBuilder("play-off for place " + t.place() + ": " + name.apply(a) + " v "
                    + name.apply(b));
            Optional<Integer> won = Optional.empty();
            for (int k : t.playOffs()) {
                switch (plan.get(k - 1).kind()) {
                    case EventPlan.Armageddon arm -> {
                        RoundResult r = Simulation.result(random, rating.applyAsInt(a), rating.applyAsInt(b), draws);
                        won = r == RoundResult.WIN ? Optional.of(a) : r == RoundResult.LOSS || arm.drawOddsToBlack()
                                ? Optional.of(b) : Optional.empty();
                        line.append("; Armageddon ").append(r == RoundResult.DRAW ? "drawn" : "won");
                    }
                    case EventPlan.RapidMatch rapid -> {
                        double score = 0;
                        for (int g = 0; g < rapid.games(); g++) {
                            score += forFirst(random, rating, a, b, g % 2 == 0, draws);
                        }
                        double other = rapid.games() - score;
                        won = score > other ? Optional.of(a) : score < other ? Optional.of(b) : Optional.empty();
                        line.append("; ").append(rapid.games()).append(" rapid games ").append(score).append("-").append(other);
                    }
                    case EventPlan.GoldenGame golden -> {
                        int games = 0;
                        while (won.isEmpty() && games < GOLDEN_GAMES) {
                            double s = forFirst(random, rating, a, b, games++ % 2 == 0, draws);
                            won = s == 1 ? Optional.of(a) : s == 0 ? Optional.of(b) : Optional.empty();
                        }
                        line.append("; golden games: ").append(games);
                    }
                }
                if (won.isPresent()) {
                    break;
                }
            }
            if (won.isPresent()) {
                decided.put(t, won.get());
                line.append("; ").append(name.apply(won.get())).append(" takes place ").append(t.place());
            } else {
                line.append("; still level: the tie stands");
            }
            sim.say(line.toString());
        }
        return PlayOffTies.ranking(standings, decided);
    }

    /** One game's points for {@code a} against {@code b}, {@code a} with White when {@code aWhite}. */
    private static double forFirst(Random random, IntUnaryOperator rating, int a, int b, boolean aWhite, double draws) {
        RoundResult r = Simulation.result(random, rating.applyAsInt(aWhite ? a : b), rating.applyAsInt(aWhite ? b : a), draws);
        double white = r == RoundResult.WIN ? 1 : r == RoundResult.DRAW ? 0.5 : 0;
        return aWhite ? white : 1 - white;
    }
}
