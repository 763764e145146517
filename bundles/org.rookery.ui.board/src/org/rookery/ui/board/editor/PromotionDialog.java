// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.editor;

import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Piece;
import org.rookery.rules.Rules;
import org.rookery.ui.board.BoardStyle;
import org.rookery.ui.board.internal.PieceImages;

/**
 * Asks which of several legal moves between the same squares to play: the promotion choices
 * the rules offer (all of them for an optional promotion with "stay" among them, only promoted
 * types when it is compulsory, only the captured types in Guardian), each as a button with the
 * piece's picture.
 */
public final class PromotionDialog extends Dialog {

    /** The title of the dialog's shell (tests find it by this). */
    public static final String TITLE = "Promotion";

    private final List<Move> choices;
    private final Color side;
    private final BoardStyle style;
    private PieceImages images;
    private final Rules rules;
    private Move chosen;

    /** A dialog offering the moves, which differ only in promotion. */
    public PromotionDialog(Shell parent, List<Move> choices, Color side, Rules rules) {
        super(parent);
        this.choices = List.copyOf(choices);
        this.side = side;
        this.rules = rules;
        this.style = BoardStyle.of(rules);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        images = new PieceImages(parent.getDisplay());
        images.useArtOf(rules);
        area.addDisposeListener(e -> images.dispose());
        Label label = new Label(area, SWT.NONE);
        boolean mayStay = choices.stream().anyMatch(m -> m.promotion() == null);
        label.setText(mayStay ? "Promote? (optional)" : "Promote to:");
        Composite row = new Composite(area, SWT.NONE);
        row.setLayout(new GridLayout(choices.size(), true));
        for (Move m : choices) {
            Button b = new Button(row, SWT.PUSH);
            var type = m.promotion() != null ? m.promotion() : m.piece();
            Image image = images.get(new Piece(type, side), style, 48);
            b.setImage(image);
            b.setText(m.promotion() != null ? capitalised(type.name()) : "Stay " + type.name());
            b.setToolTipText(m.toString());
            b.setData(m);
            b.addListener(SWT.Selection, e -> {
                chosen = m;
                okPressed();
            });
        }
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    /** The move chosen, or {@code null} if the dialog was cancelled. */
    public Move chosen() {
        return chosen;
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
