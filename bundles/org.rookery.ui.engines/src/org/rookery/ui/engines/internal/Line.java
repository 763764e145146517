// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engines.Engines;
import org.rookery.engines.Protocol;
import org.rookery.engines.SearchInfo;
import org.rookery.rules.MoveException;
import org.rookery.rules.Move;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;

/**
 * A principal variation read back by the rules: the legal moves it means from the analysed
 * position, and their text in the variant's own notation for people (the first the rules list
 * that is not an engine notation: SAN for the chess family, the Western notation for shogi). An engine move the rules refuse ends the line
 * there, and the rest is shown as the engine wrote it, marked as refused.
 */
record Line(SearchInfo info, List<Move> moves, String text) {

    static Line of(SearchInfo info, Protocol protocol, PositionView start) {
        Position p = start instanceof Position pos ? pos.copy() : start.rules().newPosition(start.toSetup());
        MoveFormat format = readable(start.rules().moveFormats());
        List<Move> moves = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        List<String> pv = info.pv();
        for (int i = 0; i < pv.size(); i++) {
            Move m;
            try {
                m = Engines.parseMove(protocol, p, pv.get(i));
            } catch (MoveException e) {
                b.append(b.isEmpty() ? "" : " ").append("[not legal here: ").append(String.join(" ", pv.subList(i, pv.size()))).append(']');
                break;
            }
            b.append(b.isEmpty() ? "" : " ").append(format == null ? pv.get(i) : format.format(m, p));
            moves.add(m);
            p.doMove(m);
        }
        return new Line(info, List.copyOf(moves), b.toString());
    }

    private static MoveFormat readable(List<MoveFormat> formats) {
        for (MoveFormat f : formats) {
            String n = f.name().toUpperCase(java.util.Locale.ROOT);
            if (!n.equals("UCI") && !n.equals("USI")) {
                return f;
            }
        }
        return formats.isEmpty() ? null : formats.get(0);
    }
}
