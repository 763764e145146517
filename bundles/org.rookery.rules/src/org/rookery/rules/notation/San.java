// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.MoveKind;
import org.rookery.rules.Outcome;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;

/**
 * Standard algebraic notation for the chess family on any board: {@code Nf3}, {@code exd5},
 * {@code e8=Q}, {@code d9=G}, {@code O-O} (each castling rule names its own text), drops
 * {@code N@f3}, minimal disambiguation, {@code +} and {@code #} suffixes. Parsing is lenient
 * about {@code x}, suffixes, annotations and {@code 0-0}; it finds the one legal move meant.
 */
public final class San implements MoveFormat {

    private static final Pattern EN_PASSANT = Pattern.compile("\\s*e\\.p\\.$");
    private static final Pattern SUFFIXES = Pattern.compile("[+#!?]+$");
    private static final Pattern CASTLING_ZEROS = Pattern.compile("[0O]-[0O](-[0O])?");
    private static final Pattern DROP = Pattern.compile("([A-Z])@([a-z][0-9]+)");
    private static final Pattern PAWN = Pattern.compile("(?:([a-z])x?)?([a-z][0-9]+)(?:=?([A-Z]))?");
    private static final Pattern PIECE = Pattern.compile("([A-Z])([a-p])?([0-9]+)?x?([a-z][0-9]+)(?:=?([A-Z]))?");

    @Override
    public String name() {
        return "SAN";
    }

    @Override
    public String format(Move move, PositionView position) {
        return withoutSuffix(move, position) + suffix(move, position);
    }

    private static String withoutSuffix(Move move, PositionView position) {
        switch (move.kind()) {
            case NULL:
                return "--";
            case CASTLING:
                return move.castling().san();
            case DROP:
                return move.piece().letter() + "@" + move.to();
            default:
                break;
        }
        StringBuilder b = new StringBuilder();
        if (move.piece().is(PieceType.Trait.PAWN)) {
            if (move.isCapture()) {
                b.append((char) ('a' + move.from().file())).append('x');
            }
        } else {
            b.append(move.piece().letter());
            b.append(disambiguation(move, position));
            if (move.isCapture()) {
                b.append('x');
            }
        }
        b.append(move.to());
        if (move.promotion() != null) {
            b.append('=').append(move.promotion().letter());
        }
        return b.toString();
    }

    private static String disambiguation(Move move, PositionView position) {
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (Move other : position.legalMoves()) {
            if (other.from() == null || other.from().equals(move.from()) || !move.to().equals(other.to()) || other.kind() == MoveKind.CASTLING
                    || other.piece().letter() != move.piece().letter() || other.piece().is(PieceType.Trait.PAWN)) {
                continue;
            }
            clash = true;
            sameFile |= other.from().file() == move.from().file();
            sameRank |= other.from().rank() == move.from().rank();
        }
        if (!clash) {
            return "";
        }
        if (!sameFile) {
            return String.valueOf((char) ('a' + move.from().file()));
        }
        if (!sameRank) {
            return String.valueOf(move.from().rank());
        }
        return move.from().toString();
    }

    private static String suffix(Move move, PositionView position) {
        if (position instanceof Position p) {
            // A copy would carry the game's whole history, once for every move written: printing
            // a long game would take the square of its length. The move is played and taken back.
            p.doMove(move);
            try {
                return suffixAfter(p);
            } finally {
                p.undoMove();
            }
        }
        Position after = position.toSetup().toPosition();
        after.doMove(move);
        return suffixAfter(after);
    }

    private static String suffixAfter(PositionView after) {
        if (!after.isCheck()) {
            return "";
        }
        if (after.hasLegalMove()) {
            // checkmate needs a side without a move; asking for the outcome would also count
            // repetitions through the history, once per check
            return "+";
        }
        Outcome o = after.outcome().orElse(null);
        return o != null && o.termination() == Termination.CHECKMATE ? "#" : "+";
    }

    @Override
    public Move parse(String text, PositionView position) {
        if (text == null) {
            throw new MoveException(MoveException.Kind.INVALID, "no move text");
        }
        // the patterns are compiled once: a game file is read move by move through here
        String t = SUFFIXES.matcher(EN_PASSANT.matcher(text.trim()).replaceFirst("")).replaceAll("");
        if (CASTLING_ZEROS.matcher(t).matches()) {
            t = t.replace('0', 'O');
        }
        List<Move> legal = position.legalMoves();
        List<Move> found = new ArrayList<>();
        Matcher m;
        if (t.startsWith("O-O")) {
            for (Move mv : legal) {
                if (mv.kind() == MoveKind.CASTLING && mv.castling().san().equals(t)) {
                    found.add(mv);
                }
            }
        } else if ((m = DROP.matcher(t)).matches()) {
            Square to = square(m.group(2), text);
            for (Move mv : legal) {
                if (mv.isDrop() && mv.to().equals(to) && mv.piece().letter() == m.group(1).charAt(0)) {
                    found.add(mv);
                }
            }
        } else if ((m = PAWN.matcher(t)).matches()) {
            Square to = square(m.group(2), text);
            for (Move mv : legal) {
                if (mv.from() != null && mv.piece().is(PieceType.Trait.PAWN) && mv.to().equals(to)
                        && (m.group(1) == null ? !mv.isCapture() : mv.isCapture() && mv.from().file() == m.group(1).charAt(0) - 'a')
                        && promotionMatches(mv, m.group(3))) {
                    found.add(mv);
                }
            }
        } else if ((m = PIECE.matcher(t)).matches()) {
            Square to = square(m.group(4), text);
            char letter = m.group(1).charAt(0);
            for (Move mv : legal) {
                if (mv.from() != null && mv.kind() != MoveKind.CASTLING && !mv.piece().is(PieceType.Trait.PAWN) && mv.piece().letter() == letter
                        && mv.to().equals(to) && (m.group(2) == null || mv.from().file() == m.group(2).charAt(0) - 'a')
                        && (m.group(3) == null || mv.from().rank() == Integer.parseInt(m.group(3))) && promotionMatches(mv, m.group(5))) {
                    found.add(mv);
                }
            }
        } else {
            throw new MoveException(MoveException.Kind.INVALID, "'" + text + "' is not a move in SAN");
        }
        if (found.isEmpty()) {
            throw new MoveException(MoveException.Kind.ILLEGAL, "'" + text + "' is not a legal move here");
        }
        if (found.size() > 1) {
            throw new MoveException(MoveException.Kind.AMBIGUOUS, "'" + text + "' fits " + found.size() + " legal moves: " + found);
        }
        return found.get(0);
    }

    private static boolean promotionMatches(Move mv, String letter) {
        return letter == null ? mv.promotion() == null : mv.promotion() != null && mv.promotion().letter() == letter.charAt(0);
    }

    private static Square square(String name, String text) {
        try {
            return Square.parse(name);
        } catch (IllegalArgumentException e) {
            throw new MoveException(MoveException.Kind.INVALID, "'" + text + "' names no square: " + e.getMessage());
        }
    }
}
