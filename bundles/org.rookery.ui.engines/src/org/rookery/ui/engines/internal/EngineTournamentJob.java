// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engines.EngineTournament;
import org.rookery.engines.GameResult;
import org.rookery.engines.Opening;
import org.rookery.ui.event.HeldEvent;

/**
 * Runs an engine tournament in the background: a progress bar of the games done of all games,
 * the games being played named below it, and Cancel, which stops the engines of the games under
 * way (they are not recorded) and pairs no further round. Every result is recorded through the
 * event's session as its game ends, so the event views follow the tournament.
 */
final class EngineTournamentJob extends Job {

    /** The family of every engine tournament job, for finding them. */
    static final Object FAMILY = EngineTournamentJob.class;

    private final HeldEvent event;
    private final EngineTournament tournament;
    private final Opening opening;
    private final int total;
    private final Display display;
    private final Set<String> playing = new LinkedHashSet<>();
    private final List<String> log = new ArrayList<>();
    private volatile int done;
    private volatile String outcome = "";

    EngineTournamentJob(String name, HeldEvent event, EngineTournament tournament, Opening opening, int total, Display display) {
        super("Engine tournament " + name);
        this.event = event;
        this.tournament = tournament;
        this.opening = opening;
        this.total = total;
        this.display = display;
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected void canceling() {
        tournament.cancel();
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), total);
        try {
            tournament.play(OptionalInt.empty(), opening, new EngineTournament.Listener() {
                @Override
                public void line(String text) {
                    synchronized (log) {
                        log.add(text);
                    }
                }

                @Override
                public void started(int round, String white, String black) {
                    synchronized (playing) {
                        playing.add("round " + round + ": " + white + " - " + black);
                        monitor.subTask(progress());
                    }
                }

                @Override
                public void finished(int round, GameResult result, int gamesDone, int all) {
                    done = gamesDone;
                    synchronized (playing) {
                        playing.remove("round " + round + ": " + result.white() + " - " + result.black());
                        monitor.subTask(progress());
                    }
                    monitor.worked(1);
                }
            });
            if (tournament.cancelled()) {
                outcome = "Cancelled: " + done + " of " + total + " games recorded, the games under way not.";
                return Status.CANCEL_STATUS;
            }
            outcome = "Finished: " + done + " games recorded.";
            return Status.OK_STATUS;
        } catch (IOException | PairingException | RuntimeException e) {
            outcome = "Stopped: " + e.getMessage();
            return Status.error("The engine tournament stopped after " + done + " of " + total + " games: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcome = "Interrupted after " + done + " of " + total + " games.";
            return Status.CANCEL_STATUS;
        } finally {
            monitor.done();
            display.asyncExec(() -> {
                try {
                    event.close();
                } catch (IOException e) {
                    ILog.of(EngineTournamentJob.class).warn("The engine tournament's event could not be closed: " + e.getMessage());
                }
            });
        }
    }

    /** "3 of 12 games done; playing round 2: a - b, round 2: c - d". */
    private String progress() {
        return done + " of " + total + " games done" + (playing.isEmpty() ? "" : "; playing " + String.join(", ", playing));
    }

    /** What the run came to ("Finished: 6 games recorded."), empty while it runs. */
    String outcome() {
        return outcome;
    }

    /** The tournament's lines so far: each result and each round. */
    List<String> log() {
        synchronized (log) {
            return List.copyOf(log);
        }
    }

    /** The games being played now ("round 2: sf - fsf"), as the progress line names them. */
    List<String> playing() {
        synchronized (playing) {
            return List.copyOf(playing);
        }
    }

    /** Games done so far. */
    int done() {
        return done;
    }
}
