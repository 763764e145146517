// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;

/**
 * A slow, plain shogi move generator written straight from rules.md §4.1 for cross-checking
 * the engine. It shares nothing with the engine or the variant's tables: its own board (an array
 * of 81 signed kinds), its own move vectors, legality by trying each move on a copy, and its own
 * USI spelling of moves. Only the starting position is read through the API.
 */
final class ReferenceShogi {

    static final int KING = 1;
    static final int ROOK = 2;
    static final int BISHOP = 3;
    static final int GOLD = 4;
    static final int SILVER = 5;
    static final int KNIGHT = 6;
    static final int LANCE = 7;
    static final int PAWN = 8;
    /** A promoted kind is its base kind plus this. */
    static final int PROMOTED = 8;

    private static final String LETTERS = ".KRBGSNLP";
    private static final int[][] KING_STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] GOLD_STEPS = {{0, 1}, {1, 1}, {-1, 1}, {1, 0}, {-1, 0}, {0, -1}};
    private static final int[][] SILVER_STEPS = {{0, 1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    private static final int[][] KNIGHT_STEPS = {{1, 2}, {-1, 2}};
    private static final int[][] PAWN_STEPS = {{0, 1}};
    private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] FORWARD = {{0, 1}};
    private static final int[][] NONE = {};

    /** Board cells {@code file + 9 * (rank - 1)}, API file index and rank; positive kinds are sente's. */
    final int[] board = new int[81];
    /** Hands per side (0 sente, 1 gote), indexed by base kind. */
    final int[][] hand = new int[2][9];
    /** 0 when sente is to move, 1 for gote. */
    int side;

    ReferenceShogi() {
    }

    ReferenceShogi(ReferenceShogi o) {
        System.arraycopy(o.board, 0, board, 0, 81);
        for (int c = 0; c < 2; c++) {
            System.arraycopy(o.hand[c], 0, hand[c], 0, 9);
        }
        side = o.side;
    }

    /** Reads a position through the API's plain accessors only. */
    static ReferenceShogi of(PositionView p) {
        ReferenceShogi r = new ReferenceShogi();
        for (Map.Entry<Square, Piece> e : p.pieces().entrySet()) {
            Piece piece = e.getValue();
            int kind = LETTERS.indexOf(piece.type().letter()) + (piece.type().promoted() ? PROMOTED : 0);
            r.board[cell(e.getKey().file(), e.getKey().rank())] = piece.color() == Color.WHITE ? kind : -kind;
        }
        for (Color c : Color.values()) {
            for (Map.Entry<PieceType, Integer> e : p.hand(c).entrySet()) {
                r.hand[c.index()][LETTERS.indexOf(e.getKey().letter())] += e.getValue();
            }
        }
        r.side = p.sideToMove().index();
        return r;
    }

    static int cell(int file, int rank) {
        return file + 9 * (rank - 1);
    }

    /** All legal moves in USI, sorted. */
    Set<String> legalMoves() {
        Set<String> out = new TreeSet<>();
        int sign = side == 0 ? 1 : -1;
        for (int from = 0; from < 81; from++) {
            int p = board[from] * sign;
            if (p <= 0) {
                continue;
            }
            int file = from % 9;
            int rank = from / 9 + 1;
            for (int[] v : steps(p)) {
                tryMove(out, p, file, rank, file + v[0], rank + v[1] * sign);
            }
            for (int[] v : slides(p)) {
                int f = file + v[0];
                int r = rank + v[1] * sign;
                while (onBoard(f, r)) {
                    tryMove(out, p, file, rank, f, r);
                    if (board[cell(f, r)] != 0) {
                        break;
                    }
                    f += v[0];
                    r += v[1] * sign;
                }
            }
        }
        for (int kind = ROOK; kind <= PAWN; kind++) {
            if (hand[side][kind] == 0) {
                continue;
            }
            for (int to = 0; to < 81; to++) {
                if (board[to] == 0 && dropAllowed(kind, to)) {
                    ReferenceShogi next = new ReferenceShogi(this);
                    next.board[to] = kind * sign;
                    next.hand[side][kind]--;
                    next.side ^= 1;
                    if (next.inCheck(side)) {
                        continue;
                    }
                    // Uchifuzume: a pawn drop that gives check must leave the opponent a legal reply.
                    if (kind == PAWN && next.inCheck(side ^ 1) && next.legalMoves().isEmpty()) {
                        continue;
                    }
                    out.add(LETTERS.charAt(kind) + "*" + usi(to % 9, to / 9 + 1));
                }
            }
        }
        return out;
    }

    private boolean dropAllowed(int kind, int to) {
        int rel = relativeRank(to / 9 + 1);
        if ((kind == PAWN || kind == LANCE) && rel == 9 || kind == KNIGHT && rel >= 8) {
            return false;
        }
        if (kind == PAWN) {
            int own = side == 0 ? PAWN : -PAWN;
            for (int r = 1; r <= 9; r++) {
                if (board[cell(to % 9, r)] == own) {
                    return false;
                }
            }
        }
        return true;
    }

    private int relativeRank(int rank) {
        return side == 0 ? rank : 10 - rank;
    }

    private void tryMove(Set<String> out, int kind, int file, int rank, int f, int r) {
        if (!onBoard(f, r)) {
            return;
        }
        int target = board[cell(f, r)] * (side == 0 ? 1 : -1);
        if (target > 0) {
            return;
        }
        boolean promotable = kind >= ROOK && kind <= PAWN && kind != GOLD;
        boolean zone = relativeRank(rank) >= 7 || relativeRank(r) >= 7;
        int rel = relativeRank(r);
        boolean mustPromote = (kind == PAWN || kind == LANCE) && rel == 9 || kind == KNIGHT && rel >= 8;
        String text = usi(file, rank) + usi(f, r);
        if (!mustPromote && legalAfter(cell(file, rank), cell(f, r), kind)) {
            out.add(text);
        }
        if (promotable && zone && legalAfter(cell(file, rank), cell(f, r), kind + PROMOTED)) {
            out.add(text + "+");
        }
    }

    private boolean legalAfter(int from, int to, int newKind) {
        ReferenceShogi next = new ReferenceShogi(this);
        int captured = Math.abs(next.board[to]);
        if (captured != 0) {
            next.hand[side][captured > PROMOTED ? captured - PROMOTED : captured]++;
        }
        next.board[to] = side == 0 ? newKind : -newKind;
        next.board[from] = 0;
        next.side ^= 1;
        return !next.inCheck(side);
    }

    /** Whether a side's king is attacked, found by looking outwards from the king. */
    boolean inCheck(int who) {
        int king = -1;
        int own = who == 0 ? KING : -KING;
        for (int i = 0; i < 81; i++) {
            if (board[i] == own) {
                king = i;
            }
        }
        if (king < 0) {
            return false;
        }
        int kf = king % 9;
        int kr = king / 9 + 1;
        int enemySign = who == 0 ? -1 : 1;
        for (int[] dir : KING_STEPS) {
            int f = kf + dir[0];
            int r = kr + dir[1];
            int distance = 1;
            while (onBoard(f, r)) {
                int p = board[cell(f, r)] * enemySign;
                if (p < 0) {
                    break;
                }
                if (p > 0) {
                    // The enemy piece would move by (-dir) to reach the king; in its own orientation the rank step flips for gote.
                    int dx = -dir[0];
                    int dy = -dir[1] * enemySign;
                    if (distance == 1 && contains(steps(p), dx, dy) || contains(slides(p), dx, dy)) {
                        return true;
                    }
                    break;
                }
                f += dir[0];
                r += dir[1];
                distance++;
            }
        }
        for (int[] v : KNIGHT_STEPS) {
            int f = kf - v[0];
            int r = kr - v[1] * enemySign;
            if (onBoard(f, r) && board[cell(f, r)] * enemySign == KNIGHT) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[][] vectors, int dx, int dy) {
        for (int[] v : vectors) {
            if (v[0] == dx && v[1] == dy) {
                return true;
            }
        }
        return false;
    }

    private static int[][] steps(int kind) {
        return switch (kind) {
            case KING, ROOK + PROMOTED, BISHOP + PROMOTED -> KING_STEPS;
            case GOLD, SILVER + PROMOTED, KNIGHT + PROMOTED, LANCE + PROMOTED, PAWN + PROMOTED -> GOLD_STEPS;
            case SILVER -> SILVER_STEPS;
            case KNIGHT -> KNIGHT_STEPS;
            case PAWN -> PAWN_STEPS;
            default -> NONE;
        };
    }

    private static int[][] slides(int kind) {
        return switch (kind) {
            case ROOK, ROOK + PROMOTED -> ORTHOGONAL;
            case BISHOP, BISHOP + PROMOTED -> DIAGONAL;
            case LANCE -> FORWARD;
            default -> NONE;
        };
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 9 && rank >= 1 && rank <= 9;
    }

    /** USI square name: file digit 9 - index, rank letter from the top. */
    static String usi(int file, int rank) {
        return "" + (char) ('0' + 9 - file) + (char) ('a' + 9 - rank);
    }

    /** Leaf count by playing this generator's own moves (slow; small depths only). */
    long perft(int depth) {
        Set<String> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (String m : moves) {
            n += play(m).perft(depth - 1);
        }
        return n;
    }

    /** The position after a USI move from {@link #legalMoves()}. */
    ReferenceShogi play(String usi) {
        ReferenceShogi next = new ReferenceShogi(this);
        int sign = side == 0 ? 1 : -1;
        if (usi.charAt(1) == '*') {
            int kind = LETTERS.indexOf(usi.charAt(0));
            next.board[square(usi, 2)] = kind * sign;
            next.hand[side][kind]--;
        } else {
            int from = square(usi, 0);
            int to = square(usi, 2);
            int kind = Math.abs(board[from]) + (usi.endsWith("+") ? PROMOTED : 0);
            int captured = Math.abs(board[to]);
            if (captured != 0) {
                next.hand[side][captured > PROMOTED ? captured - PROMOTED : captured]++;
            }
            next.board[to] = kind * sign;
            next.board[from] = 0;
        }
        next.side ^= 1;
        return next;
    }

    private static int square(String usi, int at) {
        return cell(9 - (usi.charAt(at) - '0'), 9 - (usi.charAt(at + 1) - 'a'));
    }

    /** Men on the board plus men in both hands. */
    int menCount() {
        int n = 0;
        for (int p : board) {
            if (p != 0) {
                n++;
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int k : hand[c]) {
                n += k;
            }
        }
        return n;
    }
}
