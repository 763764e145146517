// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.notation;

import org.rookery.rules.Color;
import org.rookery.rules.DropRule;
import org.rookery.rules.Move;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;
import org.rookery.variant.shogi.ShogiSides;

/**
 * Says in plain words why a well-formed move is not legal, for the arbiter who must rule on it
 * (rules.md §4.1: an illegal move loses when claimed). Drops get the shogi-specific reasons (no
 * such man in hand, occupied square, dead drop, nifu, uchifuzume); board moves say whether only
 * the promotion choice was wrong.
 */
final class IllegalMoveReason {

    private IllegalMoveReason() {
    }

    /** Why dropping {@code type} on {@code to} is illegal; called only when no legal move matches. */
    static String drop(PositionView p, PieceType type, Square to) {
        Color us = p.sideToMove();
        String who = ShogiSides.name(us);
        String name = UsiSquares.name(to);
        Piece piece = new Piece(type, us);
        if (p.handCount(us, type) == 0) {
            return who + " has no " + type.name() + " in hand";
        }
        if (p.pieceAt(to) != null) {
            return name + " is occupied; a drop needs an empty square";
        }
        DropRule drops = p.rules().drops();
        if (!p.rules().promotion().mayStandOn(piece, to)
                || !drops.allowsRank(type, p.rules().shape().relativeRank(to, us))) {
            return "a " + type.name() + " dropped on " + name + " could never move";
        }
        if (drops.onePerFile().contains(type)) {
            for (int rank = 1; rank <= 9; rank++) {
                if (piece.equals(p.pieceAt(new Square(to.file(), rank)))) {
                    return "nifu: " + who + " already has an unpromoted " + type.name() + " on file " + UsiSquares.fileDigit(to);
                }
            }
        }
        if (p.isCheck()) {
            return who + " is in check and the drop on " + name + " does not answer it";
        }
        if (drops.mayNotMate().contains(type)) {
            return "uchifuzume: a " + type.name() + " drop on " + name + " would checkmate at once, which is forbidden";
        }
        return "dropping a " + type.name() + " on " + name + " is not legal here";
    }

    /** Why moving from {@code from} to {@code to} (promoting or not) is illegal; called only when no legal move matches. */
    static String boardMove(PositionView p, Square from, Square to, boolean promote) {
        Color us = p.sideToMove();
        String who = ShogiSides.name(us);
        Piece piece = p.pieceAt(from);
        if (piece == null || piece.color() != us) {
            return "there is no man of " + who + " on " + UsiSquares.name(from);
        }
        boolean otherChoice = false;
        for (Move m : p.legalMoves()) {
            if (!m.isDrop() && from.equals(m.from()) && to.equals(m.to())) {
                otherChoice = true;
            }
        }
        String what = "the " + piece.type().name() + " on " + UsiSquares.name(from);
        if (otherChoice) {
            return promote ? what + " cannot promote on a move to " + UsiSquares.name(to)
                    : what + " must promote on " + UsiSquares.name(to) + ", where it could never move again";
        }
        if (p.isCheck()) {
            return what + " cannot go to " + UsiSquares.name(to) + ": the move does not answer the check on " + who + "'s king";
        }
        return what + " cannot go to " + UsiSquares.name(to) + " (it does not move that way, the way is blocked, or "
                + who + "'s king would be left in check)";
    }
}
