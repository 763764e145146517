// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.Optional;

/**
 * One option of a variant: its name, what kind of value it takes, its default and what it means.
 *
 * @param name the option name a format writes, e.g. {@code revengeRule}
 * @param type the kind of value
 * @param defaultValue the value when a format does not set it
 * @param min the smallest number allowed (numbers and number lists)
 * @param max the largest number allowed (numbers and number lists)
 * @param choices the words allowed (choices)
 * @param meaning one sentence that says what the option does
 * @param source where the rule comes from (rules.md section)
 */
public record OptionDescriptor(String name, Type type, OptionValue defaultValue, int min, int max,
        List<String> choices, String meaning, String source) {

    /** The kinds of option value. */
    public enum Type {
        /** One whole number. */
        INTEGER,
        /** {@code on} or {@code off}. */
        SWITCH,
        /** One word from {@link OptionDescriptor#choices()}. */
        CHOICE,
        /** Whole numbers separated by spaces. */
        INTEGER_LIST
    }

    public OptionDescriptor {
        Checks.present(name, "option name");
        Checks.present(type, "option type");
        Checks.present(defaultValue, "default value");
        choices = List.copyOf(choices);
        Checks.present(meaning, "meaning");
        source = source == null ? "" : source;
        if (type == Type.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException(name + ": a choice option needs choices");
        }
        Optional<String> bad = check(name, type, min, max, choices, defaultValue);
        if (bad.isPresent()) {
            throw new IllegalArgumentException(name + ": default " + defaultValue.text() + " is invalid: " + bad.get());
        }
    }

    /** An integer option between {@code min} and {@code max}. */
    public static OptionDescriptor integer(String name, int dflt, int min, int max, String meaning, String source) {
        return new OptionDescriptor(name, Type.INTEGER, new OptionValue.IntValue(dflt), min, max, List.of(), meaning, source);
    }

    /** An on/off option. */
    public static OptionDescriptor onOff(String name, boolean dflt, String meaning, String source) {
        return new OptionDescriptor(name, Type.SWITCH, new OptionValue.BoolValue(dflt), 0, 0, List.of(), meaning, source);
    }

    /** A choice option; the default is the first choice. */
    public static OptionDescriptor choice(String name, List<String> choices, String meaning, String source) {
        return new OptionDescriptor(name, Type.CHOICE, new OptionValue.ChoiceValue(choices.get(0)), 0, 0, choices,
                meaning, source);
    }

    /** A number-list option. */
    public static OptionDescriptor integers(String name, List<Integer> dflt, int min, int max, String meaning,
            String source) {
        return new OptionDescriptor(name, Type.INTEGER_LIST, new OptionValue.IntListValue(dflt), min, max, List.of(),
                meaning, source);
    }

    /**
     * Checks a value against this option.
     *
     * @return what is wrong, as a sentence fragment; empty when the value fits
     */
    public Optional<String> check(OptionValue value) {
        return check(name, type, min, max, choices, value);
    }

    private static Optional<String> check(String name, Type type, int min, int max, List<String> choices,
            OptionValue value) {
        switch (type) {
            case INTEGER:
                if (!(value instanceof OptionValue.IntValue i)) {
                    return Optional.of(name + " takes one whole number");
                }
                return range(name, min, max, i.value());
            case SWITCH:
                return value instanceof OptionValue.BoolValue ? Optional.empty()
                        : Optional.of(name + " takes on or off");
            case CHOICE:
                if (value instanceof OptionValue.ChoiceValue c && choices.contains(c.value())) {
                    return Optional.empty();
                }
                return Optional.of(name + " takes one of: " + String.join(", ", choices));
            case INTEGER_LIST:
                if (value instanceof OptionValue.IntValue i) {
                    return range(name, min, max, i.value());
                }
                if (!(value instanceof OptionValue.IntListValue list)) {
                    return Optional.of(name + " takes whole numbers separated by spaces");
                }
                for (int n : list.values()) {
                    Optional<String> bad = range(name, min, max, n);
                    if (bad.isPresent()) {
                        return bad;
                    }
                }
                return list.values().stream().distinct().count() == list.values().size() ? Optional.empty()
                        : Optional.of(name + " lists a number twice");
            default:
                throw new IllegalStateException(type.toString());
        }
    }

    private static Optional<String> range(String name, int min, int max, int n) {
        return n < min || n > max ? Optional.of(name + " takes a whole number from " + min + " to " + max + ", not " + n)
                : Optional.empty();
    }

    /** An example line setting this option, for messages and documentation. */
    public String example() {
        return name + " " + defaultValue.text();
    }
}
