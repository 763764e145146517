// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;

/**
 * Writes Rookery's variants as a Fairy-Stockfish variant definition file (its {@code VariantPath}
 * option), so that the engine plays them by Rookery's rules with the options a format sets. Each
 * variant bundle carries its own definition, {@code variant/<id>/fairy-stockfish.ini}: option values
 * are filled in where it writes {@code {optionName}}, the start position where it writes
 * {@code {startFen}}; its {@code # requires OPTION=VALUE: why} lines refuse option values the engine
 * cannot play, and {@code # cannot: why} lines say why a variant cannot be written at all. A
 * variant whose rules the engine cannot express is refused with those reasons, never approximated.
 */
public final class FairyStockfishDefinition {

    /** The file each variant bundle carries. */
    public static final String CARRIED = "fairy-stockfish.ini";

    private static final Pattern REQUIRES = Pattern.compile("#\\s*requires\\s+(\\w+)=(\\S+?):\\s*(.*)");
    private static final Pattern CANNOT = Pattern.compile("#\\s*cannot:\\s*(.*)");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)\\}");

    /** A variant with the options to write it with. */
    public record Entry(Variant variant, VariantOptions options) {
        public Entry {
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(options, "options");
        }
    }

    /** Thrown when a variant cannot be written exactly; the message lists every reason. */
    public static final class Refused extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final transient List<String> reasons;

        Refused(String variant, List<String> reasons) {
            super("Fairy-Stockfish cannot play " + variant + " as Rookery decides it, so no definition is written: "
                    + String.join("; ", reasons));
            this.reasons = List.copyOf(reasons);
        }

        /** Each rule that cannot be expressed. */
        public List<String> reasons() {
            return reasons;
        }
    }

    private FairyStockfishDefinition() {
    }

    /**
     * The definition file's text for several variants.
     *
     * @throws Refused for the first variant that cannot be written exactly
     */
    public static String write(List<Entry> entries) {
        StringBuilder b = new StringBuilder("# Variant definitions written by Rookery for Fairy-Stockfish (option VariantPath).\n");
        for (Entry e : entries) {
            b.append('\n').append(section(e.variant(), e.options()));
        }
        return b.toString();
    }

    /**
     * The definition of one variant.
     *
     * @throws Refused with every reason when it cannot be written exactly
     */
    public static String section(Variant variant, VariantOptions options) {
        String template = variant.carried(CARRIED).orElseThrow(() -> new Refused(variant.displayName(),
                List.of("its bundle carries no Fairy-Stockfish definition (variant/" + variant.id() + "/" + CARRIED + ")")));
        List<String> reasons = new ArrayList<>();
        StringBuilder out = new StringBuilder();
        for (String line : template.split("\r?\n")) {
            String l = line.strip();
            Matcher c = CANNOT.matcher(l);
            Matcher r = REQUIRES.matcher(l);
            if (c.matches()) {
                reasons.add(c.group(1));
            } else if (r.matches()) {
                VariantOption<?> option = options.option(r.group(1));
                Object wanted = option.parse(r.group(2));
                Object actual = options.get(option);
                if (!wanted.equals(actual)) {
                    reasons.add(r.group(1) + "=" + text(actual) + ": " + r.group(3));
                }
            } else if (l.startsWith("#") || l.isEmpty()) {
                continue;
            } else {
                out.append(fill(line, variant, options)).append('\n');
            }
        }
        if (!reasons.isEmpty()) {
            throw new Refused(variant.displayName(), reasons);
        }
        List<String> values = new ArrayList<>();
        for (VariantOption<?> o : options.declared()) {
            values.add(o.name() + "=" + text(options.get(o)));
        }
        return "# " + variant.displayName() + (values.isEmpty() ? "" : ", options " + String.join(", ", values)) + "\n" + out;
    }

    private static String fill(String line, Variant variant, VariantOptions options) {
        Matcher m = PLACEHOLDER.matcher(line);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String value = name.equals("startFen") ? variant.rules(options).startPositionText() : text(options.get(options.option(name)));
            m.appendReplacement(b, Matcher.quoteReplacement(value));
        }
        m.appendTail(b);
        return b.toString();
    }

    private static String text(Object value) {
        if (value instanceof List<?> list) {
            return String.join(",", list.stream().map(String::valueOf).toList());
        }
        return String.valueOf(value);
    }
}
