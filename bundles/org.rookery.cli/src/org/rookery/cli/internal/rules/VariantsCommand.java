// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.rules;

import java.io.PrintStream;
import java.util.Comparator;
import java.util.List;

import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;

/** {@code rookery variants}: every installed variant with its aliases and options. */
public final class VariantsCommand implements Command {

    @Override
    public String name() {
        return "variants";
    }

    @Override
    public String summary() {
        return "list the installed variants, their aliases and options";
    }

    @Override
    public String usage() {
        return "usage: rookery variants";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (!args.isEmpty()) {
            throw new UsageException("variants: takes no arguments");
        }
        List<Variant> variants = Variants.registry().all().stream().sorted(Comparator.comparing(Variant::id)).toList();
        for (Variant v : variants) {
            out.print(v.id() + "  " + v.displayName());
            if (!v.aliases().isEmpty()) {
                out.print("  (also: " + String.join(", ", v.aliases()) + ")");
            }
            out.println();
            for (VariantOption<?> o : v.options()) {
                out.println("    " + o.name() + " = " + shown(o) + "  [" + allowed(o) + "]  " + o.description());
            }
        }
        return OK;
    }

    /** A switch's default as a format file writes it: on or off (the one spelling of the format language). */
    private static String shown(VariantOption<?> o) {
        if (o.defaultValue() instanceof Boolean b) {
            return b ? "on" : "off";
        }
        return String.valueOf(o.defaultValue());
    }

    private static String allowed(VariantOption<?> o) {
        return o.defaultValue() instanceof Boolean ? "on or off" : o.allowedValues();
    }
}
