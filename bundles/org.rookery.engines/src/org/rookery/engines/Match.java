// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.rookery.rules.Rules;

/**
 * Engine games played in parallel: each game is a pairing of two configured engines, each worker
 * thread runs its own engine processes (started for the game, restarted after a fault), and games
 * finish in any order but are reported and returned in schedule order. A match of two engines with
 * alternating colours and an SPRT, and the rounds of a tournament, are both schedules of pairings.
 */
public final class Match {

    /** One scheduled game: the engines, the opening and the record's headers. */
    public record Pairing(int number, EngineSpec white, EngineSpec black, Opening opening, Map<String, String> headers) {
    }

    /**
     * How games are played.
     *
     * @param rules the variant
     * @param timeControl the clock
     * @param limits extra bounds per move (depth, nodes)
     * @param graceMillis how long past its time an engine may take before it counts as hung
     * @param maxPlies the longest game
     * @param concurrency games at the same time (each with two engine processes)
     * @param directory the engines' working folder, or {@code null}
     */
    public record Settings(Rules rules, TimeControl timeControl, SearchLimits limits, long graceMillis, int maxPlies,
            int concurrency, Path directory) {
        /** The most games at the same time. */
        public static final int MAX_CONCURRENCY = 64;
        /** The fewest and the most plies a game may be given before it is adjudicated. */
        public static final int MIN_PLIES = 10;
        public static final int MAX_PLIES = 100_000;
        /** The shortest and the longest grace past an engine's time, in milliseconds. */
        public static final long MIN_GRACE = 100;
        public static final long MAX_GRACE = 600_000;
        /** The defaults the command line and the workbench's form start from. */
        public static final int DEFAULT_PLIES = 500;
        public static final long DEFAULT_GRACE = 10_000;

        public Settings {
            if (concurrency < 1) {
                throw new IllegalArgumentException("concurrency must be at least 1, not " + concurrency);
            }
        }

        /**
         * Settings as an organiser gives them, checked once for every shell: a clock or a bound per
         * move (a game without either would never end), and each number within its range.
         *
         * @throws IllegalArgumentException saying which setting is wrong and what it may be
         */
        public static Settings checked(Rules rules, TimeControl clock, SearchLimits limits, long graceMillis, int maxPlies,
                int concurrency, Path directory) {
            if (!clock.hasClock() && limits.isInfinite()) {
                throw new IllegalArgumentException("give a clock (60+1, 40/300, 10+5byo) or a bound per move (a depth or a number of nodes)");
            }
            if (concurrency < 1 || concurrency > MAX_CONCURRENCY) {
                throw new IllegalArgumentException("games at once: 1 to " + MAX_CONCURRENCY + ", not " + concurrency);
            }
            if (maxPlies < MIN_PLIES || maxPlies > MAX_PLIES) {
                throw new IllegalArgumentException("adjudication after plies: " + MIN_PLIES + " to " + MAX_PLIES + ", not " + maxPlies);
            }
            if (graceMillis < MIN_GRACE || graceMillis > MAX_GRACE) {
                throw new IllegalArgumentException("grace: " + MIN_GRACE + " to " + MAX_GRACE + " ms, not " + graceMillis);
            }
            return new Settings(rules, clock, limits, graceMillis, maxPlies, concurrency, directory);
        }
    }

    private final Settings settings;

    public Match(Settings settings) {
        this.settings = settings;
    }

    /**
     * The games of two engines: {@code games} games, colours alternating, each opening played twice
     * (once with each colour) in turn.
     */
    public static List<Pairing> twoEngines(EngineSpec a, EngineSpec b, int games, List<Opening> openings, String event) {
        List<Pairing> list = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            Opening o = openings.get((i / 2) % openings.size());
            Map<String, String> h = new LinkedHashMap<>();
            h.put("Event", event);
            h.put("Site", "Rookery");
            h.put("Round", String.valueOf(i + 1));
            list.add(i % 2 == 0 ? new Pairing(i + 1, a, b, o, h) : new Pairing(i + 1, b, a, o, h));
        }
        return list;
    }

    /**
     * Plays the pairings and returns their results in order.
     *
     * @param stop asked after each finished game (in order): {@code true} stops scheduling more
     *        (games under way still finish); for an SPRT
     * @param progress receives each result as soon as it and every earlier game are finished
     */
    public List<GameResult> play(List<Pairing> pairings, java.util.function.Predicate<List<GameResult>> stop,
            Consumer<GameResult> progress) throws InterruptedException {
        AtomicBoolean stopped = new AtomicBoolean();
        List<GameResult> done = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(settings.concurrency(), r -> Thread.ofPlatform().daemon().name("engine game").unstarted(r));
        try {
            List<Future<GameResult>> futures = new ArrayList<>();
            for (Pairing p : pairings) {
                futures.add(pool.submit(() -> stopped.get() ? null : playOne(p)));
            }
            for (Future<GameResult> f : futures) {
                GameResult r;
                try {
                    r = f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException("an engine game failed: " + e.getCause().getMessage(), e.getCause());
                }
                if (r == null) {
                    continue;
                }
                done.add(r);
                progress.accept(r);
                if (!stopped.get() && stop.test(done)) {
                    stopped.set(true);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return done;
    }

    /** Plays one pairing with freshly started engines, closed afterwards; a start failure loses the game. */
    public GameResult playOne(Pairing p) {
        Rules rules = settings.rules();
        EngineGame game = new EngineGame(rules, p.opening().start(), p.opening().moves(), settings.timeControl(), settings.limits(),
                settings.graceMillis(), settings.maxPlies());
        Engine white = null;
        Engine black = null;
        try {
            try {
                white = Engines.start(p.white(), settings.directory());
            } catch (EngineException e) {
                return forfeit(game, p, e, org.rookery.rules.Color.WHITE);
            }
            try {
                black = Engines.start(p.black(), settings.directory());
            } catch (EngineException e) {
                return forfeit(game, p, e, org.rookery.rules.Color.BLACK);
            }
            try {
                return game.play(white, black, p.headers(), m -> { });
            } catch (EngineException e) {
                // refused before the first move (a variant it cannot play)
                return forfeit(game, p, e, e.engine().equals(p.white().name()) ? org.rookery.rules.Color.WHITE : org.rookery.rules.Color.BLACK);
            }
        } finally {
            if (white != null) {
                white.close();
            }
            if (black != null) {
                black.close();
            }
        }
    }

    private GameResult forfeit(EngineGame game, Pairing p, EngineException e, org.rookery.rules.Color faulty) {
        org.rookery.rules.Outcome o = org.rookery.rules.Outcome.win(org.rookery.rules.Termination.ARBITER_DECISION, faulty.opponent());
        Map<String, String> h = new LinkedHashMap<>(p.headers());
        h.put("White", p.white().name());
        h.put("Black", p.black().name());
        h.put("Termination", e.getMessage());
        String startText = game.rules().positionFormat().format(game.start());
        String std = game.rules().positionFormat().format(game.rules().startPosition());
        org.rookery.games.GameRecord record = new org.rookery.games.GameRecord(game.rules().id(), h, startText.equals(std) ? null : startText,
                null, List.of(), o);
        return new GameResult(record, p.white().name(), p.black().name(), o, e.getMessage(), e.fault(), null, null);
    }
}
