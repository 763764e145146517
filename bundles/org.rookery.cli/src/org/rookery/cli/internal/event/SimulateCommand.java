// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.Services;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.arbiter.simulate.DryRun;
import org.rookery.arbiter.simulate.DryRunOutcome;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.pairing.PairingEngines;

/**
 * {@code rookery simulate F.tfl}: the organiser's dry run. Plays a whole event of the format with
 * generated players and random results (an innings match through the innings state machine,
 * other events round by round with the format's pairing engines) and reports whether and how it
 * completes. The dry run itself is the application layer's {@link DryRun}: the same recorded run,
 * line for line, as the format editor's for the same format, field and seed.
 */
public final class SimulateCommand implements Command {

    @Override
    public String name() {
        return "simulate";
    }

    @Override
    public String summary() {
        return "dry-run a format with generated players and random results; report whether it completes";
    }

    @Override
    public String usage() {
        return """
                usage: rookery simulate [--players N] [--seed S] FILE.tfl
                  Plays a whole event of the format with generated players and random results and
                  prints one progress line per innings or round, then the outcome:
                    simulate: completed: WHO wins, ...
                    simulate: did not complete: WHERE and WHY (e.g. rotation impossible in innings 2)
                  Exits with 1 when the event cannot be completed, or when the format with these
                  players could take more than %d games (the bound on a dry run's work).
                  While it plays, a line on standard error every 5 seconds says how far it got.
                  --players N  players (individual events) or players per team entry (default 16;
                               an innings match always has two teams of the format's team size)
                  --seed S     the random seed (default 1): the same seed plays the same event"""
                .formatted(DryRun.MAX_GAMES);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of("players", "seed"), Set.of());
        if (a.positional().size() != 1) {
            throw new UsageException("simulate: name one format file, e.g. rookery simulate examples/formats/g20.tfl");
        }
        int players = a.intOption("players", 2, 100_000, 16);
        long seed;
        try {
            seed = a.option("seed") == null ? 1 : Long.parseLong(a.option("seed").trim());
        } catch (NumberFormatException e) {
            throw new UsageException("simulate: --seed must be a whole number, not '" + a.option("seed") + "'");
        }
        CompiledFormat format;
        try {
            format = Events.loader().load(Path.of(a.positional().get(0)));
        } catch (IOException e) {
            err.println("rookery simulate: " + e.getMessage());
            return FAILED;
        }
        out.println("simulating " + format.name() + " with seed " + seed);
        java.util.Optional<String> tooMuch = DryRun.tooMuch(format, players, "fewer --players");
        if (tooMuch.isPresent()) {
            out.println("simulate: did not complete: " + tooMuch.get());
            return FAILED;
        }
        Heartbeat heartbeat = new Heartbeat(err);
        java.util.function.Consumer<String> progress = line -> {
            heartbeat.last(line);
            out.println(line);
        };
        DryRunOutcome outcome;
        try {
            // the same registry as 'pair': in the product, engines in other bundles (Dutch) are services
            // the format just compiled is not compiled again
            Path file = Path.of(a.positional().get(0)).toAbsolutePath().normalize();
            CompiledFormat compiled = format;
            org.rookery.engine.event.FormatLoader loader = f -> f.toAbsolutePath().normalize().equals(file) ? compiled
                    : Events.loader().load(f);
            outcome = DryRun.run(file, loader, players, seed, Variants.registry(),
                    Services.get(PairingEngines.class, PairingEngines::fromServiceLoader, "pairing engine registry"),
                    progress, () -> false);
        } catch (IllegalArgumentException | IOException e) {
            err.println("rookery simulate: " + e.getMessage());
            return FAILED;
        } finally {
            heartbeat.stop();
        }
        out.println("simulate: " + outcome.summary());
        return outcome.completed() ? OK : FAILED;
    }

    /**
     * While a dry run plays, says every few seconds on standard error where it has got to, so that
     * a long run is seen to be working; standard output keeps only the run's own lines.
     */
    private static final class Heartbeat {

        private static final long EVERY_MS = 5_000;

        private final PrintStream err;
        private final long start = System.nanoTime();
        private final Thread thread;
        private volatile String last = "starting";
        private volatile boolean stopped;

        Heartbeat(PrintStream err) {
            this.err = err;
            this.thread = new Thread(this::beat, "rookery simulate progress");
            thread.setDaemon(true);
            thread.start();
        }

        void last(String line) {
            last = line;
        }

        private void beat() {
            while (!stopped) {
                try {
                    Thread.sleep(EVERY_MS);
                } catch (InterruptedException e) {
                    return;
                }
                if (!stopped) {
                    err.println("simulate: still playing after " + (System.nanoTime() - start) / 1_000_000_000L
                            + " s; last: " + last);
                    err.flush();
                }
            }
        }

        void stop() {
            stopped = true;
            thread.interrupt();
        }
    }
}
