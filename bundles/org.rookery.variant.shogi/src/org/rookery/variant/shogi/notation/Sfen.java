// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionFormat;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;
import org.rookery.rules.notation.NotationException;
import org.rookery.variant.shogi.ShogiPieces;

/**
 * SFEN, the position text of USI (rules.md §4.3): the board from rank a (gote's side) to rank i,
 * each rank from file 9 to file 1, with {@code +} before a promoted man; the side to move
 * ({@code b} sente, {@code w} gote); the hands ({@code -} or counts and letters such as
 * {@code 2Pr}, sente's upper case); the move number. Upper-case men are sente's.
 *
 * <p>The move number counts plies (1 for the first move of the game). The API keeps a full-move
 * number instead, so a number whose parity does not fit the side to move (gote to move at 1) is
 * read as the nearest consistent one and written back as such ({@code w ... 2}). A missing move
 * number reads as 1. Hands are written in the usual order R B G S N L P, sente's first.
 *
 * <p>Syntax errors are {@link NotationException}s naming the field and the character offset in the
 * whole text. Impossible positions (two kings, nifu, a pawn on the last rank, ...) are refused
 * when the position is made from the set-up.
 */
public final class Sfen implements PositionFormat {

    private static final String NAME = "SFEN";
    private static final int SIZE = 9;
    private static final String[] FIELDS = {"board", "side to move", "hands", "move number"};

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Setup parse(String text, Rules rules) {
        if (text == null || text.isBlank()) {
            throw new NotationException(NAME, 1, "board", String.valueOf(text), "is empty");
        }
        Fields f = Fields.split(text);
        if (f.count() < 3) {
            throw new NotationException(NAME, f.count() + 1, FIELDS[f.count()], text.trim(), "has only " + f.count()
                    + (f.count() == 1 ? " field" : " fields") + "; expected board, side to move, hands and move number");
        }
        if (f.count() > 4) {
            throw new NotationException(NAME, 5, "extra", f.text(4), "at offset " + f.offset(4) + " follows the move number; SFEN has 4 fields");
        }
        Setup s = new Setup(rules);
        parseBoard(f.text(0), f.offset(0), rules, s);
        switch (f.text(1)) {
            case "b" -> s.sideToMove(Color.WHITE);
            case "w" -> s.sideToMove(Color.BLACK);
            default -> throw new NotationException(NAME, 2, "side to move", f.text(1),
                    "at offset " + f.offset(1) + " is not 'b' (sente) or 'w' (gote)");
        }
        parseHands(f.text(2), f.offset(2), rules, s);
        int ply = f.count() == 4 ? moveNumber(f.text(3), f.offset(3)) : 1;
        s.fullmoveNumber((ply + 1) / 2);
        return s;
    }

    private static void parseBoard(String board, int base, Rules rules, Setup s) {
        String[] ranks = board.split("/", -1);
        if (ranks.length != SIZE) {
            throw new NotationException(NAME, 1, "board", board, "at offset " + base + " has " + ranks.length + " ranks; the board has 9");
        }
        int offset = base;
        for (int r = 0; r < SIZE; r++) {
            String rank = ranks[r];
            char rankLetter = (char) ('a' + r);
            int file = 9;
            int pos = 0;
            while (pos < rank.length()) {
                char c = rank.charAt(pos);
                int at = offset + pos;
                if (c >= '1' && c <= '9') {
                    file -= c - '0';
                    pos++;
                } else {
                    boolean promoted = c == '+';
                    if (promoted) {
                        pos++;
                        if (pos >= rank.length()) {
                            throw rankError(rank, rankLetter, at, "ends with '+', which must be followed by a man");
                        }
                        c = rank.charAt(pos);
                    }
                    PieceType type = Character.isLetter(c) ? rules.pieceType(c, promoted) : null;
                    if (type == null) {
                        throw rankError(rank, rankLetter, at, promoted
                                ? "has '+" + c + "', which is not a promoted shogi man (only R B S N L P promote)"
                                : "has '" + c + "', which is not a shogi man (K R B G S N L P, or a digit for empty squares)");
                    }
                    if (file < 1) {
                        throw rankError(rank, rankLetter, at, "describes more than 9 files");
                    }
                    s.put(UsiSquares.square((char) ('0' + file), rankLetter), new Piece(type, Character.isUpperCase(c) ? Color.WHITE : Color.BLACK));
                    file--;
                    pos++;
                }
                if (file < 0) {
                    throw rankError(rank, rankLetter, at, "describes more than 9 files");
                }
            }
            if (file != 0) {
                throw rankError(rank, rankLetter, offset, "describes " + (9 - file) + " files; a rank has 9");
            }
            offset += rank.length() + 1;
        }
    }

    private static NotationException rankError(String rank, char rankLetter, int offset, String problem) {
        return new NotationException(NAME, 1, "board", rank, "(rank " + rankLetter + ", offset " + offset + ") " + problem);
    }

    private static void parseHands(String hands, int base, Rules rules, Setup s) {
        if (hands.equals("-")) {
            return;
        }
        int pos = 0;
        while (pos < hands.length()) {
            int start = pos;
            int count = 1;
            if (Character.isDigit(hands.charAt(pos))) {
                int end = pos;
                while (end < hands.length() && Character.isDigit(hands.charAt(end))) {
                    end++;
                }
                if (end - pos > 2) {
                    throw handError(hands, base + start, "has the count '" + hands.substring(pos, end) + "'; no hand holds more than 18 of a man");
                }
                count = Integer.parseInt(hands.substring(pos, end));
                if (count < 1) {
                    throw handError(hands, base + start, "has a count of 0; leave the man out instead");
                }
                pos = end;
                if (pos >= hands.length()) {
                    throw handError(hands, base + start, "ends with a count that is not followed by a man");
                }
            }
            char c = hands.charAt(pos);
            PieceType type = Character.isLetter(c) ? rules.pieceType(c, false) : null;
            if (type == null || !ShogiPieces.HAND_ORDER.contains(type)) {
                String what = c == '+' ? "a promoted man, but men in hand are always unpromoted"
                        : Character.toUpperCase(c) == 'K' ? "a king, which can never be in hand"
                        : "'" + c + "', which is not a man that can be held (R B G S N L P)";
                throw handError(hands, base + pos, "has " + what);
            }
            Piece piece = new Piece(type, Character.isUpperCase(c) ? Color.WHITE : Color.BLACK);
            if (s.hand(piece) > 0) {
                throw handError(hands, base + start, "lists '" + c + "' twice");
            }
            s.hand(piece, count);
            pos++;
        }
    }

    private static NotationException handError(String hands, int offset, String problem) {
        return new NotationException(NAME, 3, "hands", hands, "at offset " + offset + " " + problem);
    }

    private static int moveNumber(String text, int offset) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below with the field's name
        }
        throw new NotationException(NAME, 4, "move number", text, "at offset " + offset + " is not a whole number of at least 1");
    }

    @Override
    public String format(PositionView p) {
        StringBuilder b = new StringBuilder(96);
        appendBoard(b, p);
        b.append(p.sideToMove() == Color.WHITE ? " b " : " w ");
        appendHands(b, p);
        int ply = 2 * p.fullmoveNumber() - (p.sideToMove() == Color.WHITE ? 1 : 0);
        return b.append(' ').append(ply).toString();
    }

    /**
     * The position without the move number: board, side to move and hands. Two positions with the
     * same key are the same position for sennichite (rules.md §4.1).
     */
    public static String positionKey(PositionView p) {
        StringBuilder b = new StringBuilder(96);
        appendBoard(b, p);
        b.append(p.sideToMove() == Color.WHITE ? " b " : " w ");
        appendHands(b, p);
        return b.toString();
    }

    private static void appendBoard(StringBuilder b, PositionView p) {
        for (int r = 0; r < SIZE; r++) {
            int empty = 0;
            for (int f = 9; f >= 1; f--) {
                Piece piece = p.pieceAt(UsiSquares.square((char) ('0' + f), (char) ('a' + r)));
                if (piece == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    b.append(empty);
                    empty = 0;
                }
                if (piece.type().promoted()) {
                    b.append('+');
                }
                // Piece.letter() goes through Character.toLowerCase; the letters are plain ASCII.
                char letter = piece.type().letter();
                b.append(piece.color() == Color.WHITE ? letter : (char) (letter + ('a' - 'A')));
            }
            if (empty > 0) {
                b.append(empty);
            }
            if (r < SIZE - 1) {
                b.append('/');
            }
        }
    }

    private static void appendHands(StringBuilder b, PositionView p) {
        int start = b.length();
        for (Color c : Color.values()) {
            // The rules list the hand types in SFEN order (R B G S N L P), and so does the hand map.
            for (Map.Entry<PieceType, Integer> e : p.hand(c).entrySet()) {
                if (e.getValue() > 1) {
                    b.append(e.getValue());
                }
                char letter = e.getKey().letter();
                b.append(c == Color.WHITE ? letter : (char) (letter + ('a' - 'A')));
            }
        }
        if (b.length() == start) {
            b.append('-');
        }
    }

    /** The whitespace-separated fields of a text with the offset where each starts. */
    private record Fields(String[] texts, int[] offsets) {

        static Fields split(String text) {
            List<String> t = new ArrayList<>();
            List<Integer> o = new ArrayList<>();
            int i = 0;
            while (i < text.length()) {
                while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                int start = i;
                while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                if (i > start) {
                    t.add(text.substring(start, i));
                    o.add(start);
                }
            }
            return new Fields(t.toArray(new String[0]), o.stream().mapToInt(Integer::intValue).toArray());
        }

        int count() {
            return texts.length;
        }

        String text(int i) {
            return texts[i];
        }

        int offset(int i) {
            return offsets[i];
        }
    }
}
