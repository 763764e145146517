// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import static org.rookery.rules.internal.Tables.EMPTY;
import static org.rookery.rules.internal.Tables.TYPE_MASK;
import static org.rookery.rules.internal.Tables.WHITE_BIT;

import java.util.Arrays;

import org.rookery.rules.CapturedPieces;

/**
 * The mutable state of a position and its exact make/unmake: mailbox, piece lists, hands,
 * rights, clocks, revenge counters and incremental Zobrist keys, plus an undo stack of ints.
 * No allocation per move once the stack has grown.
 */
class Board {

    final Tables t;
    final int[] sq;
    final int[][] plist = new int[2][];
    final int[] pcount = new int[2];
    final int[] pindex;
    final int[] royal = new int[2];
    final int[][] typeCount = new int[2][Tables.MAX_TYPES];
    final int[][] hand = new int[2][Tables.MAX_TYPES];
    final int[] handTotal = new int[2];
    final int[] revenge = {-1, -1};
    final boolean captureToHand;
    final int revengeLimit;
    int side;
    int castle;
    int ep;
    int epVictim;
    int epKeyed;
    int halfmove;
    int fullmove = 1;
    long boardKey;
    long handKey;
    int ply;

    int[] uMove = new int[64];
    int[] uMoving = new int[64];
    int[] uCapt = new int[64];
    int[] uCastle = new int[64];
    int[] uEp = new int[64];
    int[] uEpVictim = new int[64];
    int[] uEpKeyed = new int[64];
    int[] uHalf = new int[64];
    int[] uRev = new int[64];
    long[] uKey = new long[64];
    long[] hFull = new long[65];
    long[] hBoard = new long[65];

    Board(Tables t) {
        this.t = t;
        this.sq = t.emptyBoard.clone();
        this.pindex = new int[t.size];
        this.plist[0] = new int[t.cells.length];
        this.plist[1] = new int[t.cells.length];
        this.captureToHand = t.rules.captured() == CapturedPieces.TO_CAPTURER;
        this.revengeLimit = t.rules.revengeLimit();
    }

    Board(Board o) {
        this.t = o.t;
        this.sq = o.sq.clone();
        this.pindex = o.pindex.clone();
        this.plist[0] = o.plist[0].clone();
        this.plist[1] = o.plist[1].clone();
        this.pcount[0] = o.pcount[0];
        this.pcount[1] = o.pcount[1];
        this.royal[0] = o.royal[0];
        this.royal[1] = o.royal[1];
        for (int c = 0; c < 2; c++) {
            this.typeCount[c] = o.typeCount[c].clone();
            this.hand[c] = o.hand[c].clone();
            this.handTotal[c] = o.handTotal[c];
            this.revenge[c] = o.revenge[c];
        }
        this.captureToHand = o.captureToHand;
        this.revengeLimit = o.revengeLimit;
        this.side = o.side;
        this.castle = o.castle;
        this.ep = o.ep;
        this.epVictim = o.epVictim;
        this.epKeyed = o.epKeyed;
        this.halfmove = o.halfmove;
        this.fullmove = o.fullmove;
        this.boardKey = o.boardKey;
        this.handKey = o.handKey;
        this.ply = o.ply;
        this.uMove = o.uMove.clone();
        this.uMoving = o.uMoving.clone();
        this.uCapt = o.uCapt.clone();
        this.uCastle = o.uCastle.clone();
        this.uEp = o.uEp.clone();
        this.uEpVictim = o.uEpVictim.clone();
        this.uEpKeyed = o.uEpKeyed.clone();
        this.uHalf = o.uHalf.clone();
        this.uRev = o.uRev.clone();
        this.uKey = o.uKey.clone();
        this.hFull = o.hFull.clone();
        this.hBoard = o.hBoard.clone();
    }

    // --- placement primitives (keys are updated by the callers) ---

    final void put(int cell, int code) {
        sq[cell] = code;
        int c = Tables.colorOf(code);
        int type = code & TYPE_MASK;
        pindex[cell] = pcount[c];
        plist[c][pcount[c]++] = cell;
        typeCount[c][type]++;
        if (type == t.royalType) {
            royal[c] = cell;
        }
    }

    final void remove(int cell) {
        int code = sq[cell];
        int c = Tables.colorOf(code);
        int type = code & TYPE_MASK;
        int last = plist[c][--pcount[c]];
        int idx = pindex[cell];
        plist[c][idx] = last;
        pindex[last] = idx;
        sq[cell] = EMPTY;
        typeCount[c][type]--;
        if (type == t.royalType && royal[c] == cell) {
            royal[c] = 0;
        }
    }

    final void relocate(int from, int to) {
        int code = sq[from];
        sq[to] = code;
        sq[from] = EMPTY;
        int idx = pindex[from];
        plist[Tables.colorOf(code)][idx] = to;
        pindex[to] = idx;
        if ((code & TYPE_MASK) == t.royalType) {
            royal[Tables.colorOf(code)] = to;
        }
    }

    final void handAdd(int c, int type) {
        int n = hand[c][type];
        handKey ^= t.zHand[c][type][n] ^ t.zHand[c][type][n + 1];
        hand[c][type] = n + 1;
        handTotal[c]++;
    }

    final void handRemove(int c, int type) {
        int n = hand[c][type];
        handKey ^= t.zHand[c][type][n] ^ t.zHand[c][type][n - 1];
        hand[c][type] = n - 1;
        handTotal[c]--;
    }

    /** Computes both keys from scratch; used after set-up and by tests. */
    final long[] computeKeys() {
        long b = 0;
        for (int cell : t.cells) {
            if (sq[cell] != EMPTY) {
                b ^= t.zPiece[sq[cell]][cell];
            }
        }
        if (side == 1) {
            b ^= t.zSide;
        }
        b ^= t.zCastle[castle];
        if (epKeyed != 0) {
            b ^= t.zEp[epKeyed];
        }
        long h = 0;
        for (int c = 0; c < 2; c++) {
            for (int type = 0; type < t.types.length; type++) {
                h ^= t.zHand[c][type][hand[c][type]];
            }
        }
        return new long[] {b, h};
    }

    /** Whether a pawn of {@code c} could capture en passant onto {@code cell} (so the square is hashed). */
    final boolean epCapturable(int cell, int c) {
        if (t.pawnType < 0) {
            return false;
        }
        int pawn = Tables.code(c, t.pawnType);
        for (int off : t.pawnCaptureFrom[c]) {
            if (sq[cell + off] == pawn) {
                return true;
            }
        }
        return false;
    }

    private void grow() {
        int n = uMove.length * 2;
        uMove = Arrays.copyOf(uMove, n);
        uMoving = Arrays.copyOf(uMoving, n);
        uCapt = Arrays.copyOf(uCapt, n);
        uCastle = Arrays.copyOf(uCastle, n);
        uEp = Arrays.copyOf(uEp, n);
        uEpVictim = Arrays.copyOf(uEpVictim, n);
        uEpKeyed = Arrays.copyOf(uEpKeyed, n);
        uHalf = Arrays.copyOf(uHalf, n);
        uRev = Arrays.copyOf(uRev, n);
        uKey = Arrays.copyOf(uKey, n);
        hFull = Arrays.copyOf(hFull, n + 1);
        hBoard = Arrays.copyOf(hBoard, n + 1);
    }

    /** Plays a move code. */
    final void make(int m) {
        int p = ply;
        if (p == uMove.length) {
            grow();
        }
        uMove[p] = m;
        uCastle[p] = castle;
        uEp[p] = ep;
        uEpVictim[p] = epVictim;
        uEpKeyed[p] = epKeyed;
        uHalf[p] = halfmove;
        uRev[p] = (revenge[0] + 1) | ((revenge[1] + 1) << 16);
        uKey[p] = boardKey;
        int kind = MoveCodes.kind(m);
        int to = MoveCodes.to(m);
        int from = MoveCodes.from(m);
        int extra = MoveCodes.extra(m);
        int us = side;
        int them = us ^ 1;
        long k = boardKey;
        if (epKeyed != 0) {
            k ^= t.zEp[epKeyed];
        }
        int moving;
        int captured = EMPTY;
        boolean pawnMove = false;
        switch (kind) {
            case MoveCodes.DROP -> {
                moving = Tables.code(us, from);
                put(to, moving);
                k ^= t.zPiece[moving][to];
                handRemove(us, from);
            }
            case MoveCodes.CASTLING -> {
                int kf = t.castleKingFrom[extra];
                int kt = t.castleKingTo[extra];
                int rf = t.castleRookFrom[extra];
                int rt = t.castleRookTo[extra];
                moving = sq[kf];
                int rook = sq[rf];
                remove(kf);
                remove(rf);
                put(kt, moving);
                put(rt, rook);
                k ^= t.zPiece[moving][kf] ^ t.zPiece[moving][kt] ^ t.zPiece[rook][rf] ^ t.zPiece[rook][rt];
            }
            case MoveCodes.NULL_MOVE -> moving = EMPTY;
            default -> {
                moving = sq[from];
                int capSq = kind == MoveCodes.EN_PASSANT ? epVictim : to;
                captured = sq[capSq];
                if (captured != EMPTY) {
                    remove(capSq);
                    k ^= t.zPiece[captured][capSq];
                    if (captureToHand) {
                        handAdd(us, t.unpromoted[captured & TYPE_MASK]);
                    }
                }
                relocate(from, to);
                k ^= t.zPiece[moving][from] ^ t.zPiece[moving][to];
                pawnMove = t.isPawnType[moving & TYPE_MASK];
                if (extra != 0) {
                    int promoted = Tables.code(us, extra - 1);
                    remove(to);
                    put(to, promoted);
                    k ^= t.zPiece[moving][to] ^ t.zPiece[promoted][to];
                }
            }
        }
        uMoving[p] = moving;
        uCapt[p] = captured;
        if (castle != 0 && kind != MoveCodes.DROP && kind != MoveCodes.NULL_MOVE) {
            int nc = castle & t.castleMask[from] & t.castleMask[to];
            if (kind == MoveCodes.CASTLING) {
                nc &= t.castleMask[t.castleRookFrom[extra]];
            }
            k ^= t.zCastle[castle] ^ t.zCastle[nc];
            castle = nc;
        }
        ep = 0;
        epVictim = 0;
        epKeyed = 0;
        if (kind == MoveCodes.DOUBLE_STEP) {
            ep = (from + to) >> 1;
            epVictim = to;
            if (epCapturable(ep, them)) {
                epKeyed = ep;
                k ^= t.zEp[ep];
            }
        }
        halfmove = captured != EMPTY || pawnMove ? 0 : halfmove + 1;
        if (us == 1) {
            fullmove++;
        }
        if (revengeLimit > 0 && kind != MoveCodes.NULL_MOVE) {
            if (captured != EMPTY) {
                revenge[us] = -1;
                if (revenge[them] < 0) {
                    revenge[them] = 0;
                }
            } else if (revenge[us] >= 0) {
                revenge[us]++;
            }
        }
        side = them;
        boardKey = k ^ t.zSide;
        ply = p + 1;
        hFull[ply] = boardKey ^ handKey;
        hBoard[ply] = boardKey;
    }

    /** Takes back the last move code. */
    final void unmake() {
        int p = --ply;
        int m = uMove[p];
        int kind = MoveCodes.kind(m);
        int to = MoveCodes.to(m);
        int from = MoveCodes.from(m);
        int extra = MoveCodes.extra(m);
        side ^= 1;
        int us = side;
        if (us == 1) {
            fullmove--;
        }
        switch (kind) {
            case MoveCodes.DROP -> {
                remove(to);
                handAdd(us, from);
            }
            case MoveCodes.CASTLING -> {
                int kt = t.castleKingTo[extra];
                int rt = t.castleRookTo[extra];
                int king = sq[kt];
                int rook = sq[rt];
                remove(kt);
                remove(rt);
                put(t.castleKingFrom[extra], king);
                put(t.castleRookFrom[extra], rook);
            }
            case MoveCodes.NULL_MOVE -> {
            }
            default -> {
                if (extra != 0) {
                    remove(to);
                    put(to, uMoving[p]);
                }
                relocate(to, from);
                int captured = uCapt[p];
                if (captured != EMPTY) {
                    put(kind == MoveCodes.EN_PASSANT ? uEpVictim[p] : to, captured);
                    if (captureToHand) {
                        handRemove(us, t.unpromoted[captured & TYPE_MASK]);
                    }
                }
            }
        }
        castle = uCastle[p];
        ep = uEp[p];
        epVictim = uEpVictim[p];
        epKeyed = uEpKeyed[p];
        halfmove = uHalf[p];
        revenge[0] = (uRev[p] & 0xFFFF) - 1;
        revenge[1] = (uRev[p] >>> 16) - 1;
        boardKey = uKey[p];
    }

    /** Whether a piece of color {@code by} attacks {@code cell} on the current board. */
    final boolean attacked(int cell, int by) {
        final int[] board = sq;
        final int bit = WHITE_BIT << by;
        final int[] offs = t.probeLeapOff[by];
        final int[] masks = t.probeLeapMask[by];
        for (int i = 0; i < offs.length; i++) {
            int p = board[cell + offs[i]];
            if ((p & bit) != 0 && (masks[i] & (1 << (p & TYPE_MASK))) != 0) {
                return true;
            }
        }
        final int[] lame = t.probeLame[by];
        for (int i = 0; i < lame.length; i += 3) {
            int p = board[cell + lame[i]];
            if ((p & bit) != 0 && (lame[i + 2] & (1 << (p & TYPE_MASK))) != 0 && board[cell + lame[i + 1]] == EMPTY) {
                return true;
            }
        }
        final int[] roffs = t.probeRideOff[by];
        final int[][] rmask = t.probeRideMask[by];
        for (int i = 0; i < roffs.length; i++) {
            final int off = roffs[i];
            final int[] mk = rmask[i];
            int c = cell + off;
            int k = 1;
            int p;
            while ((p = board[c]) == EMPTY) {
                c += off;
                k++;
            }
            if ((p & bit) != 0 && k < mk.length && (mk[k] & (1 << (p & TYPE_MASK))) != 0) {
                return true;
            }
        }
        return false;
    }
}
