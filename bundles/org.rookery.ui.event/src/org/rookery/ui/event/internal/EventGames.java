// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Path;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.rookery.engine.event.EventPaths;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.games.GameFiles;

/**
 * The games of an event played on the board: each is a game file in the event folder's
 * {@code games/} folder, named after the game ({@code games/2.3r.kif}), in the variant's own
 * format (KIF for shogi, BPGN for Exchange, PGN for the chess variants), opened in the
 * {@link EventGameEditor}. The moves are saved there; the result goes to the journal.
 */
final class EventGames {

    /** The folder of the event's game files. */
    static final String FOLDER = "games";

    /** The rule named when a game that has a result is played or recorded again. */
    static final String ONE_RESULT = RuleNames.ONE_RESULT_PER_GAME;

    private EventGames() {
    }

    /** The file extension of the variant's game files. */
    static String extension(String variantId) {
        return switch (variantId) {
            case "shogi" -> "kif";
            case "exchange" -> "bpgn";
            default -> "pgn";
        };
    }

    /**
     * Refuses play and result entry for a game that already has a result.
     *
     * @throws Refusal naming {@link #ONE_RESULT}
     * @throws IllegalArgumentException for a game the event does not have
     */
    static GameRecord playable(EventState state, String game) {
        GameRecord g = state.game(game).orElseThrow(() -> new IllegalArgumentException("no game " + game + " in the event"));
        if (g.finished()) {
            throw new Refusal(ONE_RESULT, "game " + game + " already has a result"
                    + g.end().map(e -> " (" + e.outcome().name().toLowerCase().replace('_', ' ') + ", "
                            + e.ending().name().toLowerCase().replace('_', ' ') + ")").orElse(" (replayed after sennichite)")
                    + "; correct it in the rulings log instead");
        }
        return g;
    }

    /**
     * The game file of {@code game}, written with its players' headers if it does not exist yet.
     *
     * @throws Refusal when the game already has a result
     */
    static IFile file(EventSession session, String game) throws IOException, CoreException, InterruptedException {
        EventState state = session.state();
        GameRecord g = playable(state, game);
        BoundGame bound = GameBridge.bind(state.format(), Services.variants());
        String variant = bound.variant().id();
        IContainer event = session.container();
        IFolder folder = event.getFolder(new Path(FOLDER));
        // The game id comes from the journal: one that would name a file outside games/ is refused.
        EventPaths.gameFile(event.getLocation().toFile().toPath(), game, extension(variant));
        IFile file = folder.getFile(game + "." + extension(variant));
        java.nio.file.Path disk = file.getLocation().toFile().toPath();
        if (!Files.exists(disk)) {
            Files.createDirectories(disk.getParent());
            Map<String, String> headers = new LinkedHashMap<>();
            String white = name(state, g.white());
            String black = name(state, g.black());
            String eventName = state.format().name() + " (" + event.getName() + ")";
            if (variant.equals("shogi")) {
                headers.put("棋戦", eventName);
                headers.put("先手", white);
                headers.put("後手", black);
            } else {
                headers.put("Event", eventName);
                headers.put("Round", g.round() > 0 ? Integer.toString(g.round()) : "-");
                headers.put("White", white);
                headers.put("Black", black);
            }
            new GameFiles(Services.variants()).write(disk, List.of(new org.rookery.games.GameRecord(variant, headers, null,
                    "game " + game + " of " + event.getName(), List.of(), null)));
        }
        event.refreshLocal(IResource.DEPTH_INFINITE, null);
        return file;
    }

    private static String name(EventState state, String player) {
        var p = state.players().get(player);
        return p == null || p.name() == null || p.name().isBlank() ? player : p.name() + " (" + player + ")";
    }

    /** Opens {@code game} on the board, or tells the arbiter why not (a refusal names its rule). */
    static IEditorPart open(IWorkbenchPage page, EventSession session, String game) {
        try {
            return IDE.openEditor(page, file(session, game), EventGameEditor.ID, true);
        } catch (Refusal r) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Refused: " + r.rule(), Feedback.refusalText(r));
        } catch (IOException | CoreException | RuntimeException e) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cannot play game " + game + " on the board",
                    e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }
}
