// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import static org.rookery.rules.internal.Tables.EMPTY;
import static org.rookery.rules.internal.Tables.TYPE_MASK;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.MoveKind;
import org.rookery.rules.MoveSelection;
import org.rookery.rules.Outcome;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;

/**
 * The one {@link Position} implementation: the API face of the engine. Converts between
 * squares and cells, moves and codes; everything else is delegated to {@link Generator} and
 * {@link Board}.
 */
public final class EnginePosition extends Generator implements Position {

    private final Rules rules;

    /** A position from a set-up (validated by the caller). */
    public EnginePosition(Rules rules, Tables tables, Setup setup) {
        super(tables);
        this.rules = rules;
        for (Map.Entry<Square, Piece> e : setup.board().entrySet()) {
            put(t.cellOf(e.getKey()), code(e.getValue()));
        }
        for (Map.Entry<Piece, Integer> e : setup.hands().entrySet()) {
            int c = e.getKey().color().index();
            int type = t.typeIndex(e.getKey().type());
            if (e.getValue() >= Tables.MAX_HAND) {
                throw new org.rookery.rules.InvalidPositionException("too many " + e.getKey() + " in hand: " + e.getValue());
            }
            hand[c][type] = e.getValue();
            handTotal[c] += e.getValue();
        }
        side = setup.sideToMove().index();
        for (CastlingRule r : setup.castlingRights()) {
            castle |= 1 << rules.castling().indexOf(r);
        }
        if (setup.enPassant() != null) {
            ep = t.cellOf(setup.enPassant());
            epVictim = ep + t.forward[side ^ 1];
            epKeyed = epCapturable(ep, side) ? ep : 0;
        }
        halfmove = setup.halfmoveClock();
        fullmove = setup.fullmoveNumber();
        revenge[0] = setup.revengeCount(Color.WHITE);
        revenge[1] = setup.revengeCount(Color.BLACK);
        long[] keys = computeKeys();
        boardKey = keys[0];
        handKey = keys[1];
        hFull[0] = boardKey ^ handKey;
        hBoard[0] = boardKey;
    }

    private EnginePosition(EnginePosition o) {
        super(o);
        this.rules = o.rules;
    }

    @Override
    PositionView view() {
        return this;
    }

    /** The compiled tables (for tests). */
    public Tables tables() {
        return t;
    }

    /** Recomputes the keys from scratch (for tests of the incremental update): board key, hand key. */
    public long[] recomputedKeys() {
        return computeKeys();
    }

    private int code(Piece p) {
        return Tables.code(p.color().index(), t.typeIndex(p.type()));
    }

    private Square square(int cell) {
        return t.squareOf[cell];
    }

    // --- PositionView ---

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public Piece pieceAt(Square square) {
        int cell = t.cellOf(square);
        return cell < 0 ? null : t.pieceOf[sq[cell]];
    }

    @Override
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> m = new LinkedHashMap<>();
        for (int cell : t.cells) {
            if (sq[cell] != EMPTY) {
                m.put(t.squareOf[cell], t.pieceOf[sq[cell]]);
            }
        }
        return Collections.unmodifiableMap(m);
    }

    @Override
    public int count(Piece piece) {
        return typeCount[piece.color().index()][t.typeIndex(piece.type())];
    }

    @Override
    public Color sideToMove() {
        return Color.ofIndex(side);
    }

    @Override
    public int handCount(Color color, PieceType type) {
        return hand[color.index()][t.typeIndex(type)];
    }

    @Override
    public Map<PieceType, Integer> hand(Color color) {
        Map<PieceType, Integer> m = new LinkedHashMap<>();
        for (int type = 0; type < t.types.length; type++) {
            if (hand[color.index()][type] > 0) {
                m.put(t.types[type], hand[color.index()][type]);
            }
        }
        return Collections.unmodifiableMap(m);
    }

    @Override
    public Set<CastlingRule> castlingRights() {
        Set<CastlingRule> s = new LinkedHashSet<>();
        for (int i = 0; i < t.castling.length; i++) {
            if ((castle & (1 << i)) != 0) {
                s.add(t.castling[i]);
            }
        }
        return Collections.unmodifiableSet(s);
    }

    @Override
    public Square enPassantSquare() {
        return ep == 0 ? null : square(ep);
    }

    @Override
    public int halfmoveClock() {
        return halfmove;
    }

    @Override
    public int fullmoveNumber() {
        return fullmove;
    }

    @Override
    public int revengeCount(Color color) {
        return revenge[color.index()];
    }

    @Override
    public Square kingSquare(Color color) {
        int c = royal[color.index()];
        return c == 0 ? null : square(c);
    }

    @Override
    public long hash() {
        return boardKey ^ handKey;
    }

    @Override
    public long boardHash() {
        return boardKey;
    }

    @Override
    public int repetitions() {
        boolean ignoreHands = rules.endRules().repetitionIgnoresHands();
        long[] keys = ignoreHands ? hBoard : hFull;
        long key = ignoreHands ? boardKey : boardKey ^ handKey;
        // With drops a capture can be undone by a drop, so the whole history is searched.
        int limit = rules.drops() != null ? ply : Math.min(ply, halfmove);
        int n = 1;
        for (int i = ply - 2; i >= ply - limit && i >= 0; i -= 2) {
            if (keys[i] == key) {
                n++;
            }
        }
        return n;
    }

    @Override
    public boolean isCheck() {
        return royal[side] != 0 && attacked(royal[side], side ^ 1);
    }

    @Override
    public List<Square> checkers() {
        List<Square> out = new ArrayList<>();
        int target = royal[side];
        int them = side ^ 1;
        for (int i = 0; i < pcount[them]; i++) {
            int cell = plist[them][i];
            if (givesCheckFrom(sq[cell], cell, target)) {
                out.add(square(cell));
            }
        }
        return out;
    }

    @Override
    public boolean isAttacked(Square square, Color by) {
        int cell = t.cellOf(square);
        if (cell < 0) {
            throw new IllegalArgumentException("square " + square + " is not on the board");
        }
        return attacked(cell, by.index());
    }

    @Override
    public List<Move> legalMoves() {
        return legalMoves(MoveSelection.ALL);
    }

    @Override
    public List<Move> legalMoves(MoveSelection selection) {
        int[] buf = new int[MAX_MOVES];
        int n = generate(buf, 0, selection(selection));
        List<Move> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(decode(buf[i]));
        }
        return out;
    }

    @Override
    public boolean isLegal(Move move) {
        return encode(move) >= 0;
    }

    @Override
    public boolean hasLegalMove() {
        return anyLegal();
    }

    @Override
    public List<Move> history() {
        List<Move> out = new ArrayList<>(ply);
        for (int i = 0; i < ply; i++) {
            out.add(fromStack(i));
        }
        return out;
    }

    @Override
    public Optional<Outcome> outcome() {
        return rules.outcome(this);
    }

    @Override
    public boolean handsClosed() {
        return handsAreClosed();
    }

    @Override
    public boolean mustWait() {
        return OutcomeJudge.mustWait(rules, this);
    }

    /** Exchange §6.4: whether the check on the side to move could be blocked by a drop. */
    public boolean checkIsInterposable() {
        return interposableCheck();
    }

    @Override
    public Setup toSetup() {
        Setup s = new Setup(rules);
        for (int cell : t.cells) {
            if (sq[cell] != EMPTY) {
                s.put(t.squareOf[cell], t.pieceOf[sq[cell]]);
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int type = 0; type < t.types.length; type++) {
                if (hand[c][type] > 0) {
                    s.hand(new Piece(t.types[type], Color.ofIndex(c)), hand[c][type]);
                }
            }
            s.revengeCount(Color.ofIndex(c), revenge[c]);
        }
        s.castlingRights().addAll(castlingRights());
        s.sideToMove(sideToMove()).enPassant(enPassantSquare()).halfmoveClock(halfmove).fullmoveNumber(fullmove);
        return s;
    }

    // --- Position ---

    @Override
    public void doMove(Move move) {
        int code = encode(move);
        if (code < 0) {
            throw new MoveException(MoveException.Kind.ILLEGAL, "illegal move " + move + " in this position");
        }
        make(code);
    }

    @Override
    public Move undoMove() {
        if (ply == 0) {
            throw new IllegalStateException("no move to take back");
        }
        Move m = fromStack(ply - 1);
        unmake();
        return m;
    }

    @Override
    public void undoMoveCode() {
        unmake();
    }

    @Override
    public Position copy() {
        return new EnginePosition(this);
    }

    @Override
    public void closeHands() {
        closeHandsForGood();
    }

    @Override
    public void addToHand(Piece piece) {
        if (handsAreClosed()) {
            throw new IllegalStateException("no piece can arrive any more (the hands are closed): " + piece);
        }
        int c = piece.color().index();
        int type = t.typeIndex(piece.type());
        if (hand[c][type] + 1 >= Tables.MAX_HAND) {
            throw new IllegalStateException("hand is full: " + piece);
        }
        handAdd(c, type);
    }

    @Override
    public void removeFromHand(Piece piece) {
        int c = piece.color().index();
        int type = t.typeIndex(piece.type());
        if (hand[c][type] == 0) {
            throw new IllegalStateException(piece.color() + " holds no " + piece.type().name());
        }
        handRemove(c, type);
    }

    @Override
    public int generateCodes(int[] buffer, int offset, MoveSelection selection) {
        return generate(buffer, offset, selection(selection));
    }

    @Override
    public void doMoveCode(int code) {
        make(code);
    }

    @Override
    public Move decode(int code) {
        int kind = MoveCodes.kind(code);
        if (kind == MoveCodes.NULL_MOVE || kind == MoveCodes.DROP) {
            return toMove(code, EMPTY, EMPTY);
        }
        int captured = kind == MoveCodes.EN_PASSANT ? sq[epVictim] : sq[MoveCodes.to(code)];
        return toMove(code, sq[MoveCodes.from(code)], captured);
    }

    /** A move code as a {@link Move}, given the piece that moves and the one it takes (or {@code EMPTY}). */
    private Move toMove(int code, int moving, int captured) {
        int kind = MoveCodes.kind(code);
        int from = MoveCodes.from(code);
        int to = MoveCodes.to(code);
        int extra = MoveCodes.extra(code);
        return switch (kind) {
            case MoveCodes.NULL_MOVE -> Move.NULL;
            case MoveCodes.DROP -> Move.drop(t.types[from], square(to));
            case MoveCodes.CASTLING -> new Move(MoveKind.CASTLING, square(from), square(to), t.types[moving & TYPE_MASK], null, null,
                    t.castling[extra]);
            case MoveCodes.EN_PASSANT -> new Move(MoveKind.EN_PASSANT, square(from), square(to), t.types[moving & TYPE_MASK],
                    t.types[captured & TYPE_MASK], null, null);
            default -> build(moving, captured, from, to, extra);
        };
    }

    private Move build(int moving, int captured, int from, int to, int extra) {
        PieceType type = t.types[moving & TYPE_MASK];
        PieceType promo = extra == 0 ? null : t.types[extra - 1];
        return captured == EMPTY ? Move.normal(type, square(from), square(to), promo)
                : Move.capture(type, square(from), square(to), t.types[captured & TYPE_MASK], promo);
    }

    private Move fromStack(int i) {
        return toMove(uMove[i], uMoving[i], uCapt[i]);
    }

    @Override
    public int encode(Move move) {
        int[] candidates = candidateCodes(move);
        if (candidates.length == 0) {
            return -1;
        }
        int[] buf = new int[MAX_MOVES];
        int n = generate(buf, 0, ALL);
        for (int i = 0; i < n; i++) {
            for (int c : candidates) {
                if (buf[i] == c && decode(c).equals(move)) {
                    return c;
                }
            }
        }
        return -1;
    }

    // The codes a move could have here; membership in the generated list then decides legality.
    private int[] candidateCodes(Move move) {
        if (move == null || move.kind() == MoveKind.NULL) {
            return new int[0];
        }
        int to = t.cellOf(move.to());
        if (to < 0 || !rules.pieceTypes().contains(move.piece())) {
            return new int[0];
        }
        if (move.kind() == MoveKind.DROP) {
            return new int[] {MoveCodes.encode(MoveCodes.DROP, t.typeIndex(move.piece()), to, 0)};
        }
        int from = t.cellOf(move.from());
        if (from < 0) {
            return new int[0];
        }
        return switch (move.kind()) {
            case CASTLING -> new int[] {MoveCodes.encode(MoveCodes.CASTLING, from, to, Math.max(0, rules.castling().indexOf(move.castling())))};
            case EN_PASSANT -> new int[] {MoveCodes.encode(MoveCodes.EN_PASSANT, from, to, 0)};
            default -> {
                if (move.promotion() != null && !rules.pieceTypes().contains(move.promotion())) {
                    yield new int[0];
                }
                int extra = move.promotion() == null ? 0 : t.typeIndex(move.promotion()) + 1;
                yield new int[] {MoveCodes.encode(MoveCodes.NORMAL, from, to, extra), MoveCodes.encode(MoveCodes.DOUBLE_STEP, from, to, extra)};
            }
        };
    }

    private static final int MAX_MOVES = Position.MAX_MOVES;

    @Override
    public String toString() {
        return rules.positionFormat().format(this);
    }
}
