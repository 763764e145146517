// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * The facts a game's result entry records, in order: the illegal moves the arbiter ruled (one
 * fact each, as they happened), then the result, or a flag fall with both clock readings when the
 * game ended on time (the engine decides margins such as G20's 15 s from the readings), each with
 * the moves played when the arbiter gave them.
 */
final class ResultFacts {

    private ResultFacts() {
    }

    /**
     * What the arbiter entered for one game; {@code moves} is the moves played, when given (a chase
     * {@code within same moves} needs it on every innings game's result).
     */
    record Entry(String game, Outcome outcome, Termination ending, String capturedByWhite, String capturedByBlack,
            int illegalWhite, int illegalBlack, Color flagSide, String whiteClock, String blackClock, OptionalInt moves) {

        /** An entry without a move count. */
        Entry(String game, Outcome outcome, Termination ending, String capturedByWhite, String capturedByBlack,
                int illegalWhite, int illegalBlack, Color flagSide, String whiteClock, String blackClock) {
            this(game, outcome, ending, capturedByWhite, capturedByBlack, illegalWhite, illegalBlack, flagSide, whiteClock,
                    blackClock, OptionalInt.empty());
        }
    }

    /**
     * The facts for {@code e}.
     *
     * @throws IllegalArgumentException naming the field when a clock reading is not a time
     */
    static List<FactBody> of(Entry e) {
        return of(e, true);
    }

    /**
     * The facts for {@code e}; with {@code flagFall} false (the format does not read the clocks) a
     * time forfeit is recorded as a result ending on time, without readings.
     */
    static List<FactBody> of(Entry e, boolean flagFall) {
        List<FactBody> facts = new ArrayList<>(illegalMoves(e.game(), e.illegalWhite(), e.illegalBlack()));
        OptionalLong white = millis(e.whiteClock(), "White's clock");
        OptionalLong black = millis(e.blackClock(), "Black's clock");
        if (e.ending() == Termination.TIME_FORFEIT && flagFall) {
            if (white.isEmpty() || black.isEmpty()) {
                throw new IllegalArgumentException("a flag fall needs both clock readings");
            }
            Outcome usual = Outcome.winFor(e.flagSide().opponent());
            facts.add(new FactBody.FlagFall(e.game(), e.flagSide(), white.getAsLong(), black.getAsLong(),
                    men(e.capturedByWhite()), men(e.capturedByBlack()),
                    e.outcome() == usual ? Optional.empty() : Optional.of(e.outcome()), e.moves()));
        } else {
            facts.add(new FactBody.Result(e.game(), e.outcome(), e.ending(), men(e.capturedByWhite()),
                    men(e.capturedByBlack()), white, black, e.moves()));
        }
        return facts;
    }

    /** One illegal-move fact for each illegal move the arbiter ruled, White's first. */
    static List<FactBody> illegalMoves(String game, int white, int black) {
        List<FactBody> facts = new ArrayList<>();
        for (int i = 0; i < white; i++) {
            facts.add(new FactBody.IllegalMove(game, Color.WHITE));
        }
        for (int i = 0; i < black; i++) {
            facts.add(new FactBody.IllegalMove(game, Color.BLACK));
        }
        return facts;
    }

    /** Letters of captured men, separated by spaces or commas. */
    static List<String> men(String text) {
        return Arrays.stream(text.split("[\\s,]+")).filter(s -> !s.isEmpty()).toList();
    }

    /**
     * The moves played as the arbiter typed them: empty when left blank.
     *
     * @throws IllegalArgumentException when the text is not a whole number of moves, 0 or more
     */
    static OptionalInt moves(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            int n = Integer.parseInt(t);
            if (n >= 0) {
                return OptionalInt.of(n);
            }
        } catch (NumberFormatException ex) {
            // said below
        }
        throw new IllegalArgumentException("Moves reads '" + t + "': write the moves played as a whole number, 0 or more"
                + " (the number of the last move on the scoresheet)");
    }

    /** A clock reading in seconds ("12.5") or minutes and seconds ("4:05"); empty when not read. */
    static OptionalLong millis(String text, String what) {
        String t = text.strip();
        if (t.isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            BigDecimal seconds;
            int colon = t.indexOf(':');
            if (colon >= 0) {
                seconds = new BigDecimal(t.substring(0, colon)).multiply(BigDecimal.valueOf(60))
                        .add(new BigDecimal(t.substring(colon + 1)));
            } else {
                seconds = new BigDecimal(t);
            }
            if (seconds.signum() < 0) {
                throw new IllegalArgumentException(what + " reads " + t + ": a clock reading cannot be negative");
            }
            return OptionalLong.of(seconds.movePointRight(3).longValue());
        } catch (NumberFormatException ex) {
            throw new IllegalArgumentException(what + " reads '" + t + "': write seconds (12.5) or minutes:seconds (4:05)");
        }
    }
}
