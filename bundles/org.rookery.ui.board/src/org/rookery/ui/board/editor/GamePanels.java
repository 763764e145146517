// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.rookery.games.GameNode;
import org.rookery.ui.board.model.GameDocument;
import org.rookery.ui.board.model.GameModel;

/**
 * The parts of the board editor that only game files have: the table of the game's headers
 * (every header in file order, as the file names them) and the text of the shown move's
 * comments, annotation glyphs, time and variations.
 */
final class GamePanels {

    private GamePanels() {
    }

    /** A two-column table (header, value) of a game's headers. */
    static Table headerTable(Composite parent, GameDocument game) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        TableColumn name = new TableColumn(table, SWT.NONE);
        name.setText("Header");
        TableColumn value = new TableColumn(table, SWT.NONE);
        value.setText("Value");
        for (Map.Entry<String, String> h : game.headers().entrySet()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] {h.getKey(), h.getValue()});
        }
        if (game.gameCount() > 1) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] {"(file)", "game 1 of " + game.gameCount() + " shown; the others are kept on save"});
        }
        name.pack();
        value.pack();
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        // a few rows with a scroll bar, so the move list keeps its room on small screens
        data.heightHint = Math.min(5, Math.max(2, table.getItemCount() + 1)) * table.getItemHeight();
        table.setLayoutData(data);
        return table;
    }

    /** What the file says about the shown move (or, at the start, about the game). */
    static String annotation(GameDocument game, GameModel model) {
        int index = model.shown() - 1;
        if (index < 0) {
            return game.game().comment() == null ? "" : game.game().comment();
        }
        Optional<GameNode> node = game.node(model.plies(), index);
        if (node.isEmpty()) {
            return index >= game.game().mainLine().size() ? "" : "(a new line: the file's moves from here are kept as a variation on save)";
        }
        GameNode n = node.get();
        List<String> parts = new ArrayList<>();
        StringBuilder head = new StringBuilder(model.plies().get(index).text());
        for (int nag : n.nags()) {
            head.append(' ').append(glyph(nag));
        }
        if (n.elapsedMillis() != null) {
            head.append("  (").append(n.elapsedMillis() / 1000.0).append(" s)");
        }
        if (n.clockMillis() != null) {
            head.append("  [clock ").append(n.clockMillis() / 1000.0).append(" s]");
        }
        parts.add(head.toString());
        if (n.commentBefore() != null) {
            parts.add(n.commentBefore());
        }
        if (n.commentAfter() != null) {
            parts.add(n.commentAfter());
        }
        if (!n.variations().isEmpty()) {
            parts.add(n.variations().size() == 1 ? "1 variation" : n.variations().size() + " variations");
        }
        return String.join("\n", parts);
    }

    /** The usual glyph of the first six NAGs, {@code $n} for the others. */
    static String glyph(int nag) {
        return switch (nag) {
            case 1 -> "!";
            case 2 -> "?";
            case 3 -> "!!";
            case 4 -> "??";
            case 5 -> "!?";
            case 6 -> "?!";
            default -> "$" + nag;
        };
    }
}
