// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Small pieces of English for {@link FormatExplainer}: durations, numbers, lists. */
final class English {

    private English() {
    }

    /** "5 minutes", "1 minute 30 seconds", "250 milliseconds". */
    static String duration(Duration d) {
        if (d.isZero()) {
            return "no time";
        }
        List<String> parts = new ArrayList<>();
        long hours = d.toHours();
        int minutes = d.toMinutesPart();
        int seconds = d.toSecondsPart();
        int millis = d.toMillisPart();
        add(parts, hours, "hour");
        add(parts, minutes, "minute");
        add(parts, seconds, "second");
        add(parts, millis, "millisecond");
        return String.join(" ", parts);
    }

    private static void add(List<String> parts, long n, String unit) {
        if (n > 0) {
            parts.add(n + " " + unit + (n == 1 ? "" : "s"));
        }
    }

    /** "2-minute", for "a 2-minute break". */
    static String durationAdjective(Duration d) {
        if (d.toSecondsPart() == 0 && d.toMillisPart() == 0 && d.toHours() == 0) {
            return d.toMinutes() + "-minute";
        }
        return duration(d);
    }

    /** A number without trailing zeros: 1, 0.5, -1. */
    static String number(BigDecimal n) {
        return n.stripTrailingZeros().toPlainString();
    }

    /** A signed adjustment: "+1", "-1". */
    static String signed(BigDecimal n) {
        return n.signum() > 0 ? "+" + number(n) : number(n);
    }

    /** "a, b and c". */
    static String and(List<String> items) {
        if (items.isEmpty()) {
            return "";
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** "first", "second", ... */
    static String ordinal(int n) {
        return switch (n) {
            case 1 -> "first";
            case 2 -> "second";
            case 3 -> "third";
            case 4 -> "fourth";
            default -> n + "th";
        };
    }

    /** "1 point", "0.5 points". */
    static String points(BigDecimal n) {
        return number(n) + (n.compareTo(BigDecimal.ONE) == 0 ? " point" : " points");
    }

    /** "1 game", "2 games". */
    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
