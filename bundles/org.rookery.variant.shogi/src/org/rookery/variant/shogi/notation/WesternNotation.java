// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;

/**
 * The Western (Hodges) notation players read in English shogi books, for display: the man
 * ({@code +P} for a tokin), the origin only when another man of the same kind could go to the same
 * square, {@code -} for a move, {@code x} for a capture, {@code *} for a drop, the square in USI
 * style, then {@code +} for a promotion or {@code =} for a promotion declined. Examples:
 * {@code P-7f}, {@code Bx2b+}, {@code P*5e}, {@code S-4c=}, {@code G6i-5h}.
 */
public final class WesternNotation implements MoveFormat {

    private static final Pattern MOVE = Pattern.compile("(\\+?)([KRBGSNLP])([1-9][a-i])?([-x*])([1-9][a-i])([+=]?)");

    @Override
    public String name() {
        return "Western";
    }

    @Override
    public String format(Move move, PositionView position) {
        StringBuilder b = new StringBuilder(8);
        PieceType type = move.piece();
        if (type.promoted()) {
            b.append('+');
        }
        b.append(type.letter());
        if (move.isDrop()) {
            return b.append('*').append(UsiSquares.name(move.to())).toString();
        }
        boolean otherOrigin = false;
        boolean couldPromote = false;
        for (Move m : position.legalMoves()) {
            if (m.isDrop() || !m.to().equals(move.to())) {
                continue;
            }
            if (m.piece().equals(type) && !m.from().equals(move.from())) {
                otherOrigin = true;
            }
            if (m.from().equals(move.from()) && m.isPromotion()) {
                couldPromote = true;
            }
        }
        if (otherOrigin) {
            b.append(UsiSquares.name(move.from()));
        }
        b.append(move.isCapture() ? 'x' : '-').append(UsiSquares.name(move.to()));
        if (move.isPromotion()) {
            b.append('+');
        } else if (couldPromote) {
            b.append('=');
        }
        return b.toString();
    }

    @Override
    public Move parse(String text, PositionView position) {
        String t = text == null ? "" : text.trim();
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw new MoveException(MoveException.Kind.INVALID,
                    "'" + t + "' is not a Western shogi move (expected e.g. P-7f, Bx2b+, P*5e, S-4c=, G6i-5h)");
        }
        boolean promotedMan = !m.group(1).isEmpty();
        PieceType type = position.rules().pieceType(m.group(2).charAt(0), promotedMan);
        if (type == null) {
            throw new MoveException(MoveException.Kind.INVALID, "'" + t + "': +" + m.group(2) + " is not a shogi man");
        }
        Square from = m.group(3) == null ? null : UsiSquares.parse(m.group(3));
        char sep = m.group(4).charAt(0);
        Square to = UsiSquares.parse(m.group(5));
        String suffix = m.group(6);
        if (sep == '*') {
            if (promotedMan || from != null || !suffix.isEmpty()) {
                throw new MoveException(MoveException.Kind.INVALID, "'" + t + "': a drop is written as the unpromoted man, '*' and the square");
            }
            for (Move mv : position.legalMoves()) {
                if (mv.isDrop() && mv.piece().equals(type) && mv.to().equals(to)) {
                    return mv;
                }
            }
            throw new MoveException(MoveException.Kind.ILLEGAL, "'" + t + "' is not legal: " + IllegalMoveReason.drop(position, type, to));
        }
        List<Move> found = new ArrayList<>();
        for (Move mv : position.legalMoves()) {
            if (!mv.isDrop() && mv.piece().equals(type) && mv.to().equals(to) && (from == null || from.equals(mv.from()))
                    && mv.isCapture() == (sep == 'x') && (suffix.isEmpty() || mv.isPromotion() == suffix.equals("+"))) {
                found.add(mv);
            }
        }
        if (found.isEmpty()) {
            String reason = from != null ? IllegalMoveReason.boardMove(position, from, to, suffix.equals("+"))
                    : "no " + type.name() + " of this side can " + (sep == 'x' ? "capture on " : "move to ") + UsiSquares.name(to)
                            + (suffix.equals("+") ? " and promote" : suffix.equals("=") ? " without promoting" : "");
            throw new MoveException(MoveException.Kind.ILLEGAL, "'" + t + "' is not legal: " + reason);
        }
        Move first = found.get(0);
        for (Move mv : found) {
            if (!mv.from().equals(first.from())) {
                throw new MoveException(MoveException.Kind.AMBIGUOUS, "'" + t + "' fits the " + type.name() + "s on "
                        + UsiSquares.name(first.from()) + " and " + UsiSquares.name(mv.from()) + "; name the origin, e.g. "
                        + m.group(1) + m.group(2) + UsiSquares.name(first.from()) + sep + UsiSquares.name(to) + suffix);
            }
            if (mv.isPromotion() != first.isPromotion()) {
                throw new MoveException(MoveException.Kind.AMBIGUOUS,
                        "'" + t + "' may promote or not; write " + t + "+ to promote or " + t + "= to decline");
            }
        }
        return first;
    }
}
