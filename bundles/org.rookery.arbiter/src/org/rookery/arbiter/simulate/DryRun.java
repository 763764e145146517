// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.simulate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.Stage;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.stage.StagePlan;
import org.rookery.rules.VariantRegistry;

/**
 * The organiser's dry run: plays a whole event of a format with generated players and random
 * results and says whether and how it completes, by recording it as an event
 * ({@link DryRunEvent}: an individual or team event round by round with the format's pairing
 * engines, an innings match fact by fact through its innings state machine), so that every shell
 * reports the same run for the same format, field and seed. A format or
 * field that could take more than {@link #MAX_GAMES} games is refused before a game is played, so
 * that a dry run never runs for hours; a run can be cancelled between rounds or innings.
 */
public final class DryRun {

    /** The most games a dry run plays. */
    public static final long MAX_GAMES = 50_000;

    private DryRun() {
    }

    /**
     * Plays a dry run of the format in {@code formatFile}, as every shell plays it: a format the
     * event journal records is played by recording it ({@link DryRunEvent#record}) in a scratch
     * folder that is deleted afterwards, so that its report is, line for line, the one the format
     * editor gives for the event it opens.
     *
     * @param players players of an individual event, or players per team entry (an innings match
     *        always has two teams of the format's team size)
     * @param seed the random seed: the same seed plays the same event
     * @param progress receives each progress line as it happens
     * @param cancelled asked before each progress line; when it answers {@code true} the run stops
     * @throws IOException when the format does not compile (its errors are the message) or the
     *         scratch folder cannot be written
     * @throws CancellationException when {@code cancelled} stopped the run
     * @throws IllegalArgumentException when the format cannot be played at all with these players
     *         (too few players, a scored format whose variant is not installed)
     */
    public static DryRunOutcome run(Path formatFile, FormatLoader loader, int players, long seed,
            VariantRegistry variants, PairingEngines engines, Consumer<String> progress, BooleanSupplier cancelled)
            throws IOException {
        Objects.requireNonNull(formatFile, "formatFile");
        CompiledFormat format = loader.load(formatFile);
        boolean innings = format.innings().isPresent();
        Optional<String> tooMuch = tooMuch(format, players);
        if (tooMuch.isPresent()) {
            return new DryRunOutcome(false, "did not complete: " + tooMuch.get(), List.of(),
                    Optional.of(DeadEnd.of(tooMuch.get(), innings)), Optional.empty());
        }
        Optional<String> unsupported = DryRunEvent.unsupported(format);
        if (unsupported.isPresent()) {
            // a format the event journal cannot run as an event cannot be dry-run either: one simulation, never a second
            return new DryRunOutcome(false, "did not complete: " + unsupported.get(), List.of(),
                    Optional.of(DeadEnd.of(unsupported.get(), innings)), Optional.empty());
        }
        Path scratch = Files.createTempDirectory("rookery-dry-run-");
        try {
            Path dir = scratch.resolve("event").toAbsolutePath().normalize();
            // the folder's copy of the format is the file just compiled (see DryRunEvent.record)
            Path source = formatFile.toAbsolutePath().normalize();
            FormatLoader once = file -> file.toAbsolutePath().normalize().equals(source)
                    || file.toAbsolutePath().normalize().startsWith(dir) ? format : loader.load(file);
            return DryRunEvent.record(formatFile, format, once, dir, players, seed, variants, engines, progress,
                    cancelled);
        } finally {
            deleteTree(scratch);
        }
    }

    /** Deletes a scratch folder and all it holds. */
    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** Why a dry run of {@code format} with {@code players} would be too much work; empty when it is not. */
    public static Optional<String> tooMuch(CompiledFormat format, int players) {
        return tooMuch(format, players, "fewer players");
    }

    /**
     * Why a dry run of {@code format} with {@code players} would be too much work, as
     * {@link #tooMuch(CompiledFormat, int)}, with the shell's words for asking for fewer players
     * (the command line's "fewer --players").
     */
    public static Optional<String> tooMuch(CompiledFormat format, int players, String fewerPlayers) {
        long games = games(format, players);
        if (games <= MAX_GAMES) {
            return Optional.empty();
        }
        return Optional.of("this format with " + (format.innings().isPresent() ? "its two teams" : players + " players")
                + " can take up to " + games + " games, more than the " + MAX_GAMES + " a dry run plays: "
                + (format.innings().isPresent() ? "write fewer innings or games per innings"
                        : "simulate with " + fewerPlayers + ", or write fewer rounds"));
    }

    /** The most games the format can take: every innings in full, or every round of every stage with the whole field. */
    public static long games(CompiledFormat format, int players) {
        if (format.innings().isPresent()) {
            InningsRules innings = format.innings().get();
            // both sides' innings in full; golden games are bounded by the innings simulation itself
            return 2L * innings.inningsPerSide() * innings.gamesPerInnings();
        }
        EventRules event = format.event().orElse(null);
        if (event == null || players < 2) {
            return 0;
        }
        long perPairing = event.plan().matchFormat().map(DryRun::games).orElse(1L);
        long total = 0;
        for (Stage stage : event.stages()) {
            // every stage with the whole field: an upper bound, since a later stage has only the qualifiers
            try {
                total += StagePlan.of(stage, players).rounds() * ((players + 1L) / 2) * perPairing;
            } catch (IllegalArgumentException e) {
                // a stage that cannot start with this field: the simulation says so itself
            }
        }
        return total;
    }

    private static long games(EventPlan.MatchFormat m) {
        return (long) m.bestOf() * m.gamesPerSet();
    }
}
