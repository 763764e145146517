// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A named, typed, documented switch of a variant (the switches rules.md names, such as
 * {@code revengeRule} or {@code pawnDropBannedRanks}). Values can be given typed or as text;
 * bad values are rejected with a message that names the option and says what is allowed.
 *
 * @param <T> the value type
 */
public final class VariantOption<T> {

    /** The shape of an option's values, for tools that offer or check them (the format language). */
    public enum Kind {
        /** on or off */
        SWITCH,
        /** one whole number between {@link VariantOption#min()} and {@link VariantOption#max()} */
        INTEGER,
        /** one of {@link VariantOption#choices()} */
        CHOICE,
        /** a set of whole numbers between {@link VariantOption#min()} and {@link VariantOption#max()} */
        INTEGER_SET
    }

    private final String name;
    private Kind kind;
    private int min;
    private int max;
    private List<String> choices = List.of();
    private final Class<T> type;
    private final T defaultValue;
    private final String description;
    private final String allowed;
    private final Function<String, T> parser;
    private final Function<T, String> validator;

    private VariantOption(String name, Class<T> type, T defaultValue, String description, String allowed,
            Function<String, T> parser, Function<T, String> validator) {
        this.name = Objects.requireNonNull(name);
        this.type = type;
        this.description = description;
        this.allowed = allowed;
        this.parser = parser;
        this.validator = validator;
        this.defaultValue = defaultValue;
        String problem = validator.apply(defaultValue);
        if (problem != null) {
            throw new IllegalArgumentException("default of option '" + name + "': " + problem);
        }
    }

    /** An on/off switch; text values {@code true}/{@code false}, {@code on}/{@code off}. */
    public static VariantOption<Boolean> bool(String name, boolean defaultValue, String description) {
        return new VariantOption<>(name, Boolean.class, defaultValue, description, "true or false", text -> switch (text) {
            case "true", "on", "yes" -> Boolean.TRUE;
            case "false", "off", "no" -> Boolean.FALSE;
            default -> throw new IllegalArgumentException("'" + text + "' is not true or false");
        }, v -> null).shape(Kind.SWITCH, 0, 0, List.of());
    }

    /** A whole number in {@code min..max}. */
    public static VariantOption<Integer> integer(String name, int defaultValue, int min, int max, String description) {
        String allowed = "a whole number from " + min + " to " + max;
        return new VariantOption<>(name, Integer.class, defaultValue, description, allowed, text -> {
            try {
                return Integer.valueOf(text.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not a whole number");
            }
        }, v -> v < min || v > max ? v + " is outside " + min + ".." + max : null).shape(Kind.INTEGER, min, max, List.of());
    }

    /** One of a fixed list of words. */
    public static VariantOption<String> choice(String name, String defaultValue, List<String> values, String description) {
        List<String> copy = List.copyOf(values);
        String allowed = "one of " + String.join(", ", copy);
        return new VariantOption<>(name, String.class, defaultValue, description, allowed, String::trim,
                v -> copy.contains(v) ? null : "'" + v + "' is not " + allowed).shape(Kind.CHOICE, 0, 0, copy);
    }

    /** A set of whole numbers in {@code min..max}, written separated by spaces or commas ("1 7 8"). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static VariantOption<List<Integer>> intSet(String name, List<Integer> defaultValue, int min, int max, String description) {
        String allowed = "numbers from " + min + " to " + max + " separated by spaces";
        Class<List<Integer>> type = (Class) List.class;
        return new VariantOption<>(name, type, List.copyOf(defaultValue), description, allowed, text -> {
            List<Integer> out = new ArrayList<>();
            for (String part : text.trim().split("[\\s,]+")) {
                if (part.isEmpty()) {
                    continue;
                }
                try {
                    out.add(Integer.valueOf(part));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + part + "' is not a whole number");
                }
            }
            return Collections.unmodifiableList(new ArrayList<>(new TreeSet<>(out)));
        }, v -> {
            for (Integer i : v) {
                if (i == null || i < min || i > max) {
                    return i + " is outside " + min + ".." + max;
                }
            }
            return null;
        }).shape(Kind.INTEGER_SET, min, max, List.of());
    }

    private VariantOption<T> shape(Kind k, int lowest, int highest, List<String> words) {
        this.kind = k;
        this.min = lowest;
        this.max = highest;
        this.choices = words;
        return this;
    }

    /** The option's name as organisers write it. */
    public String name() {
        return name;
    }

    /** The value type. */
    public Class<T> type() {
        return type;
    }

    /** The shape of the values. */
    public Kind kind() {
        return kind;
    }

    /** The smallest number allowed ({@link Kind#INTEGER} and {@link Kind#INTEGER_SET}; 0 otherwise). */
    public int min() {
        return min;
    }

    /** The largest number allowed ({@link Kind#INTEGER} and {@link Kind#INTEGER_SET}; 0 otherwise). */
    public int max() {
        return max;
    }

    /** The allowed words of a {@link Kind#CHOICE}; empty otherwise. */
    public List<String> choices() {
        return choices;
    }

    /** The value used when none is given. */
    public T defaultValue() {
        return defaultValue;
    }

    /** What the option does. */
    public String description() {
        return description;
    }

    /** What values are allowed, in words. */
    public String allowedValues() {
        return allowed;
    }

    /**
     * Reads a value from text.
     *
     * @throws IllegalArgumentException naming the option, the text and what is allowed
     */
    public T parse(String text) {
        T value;
        try {
            value = parser.apply(Objects.requireNonNull(text, "text"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option '" + name + "': " + e.getMessage() + " (expected " + allowed + ")", e);
        }
        return validate(value);
    }

    /**
     * Checks a typed value.
     *
     * @throws IllegalArgumentException naming the option and what is allowed
     */
    public T validate(Object value) {
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException("option '" + name + "': " + value + " is not " + allowed);
        }
        T typed = type.cast(value);
        String problem = validator.apply(typed);
        if (problem != null) {
            throw new IllegalArgumentException("option '" + name + "': " + problem + " (expected " + allowed + ")");
        }
        return typed;
    }

    @Override
    public String toString() {
        return name + " (default " + defaultValue + "): " + description;
    }
}
