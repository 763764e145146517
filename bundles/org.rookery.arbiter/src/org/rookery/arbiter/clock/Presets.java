// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.clock.Byoyomi;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.Delay;
import org.rookery.clock.Increment;
import org.rookery.clock.SideControl;
import org.rookery.clock.Stage;

/**
 * Time controls typed the way arbiters write them: minutes of main time, then optionally
 * {@code +S} for a Fischer increment of S seconds, {@code dS} for a simple delay of S seconds,
 * {@code bS} for a Bronstein delay, and {@code byo NxS} for N byoyomi periods of S seconds:
 * {@code 5}, {@code 3+2}, {@code 25 d5}, {@code 10 byo 5x30}, {@code 0 byo 1x30}.
 */
public final class Presets {

    /** The presets offered in the list. */
    public static final List<String> OFFERED = List.of("5", "3+2", "15+10", "25 d5", "90+30", "10 byo 5x30",
            "30 byo 1x30");

    private static final Pattern SYNTAX = Pattern.compile(
            "(\\d+(?:\\.\\d+)?)\\s*(?:\\+\\s*(\\d+))?\\s*(?:([db])\\s*(\\d+))?\\s*(?:byo\\s*(\\d+)\\s*[x\u00d7]\\s*(\\d+))?");

    /** A parsed preset: its spec and the control in words. */
    public record Preset(ClockSpec spec, String description) {
    }

    private Presets() {
    }

    /**
     * Parses {@code text}.
     *
     * @throws IllegalArgumentException saying what is wrong and what is expected
     */
    public static Preset parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase();
        Matcher m = SYNTAX.matcher(t);
        if (t.isEmpty() || !m.matches()) {
            throw new IllegalArgumentException("'" + (text == null ? "" : text.strip()) + "' is not a time control: write"
                    + " minutes, then +S for an increment, dS or bS for a simple or Bronstein delay, byo NxS for byoyomi"
                    + " (e.g. 5, 3+2, 25 d5, 10 byo 5x30)");
        }
        Duration main = Duration.ofMillis(Math.round(Double.parseDouble(m.group(1)) * 60_000));
        try {
            return build(m, main);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text.strip() + "': " + e.getMessage(), e);
        }
    }

    private static Preset build(Matcher m, Duration main) {
        StringBuilder words = new StringBuilder(minutes(main));
        Optional<Byoyomi> byoyomi = Optional.empty();
        Optional<Increment> increment = Optional.empty();
        Optional<Delay> delay = Optional.empty();
        if (m.group(5) != null) {
            byoyomi = Optional.of(new Byoyomi(Long.parseLong(m.group(6)) * 1000, Integer.parseInt(m.group(5))));
            words.append(" + byoyomi ").append(m.group(5)).append(" \u00d7 ").append(m.group(6)).append(" s");
        }
        if (m.group(2) != null) {
            increment = Optional.of(new Increment(Long.parseLong(m.group(2)) * 1000, 1));
            words.append(" + ").append(m.group(2)).append(" s a move");
        }
        if (m.group(3) != null) {
            long d = Long.parseLong(m.group(4)) * 1000;
            delay = Optional.of(new Delay(d, m.group(3).equals("d") ? Delay.Kind.SIMPLE : Delay.Kind.BRONSTEIN));
            words.append(", ").append(m.group(4)).append(" s ").append(m.group(3).equals("d") ? "delay" : "Bronstein delay");
        }
        SideControl c = new SideControl(List.of(Stage.rest(main)), increment, delay, byoyomi);
        return new Preset(ClockSpec.same(c), words.toString());
    }

    private static String minutes(Duration d) {
        return d.toMillis() % 60_000 == 0 ? d.toMinutes() + " min" : ClockText.time(d.toMillis());
    }
}
