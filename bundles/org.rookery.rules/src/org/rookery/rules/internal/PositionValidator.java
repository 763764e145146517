// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import java.util.Collections;
import java.util.Map;

import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.InvalidPositionException;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;

/**
 * Rejects set-ups that cannot arise in a game, each with a reason a person understands:
 * missing or extra kings, pawns where they could never stand, castling rights without king and
 * rook at home, an en passant square without the pawn that passed it, the side not to move in
 * check.
 */
public final class PositionValidator {

    private PositionValidator() {
    }

    /** Checks what can be checked on the set-up alone. */
    public static void validate(Rules rules, Setup s) {
        PieceType royal = rules.royalType();
        for (Color c : Color.values()) {
            long kings = s.board().values().stream().filter(p -> p.color() == c && p.type().equals(royal)).count();
            if (kings == 0) {
                throw new InvalidPositionException(c.displayName() + " has no " + royal.name());
            }
            if (kings > 1) {
                throw new InvalidPositionException(c.displayName() + " has " + kings + " " + royal.name() + "s");
            }
            if (s.hand(new Piece(royal, c)) > 0) {
                throw new InvalidPositionException(c.displayName() + " holds a " + royal.name() + " in hand");
            }
        }
        int minStart = rules.doubleStepRanks().isEmpty() ? 1 : Collections.min(rules.doubleStepRanks());
        for (Map.Entry<Square, Piece> e : s.board().entrySet()) {
            Piece p = e.getValue();
            Square sq = e.getKey();
            if (p.type().is(PieceType.Trait.PAWN) && rules.shape().relativeRank(sq, p.color()) < minStart) {
                throw new InvalidPositionException(p.color().displayName() + " " + p.type().name() + " on " + sq + " stands behind its starting rank");
            }
            if (!p.type().promoted() && rules.promotion().promotes(p.type()) && !rules.promotion().mayStandOn(p, sq)) {
                throw new InvalidPositionException(p.color().displayName() + " " + p.type().name() + " on " + sq + " must have promoted");
            }
        }
        if (rules.drops() == null) {
            for (Map.Entry<Piece, Integer> e : s.hands().entrySet()) {
                if (e.getValue() > 0) {
                    throw new InvalidPositionException(rules.name() + " has no hands, but " + e.getKey().color().displayName() + " holds " + e.getKey().type().name());
                }
            }
        }
        Setup start = rules.positionFormat().parse(rules.startPositionText(), rules);
        for (CastlingRule r : s.castlingRights()) {
            if (!rules.castling().contains(r)) {
                throw new InvalidPositionException("castling " + r.san() + " is not part of these rules");
            }
            Piece king = s.get(r.kingFrom());
            if (king == null || king.color() != r.color() || !king.type().equals(royal)) {
                throw new InvalidPositionException("castling right " + r.rightsLetter() + " needs the " + r.color().displayName() + " king on " + r.kingFrom());
            }
            Piece rook = s.get(r.rookFrom());
            Piece home = start.get(r.rookFrom());
            if (rook == null || rook.color() != r.color() || (home != null && !home.equals(rook))) {
                throw new InvalidPositionException("castling right " + r.rightsLetter() + " needs the " + r.color().displayName() + " rook on " + r.rookFrom());
            }
        }
        validateEnPassant(rules, s);
    }

    private static void validateEnPassant(Rules rules, Setup s) {
        Square ep = s.enPassant();
        if (ep == null) {
            return;
        }
        if (!rules.shape().contains(ep)) {
            throw new InvalidPositionException("en passant square " + ep + " is not on the board");
        }
        Color mover = s.sideToMove().opponent();
        int dir = mover == Color.WHITE ? 1 : -1;
        int row = rules.shape().row(ep);
        Square victim = rules.shape().contains(ep.file(), row + dir) ? rules.shape().square(ep.file(), row + dir) : null;
        Square origin = rules.shape().contains(ep.file(), row - dir) ? rules.shape().square(ep.file(), row - dir) : null;
        Piece pawn = victim == null ? null : s.get(victim);
        if (pawn == null || pawn.color() != mover || !pawn.type().is(PieceType.Trait.PAWN)) {
            throw new InvalidPositionException("en passant square " + ep + " has no " + mover.displayName() + " pawn in front of it");
        }
        if (s.get(ep) != null || origin == null || s.get(origin) != null) {
            throw new InvalidPositionException("en passant square " + ep + " is not a square a pawn just passed");
        }
        if (!rules.doubleStepRanks().contains(rules.shape().relativeRank(origin, mover))) {
            throw new InvalidPositionException("en passant square " + ep + " is not next to " + mover.displayName() + "'s double-step rank");
        }
    }

    /**
     * Checks what needs the built position: the side not to move must not be in check, and the
     * side to move cannot already have crowned (the game would have ended on that move).
     */
    public static void validateBuilt(Position p) {
        Square own = p.kingSquare(p.sideToMove());
        if (p.rules().crowningSquares(p.sideToMove()).contains(own)) {
            throw new InvalidPositionException(p.sideToMove().displayName() + " king on " + own + " has already crowned, so it cannot be " + p.sideToMove().displayName() + "'s move");
        }
        Color waiting = p.sideToMove().opponent();
        Square king = p.kingSquare(waiting);
        boolean crowned = p.rules().crowningSquares(waiting).contains(king);
        if (!crowned && p.isAttacked(king, p.sideToMove())) {
            throw new InvalidPositionException(waiting.displayName() + " is not to move but is in check");
        }
    }
}
