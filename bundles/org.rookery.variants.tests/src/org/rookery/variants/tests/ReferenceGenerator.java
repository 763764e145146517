// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rookery.rules.Atom;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.DropRule;
import org.rookery.rules.MateDefinition;
import org.rookery.rules.Move;
import org.rookery.rules.MoveKind;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Promotions;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;

/**
 * The slow reference move generator: pseudo-legal moves straight from the movement atoms,
 * then "play it and see whether the own king is attacked", with the rules' special cases
 * (crowning, drop-mate bans) spelled out directly. It exists only to cross-check the engine.
 */
final class ReferenceGenerator {

    private final PositionView promotionView;

    /** @param promotionView the position promotion rules read (the pool counts); its placement matches the root state */
    ReferenceGenerator(PositionView promotionView) {
        this.promotionView = promotionView;
    }

    List<Move> legal(ReferenceState s) {
        Rules r = s.rules;
        Square enemyKing = s.king(s.side.opponent());
        if (enemyKing != null && r.crowningSquares(s.side.opponent()).contains(enemyKing)) {
            return List.of();
        }
        List<Move> out = new ArrayList<>();
        for (Move m : pseudo(s)) {
            ReferenceState after = s.apply(m);
            Square king = after.king(s.side);
            boolean crowning = m.piece().is(PieceType.Trait.ROYAL) && m.kind() != MoveKind.CASTLING && r.crowningSquares(s.side).contains(m.to());
            if (!crowning && attacked(after, king, s.side.opponent())) {
                continue;
            }
            if (m.isDrop() && r.drops().mayNotMate().contains(m.piece()) && mated(after)) {
                continue;
            }
            out.add(m);
        }
        return out;
    }

    long perft(ReferenceState s, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = legal(s);
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (Move m : moves) {
            n += perft(s.apply(m), depth - 1);
        }
        return n;
    }

    private boolean mated(ReferenceState s) {
        Square king = s.king(s.side);
        if (!attacked(s, king, s.side.opponent()) || !legal(s).isEmpty()) {
            return false;
        }
        if (s.rules.endRules().mate() == MateDefinition.INTERPOSABLE_CHECK_WAITS) {
            List<Square> checkers = new ArrayList<>();
            for (Map.Entry<Square, Piece> e : s.board.entrySet()) {
                if (e.getValue().color() != s.side && attacksFrom(s, e.getKey(), e.getValue(), king)) {
                    checkers.add(e.getKey());
                }
            }
            if (checkers.size() == 1) {
                int dx = checkers.get(0).file() - king.file();
                int dy = checkers.get(0).rank() - king.rank();
                boolean line = dx == 0 || dy == 0 || Math.abs(dx) == Math.abs(dy);
                if (line && Math.max(Math.abs(dx), Math.abs(dy)) >= 2) {
                    return false;
                }
            }
        }
        return true;
    }

    private List<Move> pseudo(ReferenceState s) {
        Rules r = s.rules;
        List<Move> out = new ArrayList<>();
        for (Map.Entry<Square, Piece> e : s.board.entrySet()) {
            Piece piece = e.getValue();
            if (piece.color() != s.side) {
                continue;
            }
            Square from = e.getKey();
            for (Atom a0 : piece.type().movement().atoms()) {
                Atom a = s.side == Color.WHITE ? a0 : a0.mirrored();
                if (a.initial() && !r.doubleStepRanks().contains(r.shape().relativeRank(from, s.side))) {
                    continue;
                }
                int limit = a.range() == 0 ? 100 : a.range();
                for (int k = 1; k <= limit; k++) {
                    Square to = offset(r, from, a.dx() * k, a.dy() * k);
                    if (to == null) {
                        break;
                    }
                    if (a.lame()) {
                        Square mid = offset(r, from, a.dx() / 2, a.dy() / 2);
                        if (mid == null || s.board.containsKey(mid)) {
                            break;
                        }
                    }
                    Piece target = s.board.get(to);
                    if (target == null) {
                        if (a.move()) {
                            addWithPromotions(s, piece, from, to, null, out);
                        }
                        continue;
                    }
                    if (target.color() != s.side && a.capture()) {
                        addWithPromotions(s, piece, from, to, target.type(), out);
                    }
                    break;
                }
                if (s.ep != null && piece.type().is(PieceType.Trait.PAWN) && a.capture() && !a.move() && a.isLeap()
                        && s.ep.equals(offset(r, from, a.dx(), a.dy()))) {
                    out.add(new Move(MoveKind.EN_PASSANT, from, s.ep, piece.type(), piece.type(), null, null));
                }
            }
        }
        castling(s, out);
        drops(s, out);
        return out;
    }

    private void addWithPromotions(ReferenceState s, Piece piece, Square from, Square to, PieceType captured, List<Move> out) {
        PromotionRule rule = s.rules.promotion();
        Promotions pr = Promotions.NONE;
        if (rule.promotes(piece.type()) && (rule.inZone(s.side, to) || rule.inZone(s.side, from))) {
            pr = rule.promotions(promotionView, piece, from, to);
        }
        for (PieceType t : pr.types()) {
            out.add(captured == null ? Move.normal(piece.type(), from, to, t) : Move.capture(piece.type(), from, to, captured, t));
        }
        if (pr.mayDecline()) {
            out.add(captured == null ? Move.normal(piece.type(), from, to, null) : Move.capture(piece.type(), from, to, captured, null));
        }
    }

    private void castling(ReferenceState s, List<Move> out) {
        Square king = s.king(s.side);
        for (CastlingRule c : s.rights) {
            if (c.color() != s.side || attacked(s, king, s.side.opponent())) {
                continue;
            }
            int lo = Math.min(Math.min(c.kingFrom().file(), c.kingTo().file()), Math.min(c.rookFrom().file(), c.rookTo().file()));
            int hi = Math.max(Math.max(c.kingFrom().file(), c.kingTo().file()), Math.max(c.rookFrom().file(), c.rookTo().file()));
            boolean ok = true;
            for (int f = lo; f <= hi; f++) {
                Square sq = new Square(f, c.kingFrom().rank());
                if (!sq.equals(c.kingFrom()) && !sq.equals(c.rookFrom()) && s.board.containsKey(sq)) {
                    ok = false;
                }
            }
            ReferenceState without = withoutKing(s, c.kingFrom());
            int step = Integer.signum(c.kingTo().file() - c.kingFrom().file());
            for (int f = c.kingFrom().file() + step; ok && f != c.kingTo().file() + step; f += step) {
                if (attacked(without, new Square(f, c.kingFrom().rank()), s.side.opponent())) {
                    ok = false;
                }
            }
            if (ok) {
                out.add(new Move(MoveKind.CASTLING, c.kingFrom(), c.kingTo(), s.board.get(c.kingFrom()).type(), null, null, c));
            }
        }
    }

    private static ReferenceState withoutKing(ReferenceState s, Square king) {
        Map<Square, Piece> b = new java.util.HashMap<>(s.board);
        b.remove(king);
        return new ReferenceState(s.rules, b, s.side, s.hands, s.ep, s.rights);
    }

    private void drops(ReferenceState s, List<Move> out) {
        DropRule d = s.rules.drops();
        if (d == null) {
            return;
        }
        for (Map.Entry<Piece, Integer> e : s.hands.entrySet()) {
            Piece p = e.getKey();
            if (p.color() != s.side || e.getValue() <= 0) {
                continue;
            }
            for (Square sq : s.rules.shape().squares()) {
                if (s.board.containsKey(sq) || !d.allowsRank(p.type(), s.rules.shape().relativeRank(sq, s.side))
                        || !s.rules.promotion().mayStandOn(p, sq)) {
                    continue;
                }
                if (d.onePerFile().contains(p.type()) && s.board.entrySet().stream()
                        .anyMatch(x -> x.getKey().file() == sq.file() && x.getValue().equals(p))) {
                    continue;
                }
                out.add(Move.drop(p.type(), sq));
            }
        }
    }

    static Square offset(Rules r, Square from, int dx, int dy) {
        int file = from.file() + dx;
        int rank = from.rank() + dy;
        if (file < 0 || rank < 0 || file >= r.shape().files() || rank > r.shape().lastRank()) {
            return null;
        }
        Square s = new Square(file, rank);
        return r.shape().contains(s) ? s : null;
    }

    static boolean attacked(ReferenceState s, Square target, Color by) {
        for (Map.Entry<Square, Piece> e : s.board.entrySet()) {
            if (e.getValue().color() == by && attacksFrom(s, e.getKey(), e.getValue(), target)) {
                return true;
            }
        }
        return false;
    }

    static boolean attacksFrom(ReferenceState s, Square from, Piece piece, Square target) {
        for (Atom a0 : piece.type().movement().atoms()) {
            Atom a = piece.color() == Color.WHITE ? a0 : a0.mirrored();
            if (!a.capture() || a.initial()) {
                continue;
            }
            int limit = a.range() == 0 ? 100 : a.range();
            for (int k = 1; k <= limit; k++) {
                Square to = offset(s.rules, from, a.dx() * k, a.dy() * k);
                if (to == null) {
                    break;
                }
                if (a.lame()) {
                    Square mid = offset(s.rules, from, a.dx() / 2, a.dy() / 2);
                    if (mid == null || s.board.containsKey(mid)) {
                        break;
                    }
                }
                if (to.equals(target)) {
                    return true;
                }
                if (s.board.containsKey(to)) {
                    break;
                }
            }
        }
        return false;
    }
}
