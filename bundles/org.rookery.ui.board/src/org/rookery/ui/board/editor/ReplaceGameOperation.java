// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.editor;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.rookery.ui.board.model.GameModel;

/**
 * Replacing the editor's game with a new one (a set-up position or a pasted FEN/SFEN), as an
 * undoable operation: undo brings back the old game with its moves.
 */
final class ReplaceGameOperation extends AbstractOperation {

    private final BoardEditor editor;
    private final GameModel before;
    private final GameModel after;

    ReplaceGameOperation(String label, BoardEditor editor, IUndoContext context, GameModel after) {
        super(label);
        this.editor = editor;
        this.before = editor.model();
        this.after = after;
        addContext(context);
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        editor.setModel(after);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        editor.setModel(before);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        return execute(monitor, info);
    }
}
