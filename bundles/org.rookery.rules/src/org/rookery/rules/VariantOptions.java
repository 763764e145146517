// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The values of a variant's options: every declared option has a value (its default unless
 * set). Immutable; {@link #with} makes changed copies. Unknown names and bad values are
 * rejected with a message listing what exists or is allowed.
 */
public final class VariantOptions {

    /** No options at all. */
    public static final VariantOptions NONE = new VariantOptions(List.of(), Map.of());

    private final List<VariantOption<?>> declared;
    private final Map<String, Object> values;

    private VariantOptions(List<VariantOption<?>> declared, Map<String, Object> values) {
        this.declared = List.copyOf(declared);
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** All options at their defaults. */
    public static VariantOptions defaults(List<VariantOption<?>> declared) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (VariantOption<?> o : declared) {
            if (values.put(o.name(), o.defaultValue()) != null) {
                throw new IllegalArgumentException("option '" + o.name() + "' is declared twice");
            }
        }
        return new VariantOptions(declared, values);
    }

    /** Defaults overridden by text values ("revengeRule" to "30"). */
    public static VariantOptions parse(List<VariantOption<?>> declared, Map<String, String> text) {
        VariantOptions result = defaults(declared);
        for (Map.Entry<String, String> e : text.entrySet()) {
            VariantOption<?> option = result.option(e.getKey());
            result = result.withValue(option, option.parse(e.getValue()));
        }
        return result;
    }

    /** The declared options. */
    public List<VariantOption<?>> declared() {
        return declared;
    }

    /** The value of an option. */
    public <T> T get(VariantOption<T> option) {
        Object v = values.get(option.name());
        if (v == null) {
            throw new IllegalArgumentException("option '" + option.name() + "' is not declared here; declared: " + names());
        }
        return option.type().cast(v);
    }

    /** A copy with one option changed. */
    public <T> VariantOptions with(VariantOption<T> option, T value) {
        return withValue(option(option.name()), value);
    }

    /** A copy with one option changed, given as text. */
    public VariantOptions with(String name, String text) {
        VariantOption<?> option = option(name);
        return withValue(option, option.parse(text));
    }

    /** The declared option with this name. */
    public VariantOption<?> option(String name) {
        for (VariantOption<?> o : declared) {
            if (o.name().equals(name)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown option '" + name + "'; known options: " + names());
    }

    private VariantOptions withValue(VariantOption<?> option, Object value) {
        Map<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(option.name(), option.validate(value));
        return new VariantOptions(declared, copy);
    }

    private String names() {
        List<String> names = new ArrayList<>();
        for (VariantOption<?> o : declared) {
            names.add(o.name());
        }
        return names.isEmpty() ? "(none)" : String.join(", ", names);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VariantOptions v && v.values.equals(values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(values);
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
