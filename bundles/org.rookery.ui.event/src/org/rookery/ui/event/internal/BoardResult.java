// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.rookery.arbiter.claims.ShogiClaims;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.game.BoundGame;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;
import org.rookery.ui.board.model.GameModel;

/**
 * What a game played on the board editor gives the event: the men each side captured, read from
 * the moves, and the result the position shows: a finished game (mate, a variant's own end), or
 * what the side to move can claim (sennichite under the format's policy, an impasse declaration
 * judged by the rules engine, a claimable draw), with the moves played (a chase {@code within same
 * moves} needs them). Nothing is recorded here.
 */
final class BoardResult {

    private BoardResult() {
    }

    /**
     * The men each side captured, as the journal writes them (a promoted man with its {@code +}).
     *
     * @param byWhite White's (sente's) captures in order
     * @param byBlack Black's (gote's)
     */
    record Captures(List<String> byWhite, List<String> byBlack) {
        String whiteText() {
            return String.join(" ", byWhite);
        }

        String blackText() {
            return String.join(" ", byBlack);
        }
    }

    /**
     * A result read from the board.
     *
     * @param facts the facts to record (empty: the board shows no end; the arbiter enters the result)
     * @param text what the arbiter reads before it is recorded
     * @param fileOutcome the outcome to write into the game file, empty to keep the board's
     */
    record Proposal(List<FactBody> facts, String text, Optional<Outcome> fileOutcome) {
    }

    /** The men each side captured in the moves of {@code model}. */
    static Captures captures(GameModel model) {
        GameModel replay = new GameModel(model.rules(), model.startText());
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        for (GameModel.Ply p : model.plies()) {
            Color mover = replay.board(p.board()).sideToMove();
            if (p.move().isCapture() && p.move().captured() != null) {
                (mover == Color.WHITE ? white : black).add(BoundGame.letter(p.move().captured()));
            }
            replay.play(p.board(), p.move());
        }
        return new Captures(white, black);
    }

    /**
     * The moves played on the board as a scoresheet numbers them (as a chase {@code within same
     * moves} counts them): the larger of the two sides' move counts, so 40 moves by White and 39 by
     * Black are 40; empty for a game of several boards, which has no single count.
     */
    static java.util.OptionalInt moves(GameModel model) {
        if (model.boardCount() != 1) {
            return java.util.OptionalInt.empty();
        }
        GameModel replay = new GameModel(model.rules(), model.startText());
        int white = 0;
        int black = 0;
        for (GameModel.Ply p : model.plies()) {
            if (replay.board(p.board()).sideToMove() == Color.WHITE) {
                white++;
            } else {
                black++;
            }
            replay.play(p.board(), p.move());
        }
        return java.util.OptionalInt.of(Math.max(white, black));
    }

    /**
     * The result of {@code game} as the board of {@code model} shows it, with every move played.
     *
     * @throws IllegalArgumentException when a claim cannot be judged (the reason is said)
     */
    static Proposal propose(EventState state, BoundGame bound, String game, GameModel model) {
        return propose(state, bound, game, model, OptionalLong.empty(), OptionalLong.empty());
    }

    /**
     * The result as {@link #propose(EventState, BoundGame, String, GameModel)} reads it, with each
     * side's main time left on the game's clock (a sennichite replay starts from them where the
     * format says so; empty: not read, taken as 0).
     */
    static Proposal propose(EventState state, BoundGame bound, String game, GameModel model, OptionalLong whiteMs,
            OptionalLong blackMs) {
        Captures men = captures(model);
        Optional<Outcome> over = model.gameOutcome();
        if (over.isPresent()) {
            Outcome o = over.get();
            if (o.isDraw() && o.termination() == Termination.REPETITION && state.format().sennichite().isPresent()) {
                return sennichite(state, game, "The board shows " + model.describe(o) + ".", whiteMs, blackMs);
            }
            return new Proposal(List.of(result(game, o, men, moves(model))), "The board shows: " + model.describe(o) + ".", Optional.empty());
        }
        if (model.boardCount() == 1) {
            Optional<Outcome> claim = model.rules().claimableResult(model.board(0));
            if (claim.isPresent()) {
                Outcome c = claim.get();
                if (c.termination() == Termination.REPETITION && state.format().sennichite().isPresent()) {
                    return sennichite(state, game, "Claimed on the board: " + model.describe(c) + ".", whiteMs, blackMs);
                }
                if (c.termination() == Termination.DECLARATION && state.format().declaration().isPresent()) {
                    Color declarer = model.board(0).sideToMove();
                    ShogiClaims.Declaration d = ShogiClaims.declaration(state, bound, game,
                            declarer == Color.WHITE ? Color.WHITE : Color.BLACK, model.positionText());
                    Optional<Outcome> file = d.verdict().outcome();
                    return new Proposal(d.fact().map(f -> List.<FactBody>of(f)).orElse(List.of()), d.text(), file);
                }
                return new Proposal(List.of(result(game, c, men, moves(model))), "Claimed on the board: " + model.describe(c) + ".",
                        Optional.of(c));
            }
        }
        return new Proposal(List.of(), "The board shows no end: enter the result (the men captured are filled in).",
                Optional.empty());
    }

    private static Proposal sennichite(EventState state, String game, String seen, OptionalLong whiteMs, OptionalLong blackMs) {
        ShogiClaims.Sennichite s = ShogiClaims.sennichite(state, game, whiteMs, blackMs);
        return new Proposal(List.of(s.fact()), seen + "\n" + s.consequence(), Optional.of(Outcome.draw(Termination.REPETITION)));
    }

    private static FactBody.Result result(String game, Outcome o, Captures men, java.util.OptionalInt moves) {
        FactBody.Outcome outcome = o.isDraw() ? FactBody.Outcome.DRAW
                : FactBody.Outcome.winFor(o.winner() == Color.WHITE ? Color.WHITE : Color.BLACK);
        return new FactBody.Result(game, outcome, o.termination(), men.byWhite(), men.byBlack(), OptionalLong.empty(),
                OptionalLong.empty(), moves);
    }
}
