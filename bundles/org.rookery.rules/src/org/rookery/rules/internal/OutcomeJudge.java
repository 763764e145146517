// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.rookery.rules.Color;
import org.rookery.rules.DrawMode;
import org.rookery.rules.EndRules;
import org.rookery.rules.Endings;
import org.rookery.rules.Outcome;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.StalemateResult;
import org.rookery.rules.Termination;

/**
 * Reads {@link EndRules} and the engine-level rules (crowning, revenge) to decide whether a
 * game is over. Precedence: crowning, then mate or stalemate, then the revenge rule and the
 * white move limit, then automatic draws, because a move that wins on the board should not be
 * undone by a counter reaching its limit on the same move.
 */
public final class OutcomeJudge {

    private OutcomeJudge() {
    }

    /**
     * The endings the rules can produce, read from the same data {@link #outcome} and
     * {@link #claimableDraw} judge by, so that the vocabulary and the judging never disagree.
     * Every game can be won on time, by resignation, by the illegal-move law or by the arbiter's
     * decision, and the arbiter may decide a draw in a game that has draws at all (never in
     * Giraffe chess, rules.md §1.7); the rest follow from the variant's rules.
     *
     * @param mateTest whether the variant has a mate-material test, without which a flag fall
     *        always loses ({@link Rules#flagFallOutcome})
     */
    public static Endings endings(Rules rules, boolean mateTest) {
        Set<Termination> decisive = EnumSet.of(Termination.CHECKMATE, Termination.RESIGNATION, Termination.TIME_FORFEIT,
                Termination.ILLEGAL_MOVES, Termination.ARBITER_DECISION);
        Set<Termination> drawn = EnumSet.noneOf(Termination.class);
        EndRules e = rules.endRules();
        switch (e.stalemate()) {
            case LOSS -> decisive.add(Termination.STALEMATE);
            // A waiting stalemate becomes a draw once no piece can arrive (Exchange §3.2).
            case DRAW, WAIT -> drawn.add(Termination.STALEMATE);
        }
        if (!rules.crowningSquares(Color.WHITE).isEmpty() || !rules.crowningSquares(Color.BLACK).isEmpty()) {
            decisive.add(Termination.CROWNING);
        }
        if (rules.revengeLimit() > 0) {
            decisive.add(Termination.REVENGE_RULE);
        }
        if (e.whiteMoveLimit() > 0) {
            decisive.add(Termination.MOVE_LIMIT);
        }
        if (e.repetitions() > 0) {
            drawn.add(Termination.REPETITION);
        }
        if (e.fiftyMoves() > 0) {
            drawn.add(Termination.FIFTY_MOVES);
        }
        if (e.deadPosition() != null) {
            drawn.add(Termination.INSUFFICIENT_MATERIAL);
        }
        if (mateTest) {
            drawn.add(Termination.TIME_FORFEIT);
        }
        // What players may agree on is a draw by that termination (Rules#agreedResult).
        drawn.addAll(rules.agreements());
        if (!drawn.isEmpty()) {
            drawn.add(Termination.ARBITER_DECISION);
        }
        return new Endings(decisive, drawn);
    }

    /** The outcome of a position, if the game is over by rule. */
    public static Optional<Outcome> outcome(Rules rules, PositionView p) {
        Color stm = p.sideToMove();
        Color mover = stm.opponent();
        Square king = p.kingSquare(mover);
        if (king != null && rules.crowningSquares(mover).contains(king)) {
            return Optional.of(Outcome.win(Termination.CROWNING, mover));
        }
        EndRules e = rules.endRules();
        if (!p.hasLegalMove()) {
            if (p.isCheck()) {
                if (!(e.mate().interposableCheckWaits(p.handsClosed()) && interposable(p))) {
                    return Optional.of(Outcome.win(Termination.CHECKMATE, mover));
                }
            } else if (e.stalemate() == StalemateResult.DRAW || e.stalemate() == StalemateResult.WAIT && p.handsClosed()) {
                // A waiting stalemate with no piece left to come is a draw (Exchange §3.2).
                return Optional.of(Outcome.draw(Termination.STALEMATE));
            } else if (e.stalemate() == StalemateResult.LOSS) {
                return Optional.of(Outcome.win(Termination.STALEMATE, mover));
            }
        }
        if (rules.revengeLimit() > 0) {
            for (Color c : Color.values()) {
                if (p.revengeCount(c) >= rules.revengeLimit()) {
                    return Optional.of(Outcome.win(Termination.REVENGE_RULE, c.opponent()));
                }
            }
        }
        if (e.whiteMoveLimit() > 0) {
            int whiteMoves = stm == Color.BLACK ? p.fullmoveNumber() : p.fullmoveNumber() - 1;
            if (whiteMoves >= e.whiteMoveLimit()) {
                return Optional.of(Outcome.win(Termination.MOVE_LIMIT, Color.BLACK));
            }
        }
        if (e.repetitions() > 0 && e.repetitionMode() == DrawMode.AUTOMATIC && p.repetitions() >= e.repetitions()) {
            return Optional.of(Outcome.draw(Termination.REPETITION));
        }
        if (e.fiftyMoves() > 0 && e.fiftyMoveMode() == DrawMode.AUTOMATIC && p.halfmoveClock() >= 2 * e.fiftyMoves()) {
            return Optional.of(Outcome.draw(Termination.FIFTY_MOVES));
        }
        if (e.deadPosition() != null && e.deadPosition().test(p)) {
            return Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL));
        }
        return Optional.empty();
    }

    /** A draw the players could claim now. */
    public static Optional<Termination> claimableDraw(Rules rules, PositionView p) {
        EndRules e = rules.endRules();
        if (e.repetitions() > 0 && e.repetitionMode() == DrawMode.CLAIM && p.repetitions() >= e.repetitions()) {
            return Optional.of(Termination.REPETITION);
        }
        if (e.fiftyMoves() > 0 && e.fiftyMoveMode() == DrawMode.CLAIM && p.halfmoveClock() >= 2 * e.fiftyMoves()) {
            return Optional.of(Termination.FIFTY_MOVES);
        }
        return Optional.empty();
    }

    /** Whether the side to move has no move but must wait for a piece (Exchange §6.4 and §3.2). */
    public static boolean mustWait(Rules rules, PositionView p) {
        if (p.hasLegalMove() || outcomeBeforeMoves(rules, p)) {
            return false;
        }
        EndRules e = rules.endRules();
        if (p.isCheck()) {
            return e.mate().interposableCheckWaits(p.handsClosed()) && interposable(p);
        }
        return e.stalemate() == StalemateResult.WAIT && !p.handsClosed();
    }

    private static boolean outcomeBeforeMoves(Rules rules, PositionView p) {
        Square king = p.kingSquare(p.sideToMove().opponent());
        return king != null && rules.crowningSquares(p.sideToMove().opponent()).contains(king);
    }

    private static boolean interposable(PositionView p) {
        if (p instanceof EnginePosition engine) {
            return engine.checkIsInterposable();
        }
        List<Square> checkers = p.checkers();
        if (checkers.size() != 1) {
            return false;
        }
        Square k = p.kingSquare(p.sideToMove());
        int dx = checkers.get(0).file() - k.file();
        int dy = checkers.get(0).rank() - k.rank();
        return (dx == 0 || dy == 0 || Math.abs(dx) == Math.abs(dy)) && Math.max(Math.abs(dx), Math.abs(dy)) >= 2;
    }
}
