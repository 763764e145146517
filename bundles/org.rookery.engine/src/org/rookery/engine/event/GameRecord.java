// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Declaration;
import org.rookery.engine.fact.FactBody.FlagFall;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Result;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * One game as the facts so far describe it (derived, never stored).
 *
 * @param id the game's id
 * @param round the round it was paired in, 0 for an innings game
 * @param innings the innings it belongs to, 0 outside innings matches
 * @param white the White player
 * @param black the Black player
 * @param started whether a game-start fact was recorded
 * @param whiteIllegalMoves illegal moves ruled against White
 * @param blackIllegalMoves illegal moves ruled against Black
 * @param end how it ended, empty while it is being played
 * @param replayOf the game this one replays after a sennichite, empty for an original game
 * @param replayedBy the game that replays this one, empty when none
 */
public record GameRecord(String id, int round, int innings, String white, String black, boolean started,
        int whiteIllegalMoves, int blackIllegalMoves, Optional<End> end, Optional<String> replayOf,
        Optional<String> replayedBy) {

    /**
     * How a game ended.
     *
     * @param outcome who won
     * @param ending why the game ended
     * @param capturedByWhite letters of the men White captured
     * @param capturedByBlack letters of the men Black captured
     * @param whiteMs White's clock at the end, when read
     * @param blackMs Black's clock at the end, when read
     * @param seq the fact that ended it
     * @param forfeit whether it was forfeited, not played: won by the player present, or
     *        {@code unplayed} and lost by both
     */
    public record End(Outcome outcome, Termination ending, List<String> capturedByWhite, List<String> capturedByBlack,
            OptionalLong whiteMs, OptionalLong blackMs, long seq, boolean forfeit) {
        public End {
            capturedByWhite = List.copyOf(capturedByWhite);
            capturedByBlack = List.copyOf(capturedByBlack);
        }

        /** The end of a game played (not forfeited). */
        public End(Outcome outcome, Termination ending, List<String> capturedByWhite, List<String> capturedByBlack,
                OptionalLong whiteMs, OptionalLong blackMs, long seq) {
            this(outcome, ending, capturedByWhite, capturedByBlack, whiteMs, blackMs, seq, false);
        }
        /** How a result, flag fall or declaration ends its game; empty for other facts. */
        public static Optional<End> of(FactBody body, long seq) {
            return switch (body) {
                case Result r -> Optional.of(new End(r.outcome(), r.ending(), r.capturedByWhite(), r.capturedByBlack(),
                        r.whiteMs(), r.blackMs(), seq, r.forfeit()));
                case FlagFall f -> Optional.of(new End(f.effectiveOutcome(), Termination.TIME_FORFEIT,
                        f.capturedByWhite(), f.capturedByBlack(), OptionalLong.of(f.whiteMs()), OptionalLong.of(f.blackMs()),
                        seq));
                case Declaration d -> Optional.of(new End(Outcome.winFor(d.valid() ? d.side() : d.side().opponent()),
                        Termination.DECLARATION, List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty(), seq));
                default -> Optional.empty();
            };
        }
    }

    /** Whether the game has ended (with a result, or as a sennichite that is replayed). */
    public boolean finished() {
        return end.isPresent() || replayedBy.isPresent();
    }

    /** The player on {@code side}. */
    public String player(Color side) {
        return side == Color.WHITE ? white : black;
    }

    /** The side {@code player} plays, if he plays in this game. */
    public Optional<Color> sideOf(String player) {
        if (white.equals(player)) {
            return Optional.of(Color.WHITE);
        }
        return black.equals(player) ? Optional.of(Color.BLACK) : Optional.empty();
    }

    GameRecord withStart() {
        return new GameRecord(id, round, innings, white, black, true, whiteIllegalMoves, blackIllegalMoves, end,
                replayOf, replayedBy);
    }

    GameRecord withIllegalMove(Color side) {
        return new GameRecord(id, round, innings, white, black, started,
                whiteIllegalMoves + (side == Color.WHITE ? 1 : 0), blackIllegalMoves + (side == Color.BLACK ? 1 : 0), end,
                replayOf, replayedBy);
    }

    /** This game ended as {@code e}. */
    public GameRecord withEnd(End e) {
        return new GameRecord(id, round, innings, white, black, started, whiteIllegalMoves, blackIllegalMoves,
                Optional.of(e), replayOf, replayedBy);
    }

    GameRecord withReplay(String replay) {
        return new GameRecord(id, round, innings, white, black, started, whiteIllegalMoves, blackIllegalMoves, end,
                replayOf, Optional.of(replay));
    }
}
