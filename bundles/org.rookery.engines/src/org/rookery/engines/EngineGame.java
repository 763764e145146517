// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import org.rookery.clock.ClockReading;
import org.rookery.clock.GameClock;
import org.rookery.clock.SideControl;
import org.rookery.clock.SideReading;
import org.rookery.clock.TimeSource;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;

/**
 * One game between two running engines, refereed by the rules: every move is checked before it is
 * played, the rules say when the game is over, the clock bundle's clock runs for each side and a
 * flag fall is judged by {@link Rules#flagFallOutcome}. An engine that plays an illegal move loses
 * by {@link Termination#ILLEGAL_MOVES}; one that resigns loses by resignation; one that hangs,
 * crashes, floods or sends a malformed line loses by the arbiter's decision, and the game says why.
 *
 * @param rules the variant's rules
 * @param start the start position (an opening's position), with {@code openingMoves} played from it
 * @param openingMoves moves of the opening, played before the engines take over
 * @param timeControl the clock, or {@link TimeControl#NONE}
 * @param limits bounds of each search besides the clock (depth, nodes), or {@link SearchLimits#INFINITE}
 * @param graceMillis how long past its time an engine may take before it counts as hung (with a
 *        clock: the flag has fallen by then anyway)
 * @param maxPlies the game is stopped after this many plies (adjudicated a draw where the variant has
 *        draws, else left unfinished)
 */
public record EngineGame(Rules rules, PositionView start, List<Move> openingMoves, TimeControl timeControl,
        SearchLimits limits, long graceMillis, int maxPlies) {

    public EngineGame {
        openingMoves = List.copyOf(openingMoves);
    }

    /** One move as the game's listener sees it. */
    public record Played(int ply, String engine, Move move, String text, SearchInfo info, long millis) {
    }

    /**
     * Plays the game and returns it with its result. The engines are not closed.
     *
     * @param headers headers of the game record (Event, Round ...); White, Black, Date and TimeControl are added
     * @param listener receives each move as it is played
     */
    public GameResult play(Engine white, Engine black, Map<String, String> headers, Consumer<Played> listener) {
        // a variant an engine cannot play is refused here, before the clock starts
        white.newGame(rules);
        black.newGame(rules);
        Position position = rules.newPosition(start.toSetup());
        List<Move> moves = new ArrayList<>();
        List<GameNode> nodes = new ArrayList<>();
        for (Move m : openingMoves) {
            position.doMove(m);
            moves.add(m);
            nodes.add(GameNode.of(m).withCommentAfter("book"));
        }
        Map<String, String> h = new LinkedHashMap<>(headers);
        h.putIfAbsent("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        h.put("White", white.name());
        h.put("Black", black.name());
        h.put("TimeControl", timeControl.text());
        String startText = rules.positionFormat().format(start);
        String startOrNull = startText.equals(rules.positionFormat().format(rules.startPosition())) ? null : startText;

        GameClock clock = timeControl.hasClock() ? new GameClock(timeControl.spec(), TimeSource.system()) : null;
        if (clock != null) {
            clock.start(position.sideToMove());
        }
        Outcome outcome = null;
        String reason = null;
        EngineFault fault = null;
        while (true) {
            Optional<Outcome> byRule = position.outcome();
            if (byRule.isPresent()) {
                outcome = byRule.get();
                reason = Words.of(outcome.termination());
                break;
            }
            if (moves.size() >= maxPlies) {
                if (rules.endings().allows(Termination.ARBITER_DECISION, true)) {
                    outcome = Outcome.draw(Termination.ARBITER_DECISION);
                    reason = "adjudicated a draw after " + maxPlies + " plies";
                } else {
                    reason = "stopped unfinished after " + maxPlies + " plies (" + rules.name() + " has no draws)";
                }
                break;
            }
            Color mover = position.sideToMove();
            Engine engine = mover == Color.WHITE ? white : black;
            SearchLimits l = limits;
            if (clock != null) {
                l = withClock(l, clock.reading(), timeControl);
            }
            long started = System.nanoTime();
            BestMove best;
            try {
                engine.position(start, moves);
                best = engine.search(l, graceMillis, i -> { });
            } catch (EngineException e) {
                fault = e.fault();
                if (clock != null && (e.fault() == EngineFault.TIMEOUT || flagged(clock))) {
                    outcome = rules.flagFallOutcome(position, mover);
                    reason = engine.name() + " lost on time (" + e.getMessage() + ")";
                } else if (e.fault() == EngineFault.ILLEGAL_MOVE) {
                    outcome = Outcome.win(Termination.ILLEGAL_MOVES, mover.opponent());
                    reason = e.getMessage();
                } else {
                    outcome = Outcome.win(Termination.ARBITER_DECISION, mover.opponent());
                    reason = e.getMessage();
                }
                break;
            }
            long millis = (System.nanoTime() - started) / 1_000_000L;
            if (clock != null && flagged(clock)) {
                outcome = rules.flagFallOutcome(position, mover);
                reason = engine.name() + " lost on time";
                fault = EngineFault.TIMEOUT;
                break;
            }
            if (best.kind() == BestMove.Kind.RESIGN) {
                outcome = Outcome.win(Termination.RESIGNATION, mover.opponent());
                reason = engine.name() + " resigned";
                break;
            }
            if (best.kind() == BestMove.Kind.CLAIM_WIN) {
                Optional<Outcome> claim = rules.claimableResult(position);
                if (claim.isPresent() && mover.equals(claim.get().winner())) {
                    outcome = claim.get();
                    reason = engine.name() + " claimed the win, and the rules give it";
                } else {
                    outcome = Outcome.win(Termination.ARBITER_DECISION, mover.opponent());
                    reason = engine.name() + " claimed a win the rules do not give";
                }
                break;
            }
            if (clock != null) {
                clock.press(mover);
            }
            listener.accept(new Played(moves.size() + 1, engine.name(), best.move(), best.text(), best.lastInfo(), millis));
            position.doMove(best.move());
            moves.add(best.move());
            nodes.add(GameNode.of(best.move()).withCommentAfter(comment(best.lastInfo())).withElapsedMillis(millis));
        }
        if (reason != null) {
            h.put("Termination", reason.length() > 200 ? reason.substring(0, 200) : reason);
        }
        GameRecord record = new GameRecord(rules.id(), h, startOrNull, null, nodes, outcome);
        Long whiteLeft = null;
        Long blackLeft = null;
        if (clock != null) {
            ClockReading end = clock.reading();
            whiteLeft = end.first().flagged() ? 0L : end.first().mainMillis();
            blackLeft = end.second().flagged() ? 0L : end.second().mainMillis();
        }
        return new GameResult(record, white.name(), black.name(), outcome, reason, fault, whiteLeft, blackLeft);
    }

    private static boolean flagged(GameClock clock) {
        return clock.reading().flag().isPresent();
    }


    private static SearchLimits withClock(SearchLimits l, ClockReading r, TimeControl tc) {
        SideReading f = r.first();
        SideReading s = r.second();
        SideControl fc = tc.spec().first();
        SideControl sc = tc.spec().second();
        long byo = fc.byoyomi().map(b -> b.periodMillis()).orElse(0L);
        long fi = fc.increment().map(i -> i.millis()).orElse(0L);
        long si = sc.increment().map(i -> i.millis()).orElse(0L);
        long fm = f.inByoyomi() ? 0 : f.mainMillis();
        long sm = s.inByoyomi() ? 0 : s.mainMillis();
        int toGo = 0;
        if (fc.stages().size() > 1) {
            int made = Math.max(f.movesMade(), s.movesMade());
            int per = fc.stages().get(0).moves();
            toGo = per - made % per;
        }
        return l.withClock(fm, sm, fi, si, byo, toGo);
    }

    private static String comment(SearchInfo info) {
        if (info == null || !info.hasScore()) {
            return null;
        }
        String s = info.scoreText().orElse("") + "/" + info.depth();
        if (!info.pv().isEmpty()) {
            s += " " + String.join(" ", info.pv().subList(0, Math.min(8, info.pv().size())));
        }
        return s;
    }

    /** Termination words for reasons. */
    static final class Words {
        private Words() {
        }

        static String of(Termination t) {
            return t.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        }
    }
}
