// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.claims;

import java.util.Optional;
import java.util.OptionalLong;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.PairingEvent;
import org.rookery.engine.game.PairingGame;
import org.rookery.engine.game.PairingGames;
import org.rookery.rules.Color;
import org.rookery.rules.DeclarationJudge;
import org.rookery.rules.Position;

/**
 * The two claims of a shogi game, worked out before anything is recorded so that the arbiter
 * sees what the format makes of them, in every shell (the workbench's result dialog and board
 * editor, the command line's {@code event add}): an impasse
 * declaration judged by the rules engine with the format's numbers (each condition, the points of
 * both sides, and the consequence), and a sennichite with what the format's policy does next (a
 * replay with its colours and clocks, or a drawn pairing). The engine checks the recorded fact
 * again; these only let the arbiter confirm first.
 */
public final class ShogiClaims {

    private ShogiClaims() {
    }

    /**
     * A declaration as judged.
     *
     * @param verdict the rules engine's verdict on the declarer
     * @param opponentPoints the other side's points counted the same way
     * @param fact the fact to record (a failed declaration too: the format's failure rule decides what follows)
     * @param text what the arbiter reads before confirming
     */
    public record Declaration(org.rookery.rules.Declaration verdict, int opponentPoints, Optional<FactBody.Declaration> fact, String text) {
    }

    /**
     * A sennichite as the policy treats it.
     *
     * @param fact the fact to record
     * @param consequence what follows, in words (the replay, its colours and clocks, or the drawn pairing)
     */
    public record Sennichite(FactBody.Sennichite fact, String consequence) {
    }

    /**
     * Judges {@code side}'s declaration in {@code game} on {@code sfen}, the position when he
     * stopped the clock (it must be his turn in it).
     *
     * @throws IllegalArgumentException naming what is wrong: no declaration rule, an unknown or finished game, a bad position, not the declarer's turn
     */
    public static Declaration declaration(EventState state, BoundGame bound, String game, Color side, String sfen) {
        state.format().declaration().orElseThrow(() -> new IllegalArgumentException(
                "format " + state.format().name() + " has no declaration rule, so nobody may declare"));
        DeclarationJudge judge = bound.rules().declaration().orElseThrow(() -> new IllegalArgumentException(
                "the rules of " + bound.rules().name() + " have no impasse declaration"));
        GameRecord g = playing(state, game);
        if (sfen == null || sfen.isBlank()) {
            throw new IllegalArgumentException("give the position (SFEN) when " + g.player(side) + " stopped the clock");
        }
        Position position;
        try {
            position = bound.rules().position(sfen.strip());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the position is not a " + bound.rules().name() + " position: " + e.getMessage(), e);
        }
        Color declarer = side == Color.WHITE ? Color.WHITE : Color.BLACK;
        org.rookery.rules.Declaration v = judge.judge(position, declarer, true);
        int other = judge.points(position, declarer.opponent());
        StringBuilder text = new StringBuilder(v.explanation());
        text.append('\n').append(name(declarer)).append(" (").append(g.player(side)).append("): ").append(v.points())
                .append(" points; ").append(name(declarer.opponent())).append(" (").append(g.player(side.opponent()))
                .append("): ").append(other).append(" points");
        // A failed declaration is recorded whatever follows: the engine applies the format's failure rule.
        Optional<FactBody.Declaration> fact = Optional.of(new FactBody.Declaration(game, side, v.points(), v.succeeded(),
                Optional.of(sfen.strip())));
        if (v.succeeded()) {
            text.append("\nRecorded as: ").append(g.player(side)).append(" wins by declaration.");
        } else if (v.outcome().isPresent() && !v.outcome().get().isDraw()) {
            text.append("\nRecorded as: ").append(g.player(side)).append(" loses, as the format says of a failed declaration.");
        } else if (v.outcome().isEmpty()) {
            text.append("\nRecorded as a void declaration: the format lets play go on, and the game's result is entered when it ends.");
        } else {
            text.append("\nRecorded as: a draw, ").append(v.inDrawBand() ? "the declarer's points being in the format's draw band."
                    : "as the format says of a failed declaration.");
        }
        return new Declaration(v, other, fact, text.toString());
    }

    /**
     * What the format's sennichite policy makes of a sennichite in {@code game}, with the main time
     * left on each clock (empty: not read, taken as 0).
     *
     * @throws IllegalArgumentException when the format has no sennichite policy or the game is not in play
     * @throws org.rookery.engine.refusal.Refusal when the rules refuse the sennichite
     */
    public static Sennichite sennichite(EventState state, String game, OptionalLong whiteMs, OptionalLong blackMs) {
        if (state.format().sennichite().isEmpty()) {
            throw new IllegalArgumentException("format " + state.format().name() + " has no sennichite policy");
        }
        GameRecord g = playing(state, game);
        PairingGames pairing = state.shogiPairing(game).orElseThrow(() -> new IllegalArgumentException(
                "game " + game + " is not a game of a pairing"));
        int number = state.shogiGameNumber(game).orElseThrow();
        PairingGames after = pairing.apply(new PairingEvent.Sennichite(number, PairingEvent.SennichiteBasis.AGREED_CLAIM,
                clock(whiteMs.orElse(0)), clock(blackMs.orElse(0))));
        if (after.games().size() > pairing.games().size()) {
            String replay = replayId(state, game);
            PairingGame next = after.games().get(after.games().size() - 1);
            String consequence = "Replayed as game " + replay + ": " + next.why() + ". Sente " + next.sente() + " starts with "
                    + clockText(next.senteClock()) + ", gote " + next.gote() + " with " + clockText(next.goteClock()) + ".";
            return new Sennichite(new FactBody.Sennichite(game, Optional.of(replay), whiteMs, blackMs), consequence);
        }
        String why = after.outcome().map(o -> o.reason()).orElse("the pairing is decided");
        return new Sennichite(new FactBody.Sennichite(game, Optional.empty(), whiteMs, blackMs),
                "Not replayed: " + why + " (" + g.white() + " - " + g.black() + ").");
    }

    /** A start clock in words: "5:12 + byoyomi 20 s". */
    public static String clockText(PairingGame.StartClock c) {
        long s = c.main().toSeconds();
        String main = s / 60 + ":" + String.format("%02d", s % 60);
        return c.byoyomi().isZero() ? main : main + " + byoyomi " + (c.periods() > 1 ? c.periods() + " \u00d7 " : "")
                + c.byoyomi().toSeconds() + " s";
    }

    /**
     * The id of a replay of {@code game}: the game's id with "r", numbered when that is taken
     * ({@code 3.1r}, then {@code 3.1r2}). The one place replay ids are made, so that no shell and
     * no user invents them.
     */
    public static String replayId(EventState state, String game) {
        String id = game + "r";
        for (int n = 2; state.game(id).isPresent(); n++) {
            id = game + "r" + n;
        }
        return id;
    }

    private static PairingEvent.PlayerClock clock(long mainMs) {
        return new PairingEvent.PlayerClock(mainMs, mainMs == 0);
    }

    private static GameRecord playing(EventState state, String game) {
        GameRecord g = state.game(game).orElseThrow(() -> new IllegalArgumentException("no game " + game + " in the event"));
        if (g.finished()) {
            throw new IllegalArgumentException("game " + game + " is finished (rule: one result per game)");
        }
        return g;
    }

    private static String name(Color c) {
        return c == Color.WHITE ? "Sente" : "Gote";
    }
}
