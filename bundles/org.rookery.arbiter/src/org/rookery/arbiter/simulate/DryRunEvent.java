// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.simulate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.event.PlayOffs;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;

/**
 * A dry run recorded as an event folder, so that the organiser can open it in the event views and
 * see the pairings, scorecards and standings his format makes: generated players are registered
 * and every round is paired and its results recorded as an arbiter's would be, through the
 * event journal and the same pairing as {@code rookery pair}. The folder carries {@link #MARK},
 * which tells every shell to open it only to read it.
 *
 * <p>Results are drawn from the players' ratings (the Elo expectation), a tenth of them drawn
 * where the format has no knockout stage. The recorded event is made for individual events whose
 * games are scored by their results; an innings match, a team event and a format that scores its
 * games by points are refused with that reason (their dry run's outcome is still {@link DryRun}'s).
 */
public final class DryRunEvent {

    /** The file in an event folder that marks it as a dry run, never to record into. */
    public static final String MARK = "DRY-RUN.txt";

    /** Who records a dry run's facts. */
    public static final String BY = "dry run";

    /** The most rounds a recorded dry run pairs before it is called stuck. */
    static final int MAX_ROUNDS = 500;

    private DryRunEvent() {
    }

    /** Whether the event folder {@code dir} holds a dry run (and is to be opened only to read). */
    public static boolean isDryRun(Path dir) {
        return Files.isRegularFile(dir.resolve(MARK));
    }

    /**
     * Why {@code format} cannot be recorded as a dry-run event; empty when it can.
     */
    public static Optional<String> unsupported(CompiledFormat format) {
        if (format.innings().isPresent()) {
            return Optional.of("an innings match's dry run is played, not recorded as an event, so far");
        }
        if (format.event().isEmpty() || format.event().get().kind() != EventRules.Kind.INDIVIDUAL) {
            return Optional.of("only an individual event's dry run is recorded as an event so far");
        }
        if (format.scoring().isPresent()) {
            return Optional.of("a format that scores its games by points is not recorded as a dry-run event so far");
        }
        return Optional.empty();
    }

    /**
     * Records a dry run of {@code formatFile} as a new event folder {@code dir}.
     *
     * @return where the recording stopped: empty when every round was paired and played, else the reason
     * @throws IllegalArgumentException when the format cannot be recorded so ({@link #unsupported})
     * @throws CancellationException when {@code cancelled} stopped it (the folder is left as far as it got)
     * @throws IOException when the folder cannot be written
     */
    public static Optional<String> record(Path formatFile, Path dir, int players, long seed, FormatLoader loader,
            VariantRegistry variants, PairingEngines engines, BooleanSupplier cancelled) throws IOException {
        CompiledFormat format = loader.load(formatFile);
        Optional<String> why = unsupported(format);
        if (why.isPresent()) {
            throw new IllegalArgumentException(why.get());
        }
        if (players < 2) {
            throw new IllegalArgumentException("a dry run needs at least 2 players, not " + players);
        }
        BooleanSupplier stop = cancelled == null ? () -> false : cancelled;
        try (EventFolder event = EventFolder.create(dir, formatFile, loader, variants, InstantSource.system())) {
            Files.writeString(dir.resolve(MARK), "This event is a dry run of " + format.name() + " with " + players
                    + " generated players and random results (seed " + seed + "). It is opened only to read:"
                    + " start a real event with File > New > Event.\n", StandardCharsets.UTF_8);
            Random random = new Random(seed);
            List<EventFolder.Draft> entries = new ArrayList<>();
            for (int i = 1; i <= players; i++) {
                int rating = (int) Math.max(100, Math.min(2800, Math.round(1500 + random.nextGaussian() * 300)));
                entries.add(new EventFolder.Draft(new FactBody.Register(String.format("P%03d", i),
                        String.format("Player %03d", i), Optional.empty(), rating, Optional.empty()), BY));
            }
            event.record(entries);
            boolean draws = format.event().get().stages().stream().noneMatch(s -> s.system() == PairingSystem.KNOCKOUT);
            for (int round = 0; round < MAX_ROUNDS; round++) {
                if (stop.getAsBoolean()) {
                    throw new CancellationException("the dry run of " + format.name() + " was cancelled");
                }
                EventState state = event.state();
                Optional<FactBody.PlayOffPairing> playOff = PlayOffs.next(state, OptionalInt.empty());
                if (playOff.isPresent()) {
                    event.record(playOff.get(), BY);
                } else {
                    try {
                        event.record(EventPairing.next(state, engines, OptionalInt.empty()).pairing(), BY);
                    } catch (PairingException e) {
                        return e.getMessage().startsWith("all ") && e.getMessage().contains(" are paired")
                                && !e.getMessage().contains("a play-off is due") ? Optional.empty()
                                        : Optional.of(e.getMessage());
                    }
                }
                try {
                    play(event, random, draws);
                } catch (Refusal r) {
                    return Optional.of("a result was refused: " + r.getMessage());
                }
            }
            return Optional.of("the event did not end after " + MAX_ROUNDS + " rounds");
        }
    }

    /** Records a result for every game not yet finished, drawn from the players' ratings. */
    private static void play(EventFolder event, Random random, boolean draws) throws IOException {
        List<EventFolder.Draft> results = new ArrayList<>();
        EventState state = event.state();
        for (GameRecord g : state.games().values()) {
            if (g.finished()) {
                continue;
            }
            int white = state.players().get(g.white()) == null ? 1500 : state.players().get(g.white()).rating();
            int black = state.players().get(g.black()) == null ? 1500 : state.players().get(g.black()).rating();
            FactBody.Outcome outcome;
            if (draws && random.nextDouble() < 0.1) {
                outcome = FactBody.Outcome.DRAW;
            } else {
                double expected = 1 / (1 + Math.pow(10, (black - white) / 400.0));
                outcome = random.nextDouble() < expected ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS;
            }
            results.add(new EventFolder.Draft(new FactBody.Result(g.id(), outcome,
                    outcome == FactBody.Outcome.DRAW ? Termination.AGREEMENT : Termination.RESIGNATION, List.of(),
                    List.of(), OptionalLong.empty(), OptionalLong.empty()), BY));
        }
        if (!results.isEmpty()) {
            event.record(results);
        }
    }
}
