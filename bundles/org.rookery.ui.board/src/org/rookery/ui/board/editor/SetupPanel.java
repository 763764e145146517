// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;
import org.rookery.ui.board.BoardStyle;
import org.rookery.ui.board.internal.PieceImages;
import org.rookery.ui.board.model.SideNames;

/**
 * The set-up palette of a board editor: pick a piece (or the eraser) and click squares to put
 * it there (right click empties a square); click a hand slot to add a piece to a hand (right
 * click takes one away); choose the side to move; "Done" asks the rules engine whether the
 * position is possible and shows its reason when it is not.
 */
final class SetupPanel extends Composite {

    private final Rules rules;
    private final Setup[] setups;
    private final List<Button> palette = new ArrayList<>();
    private final Combo side;
    private final Label reason;
    private final PieceImages images;
    private Piece selected;

    SetupPanel(Composite parent, Rules rules, Setup[] setups, Runnable changed, Runnable done, Runnable cancel) {
        super(parent, SWT.NONE);
        this.rules = rules;
        this.setups = setups;
        setLayout(new GridLayout(1, false));
        images = new PieceImages(getDisplay());
        images.useArtOf(rules);
        addDisposeListener(e -> images.dispose());
        SideNames names = SideNames.of(rules);
        BoardStyle style = BoardStyle.of(rules);
        Composite grid = new Composite(this, SWT.NONE);
        grid.setLayout(new GridLayout(Math.min(rules.pieceTypes().size(), 7), true));
        for (Color c : Color.values()) {
            for (PieceType t : rules.pieceTypes()) {
                Piece p = new Piece(t, c);
                Button b = new Button(grid, SWT.TOGGLE);
                b.setImage(images.get(p, style, 32));
                b.setToolTipText(names.name(c) + " " + t.name());
                b.setData(p);
                b.addListener(SWT.Selection, e -> select(p));
                palette.add(b);
            }
        }
        Button eraser = new Button(this, SWT.TOGGLE);
        eraser.setText("Empty square");
        eraser.setData(null);
        eraser.addListener(SWT.Selection, e -> select(null));
        palette.add(eraser);

        Composite row = new Composite(this, SWT.NONE);
        row.setLayout(new GridLayout(2, false));
        new Label(row, SWT.NONE).setText("To move:");
        side = new Combo(row, SWT.READ_ONLY);
        side.setItems(names.first(), names.second());
        side.select(setups[0].sideToMove() == Color.WHITE ? 0 : 1);
        side.addListener(SWT.Selection, e -> {
            for (Setup s : setups) {
                s.sideToMove(side.getSelectionIndex() == 0 ? Color.WHITE : Color.BLACK);
            }
            changed.run();
        });

        Composite buttons = new Composite(this, SWT.NONE);
        buttons.setLayout(new GridLayout(4, false));
        button(buttons, "Start position", () -> {
            Position start = rules.startPosition();
            for (int i = 0; i < setups.length; i++) {
                setups[i] = start.toSetup();
            }
            changed.run();
        });
        button(buttons, "Clear", () -> {
            for (Setup s : setups) {
                s.clear();
            }
            changed.run();
        });
        button(buttons, "Done", done).setData("done");
        button(buttons, "Cancel", cancel);
        reason = new Label(this, SWT.WRAP);
        reason.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        reason.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        select(new Piece(rules.pieceTypes().get(0), Color.WHITE));
    }

    private static Button button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    /** Chooses the piece that clicks put down ({@code null}: the eraser). */
    void select(Piece piece) {
        selected = piece;
        for (Button b : palette) {
            b.setSelection(java.util.Objects.equals(b.getData(), piece));
        }
    }

    /** A click on a square of a board. */
    void squareClicked(int board, Square square, int button) {
        Setup s = setups[board];
        if (button == 3 || selected == null || selected.equals(s.get(square))) {
            s.put(square, null);
        } else {
            s.put(square, selected);
        }
        reason.setText("");
    }

    /** A click on a hand slot of a board. */
    void handClicked(int board, Color owner, PieceType type, int button) {
        Setup s = setups[board];
        Piece p = new Piece(type, owner);
        s.hand(p, Math.max(0, s.hand(p) + (button == 3 ? -1 : 1)));
        reason.setText("");
    }

    /**
     * The boards as a position text if the rules accept every board, else {@code null} with the
     * rules engine's reason shown.
     */
    String validate() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < setups.length; i++) {
            try {
                Position p = rules.newPosition(setups[i]);
                if (i > 0) {
                    text.append(" | ");
                }
                text.append(rules.positionFormat().format(p));
            } catch (IllegalArgumentException e) {
                reason.setText((setups.length > 1 ? "Board " + (char) ('A' + i) + ": " : "") + e.getMessage());
                layout(true, true);
                return null;
            }
        }
        reason.setText("");
        return text.toString();
    }

    /** The reason shown for the last rejected position ("" if none). */
    String reason() {
        return reason.getText();
    }

    /** The set-ups being edited. */
    Setup[] setups() {
        return setups;
    }
}
