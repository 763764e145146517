// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.time.Duration;
import java.util.Optional;

import org.rookery.clock.ClockSpec;
import org.rookery.clock.SideControl;
import org.rookery.engine.clock.FormatClocks;
import org.rookery.engine.event.internal.RoundStages;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Sennichite;
import org.rookery.engine.format.ClockPlan;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;

/**
 * The clock one game of an event is played on, as its format says: the time section's clock with
 * its whole plan (periods by move count, each colour's main time, an increment from a later
 * move) for a game of a round; the play-off's clock for a play-off game (an Armageddon's
 * per-colour times, a rapid or golden game's control); for a sennichite replay the clock the
 * format's sennichite policy gives it (each player's own remaining main time with the policy's
 * byoyomi, or a fresh clock). The workbench's clock binds a board to a game through this, and
 * applies {@link FormatClocks#illegalMoveAdjustments} with {@link GameClock#plan()} when an
 * illegal move is ruled.
 */
public final class GameClocks {

    private GameClocks() {
    }

    /**
     * A game's clock.
     *
     * @param spec both sides' clocks, White's (the first player's) first
     * @param plan the clock changes the format makes on an illegal move (and the rest of its plan)
     * @param description the clock in a few words, for the board
     */
    public record GameClock(ClockSpec spec, ClockPlan plan, String description) {
    }

    /**
     * The clock of {@code game}.
     *
     * @throws IllegalArgumentException when the event has no such game
     */
    public static GameClock of(EventState state, String game) {
        GameRecord g = state.game(game).orElseThrow(() -> new IllegalArgumentException("there is no game " + game
                + " in the event"));
        TimeRules time = state.format().time();
        Optional<EventPlan.PlayOff> playOff = playOff(state, game);
        if (playOff.isPresent()) {
            return switch (playOff.get().kind()) {
                case EventPlan.Armageddon a -> new GameClock(new ClockSpec(
                        FormatClocks.sideControl(TimeControl.suddenDeath(a.white())),
                        FormatClocks.sideControl(TimeControl.suddenDeath(a.black()))), time.plan(),
                        "Armageddon: White " + FormatClocksText.of(a.white()) + ", Black " + FormatClocksText.of(a.black())
                                + (a.drawOddsToBlack() ? ", a draw counts as a win for Black" : ""));
                case EventPlan.RapidMatch r -> new GameClock(FormatClocks.clockSpec(r.clock()), time.plan(),
                        "rapid play-off game: " + FormatClocksText.of(r.clock()));
                case EventPlan.GoldenGame gg -> new GameClock(FormatClocks.clockSpec(gg.clock()), time.plan(),
                        "golden game: " + FormatClocksText.of(gg.clock()));
            };
        }
        if (g.replayOf().isPresent() && state.format().sennichite().isPresent()) {
            Optional<GameClock> replay = replay(state, g);
            if (replay.isPresent()) {
                return replay.get();
            }
        }
        return new GameClock(FormatClocks.clockSpec(time), time.plan(), FormatClocksText.of(time.clock())
                + (time.plan().isPlain() ? "" : " (with the format's periods and per-colour times)"));
    }

    /** The play-off a game belongs to, if it is a play-off game. */
    private static Optional<EventPlan.PlayOff> playOff(EventState state, String game) {
        for (FactBody.PlayOffPairing p : state.playOffs()) {
            if (p.boards().stream().anyMatch(b -> b.game().equals(game))) {
                return state.format().event().map(EventRules::plan).filter(plan -> p.playoff() <= plan.playOffs().size())
                        .map(plan -> plan.playOffs().get(p.playoff() - 1));
            }
        }
        return Optional.empty();
    }

    /** The clock of a sennichite replay under the format's policy. */
    private static Optional<GameClock> replay(EventState state, GameRecord g) {
        int occurrence = 0;
        GameRecord original = g;
        while (original.replayOf().isPresent()) {
            occurrence++;
            original = state.games().get(original.replayOf().get());
        }
        String stage = state.format().event().map(e -> RoundStages.where(state, e, Optional.empty(), Math.max(1, g.round()))
                .stage().name()).orElse("");
        Optional<SennichitePolicy.Action> action = state.format().sennichite().get().actionFor(occurrence, stage);
        if (!(action.orElse(null) instanceof SennichitePolicy.Replay replay)) {
            return Optional.empty();
        }
        TimeRules time = state.format().time();
        return switch (replay.clock()) {
            case SennichitePolicy.FreshClock fresh -> Optional.of(new GameClock(FormatClocks.clockSpec(fresh.control()),
                    time.plan(), "sennichite replay on a new clock: " + FormatClocksText.of(fresh.control())));
            case SennichitePolicy.RemainingTime keep -> sennichite(state, g.replayOf().get()).map(s -> {
                TimeControl c = time.clock();
                Duration byoyomi = keep.byoyomi().or(() -> time.plan().replayByoyomi()).orElse(c.byoyomi());
                int periods = byoyomi.isZero() ? 0 : Math.max(1, c.byoyomiPeriods());
                // each player keeps his own main time: the replayed game's White is the replay's Black when colours swap
                GameRecord replayed = state.games().get(g.replayOf().get());
                long whiteMs = (g.white().equals(replayed.white()) ? s.whiteMs() : s.blackMs()).orElse(c.main().toMillis());
                long blackMs = (g.white().equals(replayed.white()) ? s.blackMs() : s.whiteMs()).orElse(c.main().toMillis());
                TimeControl white = control(whiteMs, c, byoyomi, periods);
                TimeControl black = control(blackMs, c, byoyomi, periods);
                return new GameClock(new ClockSpec(side(white), side(black)), time.plan(), "sennichite replay on the time"
                        + " left: White " + FormatClocksText.of(white.main()) + ", Black " + FormatClocksText.of(black.main())
                        + (byoyomi.isZero() ? "" : ", then " + FormatClocksText.of(byoyomi) + " byoyomi"));
            });
        };
    }

    private static TimeControl control(long mainMs, TimeControl clock, Duration byoyomi, int periods) {
        return new TimeControl(Duration.ofMillis(mainMs), clock.increment(), clock.delay(), byoyomi, periods);
    }

    private static SideControl side(TimeControl c) {
        return FormatClocks.sideControl(c);
    }

    /** The sennichite fact that replayed {@code game}, as it counts after corrections and undos. */
    private static Optional<Sennichite> sennichite(EventState state, String game) {
        Optional<Sennichite> found = Optional.empty();
        for (long seq = 1; seq <= state.factCount(); seq++) {
            if (state.isUndone(seq)) {
                continue;
            }
            Optional<FactBody> body = state.recorded(seq);
            if (body.orElse(null) instanceof FactBody.Correction c && c.replacement() instanceof Sennichite s
                    && s.game().equals(game) && state.recorded(c.target()).orElse(null) instanceof Sennichite) {
                found = Optional.of(s);
            } else if (body.orElse(null) instanceof Sennichite s && s.game().equals(game) && s.replay().isPresent()) {
                found = Optional.of(s);
            }
        }
        return found;
    }

    /** Durations and clocks in a few words. */
    private static final class FormatClocksText {
        static String of(Duration d) {
            if (d.toMillisPart() != 0) {
                return d.toMillis() + " ms";
            }
            return d.toSeconds() % 60 == 0 ? d.toMinutes() + " min" : d.toSeconds() + " s";
        }

        static String of(TimeControl c) {
            StringBuilder s = new StringBuilder(of(c.main()));
            if (!c.increment().isZero()) {
                s.append(" + ").append(of(c.increment())).append(" a move");
            }
            if (!c.delay().isZero()) {
                s.append(", ").append(of(c.delay())).append(" delay");
            }
            if (c.hasByoyomi()) {
                s.append(", then ").append(c.byoyomiPeriods()).append(" x ").append(of(c.byoyomi())).append(" byoyomi");
            }
            return s.toString();
        }
    }
}
