// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.twoboard.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.button;
import static org.rookery.ui.testing.UiTesting.click;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rookery.games.GameFiles;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Square;
import org.rookery.ui.board.BoardWidget;

/**
 * The board editor of the real workbench opens a BPGN file of the variant with its two boards,
 * and the user drops, on board B, the man his partner took on board A; the save keeps the drop.
 * The editor is reached by its id and its boards by the widget tree, as a user sees them.
 */
class TwoBoardEditorTest {

    private static final String EDITOR_ID = "org.rookery.ui.board.editor";

    private IEditorPart editor;

    @AfterEach
    void close() {
        if (editor != null) {
            page().closeEditor(editor, false);
            spin(50);
        }
    }

    private static IFile file(String name, String content) throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("two-board-tests");
        if (!project.exists()) {
            project.create(null);
        }
        if (!project.isOpen()) {
            project.open(null);
        }
        IFile file = project.getFile(name);
        ByteArrayInputStream in = new ByteArrayInputStream(content.getBytes(StandardCharsets.UTF_8));
        if (file.exists()) {
            file.setContents(in, IResource.FORCE, null);
        } else {
            file.create(in, IResource.FORCE, null);
        }
        return file;
    }

    /** The shown boards of the variant, in the order the editor lays them out. */
    private static List<BoardWidget> boards(Control c, List<BoardWidget> found) {
        if (c instanceof BoardWidget b && b.isVisible() && b.rules() != null && b.rules().id().equals(Installed.ID)) {
            found.add(b);
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                boards(child, found);
            }
        }
        return found;
    }

    @Test
    void theEditorOpensBothBoardsAndTheUserDropsWhatThePartnerTook() throws Exception {
        IFile file = file("match.bpgn", Installed.MATCH);
        editor = IDE.openEditor(page(), file, EDITOR_ID, true);
        page().getWorkbenchWindow().getShell().setSize(1200, 760);
        spin(50);
        List<BoardWidget> shown = boards(page().getWorkbenchWindow().getShell(), new ArrayList<>());
        assertEquals(2, shown.size(), "board A and board B");
        BoardWidget a = shown.get(0);
        BoardWidget b = shown.get(1);
        PieceType pawn = b.rules().pieceType('P', false);
        assertTrue(b.isFlipped(), "board B is seen from Black's side");
        // the file opens at its start: nothing in hand yet
        assertEquals(0, b.handCount(Color.BLACK, pawn));
        // the nearest one around the boards: the editor's own
        Button lastMove = null;
        for (Composite around = b.getParent(); around != null && lastMove == null; around = around.getParent()) {
            lastMove = button(around, ">|");
        }
        assertTrue(lastMove != null, "the editor has a 'Last move' button");
        lastMove.notifyListeners(SWT.Selection, new Event());
        spin(50);
        // 2A. cxd4: the white pawn stands on d4 of board A, the black pawn it took waits in Black's hand on B
        assertEquals(new Piece(pawn, Color.WHITE), a.pieceAt(Square.parse("d4")));
        assertEquals(1, b.handCount(Color.BLACK, pawn));
        assertNull(b.pieceAt(Square.parse("c4")));

        click(b, b.handCenter(Color.BLACK, pawn));
        click(b, b.center(Square.parse("c4")));
        assertEquals(new Piece(pawn, Color.BLACK), b.pieceAt(Square.parse("c4")));
        assertEquals(0, b.handCount(Color.BLACK, pawn));
        assertTrue(editor.isDirty());

        editor.doSave(null);
        spin(50);
        GameRecord saved = new GameFiles(Installed.registry()).read(Path.of(file.getLocationURI())).get(0);
        assertEquals(Installed.ID, saved.variantId());
        GameNode last = saved.mainLine().get(saved.mainLine().size() - 1);
        assertEquals(1, last.board());
        assertTrue(last.move().isDrop(), last.move().toString());
        assertEquals("c4", last.move().to().toString());
    }
}
