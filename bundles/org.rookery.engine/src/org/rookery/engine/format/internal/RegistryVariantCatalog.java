// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.rookery.engine.format.OptionDescriptor;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PieceDescriptor;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantRegistry;

/**
 * The catalog read from the variant registry: the format language knows exactly the variants
 * that are installed, with the options and pieces their rules define, so a format checks clean
 * only if the variant will accept it. The registry is asked on every call, so a variant bundle
 * installed while the workbench runs is known at once; the descriptions, which build each
 * variant's rules, are made again only when the set of variants changed.
 */
public final class RegistryVariantCatalog implements VariantCatalog {

    private final VariantRegistry registry;
    private List<Variant> described = List.of();
    private List<VariantDescriptor> descriptors = List.of();

    public RegistryVariantCatalog(VariantRegistry registry) {
        this.registry = registry;
    }

    @Override
    public synchronized List<VariantDescriptor> variants() {
        List<Variant> now = registry.all().stream().sorted(Comparator.comparing(Variant::id)).toList();
        if (!sameInstances(now, described)) {
            List<VariantDescriptor> out = new ArrayList<>();
            for (Variant v : now) {
                out.add(describe(v));
            }
            descriptors = List.copyOf(out);
            described = now;
        }
        return descriptors;
    }

    private static boolean sameInstances(List<Variant> a, List<Variant> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    private static VariantDescriptor describe(Variant variant) {
        Rules rules = variant.rules();
        Position start = rules.startPosition();
        List<PieceDescriptor> pieces = new ArrayList<>();
        for (PieceType type : rules.pieceTypes()) {
            String letter = (type.promoted() ? "+" : "") + type.letter();
            int count = start.count(new Piece(type, Color.WHITE));
            pieces.add(new PieceDescriptor(letter, type.name(), count, type.equals(rules.royalType())));
        }
        List<OptionDescriptor> options = new ArrayList<>();
        for (VariantOption<?> o : variant.options()) {
            options.add(describe(variant, o));
        }
        return new VariantDescriptor(variant.id(), variant.aliases(), variant.displayName(), pieces, options,
                variant.presets());
    }

    @SuppressWarnings("unchecked")
    private static OptionDescriptor describe(Variant variant, VariantOption<?> o) {
        String meaning = sentence(o.description());
        String source = "variant " + variant.id();
        return switch (o.kind()) {
            case SWITCH -> OptionDescriptor.onOff(o.name(), (Boolean) o.defaultValue(), meaning, source);
            case INTEGER -> OptionDescriptor.integer(o.name(), (Integer) o.defaultValue(), o.min(), o.max(), meaning, source);
            case INTEGER_SET -> OptionDescriptor.integers(o.name(), (List<Integer>) o.defaultValue(), o.min(), o.max(), meaning, source);
            case CHOICE -> new OptionDescriptor(o.name(), OptionDescriptor.Type.CHOICE, new OptionValue.ChoiceValue((String) o.defaultValue()),
                    0, 0, o.choices(), meaning, source);
        };
    }

    /** Variant descriptions are phrases ("whether castling is allowed"); hover and explain want sentences. */
    private static String sentence(String phrase) {
        String s = phrase.strip();
        if (s.isEmpty()) {
            return s;
        }
        s = s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
        return s.endsWith(".") ? s : s + ".";
    }
}
