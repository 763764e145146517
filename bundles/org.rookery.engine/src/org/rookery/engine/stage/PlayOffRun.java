// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.playoff.PlayOffProgress;
import org.rookery.engine.playoff.PlayOffTies;
import org.rookery.engine.standings.Standings;

/**
 * The dry run's play-offs: the ties {@link PlayOffTies} finds are played with random results
 * (the Elo expectation, as for the rounds), through the format's play-offs as
 * {@link PlayOffProgress} pairs them, and decide the final ranking.
 */
final class PlayOffRun {

    /** Play-off games paired at most for one tie before the dry run calls it unresolved (golden games drawn on and on). */
    static final int GOLDEN_GAMES = 50;

    private PlayOffRun() {
    }

    /**
     * Plays every tie's play-offs, reporting each in a line, and returns the ranking they decide.
     *
     * @param name a participant's name by id
     * @param rating the rating of the player who plays a participant's games, by id
     */
    static Standings play(Simulation sim, Random random, List<EventPlan.PlayOff> plan, PointScale scale,
            Standings standings, IntFunction<String> name, IntUnaryOperator rating, double draws) {
        Map<PlayOffTies.Tie, List<List<Integer>>> orders = new LinkedHashMap<>();
        for (PlayOffTies.Tie t : PlayOffTies.find(plan, standings)) {
            Map<String, List<PlayOffProgress.Game>> played = new HashMap<>();
            PlayOffProgress.Games games = (k, a, b) -> played.getOrDefault(key(k, a, b), List.of());
            PlayOffProgress.Outcome o = PlayOffProgress.of(plan, standings, scale, t, games, name);
            int count = 0;
            while (!o.due().isEmpty() && count < GOLDEN_GAMES * t.players().size()) {
                for (PlayOffProgress.Due d : o.due()) {
                    RoundResult r = Simulation.result(random, rating.applyAsInt(d.white()), rating.applyAsInt(d.black()),
                            draws);
                    PlayOffProgress.Result result = switch (r) {
                        case WIN -> PlayOffProgress.Result.WHITE_WINS;
                        case LOSS -> PlayOffProgress.Result.BLACK_WINS;
                        default -> PlayOffProgress.Result.DRAW;
                    };
                    played.computeIfAbsent(key(d.playOff(), d.white(), d.black()), x -> new ArrayList<>())
                            .add(new PlayOffProgress.Game(d.white(), d.black(), result));
                    count++;
                }
                o = PlayOffProgress.of(plan, standings, scale, t, games, name);
            }
            if (o.finished()) {
                orders.put(t, o.order());
                sim.say(o.text());
            } else {
                sim.say(o.text() + "; not decided after " + count + " games: the tie stands");
            }
        }
        return PlayOffTies.ranking(standings, orders);
    }

    private static String key(int playOff, int a, int b) {
        return playOff + ":" + Math.min(a, b) + "-" + Math.max(a, b);
    }
}
