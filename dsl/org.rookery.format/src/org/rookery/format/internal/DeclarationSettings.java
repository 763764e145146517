// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import org.rookery.format.effective.EffectiveFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.format.DeclarationFailure;
import org.rookery.format.format.DeclarationPieces;
import org.rookery.format.format.DeclarationPoints;
import org.rookery.format.format.DeclarationRuleName;
import org.rookery.format.format.DeclarationValues;
import org.rookery.format.format.DrawBand;
import org.rookery.format.format.Mover;

/**
 * The declaration in force: each part as written, else as the variant's named rule has it
 * ({@code rule 27 point} names the variant's preset {@code 27-point}). The language keeps no
 * numbers of its own: a named rule's thresholds, draw band and failure come from the variant's
 * presets and option defaults in the registry, and its piece values stay the variant's.
 */
public final class DeclarationSettings {

    /** The variant options a declaration section sets. */
    public static final String SENTE_POINTS = "declarationSentePoints";
    public static final String GOTE_POINTS = "declarationGotePoints";
    public static final String MIN_PIECES = "declarationMinPieces";
    public static final String FAILURE = "declarationFailure";
    public static final String DRAW_BAND = "declarationDrawBand";

    private DeclarationSettings() {
    }

    /** The preset a {@code rule N point} line names. */
    public static String presetName(int points) {
        return points + "-point";
    }

    /** The {@code rule N point} lines the variant offers, for messages ("rule 24 point or rule 27 point"). */
    public static List<String> namedRules(VariantDescriptor variant) {
        return variant.presets().keySet().stream().filter(k -> k.matches("\\d+-point")).sorted()
                .map(k -> "rule " + k.replace("-point", "") + " point").toList();
    }

    /** Whether the variant has the rule {@code points} names (any rule while the variant is unknown). */
    public static boolean known(Optional<VariantDescriptor> variant, int points) {
        return variant.isEmpty() || variant.get().presets().containsKey(presetName(points));
    }

    /** The points {@code mover} needs: written, else under the named rule. */
    public static OptionalInt points(EffectiveFormat eff, Optional<VariantDescriptor> variant, Mover mover) {
        Optional<DeclarationPoints> written = eff.all(DeclarationPoints.class).stream()
                .filter(p -> p.getMover() == mover).findFirst();
        if (written.isPresent()) {
            return OptionalInt.of(written.get().getPoints());
        }
        return number(eff, variant, mover == Mover.SENTE ? SENTE_POINTS : GOTE_POINTS);
    }

    /** The men besides the king that must be in the zone. */
    public static OptionalInt pieces(EffectiveFormat eff, Optional<VariantDescriptor> variant) {
        Optional<DeclarationPieces> written = eff.one(DeclarationPieces.class);
        if (written.isPresent()) {
            return OptionalInt.of(written.get().getCount());
        }
        return number(eff, variant, MIN_PIECES);
    }

    /** Whether the piece values are given: written, or the variant's own under a named rule. */
    public static boolean valuesGiven(EffectiveFormat eff, Optional<VariantDescriptor> variant) {
        return eff.one(DeclarationValues.class).isPresent() || preset(eff, variant).isPresent();
    }

    /** The piece values written (empty: the variant's own, or none given). */
    public static Optional<PointTable> values(EffectiveFormat eff) {
        return eff.one(DeclarationValues.class).flatMap(v -> Tables.of(v.getValues()));
    }

    /** What a failed declaration does. */
    public static Optional<DeclarationRule.Failure> failure(EffectiveFormat eff, Optional<VariantDescriptor> variant) {
        Optional<DeclarationFailure> written = eff.one(DeclarationFailure.class);
        if (written.isPresent()) {
            return Optional.of(switch (written.get().getOutcome()) {
                case LOSES -> DeclarationRule.Failure.LOSS;
                case DRAWS -> DeclarationRule.Failure.DRAW;
                case CONTINUES -> DeclarationRule.Failure.PLAY_ON;
            });
        }
        return text(eff, variant, FAILURE).map(t -> switch (t) {
            case "draws" -> DeclarationRule.Failure.DRAW;
            case "plays-on" -> DeclarationRule.Failure.PLAY_ON;
            default -> DeclarationRule.Failure.LOSS;
        });
    }

    /** The draw band: written, else the named rule's (none when it is 0). */
    public static OptionalInt drawBand(EffectiveFormat eff, Optional<VariantDescriptor> variant) {
        Optional<DrawBand> written = eff.one(DrawBand.class);
        if (written.isPresent()) {
            return OptionalInt.of(written.get().getPoints());
        }
        OptionalInt band = number(eff, variant, DRAW_BAND);
        return band.isPresent() && band.getAsInt() > 0 ? band : OptionalInt.empty();
    }

    private static OptionalInt number(EffectiveFormat eff, Optional<VariantDescriptor> variant, String option) {
        Optional<String> t = text(eff, variant, option);
        if (t.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(t.get()));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    private static Optional<String> text(EffectiveFormat eff, Optional<VariantDescriptor> variant, String option) {
        return preset(eff, variant).flatMap(p -> variant.get().presetValue(p, option));
    }

    private static Optional<String> preset(EffectiveFormat eff, Optional<VariantDescriptor> variant) {
        return variant.flatMap(v -> eff.one(DeclarationRuleName.class)
                .map(r -> presetName(r.getPoints())).filter(v.presets()::containsKey));
    }
}
