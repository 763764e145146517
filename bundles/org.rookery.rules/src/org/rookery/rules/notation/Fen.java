// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.notation;

import java.util.Map;

import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionFormat;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;

/**
 * FEN for the chess family on any board shape: ranks from the top, {@code *} for holes
 * (Giraffe, rules.md §1.2), counts of empty cells that may exceed 9 (Guardian's {@code 10}),
 * {@code ~} after a promoted piece and crazyhouse-style holdings {@code [QRqr]} for variants
 * with drops (Exchange). Fields 5 and 6 (clocks) may be left out and default to {@code 0 1}.
 *
 * <p>Rookery extension, field 7: {@code revenge:W,B}, the revenge-rule counters of White and
 * Black (Giraffe §1.7; {@link Setup#revengeCount}), each a number of own moves or {@code -} for
 * none pending, e.g. {@code revenge:12,-}. It is written only for rules with a revenge limit and
 * only while a counter runs, so positions without one keep the plain six fields; it needs both
 * clock fields before it.
 */
public final class Fen implements PositionFormat {

    private static final String NAME = "FEN";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Setup parse(String text, Rules rules) {
        if (text == null || text.isBlank()) {
            throw new NotationException(NAME, 1, "placement", String.valueOf(text), "is empty");
        }
        String[] f = text.trim().split("\\s+");
        if (f.length < 4 || f.length > 7) {
            throw new NotationException(NAME, f.length < 4 ? f.length + 1 : 8, "fields", text.trim(), "has " + f.length + " fields; expected 4 to 7");
        }
        Setup s = new Setup(rules);
        String placement = f[0];
        int bracket = placement.indexOf('[');
        if (bracket >= 0) {
            if (!placement.endsWith("]")) {
                throw new NotationException(NAME, 1, "holdings", placement.substring(bracket), "has no closing ']'");
            }
            parseHoldings(placement.substring(bracket + 1, placement.length() - 1), rules, s);
            placement = placement.substring(0, bracket);
        }
        parsePlacement(placement, rules, s);
        switch (f[1]) {
            case "w" -> s.sideToMove(Color.WHITE);
            case "b" -> s.sideToMove(Color.BLACK);
            default -> throw new NotationException(NAME, 2, "side to move", f[1], "is not 'w' or 'b'");
        }
        parseCastling(f[2], rules, s);
        if (!f[3].equals("-")) {
            Square ep;
            try {
                ep = Square.parse(f[3]);
            } catch (IllegalArgumentException e) {
                throw new NotationException(NAME, 4, "en passant", f[3], "is not a square name");
            }
            if (!rules.shape().contains(ep)) {
                throw new NotationException(NAME, 4, "en passant", f[3], "is not on the board");
            }
            s.enPassant(ep);
        }
        s.halfmoveClock(f.length > 4 ? number(f[4], 5, "half-move clock", 0) : 0);
        s.fullmoveNumber(f.length > 5 ? number(f[5], 6, "full-move number", 1) : 1);
        if (f.length > 6) {
            parseRevenge(f[6], rules, s);
        }
        return s;
    }

    private static final String REVENGE = "revenge:";

    private static void parseRevenge(String text, Rules rules, Setup s) {
        if (!text.startsWith(REVENGE)) {
            throw new NotationException(NAME, 7, "revenge counters", text, "is not 'revenge:W,B' (each a number of moves or '-')");
        }
        if (rules.revengeLimit() == 0) {
            throw new NotationException(NAME, 7, "revenge counters", text, "given, but " + rules.name() + " plays without the revenge rule");
        }
        String[] parts = text.substring(REVENGE.length()).split(",", -1);
        if (parts.length != 2) {
            throw new NotationException(NAME, 7, "revenge counters", text, "needs two counters, White's and Black's, separated by ','");
        }
        for (Color c : Color.values()) {
            String v = parts[c.index()];
            s.revengeCount(c, v.equals("-") ? -1 : number(v, 7, "revenge counter", 0));
        }
    }

    private static int number(String text, int field, String name, int min) {
        try {
            int v = Integer.parseInt(text);
            if (v >= min) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new NotationException(NAME, field, name, text, "is not a whole number of at least " + min);
    }

    private static void parsePlacement(String placement, Rules rules, Setup s) {
        String[] ranks = placement.split("/", -1);
        int nRanks = rules.shape().ranks();
        if (ranks.length != nRanks) {
            throw new NotationException(NAME, 1, "placement", placement, "has " + ranks.length + " ranks; the board has " + nRanks);
        }
        for (int i = 0; i < nRanks; i++) {
            int row = nRanks - 1 - i;
            String rank = ranks[i];
            String rankName = "rank " + (row + rules.shape().firstRank());
            int file = 0;
            int pos = 0;
            while (pos < rank.length()) {
                char c = rank.charAt(pos);
                if (Character.isDigit(c)) {
                    int end = pos;
                    while (end < rank.length() && Character.isDigit(rank.charAt(end))) {
                        end++;
                    }
                    int run = Integer.parseInt(rank.substring(pos, end));
                    if (run == 0) {
                        throw new NotationException(NAME, 1, "placement", rank, "(" + rankName + ") has an empty run of 0");
                    }
                    for (int k = 0; k < run; k++, file++) {
                        requireCell(rules, file, row, rank, rankName, false);
                    }
                    pos = end;
                } else if (c == '*') {
                    requireCell(rules, file, row, rank, rankName, true);
                    file++;
                    pos++;
                } else {
                    boolean promoted = false;
                    if (c == '+') {
                        promoted = true;
                        pos++;
                        if (pos >= rank.length()) {
                            throw new NotationException(NAME, 1, "placement", rank, "(" + rankName + ") ends with '+'");
                        }
                        c = rank.charAt(pos);
                    }
                    pos++;
                    if (pos < rank.length() && rank.charAt(pos) == '~') {
                        promoted = true;
                        pos++;
                    }
                    PieceType type = rules.pieceType(c, promoted);
                    if (type == null || !Character.isLetter(c)) {
                        throw new NotationException(NAME, 1, "placement", rank, "(" + rankName + ") has '" + c + (promoted ? "~" : "")
                                + "', which is not a piece of " + rules.name());
                    }
                    requireCell(rules, file, row, rank, rankName, false);
                    s.put(rules.shape().square(file, row), new Piece(type, Character.isUpperCase(c) ? Color.WHITE : Color.BLACK));
                    file++;
                }
            }
            if (file != rules.shape().files()) {
                throw new NotationException(NAME, 1, "placement", rank, "(" + rankName + ") describes " + file + " files; the board has " + rules.shape().files());
            }
        }
    }

    private static void requireCell(Rules rules, int file, int row, String rank, String rankName, boolean hole) {
        if (file >= rules.shape().files()) {
            throw new NotationException(NAME, 1, "placement", rank, "(" + rankName + ") describes more than " + rules.shape().files() + " files");
        }
        boolean isHole = rules.shape().isHole(file, row);
        if (hole && !isHole) {
            throw new NotationException(NAME, 1, "placement", rank, "(" + rankName + ") has '*' on " + (char) ('a' + file) + ", which is a board square");
        }
        if (!hole && isHole) {
            throw new NotationException(NAME, 1, "placement", rank, "(" + rankName + ") must write the hole on file " + (char) ('a' + file) + " as '*'");
        }
    }

    private static void parseHoldings(String text, Rules rules, Setup s) {
        if (rules.drops() == null) {
            throw new NotationException(NAME, 1, "holdings", "[" + text + "]", "given, but " + rules.name() + " has no hands");
        }
        if (text.equals("-")) {
            return;
        }
        for (char c : text.toCharArray()) {
            PieceType type = rules.pieceType(c, false);
            if (type == null || type.is(PieceType.Trait.ROYAL)) {
                throw new NotationException(NAME, 1, "holdings", "[" + text + "]", "has '" + c + "', which cannot be held in " + rules.name());
            }
            Piece p = new Piece(type, Character.isUpperCase(c) ? Color.WHITE : Color.BLACK);
            s.hand(p, s.hand(p) + 1);
        }
    }

    private static void parseCastling(String text, Rules rules, Setup s) {
        if (text.equals("-")) {
            return;
        }
        for (char c : text.toCharArray()) {
            CastlingRule found = null;
            for (CastlingRule r : rules.castling()) {
                if (r.rightsLetter() == c) {
                    found = r;
                }
            }
            if (found == null) {
                throw new NotationException(NAME, 3, "castling", text, "has '" + c + "', which is not a castling right of " + rules.name());
            }
            if (!s.castlingRights().add(found)) {
                throw new NotationException(NAME, 3, "castling", text, "repeats '" + c + "'");
            }
        }
    }

    @Override
    public String format(PositionView p) {
        StringBuilder b = new StringBuilder();
        Rules rules = p.rules();
        int files = rules.shape().files();
        for (int row = rules.shape().ranks() - 1; row >= 0; row--) {
            int empty = 0;
            for (int file = 0; file < files; file++) {
                if (rules.shape().isHole(file, row)) {
                    empty = flush(b, empty);
                    b.append('*');
                    continue;
                }
                Piece piece = p.pieceAt(rules.shape().square(file, row));
                if (piece == null) {
                    empty++;
                } else {
                    empty = flush(b, empty);
                    b.append(piece.letter());
                    if (piece.type().promoted()) {
                        b.append('~');
                    }
                }
            }
            flush(b, empty);
            if (row > 0) {
                b.append('/');
            }
        }
        if (rules.drops() != null) {
            b.append('[');
            for (Color c : Color.values()) {
                for (Map.Entry<PieceType, Integer> e : p.hand(c).entrySet()) {
                    char letter = new Piece(e.getKey(), c).letter();
                    b.append(String.valueOf(letter).repeat(e.getValue()));
                }
            }
            b.append(']');
        }
        b.append(p.sideToMove() == Color.WHITE ? " w " : " b ");
        StringBuilder rights = new StringBuilder();
        for (CastlingRule r : rules.castling()) {
            if (p.castlingRights().contains(r)) {
                rights.append(r.rightsLetter());
            }
        }
        b.append(rights.isEmpty() ? "-" : rights);
        b.append(' ').append(p.enPassantSquare() == null ? "-" : p.enPassantSquare().toString());
        b.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        if (rules.revengeLimit() > 0 && (p.revengeCount(Color.WHITE) >= 0 || p.revengeCount(Color.BLACK) >= 0)) {
            b.append(' ').append(REVENGE).append(counter(p.revengeCount(Color.WHITE))).append(',').append(counter(p.revengeCount(Color.BLACK)));
        }
        return b.toString();
    }

    private static String counter(int value) {
        return value < 0 ? "-" : String.valueOf(value);
    }

    private static int flush(StringBuilder b, int empty) {
        if (empty > 0) {
            b.append(empty);
        }
        return 0;
    }
}
