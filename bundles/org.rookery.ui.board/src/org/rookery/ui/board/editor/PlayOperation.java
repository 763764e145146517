// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.editor;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.rookery.rules.Move;
import org.rookery.ui.board.model.GameModel;

/**
 * Playing a move in a board editor, as an undoable operation of the workbench's operation
 * history: undo takes the move back, redo plays it again.
 */
final class PlayOperation extends AbstractOperation {

    private final BoardEditor editor;
    private final int board;
    private final Move move;
    private GameModel.Ply ply;

    PlayOperation(BoardEditor editor, IUndoContext context, int board, Move move) {
        super("Move " + move);
        this.editor = editor;
        this.board = board;
        this.move = move;
        addContext(context);
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        ply = editor.model().play(board, move);
        setLabel("Move " + ply.text());
        editor.changed();
        return Status.OK_STATUS;
    }

    @Override
    public boolean canUndo() {
        var plies = editor.model().plies();
        return ply != null && !plies.isEmpty() && plies.get(plies.size() - 1).equals(ply);
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        editor.model().removeLast();
        editor.changed();
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        editor.model().append(ply);
        editor.changed();
        return Status.OK_STATUS;
    }
}
