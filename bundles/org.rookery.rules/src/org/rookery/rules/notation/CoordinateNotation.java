// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.notation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.MoveKind;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;

/**
 * Coordinate (UCI-style) moves for the chess family: {@code e2e4}, {@code e7e8q}, {@code d8d9g},
 * {@code j9j10}, drops {@code P@e4}, the null move {@code 0000}. Castling is written as the
 * king's move ({@code e1g1}; Guardian's a-side castling is {@code e1c1}).
 */
public final class CoordinateNotation implements MoveFormat {

    private static final Pattern MOVE = Pattern.compile("([a-z][0-9]+)([a-z][0-9]+)([a-z])?");
    private static final Pattern DROP = Pattern.compile("([A-Za-z])@([a-z][0-9]+)");

    @Override
    public String name() {
        return "UCI";
    }

    @Override
    public String format(Move move, PositionView position) {
        return switch (move.kind()) {
            case NULL -> "0000";
            case DROP -> move.piece().letter() + "@" + move.to();
            default -> move.from().toString() + move.to() + (move.promotion() == null ? "" : String.valueOf(Character.toLowerCase(move.promotion().letter())));
        };
    }

    @Override
    public Move parse(String text, PositionView position) {
        String t = text == null ? "" : text.trim();
        if (t.equals("0000")) {
            throw new MoveException(MoveException.Kind.ILLEGAL, "the null move '0000' is never legal in play");
        }
        Matcher m = MOVE.matcher(t);
        Matcher d = DROP.matcher(t);
        Move found = null;
        if (m.matches()) {
            Square from = square(m.group(1), t);
            Square to = square(m.group(2), t);
            Character promo = m.group(3) == null ? null : Character.toUpperCase(m.group(3).charAt(0));
            for (Move mv : position.legalMoves()) {
                if (from.equals(mv.from()) && to.equals(mv.to())
                        && (promo == null ? mv.promotion() == null : mv.promotion() != null && mv.promotion().letter() == promo)) {
                    found = pick(found, mv, t);
                }
            }
        } else if (d.matches()) {
            Square to = square(d.group(2), t);
            char letter = Character.toUpperCase(d.group(1).charAt(0));
            for (Move mv : position.legalMoves()) {
                if (mv.kind() == MoveKind.DROP && mv.to().equals(to) && mv.piece().letter() == letter) {
                    found = pick(found, mv, t);
                }
            }
        } else {
            throw new MoveException(MoveException.Kind.INVALID, "'" + t + "' is not a coordinate move (e.g. e2e4, e7e8q, P@e4)");
        }
        if (found == null) {
            throw new MoveException(MoveException.Kind.ILLEGAL, "'" + t + "' is not a legal move here");
        }
        return found;
    }

    private static Move pick(Move found, Move candidate, String text) {
        if (found != null) {
            throw new MoveException(MoveException.Kind.AMBIGUOUS, "'" + text + "' fits both " + found + " and " + candidate);
        }
        return candidate;
    }

    private static Square square(String name, String text) {
        try {
            return Square.parse(name);
        } catch (IllegalArgumentException e) {
            throw new MoveException(MoveException.Kind.INVALID, "'" + text + "' names no square: " + e.getMessage());
        }
    }
}
