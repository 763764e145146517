// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.rookery.rules.CapturedPieces;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveKind;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;

/**
 * A deliberately simple, separately written game state for cross-checking the engine: a map of
 * squares to pieces, the side to move, hands, en passant square and castling rights, changed
 * by copying. Nothing here shares code with the engine's mailbox.
 */
final class ReferenceState {

    final Rules rules;
    final Map<Square, Piece> board;
    final Color side;
    final Map<Piece, Integer> hands;
    final Square ep;
    final Set<CastlingRule> rights;

    ReferenceState(Rules rules, Map<Square, Piece> board, Color side, Map<Piece, Integer> hands, Square ep, Set<CastlingRule> rights) {
        this.rules = rules;
        this.board = board;
        this.side = side;
        this.hands = hands;
        this.ep = ep;
        this.rights = rights;
    }

    static ReferenceState of(PositionView p) {
        Map<Piece, Integer> hands = new HashMap<>();
        for (Color c : Color.values()) {
            p.hand(c).forEach((type, n) -> hands.put(new Piece(type, c), n));
        }
        return new ReferenceState(p.rules(), new HashMap<>(p.pieces()), p.sideToMove(), hands, p.enPassantSquare(),
                new LinkedHashSet<>(p.castlingRights()));
    }

    Square king(Color c) {
        for (Map.Entry<Square, Piece> e : board.entrySet()) {
            if (e.getValue().color() == c && e.getValue().type().is(PieceType.Trait.ROYAL)) {
                return e.getKey();
            }
        }
        return null;
    }

    /** The state after a move, built by copying. */
    ReferenceState apply(Move m) {
        Map<Square, Piece> b = new HashMap<>(board);
        Map<Piece, Integer> h = new HashMap<>(hands);
        Set<CastlingRule> r = new LinkedHashSet<>(rights);
        Square newEp = null;
        if (m.kind() == MoveKind.DROP) {
            Piece p = new Piece(m.piece(), side);
            b.put(m.to(), p);
            h.merge(p, -1, Integer::sum);
        } else if (m.kind() == MoveKind.CASTLING) {
            CastlingRule c = m.castling();
            Piece k = b.remove(c.kingFrom());
            Piece rook = b.remove(c.rookFrom());
            b.put(c.kingTo(), k);
            b.put(c.rookTo(), rook);
        } else {
            Piece moving = b.remove(m.from());
            Square victimSquare = m.to();
            if (m.kind() == MoveKind.EN_PASSANT) {
                victimSquare = new Square(m.to().file(), m.from().rank());
            }
            Piece victim = b.remove(victimSquare);
            if (victim != null && rules.captured() == CapturedPieces.TO_CAPTURER) {
                h.merge(new Piece(rules.unpromoted(victim.type()), side), 1, Integer::sum);
            }
            b.put(m.to(), m.promotion() != null ? new Piece(m.promotion(), side) : moving);
            if (moving.type().is(PieceType.Trait.PAWN) && m.from().file() == m.to().file() && Math.abs(m.to().rank() - m.from().rank()) == 2) {
                newEp = new Square(m.from().file(), (m.from().rank() + m.to().rank()) / 2);
            }
        }
        if (m.from() != null) {
            r.removeIf(c -> c.kingFrom().equals(m.from()) || c.rookFrom().equals(m.from()) || c.rookFrom().equals(m.to()) || c.kingFrom().equals(m.to()));
        }
        h.values().removeIf(n -> n == 0);
        return new ReferenceState(rules, b, side.opponent(), h, newEp, r);
    }
}
