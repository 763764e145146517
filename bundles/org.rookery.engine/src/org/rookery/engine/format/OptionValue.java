// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.stream.Collectors;

/** The value of one variant option, typed as the option declares it. */
public sealed interface OptionValue {

    /** The value as it is written in a format, e.g. {@code 1 7 8} or {@code stay-pawn}. */
    String text();

    /** A whole number, e.g. {@code revengeRule 50}. */
    record IntValue(int value) implements OptionValue {
        @Override
        public String text() {
            return Integer.toString(value);
        }
    }

    /** A switch, written {@code on} or {@code off}. */
    record BoolValue(boolean value) implements OptionValue {
        @Override
        public String text() {
            return value ? "on" : "off";
        }
    }

    /** One word out of the option's fixed choices, e.g. {@code forbid}. */
    record ChoiceValue(String value) implements OptionValue {
        public ChoiceValue {
            Checks.present(value, "choice");
        }

        @Override
        public String text() {
            return value;
        }
    }

    /** A list of whole numbers, e.g. {@code pawnDropBannedRanks 1 7 8}. */
    record IntListValue(List<Integer> values) implements OptionValue {
        public IntListValue {
            values = List.copyOf(values);
        }

        @Override
        public String text() {
            return values.stream().map(String::valueOf).collect(Collectors.joining(" "));
        }
    }
}
