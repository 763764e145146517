// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.WeakHashMap;

import org.rookery.clock.ClockEvent;
import org.rookery.engine.clock.FormatClocks;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameClocks;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Color;

/**
 * Ties a board's clock to one game of an event: when the flag falls, the fall is recorded in the
 * event's journal as a flag-fall fact with both readings (the engine decides from them what the
 * format makes of it, e.g. G20's 15 s penalty margin); where the format chases within the same
 * moves, with the moves the clock's presses counted ({@link org.rookery.clock.ClockReading#moves}).
 * What happened, the recorded fact or the
 * refusal with its rule, is kept and written on the board's status line for the arbiter. An
 * illegal move the arbiter rules on the board ({@link #illegalMove}) is recorded the same way, and
 * the format's clock changes for it (the opponent's bonus, the offender's penalty) are applied to
 * the board's clock.
 */
public final class EventClockBinding implements ClockListener {

    /**
     * What became of a flag fall.
     *
     * @param fact the recorded fact, empty when it was not recorded
     * @param rule the rule that refused it, empty unless refused
     * @param message what the arbiter is told
     */
    public record Outcome(Optional<Fact> fact, Optional<String> rule, String message) {
        /** Whether the flag fall was recorded. */
        public boolean recorded() {
            return fact.isPresent();
        }
    }

    /** The binding of each bound board, so that the Clocks view finds a board's game. */
    private static final Map<BoardClock, EventClockBinding> BOUND = Collections.synchronizedMap(new WeakHashMap<>());

    private final EventFolder folder;
    private final String game;
    private final String by;
    private Outcome last;

    /**
     * A binding that records flag falls as {@code game}'s.
     *
     * @param folder the event
     * @param game the game's id in the event
     * @param by who records (the arbiter)
     */
    public EventClockBinding(EventFolder folder, String game, String by) {
        this.folder = Objects.requireNonNull(folder, "event folder");
        if (game == null || game.isBlank()) {
            throw new IllegalArgumentException("a clock is bound to a game: give the game's id");
        }
        this.game = game;
        this.by = by == null || by.isBlank() ? "arbiter" : by;
    }

    /** Binds {@code board} to {@code game} of {@code folder}: its flag falls are recorded from now on. */
    public static EventClockBinding bind(BoardClock board, EventFolder folder, String game, String by) {
        EventClockBinding b = new EventClockBinding(folder, game, by);
        board.addListener(b);
        BOUND.put(board, b);
        board.setStatus("bound to game " + game + " of " + folder.dir().getFileName());
        // The bound clock is saved in the event folder from now on, to survive a restart or a crash.
        EventClocks.track(board, folder, game);
        return b;
    }

    /** The binding {@code board} was last bound with, empty for a board not bound to an event game. */
    public static Optional<EventClockBinding> of(BoardClock board) {
        return Optional.ofNullable(BOUND.get(board));
    }

    /** The game. */
    public String game() {
        return game;
    }

    /** The event. */
    public EventFolder folder() {
        return folder;
    }

    /** What became of the last flag fall, empty before one. */
    public Optional<Outcome> last() {
        return Optional.ofNullable(last);
    }

    @Override
    public void flagFell(BoardClock board, Color colour, long firstMs, long secondMs) {
        String readings = "White " + ClockText.time(firstMs) + " (" + firstMs + " ms), Black " + ClockText.time(secondMs)
                + " (" + secondMs + " ms)";
        // A chase within the same moves needs every innings game's moves: the clock's presses count them.
        java.util.OptionalInt moves = countsMoves() ? java.util.OptionalInt.of(board.reading().moves())
                : java.util.OptionalInt.empty();
        if (moves.isPresent()) {
            readings += "; " + moves.getAsInt() + " moves by the clock";
        }
        try {
            Fact f = folder.record(new FactBody.FlagFall(game, colour, firstMs, secondMs, List.of(), List.of(),
                    Optional.empty(), moves), by);
            last = new Outcome(Optional.of(f), Optional.empty(), "recorded fact " + f.seq() + ": flag-fall in game " + game
                    + ", " + FactBody.sideName(colour) + "'s flag; " + readings);
            EventClocks.recorded(folder.dir());
        } catch (Refusal r) {
            last = new Outcome(Optional.empty(), Optional.of(r.rule()), "not recorded: " + r.getMessage() + " (rule: "
                    + r.rule() + "); " + readings);
        } catch (IOException | RuntimeException e) {
            last = new Outcome(Optional.empty(), Optional.empty(), "not recorded, the journal could not be written: "
                    + e.getMessage() + "; " + readings);
        }
        board.setStatus(last.message());
    }

    /**
     * Whether the event's format needs the moves played with a flag fall: a chase {@code within
     * same moves}, for the games of its innings.
     */
    private boolean countsMoves() {
        return folder.format().innings().map(org.rookery.engine.format.InningsRules::chasesWithinSameMoves).orElse(false)
                && folder.state().game(game).map(g -> g.innings() > 0).orElse(false);
    }

    /**
     * The clock changes the format makes when {@code offender} (the face: {@link Color#WHITE} is
     * White) is ruled to have made an illegal move now: the opponent's bonus, the offender's
     * penalty; none when the format sets neither.
     *
     * @throws IllegalArgumentException when the event has no such game
     */
    public List<ClockEvent.Adjustment> illegalMoveChanges(BoardClock board, Color offender) {
        return FormatClocks.illegalMoveAdjustments(GameClocks.of(folder.state(), game).plan(), board.reading().at(), offender);
    }

    /**
     * Rules an illegal move by {@code offender} on {@code board}: records the journal's
     * illegal-move fact for the game and, once it is recorded, applies the format's clock changes
     * for it to the board's clock (saved with the event like any adjustment). A refused fact (a
     * finished game, a game the event does not know) changes nothing. The outcome names the fact,
     * the clock changes and what the engine made of it (the game's end when the illegal move ended
     * it); it is also written on the board's status line.
     */
    public Outcome illegalMove(BoardClock board, Color offender) {
        return illegalMove(board, offender, false);
    }

    /**
     * Whether an illegal move in this game is ruled on the opponent's claim (FESA shogi): the
     * arbiter then records it as claimed, and the claim decides the game.
     */
    public boolean illegalMoveNeedsClaim() {
        return folder.state().illegalMoveNeedsClaim();
    }

    /**
     * As {@link #illegalMove(BoardClock, Color)}, with {@code claimed} saying that the opponent
     * pointed the move out and claims the game; under an on-claim law that claim ends it.
     */
    public Outcome illegalMove(BoardClock board, Color offender, boolean claimed) {
        String what = "illegal move by " + FactBody.sideName(offender) + (claimed ? " claimed by " + FactBody.sideName(offender.opponent()) : "")
                + " in game " + game;
        boolean over = folder.state().game(game).map(GameRecord::finished).orElse(false);
        Optional<String> pairingEnd = pairingEnd();
        FactBody body = new FactBody.IllegalMove(game, offender, claimed);
        // the clock changes made, so that the workbench's Undo of the fact takes them back too
        List<ClockEvent.Adjustment> applied = new java.util.ArrayList<>();
        Fact f;
        boolean viaSession;
        try {
            // the open event's session when the workbench has it: its views refresh and Undo takes it back
            Optional<Fact> inSession = EventClocks.recordInOpenEvent(folder.dir(), "Illegal move by " + FactBody.sideName(offender)
                    + " in game " + game, body, () -> reapply(board, applied, true), () -> reapply(board, applied, false));
            viaSession = inSession.isPresent();
            f = viaSession ? inSession.get() : folder.record(body, by);
        } catch (Refusal r) {
            Outcome refused = new Outcome(Optional.empty(), Optional.of(r.rule()), "not recorded: " + what + ": "
                    + r.getMessage() + " (rule: " + r.rule() + "); the clock is unchanged");
            board.setStatus(refused.message());
            return refused;
        } catch (IOException | RuntimeException e) {
            Outcome failed = new Outcome(Optional.empty(), Optional.empty(), "not recorded: " + what
                    + ", the journal could not be written: " + e.getMessage() + "; the clock is unchanged");
            board.setStatus(failed.message());
            return failed;
        }
        if (!viaSession) {
            EventClocks.recorded(folder.dir());
        }
        StringBuilder m = new StringBuilder("recorded fact " + f.seq() + ": " + what);
        try {
            List<ClockEvent.Adjustment> changes = illegalMoveChanges(board, offender);
            for (ClockEvent.Adjustment a : changes) {
                applied.add(board.adjust(a.side(), a.kind(), a.amount(), a.reason()));
            }
            m.append(changes.isEmpty() ? "; the format changes no clock for it" : "; clock: " + describe(changes));
        } catch (RuntimeException e) {
            m.append("; the clock could not be changed: ").append(e.getMessage());
        }
        Optional<GameRecord> after = folder.state().game(game);
        after.ifPresent(g -> m.append("; ").append(FactBody.sideName(offender)).append("'s illegal moves in this game: ")
                .append(offender == Color.WHITE ? g.whiteIllegalMoves() : g.blackIllegalMoves()));
        Optional<String> ended = pairingEnd().filter(e -> pairingEnd.isEmpty()).or(() -> after.filter(g -> !over && g.finished())
                .flatMap(GameRecord::end).map(end -> end.outcome().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                        + " (" + end.ending().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-') + ")"));
        ended.ifPresent(e -> {
            // the variant's tally made it a loss: the game is over, so its clock stops
            m.append("; the game is over: ").append(e);
            board.pause();
        });
        Outcome done = new Outcome(Optional.of(f), Optional.empty(), m.toString());
        board.setStatus(done.message());
        return done;
    }

    /** Takes back ({@code undo}) or makes again the clock changes of an illegal move whose fact was undone or redone. */
    private static void reapply(BoardClock board, List<ClockEvent.Adjustment> applied, boolean undo) {
        try {
            for (ClockEvent.Adjustment a : applied) {
                board.adjust(a.side(), a.kind(), undo ? -a.amount() : a.amount(), (undo ? "undo of: " : "redo of: ")
                        + a.reason());
            }
            board.setStatus((undo ? "undone in the workbench: the illegal move's clock change is taken back"
                    : "redone in the workbench: the illegal move's clock change is made again")
                    + (applied.isEmpty() ? "" : " (" + describe(applied) + ")"));
        } catch (RuntimeException e) {
            board.setStatus("the clock could not follow the " + (undo ? "undo" : "redo") + " of the illegal move: "
                    + e.getMessage() + "; adjust it by hand");
        }
    }

    /** How the game ended within its shogi pairing (the variant's illegal-move tally), if it did. */
    private Optional<String> pairingEnd() {
        return folder.state().shogiPairing(game).flatMap(p -> p.games().stream()
                .filter(g -> folder.state().shogiGameNumber(game).orElse(-1) == g.number()).findFirst())
                .flatMap(g -> g.end()).map(e -> e.detail());
    }

    /** The changes in the arbiter's words: "Black +2:00 (illegal move by the opponent: ...)". */
    public static String describe(List<ClockEvent.Adjustment> changes) {
        StringBuilder s = new StringBuilder();
        for (ClockEvent.Adjustment a : changes) {
            if (!s.isEmpty()) {
                s.append(", ");
            }
            s.append(a.side() == Color.WHITE ? "White " : "Black ").append(ClockText.signed(a.amount()))
                    .append(" (").append(a.reason()).append(')');
        }
        return s.toString();
    }

}
