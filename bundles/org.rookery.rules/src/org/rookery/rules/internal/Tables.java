// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.rules.Atom;
import org.rookery.rules.BoardShape;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.DropRule;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;

/**
 * The rules compiled for the hot path: a padded mailbox (rows are {@code stride} cells apart;
 * every row starts with {@code pad} wall cells, the longest step of any piece, and {@code pad}
 * wall rows lie above and below, so no leap leaves the array or wraps onto the board), per-piece move offsets, reverse attack probes, zones, castling and
 * Zobrist keys. Piece codes are {@code colorBit | typeIndex} with {@link #WHITE_BIT} or
 * {@link #BLACK_BIT}; {@link #EMPTY} and {@link #WALL} carry no color bit, so one AND tells
 * friend, foe and neither apart.
 */
public final class Tables {

    public static final int EMPTY = 0;
    public static final int WALL = 0x80;
    public static final int WHITE_BIT = 0x20;
    public static final int BLACK_BIT = 0x40;
    public static final int TYPE_MASK = 0x1F;
    public static final int MAX_TYPES = 32;
    public static final int CODES = 0x60;
    /** Range used for unlimited riders: longer than any board line. */
    static final int UNLIMITED = 64;
    static final int MAX_HAND = 96;

    final Rules rules;
    final BoardShape shape;
    final int pad;
    final int stride;
    final int size;
    /** Board cells in square order. */
    final int[] cells;
    final Square[] squareOf;
    final int[] rowOf;
    final int[] fileOf;
    final int[] emptyBoard;
    final PieceType[] types;
    final Piece[] pieceOf = new Piece[CODES];
    final int royalType;
    final int pawnType;
    final boolean[] isPawnType;
    final int[] unpromoted;

    // Move tables per piece code.
    final int[][] leapBoth = new int[CODES][];
    final int[][] leapMove = new int[CODES][];
    final int[][] leapCapt = new int[CODES][];
    /** Special leaps, four ints each: offset, via offset (0: none), mode bits (1 move, 2 capture), initial (0/1). */
    final int[][] special = new int[CODES][];
    /** Rides, three ints each: offset, range, mode bits. */
    final int[][] rides = new int[CODES][];

    // Reverse attack probes per attacking color: a piece of that color on cell + offset attacks cell.
    final int[][] probeLeapOff = new int[2][];
    final int[][] probeLeapMask = new int[2][];
    /** Lame capture leaps: offset, via offset, mask (three ints each). */
    final int[][] probeLame = new int[2][];
    final int[][] probeRideOff = new int[2][];
    /** Per ride probe, the type mask of attackers at each distance (index = distance, capped at the last entry). */
    final int[][][] probeRideMask = new int[2][][];
    /** Offsets from which a pawn of a color captures onto a cell (cell + offset holds the pawn). */
    final int[][] pawnCaptureFrom = new int[2][];
    final int[] forward = new int[2];

    final boolean[][] initialZone = new boolean[2][];
    final boolean[][] promoZone = new boolean[2][];
    final boolean[] promotes;
    final boolean[][] crown = new boolean[2][];
    final boolean hasCrowning;
    final boolean[][][] dropAllowed;
    final boolean[] onePerFile;
    final boolean[] mayNotMate;

    final CastlingRule[] castling;
    final int[] castleColor;
    final int[] castleKingFrom;
    final int[] castleKingTo;
    final int[] castleRookFrom;
    final int[] castleRookTo;
    final int[][] castleEmpty;
    final int[][] castleSafe;
    final int[] castleMask;

    final long[][] zPiece = new long[CODES][];
    final long zSide;
    final long[] zCastle;
    final long[] zEp;
    final long[][][] zHand = new long[2][MAX_TYPES][MAX_HAND];

    public Tables(Rules rules) {
        this.rules = rules;
        this.shape = rules.shape();
        List<PieceType> typeList = rules.pieceTypes();
        if (typeList.size() > MAX_TYPES) {
            throw new IllegalArgumentException("at most " + MAX_TYPES + " piece types, not " + typeList.size());
        }
        this.types = typeList.toArray(new PieceType[0]);
        int maxStep = 2;
        for (PieceType t : types) {
            for (Atom a : t.movement().atoms()) {
                maxStep = Math.max(maxStep, Math.max(Math.abs(a.dx()), Math.abs(a.dy())));
            }
        }
        this.pad = maxStep;
        this.stride = shape.files() + pad;
        this.size = (shape.ranks() + 2 * pad + 1) * stride;
        this.squareOf = new Square[size];
        this.rowOf = new int[size];
        this.fileOf = new int[size];
        this.emptyBoard = new int[size];
        java.util.Arrays.fill(emptyBoard, WALL);
        List<Square> squares = shape.squares();
        this.cells = new int[squares.size()];
        for (int i = 0; i < cells.length; i++) {
            Square s = squares.get(i);
            int c = cell(s.file(), shape.row(s));
            cells[i] = c;
            squareOf[c] = s;
            rowOf[c] = shape.row(s);
            fileOf[c] = s.file();
            emptyBoard[c] = EMPTY;
        }
        forward[0] = stride;
        forward[1] = -stride;

        int royal = -1;
        int pawn = -1;
        isPawnType = new boolean[MAX_TYPES];
        unpromoted = new int[MAX_TYPES];
        promotes = new boolean[MAX_TYPES];
        for (int t = 0; t < types.length; t++) {
            if (types[t].is(PieceType.Trait.ROYAL)) {
                royal = t;
            }
            if (types[t].is(PieceType.Trait.PAWN)) {
                isPawnType[t] = true;
                pawn = pawn < 0 ? t : pawn;
            }
            unpromoted[t] = typeList.indexOf(rules.unpromoted(types[t]));
            promotes[t] = rules.promotion().promotes(types[t]);
            for (int c = 0; c < 2; c++) {
                int code = code(c, t);
                pieceOf[code] = new Piece(types[t], Color.ofIndex(c));
                compileMoves(code, types[t], c);
            }
        }
        if (royal < 0) {
            throw new IllegalArgumentException(rules.name() + " has no royal piece type");
        }
        this.royalType = royal;
        this.pawnType = pawn;
        for (int c = 0; c < 2; c++) {
            compileProbes(c);
            compileZones(c);
        }
        this.hasCrowning = !rules.crowningSquares(Color.WHITE).isEmpty() || !rules.crowningSquares(Color.BLACK).isEmpty();

        DropRule drops = rules.drops();
        dropAllowed = new boolean[2][MAX_TYPES][size];
        onePerFile = new boolean[MAX_TYPES];
        mayNotMate = new boolean[MAX_TYPES];
        if (drops != null) {
            for (int t = 0; t < types.length; t++) {
                onePerFile[t] = drops.onePerFile().contains(types[t]);
                mayNotMate[t] = drops.mayNotMate().contains(types[t]);
                for (int c = 0; c < 2; c++) {
                    Color color = Color.ofIndex(c);
                    for (int cell : cells) {
                        Square s = squareOf[cell];
                        dropAllowed[c][t][cell] = drops.allowsRank(types[t], shape.relativeRank(s, color))
                                && rules.promotion().mayStandOn(new Piece(types[t], color), s);
                    }
                }
            }
        }

        List<CastlingRule> cr = rules.castling();
        int n = cr.size();
        if (n > 8) {
            throw new IllegalArgumentException("at most 8 castling rules");
        }
        castling = cr.toArray(new CastlingRule[0]);
        castleColor = new int[n];
        castleKingFrom = new int[n];
        castleKingTo = new int[n];
        castleRookFrom = new int[n];
        castleRookTo = new int[n];
        castleEmpty = new int[n][];
        castleSafe = new int[n][];
        castleMask = new int[size];
        java.util.Arrays.fill(castleMask, -1);
        for (int i = 0; i < n; i++) {
            compileCastling(i, castling[i]);
        }

        SplitMix rng = new SplitMix(0x526F6F6B65727921L);
        for (int code = 0; code < CODES; code++) {
            if (pieceOf[code] != null) {
                zPiece[code] = new long[size];
                for (int cell : cells) {
                    zPiece[code][cell] = rng.next();
                }
            }
        }
        zSide = rng.next();
        zCastle = new long[1 << n];
        long[] bitKeys = new long[n];
        for (int i = 0; i < n; i++) {
            bitKeys[i] = rng.next();
        }
        for (int m = 0; m < zCastle.length; m++) {
            for (int i = 0; i < n; i++) {
                if ((m & (1 << i)) != 0) {
                    zCastle[m] ^= bitKeys[i];
                }
            }
        }
        zEp = new long[size];
        for (int cell : cells) {
            zEp[cell] = rng.next();
        }
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < types.length; t++) {
                // Count 0 keeps key 0 so an empty hand contributes nothing.
                for (int k = 1; k < MAX_HAND; k++) {
                    zHand[c][t][k] = rng.next();
                }
            }
        }
    }

    /** The cell of a grid position. */
    public int cell(int file, int row) {
        return (row + pad) * stride + file + pad;
    }

    /** The cell of a square, or -1 if it is not on the board. */
    public int cellOf(Square s) {
        if (s == null || !shape.contains(s)) {
            return -1;
        }
        return cell(s.file(), shape.row(s));
    }

    /** The piece code of a color index and type index. */
    public static int code(int color, int type) {
        return (WHITE_BIT << color) | type;
    }

    /** The color index of a piece code. */
    public static int colorOf(int code) {
        return (code >> 6) & 1;
    }

    /** The type index of a piece type of these rules. */
    public int typeIndex(PieceType type) {
        // The generator asks with the very instances held here, so identity answers almost
        // every call; equals() is only the fallback for types built elsewhere.
        for (int t = 0; t < types.length; t++) {
            if (types[t] == type) {
                return t;
            }
        }
        for (int t = 0; t < types.length; t++) {
            if (types[t].equals(type)) {
                return t;
            }
        }
        throw new IllegalArgumentException("piece type " + type + " is not part of " + rules.name());
    }

    int offset(int dx, int dy) {
        return dy * stride + dx;
    }

    private void compileMoves(int code, PieceType type, int color) {
        List<Integer> both = new ArrayList<>();
        List<Integer> move = new ArrayList<>();
        List<Integer> capt = new ArrayList<>();
        List<Integer> spec = new ArrayList<>();
        List<Integer> ride = new ArrayList<>();
        for (Atom a0 : type.movement().atoms()) {
            Atom a = color == 0 ? a0 : a0.mirrored();
            int off = offset(a.dx(), a.dy());
            int mode = (a.move() ? 1 : 0) | (a.capture() ? 2 : 0);
            if (a.isLeap()) {
                if (a.lame() || a.initial()) {
                    spec.addAll(List.of(off, a.lame() ? offset(a.dx() / 2, a.dy() / 2) : 0, mode, a.initial() ? 1 : 0));
                } else if (mode == 3) {
                    both.add(off);
                } else if (mode == 1) {
                    move.add(off);
                } else {
                    capt.add(off);
                }
            } else {
                if (a.initial()) {
                    throw new IllegalArgumentException("initial riders are not supported: " + type.name());
                }
                ride.addAll(List.of(off, a.range() == 0 ? UNLIMITED : a.range(), mode));
            }
        }
        leapBoth[code] = toArray(both);
        leapMove[code] = toArray(move);
        leapCapt[code] = toArray(capt);
        special[code] = toArray(spec);
        rides[code] = toArray(ride);
    }

    private void compileProbes(int color) {
        Map<Integer, Integer> leaps = new LinkedHashMap<>();
        List<Integer> lame = new ArrayList<>();
        Map<Integer, int[]> rideMasks = new LinkedHashMap<>();
        int lineMax = Math.max(shape.files(), shape.ranks());
        for (int t = 0; t < types.length; t++) {
            for (Atom a0 : types[t].movement().atoms()) {
                Atom a = color == 0 ? a0 : a0.mirrored();
                if (!a.capture() || a.initial()) {
                    continue;
                }
                int off = -offset(a.dx(), a.dy());
                if (a.isLeap() && !a.lame()) {
                    leaps.merge(off, 1 << t, (x, y) -> x | y);
                } else if (a.isLeap()) {
                    lame.addAll(List.of(off, -offset(a.dx() / 2, a.dy() / 2), 1 << t));
                } else {
                    int[] masks = rideMasks.computeIfAbsent(off, k -> new int[lineMax + 2]);
                    int reach = a.range() == 0 ? lineMax + 1 : Math.min(a.range(), lineMax + 1);
                    for (int k = 1; k <= reach; k++) {
                        masks[k] |= 1 << t;
                    }
                }
            }
        }
        probeLeapOff[color] = toArray(new ArrayList<>(leaps.keySet()));
        probeLeapMask[color] = toArray(new ArrayList<>(leaps.values()));
        probeLame[color] = toArray(lame);
        probeRideOff[color] = toArray(new ArrayList<>(rideMasks.keySet()));
        probeRideMask[color] = rideMasks.values().toArray(new int[0][]);
        List<Integer> pawnFrom = new ArrayList<>();
        if (pawnType >= 0) {
            for (int off : leapCapt[code(color, pawnType)]) {
                pawnFrom.add(-off);
            }
        }
        pawnCaptureFrom[color] = toArray(pawnFrom);
    }

    private void compileZones(int c) {
        Color color = Color.ofIndex(c);
        initialZone[c] = new boolean[size];
        promoZone[c] = new boolean[size];
        crown[c] = new boolean[size];
        for (int cell : cells) {
            Square s = squareOf[cell];
            initialZone[c][cell] = rules.doubleStepRanks().contains(shape.relativeRank(s, color));
            promoZone[c][cell] = rules.promotion().inZone(color, s);
            crown[c][cell] = rules.crowningSquares(color).contains(s);
        }
    }

    private void compileCastling(int i, CastlingRule r) {
        castleColor[i] = r.color().index();
        castleKingFrom[i] = require(r.kingFrom(), r);
        castleKingTo[i] = require(r.kingTo(), r);
        castleRookFrom[i] = require(r.rookFrom(), r);
        castleRookTo[i] = require(r.rookTo(), r);
        if (r.kingFrom().rank() != r.rookFrom().rank() || r.kingTo().rank() != r.kingFrom().rank() || r.rookTo().rank() != r.kingFrom().rank()) {
            throw new IllegalArgumentException("castling " + r.san() + " must stay on one rank");
        }
        int lo = Math.min(Math.min(r.kingFrom().file(), r.kingTo().file()), Math.min(r.rookFrom().file(), r.rookTo().file()));
        int hi = Math.max(Math.max(r.kingFrom().file(), r.kingTo().file()), Math.max(r.rookFrom().file(), r.rookTo().file()));
        int row = shape.row(r.kingFrom());
        List<Integer> empty = new ArrayList<>();
        for (int f = lo; f <= hi; f++) {
            if (f != r.kingFrom().file() && f != r.rookFrom().file()) {
                empty.add(cell(f, row));
            }
        }
        List<Integer> safe = new ArrayList<>();
        int step = Integer.signum(r.kingTo().file() - r.kingFrom().file());
        for (int f = r.kingFrom().file() + step; step != 0 && f != r.kingTo().file() + step; f += step) {
            safe.add(cell(f, row));
        }
        castleEmpty[i] = toArray(empty);
        castleSafe[i] = toArray(safe);
        castleMask[castleRookFrom[i]] &= ~(1 << i);
        for (int j = 0; j < castling.length; j++) {
            if (castling[j].color() == r.color()) {
                castleMask[castleKingFrom[i]] &= ~(1 << j);
            }
        }
    }

    private int require(Square s, CastlingRule r) {
        int c = cellOf(s);
        if (c < 0) {
            throw new IllegalArgumentException("castling " + r.san() + " uses " + s + ", which is not on the board");
        }
        return c;
    }

    private static int[] toArray(List<Integer> list) {
        int[] a = new int[list.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = list.get(i);
        }
        return a;
    }

    /** A fixed-seed generator so that hash keys, and so test expectations, are reproducible. */
    private static final class SplitMix {
        private long state;

        SplitMix(long seed) {
            state = seed;
        }

        long next() {
            long z = (state += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }
}
