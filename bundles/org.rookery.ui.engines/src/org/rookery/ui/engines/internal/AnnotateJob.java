// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rookery.engines.Engine;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Engines;
import org.rookery.engines.GameAnnotator;
import org.rookery.engines.SearchLimits;
import org.rookery.games.GameRecord;
import org.rookery.rules.Rules;
import org.rookery.ui.board.model.GameDocument;

/**
 * Annotates the game of a board editor with an engine, off the UI thread: the engine searches
 * the position before each move to a depth ({@link GameAnnotator}), and the game with the
 * engine's scores as comments and its preferred lines as variations is written beside the
 * original, in the same format ({@code NAME-annotated.EXT}), atomically; the original file is
 * not touched. The engine is its own process, started and ended by the job; a job cancelled
 * (the view closed) writes nothing once its engine has finished.
 */
final class AnnotateJob extends Job {

    /** The engine's grace past each search's bound before it counts as hung. */
    private static final long GRACE_MILLIS = 10_000;

    private final EngineSpec spec;
    private final Path directory;
    private final GameDocument document;
    private final GameRecord game;
    private final Rules rules;
    private final int depth;
    private final IFile target;
    private final Consumer<String> done;

    /**
     * @param game the game as the editor shows it (its unsaved moves merged in)
     * @param target where the annotated copy goes
     * @param done called (off the UI thread) with the outcome's words once the job ends
     */
    AnnotateJob(EngineSpec spec, Path directory, GameDocument document, GameRecord game, Rules rules, int depth, IFile target,
            Consumer<String> done) {
        super("Annotating " + target.getName() + " with " + spec.name());
        this.spec = spec;
        this.directory = directory;
        this.document = document;
        this.game = game;
        this.rules = rules;
        this.depth = depth;
        this.target = target;
        this.done = done;
        setUser(true);
    }

    /** The name of the annotated copy of a game file: {@code game.pgn} becomes {@code game-annotated.pgn}. */
    static String annotatedName(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot <= 0 ? fileName + "-annotated" : fileName.substring(0, dot) + "-annotated" + fileName.substring(dot);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName() + " (" + game.mainLine().size() + " moves, depth " + depth + ")", IProgressMonitor.UNKNOWN);
        try (Engine engine = Engines.start(spec, directory)) {
            GameRecord annotated = new GameAnnotator(engine, SearchLimits.depth(depth), GRACE_MILLIS).annotate(game, rules);
            if (monitor.isCanceled()) {
                done.accept("Annotation cancelled; nothing was written.");
                return Status.CANCEL_STATUS;
            }
            if (target.getLocation() == null) {
                throw new java.io.IOException(target.getFullPath() + " is not a file on disk");
            }
            document.writeCopy(target.getLocation().toPath(), annotated);
            target.refreshLocal(IResource.DEPTH_ZERO, null);
            done.accept("Annotated " + game.mainLine().size() + " moves at depth " + depth + " with " + spec.name() + " into "
                    + target.getName() + ".");
            return Status.OK_STATUS;
        } catch (Exception e) {
            // an engine fault, a refused variant or a file that cannot be written: said, and nothing half-written
            done.accept("Cannot annotate: " + e.getMessage() + "; nothing was written.");
            return Status.OK_STATUS;
        } finally {
            monitor.done();
        }
    }
}
