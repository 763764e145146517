// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.internal;

import java.util.Map;
import java.util.function.Consumer;

import org.rookery.rules.Atom;
import org.rookery.rules.Color;
import org.rookery.rules.InvalidPositionException;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;
import org.rookery.variant.shogi.ShogiPieces;
import org.rookery.variant.shogi.ShogiSides;
import org.rookery.variant.shogi.notation.UsiSquares;

/**
 * Refuses shogi set-ups that no game can reach, in shogi's own words (sente and gote, USI
 * squares): a side without exactly one king, more men of a kind than the set holds (board, both
 * hands and promoted forms together), promoted men or kings in hand, two unpromoted pawns of a
 * side on one file (nifu), a man where it could never move again, and the side not to move in
 * check. The rules run it before their generic checks.
 */
public final class ShogiSetupCheck implements Consumer<Setup> {

    private final ShogiPromotion promotion = new ShogiPromotion();

    @Override
    public void accept(Setup s) {
        checkKings(s);
        checkCounts(s);
        checkHands(s);
        checkNifu(s);
        checkImmobile(s);
        checkWaitingSideNotInCheck(s);
    }

    private static void checkKings(Setup s) {
        for (Color c : Color.values()) {
            long kings = s.board().values().stream().filter(p -> p.color() == c && p.type().is(PieceType.Trait.ROYAL)).count();
            if (kings != 1) {
                throw new InvalidPositionException(ShogiSides.name(c) + " has " + (kings == 0 ? "no king" : kings + " kings") + "; each side has exactly one");
            }
        }
    }

    private static void checkCounts(Setup s) {
        // A promoted man keeps its base's letter, so counting by letter counts base and promoted forms together.
        int[] counts = new int[26];
        for (Piece p : s.board().values()) {
            counts[p.type().letter() - 'A']++;
        }
        for (Map.Entry<Piece, Integer> e : s.hands().entrySet()) {
            counts[e.getKey().type().letter() - 'A'] += e.getValue();
        }
        for (PieceType base : ShogiPieces.ALL) {
            int n = counts[base.letter() - 'A'];
            if (!base.promoted() && n > ShogiPieces.setCount(base)) {
                throw new InvalidPositionException("there are " + n + " " + base.name() + "s on the board and in the hands (promoted ones included); a shogi set has "
                        + ShogiPieces.setCount(base));
            }
        }
    }

    private static void checkHands(Setup s) {
        for (Map.Entry<Piece, Integer> e : s.hands().entrySet()) {
            PieceType type = e.getKey().type();
            if (e.getValue() > 0 && !ShogiPieces.HAND_ORDER.contains(type)) {
                throw new InvalidPositionException(ShogiSides.name(e.getKey().color()) + " holds a " + type.name()
                        + " in hand; only unpromoted men other than the king can be held");
            }
        }
    }

    private static void checkNifu(Setup s) {
        for (Color c : Color.values()) {
            for (int file = 0; file < 9; file++) {
                Square first = null;
                // From rank a down, the order SFEN and USI read a file in.
                for (int rank = 9; rank >= 1; rank--) {
                    Square sq = new Square(file, rank);
                    Piece p = s.get(sq);
                    if (p != null && p.color() == c && p.type().letter() == 'P' && !p.type().promoted()) {
                        if (first != null) {
                            throw new InvalidPositionException("nifu: " + ShogiSides.name(c) + " has two unpromoted pawns on file "
                                    + UsiSquares.fileDigit(sq) + " (" + UsiSquares.name(first) + " and " + UsiSquares.name(sq) + ")");
                        }
                        first = sq;
                    }
                }
            }
        }
    }

    private void checkImmobile(Setup s) {
        for (Map.Entry<Square, Piece> e : s.board().entrySet()) {
            if (!promotion.mayStandOn(e.getValue(), e.getKey())) {
                throw new InvalidPositionException(ShogiSides.name(e.getValue().color()) + "'s unpromoted " + e.getValue().type().name()
                        + " on " + UsiSquares.name(e.getKey()) + " could never move again");
            }
        }
    }

    /** The side that has just moved cannot have left its king attacked. */
    private static void checkWaitingSideNotInCheck(Setup s) {
        Color waiting = s.sideToMove().opponent();
        Square king = null;
        for (Map.Entry<Square, Piece> e : s.board().entrySet()) {
            if (e.getValue().color() == waiting && e.getValue().type().is(PieceType.Trait.ROYAL)) {
                king = e.getKey();
            }
        }
        for (Map.Entry<Square, Piece> e : s.board().entrySet()) {
            if (e.getValue().color() != waiting && attacks(s, e.getKey(), e.getValue(), king)) {
                throw new InvalidPositionException(ShogiSides.name(waiting) + " is not to move but is in check from "
                        + UsiSquares.name(e.getKey()));
            }
        }
    }

    private static boolean attacks(Setup s, Square from, Piece piece, Square target) {
        for (Atom a0 : piece.type().movement().atoms()) {
            Atom a = piece.color() == Color.WHITE ? a0 : a0.mirrored();
            int steps = a.range() == 0 ? 8 : a.range();
            int file = from.file();
            int rank = from.rank();
            for (int k = 0; k < steps; k++) {
                file += a.dx();
                rank += a.dy();
                if (file < 0 || file > 8 || rank < 1 || rank > 9) {
                    break;
                }
                Square sq = new Square(file, rank);
                if (sq.equals(target)) {
                    return true;
                }
                if (s.get(sq) != null) {
                    break;
                }
            }
        }
        return false;
    }
}
