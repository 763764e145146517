// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rookery.arbiter.simulate.DryRun;
import org.rookery.arbiter.simulate.DryRunEvent;
import org.rookery.arbiter.simulate.DryRunOutcome;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.Stage;
import org.rookery.engine.stage.StagePlan;

/**
 * A dry run of a saved format in the background: one progress step a round or innings,
 * cancellable between them. The run is recorded in the workspace ({@link DryRunEvent}), so the
 * simulated event it opens is the run it reports, and the one {@code rookery simulate} prints; a
 * format the event journal cannot run gets {@link DryRun}'s outcome saying why. Its {@link Result}
 * goes to {@code done} on the job's thread when it ends, played, refused or cancelled.
 */
final class DryRunJob extends Job {

    /**
     * What a dry run came to.
     *
     * @param outcome the run's outcome, when the format compiled and the run was not cancelled
     * @param error why there is no outcome: the format does not compile, the run was cancelled, or
     *        the format cannot be played with these players
     */
    record Result(Path file, int players, long seed, Optional<DryRunOutcome> outcome, Optional<String> error,
            boolean cancelled, Optional<SimulatedEvent> event) {
        Result(Path file, int players, long seed, Optional<DryRunOutcome> outcome, Optional<String> error,
                boolean cancelled) {
            this(file, players, seed, outcome, error, cancelled, Optional.empty());
        }
    }

    /**
     * The dry run recorded as an event to open read-only, or why it is not.
     *
     * @param journal the recorded event's journal in the workspace, if it was recorded
     * @param note where its recording stopped, or why the format's dry run is not recorded
     */
    record SimulatedEvent(Optional<org.eclipse.core.resources.IFile> journal, Optional<String> note) {
    }

    /** The workspace project the recorded dry runs are kept in. */
    static final String PROJECT = "dry-runs";

    private final Path file;
    private final int players;
    private final long seed;
    private final Consumer<Result> done;

    DryRunJob(Path file, int players, long seed, Consumer<Result> done) {
        super("Dry run of " + file.getFileName());
        this.file = file;
        this.players = players;
        this.seed = seed;
        this.done = done;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        Result result;
        IStatus status = Status.OK_STATUS;
        try {
            CompiledFormat format = FormatUiPlugin.get().tool().loader().load(file);
            monitor.beginTask("Dry run of " + format.name() + " (seed " + seed + ")", steps(format, players));
            Consumer<String> step = line -> {
                monitor.subTask(line);
                monitor.worked(1);
            };
            // a format the event journal can record is played by recording it: one run, reported and opened
            Optional<String> unsupported = DryRunEvent.unsupported(format).or(() -> DryRun.tooMuch(format, players)
                    .map(x -> "the dry run was not played, so it is not recorded as an event"));
            Recorded recorded = unsupported.isPresent() ? new Recorded(Optional.empty(), new SimulatedEvent(
                    Optional.empty(), unsupported)) : record(format, step, monitor);
            DryRunOutcome outcome = recorded.outcome().isPresent() ? recorded.outcome().get()
                    : DryRun.run(file, FormatUiPlugin.get().tool().loader(), players, seed, FormatServices.variants(),
                            FormatServices.pairingEngines(), step, monitor::isCanceled);
            Optional<SimulatedEvent> event = Optional.of(recorded.event());
            result = new Result(file, players, seed, Optional.of(outcome), Optional.empty(), false, event);
        } catch (CancellationException e) {
            result = new Result(file, players, seed, Optional.empty(), Optional.of("The dry run was cancelled."), true);
            status = Status.CANCEL_STATUS;
        } catch (IOException e) {
            // the format does not compile: its errors, with their lines, are the message
            result = new Result(file, players, seed, Optional.empty(),
                    Optional.of("The format cannot be played: " + e.getMessage()), false);
        } catch (IllegalArgumentException | IllegalStateException e) {
            result = new Result(file, players, seed, Optional.empty(), Optional.of(e.getMessage()), false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            result = new Result(file, players, seed, Optional.empty(), Optional.of("The dry run was interrupted."), true);
            status = Status.CANCEL_STATUS;
        } finally {
            monitor.done();
        }
        done.accept(result);
        return status;
    }

    /** A dry run played by recording it as an event, or why it was not (and then no outcome). */
    private record Recorded(Optional<DryRunOutcome> outcome, SimulatedEvent event) {
    }

    /**
     * Plays the dry run by recording it as an event in the workspace's dry-runs project, where the
     * event views open it read-only; a folder of an earlier dry run of the same format, field and
     * seed is replaced (only a folder marked as a dry run is ever deleted). A cancelled run leaves
     * no folder behind. When the folder cannot be written the outcome is empty and the note says
     * why, and the run is played without an event.
     */
    private Recorded record(CompiledFormat format, Consumer<String> step, IProgressMonitor monitor)
            throws InterruptedException {
        org.eclipse.core.resources.IFolder folder = null;
        Path dir = null;
        try {
            org.eclipse.core.resources.IProject project = org.eclipse.core.resources.ResourcesPlugin.getWorkspace()
                    .getRoot().getProject(PROJECT);
            if (!project.exists()) {
                project.create(null);
            }
            if (!project.isOpen()) {
                project.open(null);
            }
            String name = format.name() + "-" + players + "-players-seed-" + seed;
            folder = project.getFolder(name);
            dir = folder.getLocation().toFile().toPath();
            if (java.nio.file.Files.exists(dir)) {
                if (!DryRunEvent.isDryRun(dir)) {
                    return new Recorded(Optional.empty(), new SimulatedEvent(Optional.empty(), Optional.of(
                            folder.getFullPath() + " exists and is not a dry run; it was left alone and the run not recorded")));
                }
                folder.refreshLocal(org.eclipse.core.resources.IResource.DEPTH_INFINITE, null);
                folder.delete(true, null);
                deleteTree(dir);
            }
            DryRunOutcome outcome = DryRunEvent.record(file, dir, players, seed, FormatUiPlugin.get().tool().loader(),
                    FormatServices.variants(), FormatServices.pairingEngines(), step, monitor::isCanceled);
            project.refreshLocal(org.eclipse.core.resources.IResource.DEPTH_INFINITE, null);
            return new Recorded(Optional.of(outcome), new SimulatedEvent(Optional.of(folder.getFile(
                    org.rookery.engine.event.EventFolder.JOURNAL)), Optional.of("The simulated event is this run: its"
                            + " pairings, results and standings are the ones reported above.")));
        } catch (CancellationException e) {
            forget(folder, dir);
            throw e;
        } catch (IOException | org.eclipse.core.runtime.CoreException e) {
            forget(folder, dir);
            return new Recorded(Optional.empty(), new SimulatedEvent(Optional.empty(), Optional.of(
                    "the dry run could not be recorded as an event: " + e.getMessage())));
        }
    }

    /** Deletes a dry run's folder that was not recorded to its end, so that nothing half-written is opened. */
    private static void forget(org.eclipse.core.resources.IFolder folder, Path dir) {
        if (dir == null || !java.nio.file.Files.exists(dir) || !DryRunEvent.isDryRun(dir)) {
            return;
        }
        try {
            deleteTree(dir);
            folder.getProject().refreshLocal(org.eclipse.core.resources.IResource.DEPTH_INFINITE, null);
        } catch (IOException | org.eclipse.core.runtime.CoreException e) {
            // the folder is marked as a dry run: the next run of the same field and seed replaces it
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!java.nio.file.Files.exists(dir)) {
            return;
        }
        try (var paths = java.nio.file.Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                java.nio.file.Files.deleteIfExists(p);
            }
        }
    }

    /** The progress steps a run takes: one a round of each stage (one an innings), and the seeding and outcome lines. */
    static int steps(CompiledFormat format, int players) {
        if (format.innings().isPresent()) {
            return 2 * format.innings().get().inningsPerSide() + 2;
        }
        int steps = 2;
        for (Stage stage : format.event().map(e -> e.stages()).orElse(java.util.List.of())) {
            try {
                steps += StagePlan.of(stage, players).rounds() + 1;
            } catch (IllegalArgumentException e) {
                steps++;
            }
        }
        return steps;
    }
}
