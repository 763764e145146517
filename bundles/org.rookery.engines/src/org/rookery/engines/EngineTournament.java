// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;

/**
 * An engine tournament as an event like any other: the engines are registered players of an event
 * folder, each round is paired by the format's own pairing (round robin, gauntlet, or Swiss by the Dutch
 * engine), its games are played by the engines in parallel, refereed by the rules, and every
 * result is recorded as a fact in the journal as soon as its game ends, so that the standings,
 * crosstable and exports come from the same views as for people. Games are saved in
 * {@code DIR/games/}.
 *
 * <p>{@link #cancel} stops it from any thread: the engines of the games under way are stopped,
 * those games are not recorded (their pairing stays, as for a round not yet played out), every
 * game that had ended is recorded and saved, and no further round is paired.
 */
public final class EngineTournament {

    /** What a round did. */
    public record Round(int round, List<GameResult> games) {
    }

    /**
     * Where the tournament's facts go: the event folder itself, or a shell's session of it that
     * shows each fact as it is written. Called on the thread that runs the tournament.
     */
    @FunctionalInterface
    public interface Recorder {
        void record(List<EventFolder.Draft> facts) throws IOException;
    }

    /** What a run tells as it goes. */
    public interface Listener {
        /** A line for a log: a game's result, a round recorded. On the running thread. */
        void line(String text);

        /** A game begins. On the game's own thread. */
        default void started(int round, String white, String black) {
        }

        /** A game's result was recorded: {@code done} games of {@code total} are. On the running thread. */
        default void finished(int round, GameResult result, int done, int total) {
        }
    }

    private final EventFolder event;
    private final PairingEngines pairing;
    private final Map<String, EngineSpec> engines = new LinkedHashMap<>();
    private final Match match;
    private final int concurrency;
    private final Rules rules;
    private final SavedGames saved;
    private final String by;
    private Recorder recorder;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    /** The threads playing a game now, which a cancel interrupts (never the thread that records). */
    private final java.util.Set<Thread> playing = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * @param event the event folder (its format says the variant, the rounds and the pairing)
     * @param bound the format's game with its options (the rules the games are refereed by)
     * @param pairing the pairing engines
     * @param engines the entrants
     * @param settings how games are played ({@code settings.rules()} must be {@code bound.rules()})
     * @param files the game files, for saving
     * @param by who records the facts
     */
    public EngineTournament(EventFolder event, BoundGame bound, PairingEngines pairing, List<EngineSpec> engines,
            Match.Settings settings, GameFiles files, String by) {
        this.event = event;
        this.pairing = pairing;
        for (EngineSpec e : engines) {
            if (this.engines.put(e.name(), e) != null) {
                throw new IllegalArgumentException("engine '" + e.name() + "' is entered twice");
            }
        }
        this.rules = bound.rules();
        this.match = new Match(settings);
        this.concurrency = settings.concurrency();
        this.saved = new SavedGames(files);
        this.by = by;
        this.recorder = event::record;
    }

    /** Records the facts through {@code through} instead of straight into the event folder (a workbench's session). */
    public EngineTournament recordingThrough(Recorder through) {
        this.recorder = through;
        return this;
    }

    /**
     * Stops the tournament: the games under way are stopped and not recorded, no new game or
     * round starts. Returns at once; {@link #run} returns once every engine has ended.
     */
    public void cancel() {
        cancelled.set(true);
        playing.forEach(Thread::interrupt);
    }

    /** Whether {@link #cancel} was called. */
    public boolean cancelled() {
        return cancelled.get();
    }

    /**
     * Registers the engines (when the event has no players yet) and plays every round the format
     * has, or {@code rounds} for a Swiss whose format leaves the number open.
     *
     * @param progress receives a line per game and per round
     * @throws PairingException when a round cannot be paired
     */
    public List<Round> run(OptionalInt rounds, Opening opening, Consumer<String> progress)
            throws IOException, PairingException, InterruptedException {
        return play(rounds, opening, progress::accept);
    }

    /**
     * As {@link #run(OptionalInt, Opening, Consumer)}, telling {@code listener} of each game as it
     * begins and ends; after {@link #cancel}, returns the rounds as far as they were played.
     */
    public List<Round> play(OptionalInt rounds, Opening opening, Listener listener)
            throws IOException, PairingException, InterruptedException {
        if (event.state().players().isEmpty()) {
            List<EventFolder.Draft> drafts = new ArrayList<>();
            for (EngineSpec e : engines.values()) {
                drafts.add(new EventFolder.Draft(new FactBody.Register(e.name(), e.name(), java.util.Optional.empty(), 0,
                        java.util.Optional.empty()), by));
            }
            recorder.record(drafts);
        }
        for (String player : event.state().players().keySet()) {
            if (!engines.containsKey(player)) {
                throw new IllegalArgumentException("player '" + player + "' of the event is no engine of the engines file");
            }
        }
        List<Round> played = new ArrayList<>();
        int planned = Integer.MAX_VALUE;
        int[] done = { 0 };
        while (!cancelled.get() && event.state().pairings().size() < planned) {
            EventPairing.Next next = EventPairing.next(event.state(), pairing, rounds);
            planned = next.plannedRounds();
            FactBody.Pairing p = next.pairing();
            if (cancelled.get()) {
                break;
            }
            recorder.record(List.of(new EventFolder.Draft(p, by)));
            int total = planned * (event.state().players().size() / 2);
            List<Match.Pairing> games = new ArrayList<>();
            int n = 0;
            for (FactBody.Board b : p.boards()) {
                Map<String, String> h = new LinkedHashMap<>();
                h.put("Event", event.format().title());
                h.put("Site", "Rookery");
                h.put("Round", String.valueOf(p.round()));
                h.put("Board", b.game());
                games.add(new Match.Pairing(++n, engines.get(b.white()), engines.get(b.black()), opening, h));
            }
            List<GameResult> results = playRound(p, games, listener, done, total);
            List<GameRecord> records = results.stream().map(GameResult::record).toList();
            if (!records.isEmpty()) {
                try {
                    saved.save(event.dir().resolve("games"), "round-" + p.round(), records, null);
                } catch (IllegalArgumentException e) {
                    // a game no file format can write (a shogi game the arbiter decided has no end
                    // marker in KIF or CSA): its result is a fact already; the tournament goes on
                    listener.line("round " + p.round() + "'s games were not saved: " + e.getMessage()
                            + "; their results are in the journal");
                }
            }
            if (results.size() == games.size()) {
                listener.line("round " + p.round() + " of " + planned + " recorded: " + results.size() + " games");
            } else {
                listener.line("round " + p.round() + " of " + planned + " stopped: " + results.size() + " of " + games.size()
                        + " games recorded, the others not played out");
            }
            played.add(new Round(p.round(), results));
        }
        return played;
    }

    /** A finished game and whether it ended before the tournament was cancelled. */
    private record Ended(int index, GameResult result, boolean beforeCancel) {
    }

    /**
     * Plays a round's games, {@code concurrency} at a time, and records each result as its game
     * ends (on this thread, which cancelling never interrupts, so that a fact is written whole).
     * Returns the recorded results in board order.
     */
    private List<GameResult> playRound(FactBody.Pairing p, List<Match.Pairing> games, Listener listener, int[] done, int total)
            throws IOException, InterruptedException {
        ExecutorService workers = Executors.newFixedThreadPool(concurrency,
                r -> Thread.ofPlatform().daemon().name("engine game").unstarted(r));
        GameResult[] recorded = new GameResult[games.size()];
        try {
            CompletionService<Ended> finished = new ExecutorCompletionService<>(workers);
            int submitted = 0;
            for (int i = 0; i < games.size(); i++) {
                int index = i;
                Match.Pairing g = games.get(i);
                if (cancelled.get()) {
                    break;
                }
                try {
                    finished.submit(() -> {
                        if (cancelled.get()) {
                            return new Ended(index, null, false);
                        }
                        Thread self = Thread.currentThread();
                        playing.add(self);
                        try {
                            if (cancelled.get()) {
                                return new Ended(index, null, false);
                            }
                            listener.started(p.round(), g.white().name(), g.black().name());
                            GameResult r = match.playOne(g);
                            // a game stopped by the cancel ends with a fault that is no result: it is not recorded
                            return new Ended(index, r, !cancelled.get());
                        } finally {
                            playing.remove(self);
                            Thread.interrupted();
                        }
                    });
                    submitted++;
                } catch (java.util.concurrent.RejectedExecutionException e) {
                    break;
                }
            }
            for (int k = 0; k < submitted; k++) {
                Ended e;
                try {
                    e = finished.take().get();
                } catch (ExecutionException x) {
                    if (cancelled.get()) {
                        continue; // a game stopped by the cancel, not recorded
                    }
                    throw new IllegalStateException("an engine game failed: " + x.getCause().getMessage(), x.getCause());
                }
                if (e.result() == null || !e.beforeCancel()) {
                    continue;
                }
                GameResult r = e.result();
                recorder.record(List.of(new EventFolder.Draft(result(p.boards().get(e.index()).game(), r), by)));
                recorded[e.index()] = r;
                done[0]++;
                listener.line("round " + p.round() + ": " + r.white() + " - " + r.black() + " "
                        + (r.outcome() == null ? "unfinished" : r.outcome().result()) + " (" + r.reason() + ")");
                listener.finished(p.round(), r, done[0], total);
            }
        } finally {
            workers.shutdownNow();
        }
        List<GameResult> inOrder = new ArrayList<>();
        for (GameResult r : recorded) {
            if (r != null) {
                inOrder.add(r);
            }
        }
        return inOrder;
    }

    /** The result fact of a game: who won and how, the men each side captured, the clocks and the moves. */
    private FactBody.Result result(String game, GameResult r) {
        FactBody.Outcome outcome;
        Termination ending;
        if (r.outcome() == null) {
            outcome = FactBody.Outcome.UNPLAYED;
            ending = Termination.ARBITER_DECISION;
        } else {
            outcome = r.outcome().isDraw() ? FactBody.Outcome.DRAW
                    : r.outcome().winner() == Color.WHITE ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS;
            ending = r.outcome().termination();
        }
        List<String> byWhite = new ArrayList<>();
        List<String> byBlack = new ArrayList<>();
        GameRecord g = r.record();
        Position p = g.startPosition() == null ? rules.startPosition() : rules.position(g.startPosition());
        for (GameNode node : g.mainLine()) {
            Move m = node.move();
            if (m.captured() != null) {
                (p.sideToMove() == Color.WHITE ? byWhite : byBlack).add(BoundGame.letter(m.captured()));
            }
            p.doMove(m);
        }
        OptionalLong w = r.whiteMillis() == null ? OptionalLong.empty() : OptionalLong.of(r.whiteMillis());
        OptionalLong b = r.blackMillis() == null ? OptionalLong.empty() : OptionalLong.of(r.blackMillis());
        return new FactBody.Result(game, outcome, ending, byWhite, byBlack, w, b, OptionalInt.of(g.mainLine().size()));
    }
}
