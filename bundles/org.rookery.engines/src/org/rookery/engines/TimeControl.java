// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.clock.Byoyomi;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.Increment;
import org.rookery.clock.SideControl;
import org.rookery.clock.Stage;

/**
 * An engine game's time control as the command line writes it, made into the clock bundle's
 * {@link ClockSpec}. Seconds, decimals allowed:
 * <ul>
 * <li>{@code 60+1}: 60 s for the game, 1 s added per move (Fischer);</li>
 * <li>{@code 40/300}: 300 s for every 40 moves (repeated; {@code 40/300+2} with an increment);</li>
 * <li>{@code 10+5byo}: 10 s main time, then byoyomi of 5 s a move ({@code 10+5byo3}: three periods);</li>
 * <li>{@code none}: no clock, the search limits alone bound each move.</li>
 * </ul>
 *
 * @param text the text it was read from
 * @param spec the clock, or {@code null} for {@code none}
 */
public record TimeControl(String text, ClockSpec spec) {

    /** No clock. */
    public static final TimeControl NONE = new TimeControl("none", null);

    private static final Pattern FISCHER = Pattern.compile("(?:(\\d+)/)?(\\d+(?:\\.\\d+)?)(?:\\+(\\d+(?:\\.\\d+)?))?");
    private static final Pattern BYOYOMI = Pattern.compile("(\\d+(?:\\.\\d+)?)\\+(\\d+(?:\\.\\d+)?)byo(\\d+)?");
    /** How many repetitions of a moves/time stage the clock is given before the rest of the game. */
    private static final int REPEATED_STAGES = 20;

    /**
     * Reads a time control.
     *
     * @throws IllegalArgumentException saying what the forms are
     */
    public static TimeControl parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("none") || t.equals("inf") || t.equals("-")) {
            return NONE;
        }
        try {
            Matcher b = BYOYOMI.matcher(t);
            if (b.matches()) {
                int periods = b.group(3) == null ? 1 : Integer.parseInt(b.group(3));
                return new TimeControl(text, ClockSpec.same(SideControl.byoyomi(seconds(b.group(1)), seconds(b.group(2)), periods)));
            }
            Matcher f = FISCHER.matcher(t);
            if (f.matches()) {
                Duration main = seconds(f.group(2));
                SideControl c;
                if (f.group(1) != null) {
                    int moves = Integer.parseInt(f.group(1));
                    if (moves < 1) {
                        throw new IllegalArgumentException("a stage needs at least one move");
                    }
                    List<Stage> stages = new ArrayList<>();
                    for (int i = 0; i < REPEATED_STAGES; i++) {
                        stages.add(Stage.of(main, moves));
                    }
                    stages.add(Stage.rest(main));
                    c = new SideControl(stages, java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.empty());
                } else {
                    c = SideControl.suddenDeath(main);
                }
                if (f.group(3) != null && seconds(f.group(3)).toMillis() > 0) {
                    c = c.withIncrement(Increment.everyMove(seconds(f.group(3))));
                }
                return new TimeControl(text, ClockSpec.same(c));
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("time control '" + text + "': " + e.getMessage(), e);
        }
        throw new IllegalArgumentException("time control '" + text + "' is not one of: SECONDS+INCREMENT (60+1), MOVES/SECONDS (40/300), "
                + "SECONDS+PERIODbyo[PERIODS] (10+5byo), none");
    }

    private static Duration seconds(String s) {
        return Duration.ofMillis(Math.round(Double.parseDouble(s) * 1000));
    }

    /**
     * The clock as the lines of a format's {@code time} section ({@code main 60 s},
     * {@code increment 1 s from move 1}, {@code byoyomi 5 s periods 1}), so that an engine
     * tournament's event states the clock its engines play on; empty without a clock.
     */
    public List<String> formatLines() {
        String t = text.trim().toLowerCase(Locale.ROOT);
        List<String> lines = new ArrayList<>();
        if (!hasClock()) {
            return lines;
        }
        Matcher b = BYOYOMI.matcher(t);
        if (b.matches()) {
            lines.add("main " + duration(b.group(1)));
            lines.add("byoyomi " + duration(b.group(2)) + " periods " + (b.group(3) == null ? 1 : Integer.parseInt(b.group(3))));
            return lines;
        }
        Matcher f = FISCHER.matcher(t);
        if (!f.matches()) {
            throw new IllegalStateException("time control '" + text + "' was read but cannot be written again");
        }
        String main = duration(f.group(2));
        if (f.group(1) != null) {
            // a format has one further period; the engines' clock gives the time again after each stage
            lines.add("main " + main + " for " + f.group(1) + " moves");
            lines.add("// the engines get " + main + " again after every " + f.group(1) + " moves; a format writes one more period");
            lines.add("then " + main);
        } else {
            lines.add("main " + main);
        }
        if (f.group(3) != null && seconds(f.group(3)).toMillis() > 0) {
            lines.add("increment " + duration(f.group(3)) + " from move 1");
        }
        return lines;
    }

    /** A duration in the format language: whole seconds as {@code N s}, else milliseconds. */
    private static String duration(String secondsText) {
        long ms = seconds(secondsText).toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }

    /** Whether there is a clock. */
    public boolean hasClock() {
        return spec != null;
    }

    @Override
    public String toString() {
        return text;
    }
}
