// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.notation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;
import org.rookery.variant.shogi.ShogiPieces;

/**
 * USI moves (rules.md §4.3): {@code 7g7f}, a promotion with {@code +} ({@code 8h2b+}) and a drop
 * as the upper-case man, {@code *} and the square ({@code P*5e}), whichever side drops. A move
 * without {@code +} never promotes, so a compulsory promotion must carry it.
 */
public final class Usi implements MoveFormat {

    private static final Pattern MOVE = Pattern.compile("([1-9][a-i])([1-9][a-i])(\\+?)");
    private static final Pattern DROP = Pattern.compile("([RBGSNLP])\\*([1-9][a-i])");

    @Override
    public String name() {
        return "USI";
    }

    @Override
    public String format(Move move, PositionView position) {
        if (move.isDrop()) {
            return move.piece().letter() + "*" + UsiSquares.name(move.to());
        }
        if (move.from() == null || move.to() == null) {
            throw new IllegalArgumentException("USI has no text for " + move);
        }
        return UsiSquares.name(move.from()) + UsiSquares.name(move.to()) + (move.isPromotion() ? "+" : "");
    }

    @Override
    public Move parse(String text, PositionView position) {
        String t = text == null ? "" : text.trim();
        Matcher m = MOVE.matcher(t);
        if (m.matches()) {
            Square from = UsiSquares.parse(m.group(1));
            Square to = UsiSquares.parse(m.group(2));
            boolean promote = !m.group(3).isEmpty();
            for (Move mv : position.legalMoves()) {
                if (!mv.isDrop() && from.equals(mv.from()) && to.equals(mv.to()) && mv.isPromotion() == promote) {
                    return mv;
                }
            }
            throw new MoveException(MoveException.Kind.ILLEGAL,
                    "USI move '" + t + "' is not legal: " + IllegalMoveReason.boardMove(position, from, to, promote));
        }
        Matcher d = DROP.matcher(t);
        if (d.matches()) {
            PieceType type = position.rules().pieceType(d.group(1).charAt(0), false);
            Square to = UsiSquares.parse(d.group(2));
            for (Move mv : position.legalMoves()) {
                if (mv.isDrop() && mv.piece().equals(type) && to.equals(mv.to())) {
                    return mv;
                }
            }
            throw new MoveException(MoveException.Kind.ILLEGAL,
                    "USI move '" + t + "' is not legal: " + IllegalMoveReason.drop(position, type, to));
        }
        throw new MoveException(MoveException.Kind.INVALID, "'" + t + "' is not a USI move (" + hint(t) + ")");
    }

    private static String hint(String t) {
        if (t.length() >= 3 && t.charAt(1) == '*') {
            char c = t.charAt(0);
            if (Character.isLowerCase(c)) {
                return "drops are written with the upper-case man for both sides, e.g. P*5e";
            }
            if (c == 'K' || !ShogiPieces.HAND_ORDER.stream().anyMatch(p -> p.letter() == c)) {
                return "only R B G S N L P can be dropped";
            }
        }
        return "expected e.g. 7g7f, 8h2b+ or P*5e: files 1 to 9, ranks a to i";
    }
}
