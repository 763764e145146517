// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import static org.rookery.rules.internal.Tables.EMPTY;
import static org.rookery.rules.internal.Tables.TYPE_MASK;
import static org.rookery.rules.internal.Tables.WHITE_BIT;

import org.rookery.rules.MateDefinition;
import org.rookery.rules.MoveSelection;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Promotions;

/**
 * Legal move generation: pseudo-legal moves filtered by check and pin information computed
 * once per node, so that only king moves, en passant and moves of pinned pieces need a
 * board test. Checking drops of types that may not mate are tested last, by playing them.
 */
abstract class Generator extends Board {

    static final int ALL = 0;
    static final int CAPTURES = 1;
    static final int QUIETS = 2;

    private final int[] pinStamp;
    private final int[] blockStamp;
    private int stamp;
    private int nCheckers;
    private int firstChecker;
    private boolean riderCheckFar;
    private static final int MAX_MOVES = org.rookery.rules.Position.MAX_MOVES;
    private static final int[] NONE = new int[0];
    private int genDepth;
    private int[][] moveScratch = new int[4][];
    private int[][] deferScratch = new int[4][];
    private final MateDefinition mate;
    // Derived from the mate definition and whether the hands are closed (Exchange: the partner board is over).
    private boolean interposableWaits;
    private boolean handsClosed;

    Generator(Tables t) {
        super(t);
        pinStamp = new int[t.size];
        blockStamp = new int[t.size];
        mate = t.rules.endRules().mate();
        interposableWaits = mate.interposableCheckWaits(false);
    }

    Generator(Generator o) {
        super(o);
        pinStamp = new int[t.size];
        blockStamp = new int[t.size];
        mate = o.mate;
        interposableWaits = o.interposableWaits;
        handsClosed = o.handsClosed;
    }

    /** No piece will arrive from outside any more; an interposable check may now be mate. */
    final void closeHandsForGood() {
        handsClosed = true;
        interposableWaits = mate.interposableCheckWaits(true);
    }

    /** Whether {@link #closeHandsForGood()} was called. */
    final boolean handsAreClosed() {
        return handsClosed;
    }

    /** The view handed to promotion rules. */
    abstract PositionView view();

    static int selection(MoveSelection s) {
        return switch (s) {
            case ALL -> ALL;
            case CAPTURES -> CAPTURES;
            case QUIETS -> QUIETS;
        };
    }

    /** Whether the side that just moved has crowned, which ends the game. */
    final boolean crowned() {
        int them = side ^ 1;
        return t.hasCrowning && royal[them] != 0 && t.crown[them][royal[them]];
    }

    /** Finds the checkers of the side to move and its pinned pieces; marks the evasion cells. */
    final void computeCheckInfo() {
        int us = side;
        int them = us ^ 1;
        // Stamps spare clearing the marker arrays per node; after a wrap-around a stale stamp could match, so clear then.
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(pinStamp, 0);
            java.util.Arrays.fill(blockStamp, 0);
            stamp = 1;
        }
        nCheckers = 0;
        firstChecker = 0;
        riderCheckFar = false;
        int ksq = royal[us];
        if (ksq == 0) {
            return;
        }
        final int[] board = sq;
        final int bit = WHITE_BIT << them;
        final int own = WHITE_BIT << us;
        final int[] offs = t.probeLeapOff[them];
        final int[] masks = t.probeLeapMask[them];
        for (int i = 0; i < offs.length; i++) {
            int c = ksq + offs[i];
            int p = board[c];
            if ((p & bit) != 0 && (masks[i] & (1 << (p & TYPE_MASK))) != 0) {
                addChecker(c);
            }
        }
        final int[] lame = t.probeLame[them];
        for (int i = 0; i < lame.length; i += 3) {
            int c = ksq + lame[i];
            int p = board[c];
            if ((p & bit) != 0 && (lame[i + 2] & (1 << (p & TYPE_MASK))) != 0 && board[ksq + lame[i + 1]] == EMPTY) {
                addChecker(c);
                blockStamp[ksq + lame[i + 1]] = stamp;
            }
        }
        final int[] roffs = t.probeRideOff[them];
        final int[][] rmask = t.probeRideMask[them];
        for (int i = 0; i < roffs.length; i++) {
            final int off = roffs[i];
            final int[] mk = rmask[i];
            int c = ksq + off;
            int k = 1;
            int p;
            while ((p = board[c]) == EMPTY) {
                c += off;
                k++;
            }
            if ((p & bit) != 0) {
                if (k < mk.length && (mk[k] & (1 << (p & TYPE_MASK))) != 0) {
                    addChecker(c);
                    if (k > 1) {
                        riderCheckFar = true;
                    }
                    for (int b = ksq + off; b != c; b += off) {
                        blockStamp[b] = stamp;
                    }
                }
            } else if ((p & own) != 0) {
                int pinned = c;
                int k2 = k;
                do {
                    c += off;
                    k2++;
                } while ((p = board[c]) == EMPTY);
                if ((p & bit) != 0 && k2 < mk.length && (mk[k2] & (1 << (p & TYPE_MASK))) != 0) {
                    pinStamp[pinned] = stamp;
                }
            }
        }
    }

    private void addChecker(int cell) {
        if (nCheckers == 0) {
            firstChecker = cell;
            nCheckers = 1;
        } else if (cell != firstChecker) {
            nCheckers++;
        }
        blockStamp[cell] = stamp;
    }

    /** Whether the side to move is in check (after {@link #computeCheckInfo()}). */
    final int checkerCount() {
        return nCheckers;
    }

    /** Exchange §6.4: a single checker with an empty cell between it and the king. */
    final boolean interposableCheck() {
        computeCheckInfo();
        return nCheckers == 1 && riderCheckFar;
    }

    /**
     * Writes the legal move codes into {@code buf} from {@code n0}.
     *
     * @return the number written
     */
    final int generate(int[] buf, int n0, int sel) {
        if (crowned()) {
            return 0;
        }
        computeCheckInfo();
        final int us = side;
        final int them = us ^ 1;
        final int themBit = WHITE_BIT << them;
        final boolean quiets = sel != CAPTURES;
        final boolean captures = sel != QUIETS;
        final int[] board = sq;
        final int ksq = royal[us];
        final int checks = nCheckers;
        final int myStamp = stamp;
        int n = n0;
        final int[] list = plist[us];
        final int count = pcount[us];
        for (int i = 0; i < count; i++) {
            final int from = list[i];
            final int code = board[from];
            if (from == ksq) {
                n = genKing(buf, n, from, code, themBit, quiets, captures);
                continue;
            }
            if (checks > 1) {
                continue;
            }
            // 0: any destination; 1: only evasion cells; 2: pinned, test on the board.
            final int mode = pinStamp[from] == myStamp ? 2 : checks;
            for (int off : t.leapBoth[code]) {
                int to = from + off;
                int p = board[to];
                if (p == EMPTY ? quiets : (p & themBit) != 0 && captures) {
                    if (mode == 0 || (mode == 1 ? blockStamp[to] == myStamp : safeAfter(from, to))) {
                        n = add(buf, n, MoveCodes.NORMAL, from, to, code);
                    }
                }
            }
            final int[] rides = t.rides[code];
            for (int j = 0; j < rides.length; j += 3) {
                final int off = rides[j];
                final int range = rides[j + 1];
                final int rmode = rides[j + 2];
                int to = from;
                for (int k = 0; k < range; k++) {
                    to += off;
                    int p = board[to];
                    if (p == EMPTY) {
                        if (quiets && (rmode & 1) != 0
                                && (mode == 0 || (mode == 1 ? blockStamp[to] == myStamp : safeAfter(from, to)))) {
                            n = add(buf, n, MoveCodes.NORMAL, from, to, code);
                        }
                        continue;
                    }
                    if ((p & themBit) != 0 && captures && (rmode & 2) != 0
                            && (mode == 0 || (mode == 1 ? blockStamp[to] == myStamp : safeAfter(from, to)))) {
                        n = add(buf, n, MoveCodes.NORMAL, from, to, code);
                    }
                    break;
                }
            }
            if (quiets) {
                for (int off : t.leapMove[code]) {
                    int to = from + off;
                    if (board[to] == EMPTY && (mode == 0 || (mode == 1 ? blockStamp[to] == myStamp : safeAfter(from, to)))) {
                        n = add(buf, n, MoveCodes.NORMAL, from, to, code);
                    }
                }
            }
            if (captures) {
                for (int off : t.leapCapt[code]) {
                    int to = from + off;
                    if ((board[to] & themBit) != 0 && (mode == 0 || (mode == 1 ? blockStamp[to] == myStamp : safeAfter(from, to)))) {
                        n = add(buf, n, MoveCodes.NORMAL, from, to, code);
                    }
                }
            }
            final int[] spec = t.special[code];
            for (int j = 0; j < spec.length; j += 4) {
                if (spec[j + 3] != 0 && !t.initialZone[us][from]) {
                    continue;
                }
                if (spec[j + 1] != 0 && board[from + spec[j + 1]] != EMPTY) {
                    continue;
                }
                int to = from + spec[j];
                int p = board[to];
                boolean ok = p == EMPTY ? quiets && (spec[j + 2] & 1) != 0 : (p & themBit) != 0 && captures && (spec[j + 2] & 2) != 0;
                if (ok && (mode == 0 || (mode == 1 ? blockStamp[to] == myStamp : safeAfter(from, to)))) {
                    boolean dbl = p == EMPTY && spec[j + 1] != 0 && spec[j + 3] != 0 && t.isPawnType[code & TYPE_MASK];
                    n = add(buf, n, dbl ? MoveCodes.DOUBLE_STEP : MoveCodes.NORMAL, from, to, code);
                }
            }
        }
        if (captures && ep != 0 && checks < 2) {
            int pawn = Tables.code(us, t.pawnType);
            for (int off : t.pawnCaptureFrom[us]) {
                int from = ep + off;
                if (board[from] == pawn && safeAfterEnPassant(from, ep)) {
                    n = add(buf, n, MoveCodes.EN_PASSANT, from, ep, pawn);
                }
            }
        }
        if (quiets && checks == 0 && castle != 0) {
            n = genCastling(buf, n, us, them);
        }
        if (quiets && checks < 2 && handTotal[us] > 0) {
            n = genDrops(buf, n, us);
        }
        return n - n0;
    }

    private int genKing(int[] buf, int n, int from, int code, int themBit, boolean quiets, boolean captures) {
        final int[] board = sq;
        final int them = side ^ 1;
        final boolean[] crown = t.crown[side];
        board[from] = EMPTY;
        for (int off : t.leapBoth[code]) {
            int to = from + off;
            int p = board[to];
            if ((p == EMPTY ? quiets : (p & themBit) != 0 && captures) && (crown[to] || !attacked(to, them))) {
                n = add(buf, n, MoveCodes.NORMAL, from, to, code);
            }
        }
        final int[] rides = t.rides[code];
        for (int j = 0; j < rides.length; j += 3) {
            int to = from;
            for (int k = 0; k < rides[j + 1]; k++) {
                to += rides[j];
                int p = board[to];
                boolean ok = p == EMPTY ? quiets && (rides[j + 2] & 1) != 0 : (p & themBit) != 0 && captures && (rides[j + 2] & 2) != 0;
                if (ok && (crown[to] || !attacked(to, them))) {
                    n = add(buf, n, MoveCodes.NORMAL, from, to, code);
                }
                if (p != EMPTY) {
                    break;
                }
            }
        }
        for (int off : quiets ? t.leapMove[code] : NONE) {
            int to = from + off;
            if (board[to] == EMPTY && (crown[to] || !attacked(to, them))) {
                n = add(buf, n, MoveCodes.NORMAL, from, to, code);
            }
        }
        for (int off : captures ? t.leapCapt[code] : NONE) {
            int to = from + off;
            if ((board[to] & themBit) != 0 && (crown[to] || !attacked(to, them))) {
                n = add(buf, n, MoveCodes.NORMAL, from, to, code);
            }
        }
        board[from] = code;
        return n;
    }

    private int genCastling(int[] buf, int n, int us, int them) {
        for (int i = 0; i < t.castling.length; i++) {
            if ((castle & (1 << i)) == 0 || t.castleColor[i] != us) {
                continue;
            }
            boolean ok = true;
            for (int c : t.castleEmpty[i]) {
                if (sq[c] != EMPTY) {
                    ok = false;
                    break;
                }
            }
            if (!ok) {
                continue;
            }
            int kf = t.castleKingFrom[i];
            int king = sq[kf];
            sq[kf] = EMPTY;
            for (int c : t.castleSafe[i]) {
                if (attacked(c, them)) {
                    ok = false;
                    break;
                }
            }
            sq[kf] = king;
            if (ok) {
                buf[n++] = MoveCodes.encode(MoveCodes.CASTLING, kf, t.castleKingTo[i], i);
            }
        }
        return n;
    }

    private int genDrops(int[] buf, int n, int us) {
        final int[] board = sq;
        final int checks = nCheckers;
        final int myStamp = stamp;
        int deferred = 0;
        int[] defer = null;
        for (int type = 0; type < t.types.length; type++) {
            if (hand[us][type] == 0) {
                continue;
            }
            final boolean[] allowed = t.dropAllowed[us][type];
            final boolean noMate = t.mayNotMate[type];
            final boolean perFile = t.onePerFile[type];
            final int dcode = Tables.code(us, type);
            for (int cell : t.cells) {
                if (board[cell] != EMPTY || !allowed[cell] || (checks == 1 && blockStamp[cell] != myStamp)) {
                    continue;
                }
                if (perFile && fileHas(cell, dcode)) {
                    continue;
                }
                int m = MoveCodes.encode(MoveCodes.DROP, type, cell, 0);
                if (noMate && givesCheckFrom(dcode, cell, royal[us ^ 1])) {
                    if (defer == null) {
                        defer = deferScratch(t.cells.length * t.types.length);
                    }
                    defer[deferred++] = m;
                } else {
                    buf[n++] = m;
                }
            }
        }
        if (deferred > 0) {
            // The mate test generates moves itself, so it runs once this node's stamps are no longer needed.
            for (int i = 0; i < deferred; i++) {
                if (!matesAfter(defer[i])) {
                    buf[n++] = defer[i];
                }
            }
        }
        return n;
    }

    private boolean fileHas(int cell, int code) {
        int file = t.fileOf[cell];
        for (int row = 0; row < t.shape.ranks(); row++) {
            if (sq[t.cell(file, row)] == code) {
                return true;
            }
        }
        return false;
    }

    /** Whether a piece of {@code code} standing on {@code from} attacks {@code target}. */
    final boolean givesCheckFrom(int code, int from, int target) {
        if (target == 0) {
            return false;
        }
        int d = target - from;
        for (int off : t.leapBoth[code]) {
            if (off == d) {
                return true;
            }
        }
        for (int off : t.leapCapt[code]) {
            if (off == d) {
                return true;
            }
        }
        int[] spec = t.special[code];
        for (int j = 0; j < spec.length; j += 4) {
            if (spec[j] == d && (spec[j + 2] & 2) != 0 && spec[j + 3] == 0 && (spec[j + 1] == 0 || sq[from + spec[j + 1]] == EMPTY)) {
                return true;
            }
        }
        int[] rides = t.rides[code];
        for (int j = 0; j < rides.length; j += 3) {
            if ((rides[j + 2] & 2) == 0) {
                continue;
            }
            int c = from;
            for (int k = 0; k < rides[j + 1]; k++) {
                c += rides[j];
                if (c == target) {
                    return true;
                }
                if (sq[c] != EMPTY) {
                    break;
                }
            }
        }
        return false;
    }

    /** Plays a checking drop and tells whether it leaves the opponent mated (rules' mate definition). */
    private boolean matesAfter(int m) {
        make(m);
        genDepth++;
        try {
            int[] replies = scratch(genDepth + 1, MAX_MOVES);
            if (generate(replies, 0, ALL) > 0) {
                return false;
            }
            return !(interposableWaits && interposableCheck());
        } finally {
            genDepth--;
            unmake();
        }
    }

    // Buffers per nesting depth: drop-mate tests and anyLegal generate while an outer generation is in progress.
    private int[] scratch(int depth, int length) {
        if (depth >= moveScratch.length) {
            moveScratch = java.util.Arrays.copyOf(moveScratch, depth * 2);
        }
        int[] a = moveScratch[depth];
        if (a == null || a.length < length) {
            a = new int[Math.max(length, 64)];
            moveScratch[depth] = a;
        }
        return a;
    }

    private int[] deferScratch(int length) {
        if (genDepth >= deferScratch.length) {
            deferScratch = java.util.Arrays.copyOf(deferScratch, genDepth * 2);
        }
        int[] a = deferScratch[genDepth];
        if (a == null || a.length < length) {
            a = new int[Math.max(length, 64)];
            deferScratch[genDepth] = a;
        }
        return a;
    }

    /** Whether the side to move's king is safe after moving {@code from} to {@code to} (board test). */
    private boolean safeAfter(int from, int to) {
        final int[] board = sq;
        int moving = board[from];
        int captured = board[to];
        board[to] = moving;
        board[from] = EMPTY;
        boolean safe = !attacked(royal[side], side ^ 1);
        board[from] = moving;
        board[to] = captured;
        return safe;
    }

    private boolean safeAfterEnPassant(int from, int to) {
        final int[] board = sq;
        int moving = board[from];
        int victim = board[epVictim];
        board[to] = moving;
        board[from] = EMPTY;
        board[epVictim] = EMPTY;
        boolean safe = royal[side] == 0 || !attacked(royal[side], side ^ 1);
        board[from] = moving;
        board[to] = EMPTY;
        board[epVictim] = victim;
        return safe;
    }

    private int add(int[] buf, int n, int kind, int from, int to, int code) {
        int type = code & TYPE_MASK;
        int us = side;
        if (t.promotes[type] && (t.promoZone[us][to] || t.promoZone[us][from])) {
            Promotions pr = t.rules.promotion().promotions(view(), t.pieceOf[code], t.squareOf[from], t.squareOf[to]);
            for (PieceType pt : pr.types()) {
                buf[n++] = MoveCodes.encode(kind, from, to, t.typeIndex(pt) + 1);
            }
            if (pr.mayDecline()) {
                buf[n++] = MoveCodes.encode(kind, from, to, 0);
            }
            return n;
        }
        buf[n++] = MoveCodes.encode(kind, from, to, 0);
        return n;
    }

    /** Whether at least one legal move exists. */
    final boolean anyLegal() {
        genDepth++;
        try {
            return generate(scratch(genDepth + 1, MAX_MOVES), 0, ALL) > 0;
        } finally {
            genDepth--;
        }
    }

}
