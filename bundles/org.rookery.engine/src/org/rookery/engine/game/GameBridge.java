// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.GameSpec;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PointTable;
import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.rules.VariantRegistry;

/**
 * The one way from a compiled format to the rules engine: the variant is looked up in a
 * {@link VariantRegistry} by the format's variant id (no variant is ever named here), every option
 * value of the format is handed to it, and a declaration section's thresholds and piece values
 * reach the variant's declaration options, so that the variant's one judge
 * ({@link Rules#declaration()}) decides with the format's numbers.
 */
public final class GameBridge {

    /** Option names through which a variant takes the impasse-declaration numbers (rules.md §4.2). */
    static final String SENTE_POINTS = "declarationSentePoints";
    static final String GOTE_POINTS = "declarationGotePoints";
    static final String MIN_PIECES = "declarationMinPieces";
    static final String MAJOR_VALUE = "declarationMajorValue";
    static final String MINOR_VALUE = "declarationMinorValue";
    static final String FAILURE = "declarationFailure";
    static final String DRAW_BAND = "declarationDrawBand";

    private GameBridge() {
    }

    /**
     * Binds a format's game, with its declaration rule if it has one.
     *
     * @throws IllegalArgumentException naming the variant or option when the registry has no such
     *         variant, the variant has no such option, a value does not fit, or the declaration
     *         cannot be expressed in the variant's options
     */
    public static BoundGame bind(CompiledFormat format, VariantRegistry registry) {
        return bind(format.game(), format.declaration(), registry);
    }

    /** Binds a game spec, applying a declaration rule's numbers if one is given. */
    public static BoundGame bind(GameSpec spec, Optional<DeclarationRule> declaration, VariantRegistry registry) {
        Variant variant = registry.find(spec.variantId()).orElseThrow(() -> new IllegalArgumentException(
                "format game: variant '" + spec.variantId() + "' is not installed; installed: "
                        + registry.all().stream().map(Variant::id).toList()));
        VariantOptions options = variant.defaultOptions();
        for (Map.Entry<String, OptionValue> e : spec.options().entrySet()) {
            options = set(variant, options, e.getKey(), e.getValue().text());
        }
        if (declaration.isPresent()) {
            options = declare(variant, spec, options, declaration.get());
        }
        Rules rules = variant.rules(options);
        return new BoundGame(variant, options, rules);
    }

    private static VariantOptions set(Variant variant, VariantOptions options, String name, String text) {
        if (variant.options().stream().noneMatch(o -> o.name().equals(name))) {
            throw new IllegalArgumentException("format game: variant '" + variant.id() + "' has no option '" + name
                    + "'; its options: " + variant.options().stream().map(VariantOption::name).toList());
        }
        try {
            return options.with(name, text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("format game: variant '" + variant.id() + "': " + e.getMessage(), e);
        }
    }

    /**
     * A declaration section's numbers go into the variant's declaration options. A variant that
     * declares none of them judges no declaration, and the format keeps its numbers to itself.
     */
    private static VariantOptions declare(Variant variant, GameSpec spec, VariantOptions options, DeclarationRule rule) {
        options = declareInt(variant, spec, options, SENTE_POINTS, rule.sentePoints());
        options = declareInt(variant, spec, options, GOTE_POINTS, rule.gotePoints());
        options = declareInt(variant, spec, options, MIN_PIECES, rule.minPiecesInZone());
        if (has(variant, FAILURE)) {
            options = set(variant, options, FAILURE, switch (rule.failure()) {
                case LOSS -> "loses";
                case DRAW -> "draws";
                case PLAY_ON -> "plays-on";
            });
        }
        options = declareInt(variant, spec, options, DRAW_BAND, rule.drawAtOrAbove().orElse(0));
        boolean hasValues = has(variant, MAJOR_VALUE) && has(variant, MINOR_VALUE);
        if (!hasValues || rule.values().isEmpty()) {
            return options;
        }
        // The variant values its men in two classes (rook and bishop, promoted or not; every other
        // man) and the king 0; a format table must say the same thing in its own words.
        Rules rules = variant.rules(options);
        PointTable values = rule.values().get();
        BigDecimal major = values.valueOf("R");
        // The table's "others" value is the minor value when given; else the first minor man's.
        BigDecimal minor = values.others().orElse(null);
        for (PieceType t : rules.pieceTypes()) {
            String letter = BoundGame.letter(t);
            BigDecimal v = values.valueOf(letter);
            if (t.equals(rules.royalType())) {
                if (v.signum() != 0) {
                    throw new IllegalArgumentException("format declaration: the king counts " + v + " in the values"
                            + " table, but variant '" + variant.id() + "' always counts it 0");
                }
            } else if (t.letter() == 'R' || t.letter() == 'B') {
                if (v.compareTo(major) != 0) {
                    throw new IllegalArgumentException("format declaration: " + letter + " counts " + v + " but R counts "
                            + major + "; variant '" + variant.id() + "' gives rook and bishop, promoted or not, one value");
                }
            } else if (minor == null) {
                minor = v;
            } else if (v.compareTo(minor) != 0) {
                throw new IllegalArgumentException("format declaration: " + letter + " counts " + v + " but other men count "
                        + minor + "; variant '" + variant.id() + "' gives every man but rook, bishop and king one value");
            }
        }
        options = declareInt(variant, spec, options, MAJOR_VALUE, whole(major, "R"));
        if (minor != null) {
            options = declareInt(variant, spec, options, MINOR_VALUE, whole(minor, "other men"));
        }
        return options;
    }

    private static int whole(BigDecimal v, String what) {
        try {
            return v.intValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("format declaration: " + what + " counts " + v
                    + "; declaration values are whole numbers", e);
        }
    }

    private static VariantOptions declareInt(Variant variant, GameSpec spec, VariantOptions options, String name, int value) {
        if (!has(variant, name)) {
            return options;
        }
        Optional<OptionValue> own = spec.option(name);
        if (spec.explicitOptions().contains(name) && own.isPresent()
                && !own.get().text().equals(Integer.toString(value))) {
            throw new IllegalArgumentException("format: the game sets " + name + " " + own.get().text()
                    + " but the declaration section says " + value);
        }
        return set(variant, options, name, Integer.toString(value));
    }

    private static boolean has(Variant variant, String name) {
        List<VariantOption<?>> declared = variant.options();
        return declared.stream().anyMatch(o -> o.name().equals(name));
    }
}
