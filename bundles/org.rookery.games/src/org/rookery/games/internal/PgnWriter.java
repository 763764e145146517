// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * Writes PGN export format: the tags in the game's order (with {@code Result}, {@code Variant},
 * {@code SetUp}/{@code FEN} and, where it is needed to read the result back,
 * {@code Termination} made to agree with the game), a blank line, then SAN movetext with
 * comments, NAGs as {@code $n} and variations, wrapped at 79 columns.
 */
final class PgnWriter {

    private final VariantRegistry registry;

    PgnWriter(VariantRegistry registry) {
        this.registry = registry;
    }

    String write(List<GameRecord> games) {
        StringBuilder b = new StringBuilder();
        for (GameRecord g : games) {
            Variant variant = registry.get(g.variantId());
            String tag = variant.pgnVariant().orElseThrow(() -> new IllegalArgumentException("a " + g.variantId() + " game is not written in PGN"));
            Rules rules = variant.rules();
            for (Map.Entry<String, String> e : headers(g, tag).entrySet()) {
                b.append('[').append(WrittenText.pgnName(e.getKey())).append(" \"").append(WrittenText.pgnValue(e.getValue()))
                        .append("\"]\n");
            }
            b.append('\n');
            MovetextWriter w = new MovetextWriter();
            Position p = g.startPosition() == null ? rules.startPosition() : rules.position(g.startPosition());
            writeLine(w, p, g.mainLine(), g.comment());
            w.token(PgnResults.token(g.outcome()));
            b.append(w).append("\n\n");
        }
        return b.toString();
    }

    /** The headers to write, with the Variant tag the game's variant declares ({@code tag}). */
    static Map<String, String> headers(GameRecord g, String tag) {
        Map<String, String> h = new LinkedHashMap<>(g.headers());
        h.put("Result", PgnResults.token(g.outcome()));
        // Standard chess needs no Variant tag; one the game already had is kept, spelled as declared.
        if (!tag.equalsIgnoreCase("Standard") || h.containsKey("Variant")) {
            h.put("Variant", tag);
        }
        if (g.startPosition() != null) {
            h.put("SetUp", "1");
            h.put("FEN", g.startPosition());
        } else {
            h.remove("SetUp");
            h.remove("FEN");
        }
        String termination = PgnResults.terminationTag(g.outcome());
        if (termination != null) {
            h.put(PgnResults.TERMINATION, termination);
        }
        return h;
    }

    private static void writeLine(MovetextWriter w, Position p, List<GameNode> nodes, String leading) {
        MoveFormat san = p.rules().moveFormat("SAN");
        boolean number = true;
        if (leading != null) {
            w.token(MovetextWriter.comment(leading));
        }
        for (GameNode n : nodes) {
            if (n.commentBefore() != null) {
                w.token(MovetextWriter.comment(n.commentBefore()));
                number = true;
            }
            if (p.sideToMove() == Color.WHITE) {
                w.token(p.fullmoveNumber() + ".");
            } else if (number) {
                w.token(p.fullmoveNumber() + "...");
            }
            w.token(san.format(n.move(), p));
            for (int nag : n.nags()) {
                w.token("$" + nag);
            }
            if (n.commentAfter() != null) {
                w.token(MovetextWriter.comment(n.commentAfter()));
            }
            for (List<GameNode> variation : n.variations()) {
                w.open();
                writeLine(w, p.copy(), variation, null);
                w.close();
            }
            number = n.commentAfter() != null || !n.variations().isEmpty();
            p.doMove(n.move());
        }
    }
}
