// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PieceDescriptor;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.format.DeclarationFailure;
import org.rookery.format.format.DeclarationPieces;
import org.rookery.format.format.DeclarationPoints;
import org.rookery.format.format.DeclarationSection;
import org.rookery.format.format.DeclarationValues;
import org.rookery.format.format.DrawResult;
import org.rookery.format.format.Format;
import org.rookery.format.format.Mover;
import org.rookery.format.format.SennichiteRule;
import org.rookery.format.format.SennichiteSection;
import org.rookery.format.format.VariantOption;
import org.rookery.format.internal.DeclarationSettings;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.format.DeclarationRuleName;
import org.rookery.format.format.DrawBand;
import org.rookery.format.internal.OptionValues;
import org.rookery.format.internal.Tables;

/** Checks of the shogi-only sections: sennichite policy and the impasse declaration. */
public class ShogiChecks extends FormatChecks {

    private static final Set<String> REPETITION_VARIANTS = Set.of("shogi");

    @Check
    public void sennichiteSection(SennichiteSection section) {
        Format format = EcoreUtil2.getContainerOfType(section, Format.class);
        // the engine reads no sennichite rules for another variant: the section would never be used
        variant(format).filter(v -> !REPETITION_VARIANTS.contains(v.id())).ifPresent(v -> error(
                "sennichite is a shogi rule and " + v.id() + " has no sennichite: remove this section or play variant "
                        + "shogi", section, null, IssueCodes.SECTION_NOT_FOR_VARIANT, ""));
        Set<Integer> occurrences = new HashSet<>();
        for (var s : section.getSettings()) {
            if (s instanceof SennichiteRule r && r.getOccurrence() != null) {
                occurrences.add(r.getOccurrence().getValue() + 1);
            }
        }
        if (format != null) {
            for (SennichiteRule r : EffectiveFormat.of(format).all(SennichiteRule.class)) {
                occurrences.add(r.getOccurrence().getValue() + 1);
            }
        }
        for (var s : section.getSettings()) {
            if (s instanceof SennichiteRule r && r.getOccurrence() != null) {
                int n = r.getOccurrence().getValue() + 1;
                if (n > 1 && !occurrences.contains(n - 1)) {
                    warning("there is a rule for the " + r.getOccurrence().getLiteral() + " sennichite but none for "
                            + "the one before it: add a rule for it, or write " + ordinal(n - 1), r,
                            P.getSennichiteRule_Occurrence(), IssueCodes.SENNICHITE_GAP, ordinal(n - 1));
                }
            }
        }
    }

    private static String ordinal(int n) {
        return List.of("first", "second", "third", "fourth").get(Math.max(0, Math.min(3, n - 1)));
    }

    @Check
    public void drawPoints(DrawResult draw) {
        if (draw.getPoints() != null && draw.getPoints().signum() < 0) {
            error("a drawn pairing cannot give negative points (" + draw.getPoints().toPlainString() + "): write draw "
                    + draw.getPoints().negate().toPlainString() + " each", draw, P.getDrawResult_Points(),
                    IssueCodes.NEGATIVE_NUMBER, draw.getPoints().negate().toPlainString());
        }
    }

    @Check
    public void declaration(DeclarationSection section) {
        Format format = EcoreUtil2.getContainerOfType(section, Format.class);
        Optional<VariantDescriptor> v = variant(format);
        v.filter(d -> !d.id().equals("shogi")).ifPresent(d -> error("the impasse declaration is a shogi rule and "
                + d.id() + " has no promotion zone for it: remove this section or play variant shogi", section, null,
                IssueCodes.SECTION_NOT_FOR_VARIANT, ""));
        if (format == null) {
            return;
        }
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            return;
        }
        eff.one(DeclarationRuleName.class).filter(r -> !DeclarationSettings.known(v, r.getPoints())).ifPresent(r -> {
            List<String> named = DeclarationSettings.namedRules(v.get());
            errorOn(format, r, P.getDeclarationRuleName_Points(), "there is no " + r.getPoints() + "-point rule"
                    + (named.isEmpty() ? " in " + v.get().id() : ": write " + String.join(" or ", named)),
                    IssueCodes.NUMBER_OUT_OF_RANGE, named.isEmpty() ? "" : named.get(named.size() - 1)
                            .replaceAll("\\D", ""));
        });
        // Without a known variant there is nothing to suggest from: the variant's own error says so.
        boolean unknownRule = v.isEmpty() || eff.one(DeclarationRuleName.class)
                .filter(r -> !DeclarationSettings.known(v, r.getPoints())).isPresent();
        for (Mover m : unknownRule ? List.<Mover>of() : Mover.VALUES) {
            if (DeclarationSettings.points(eff, v, m).isEmpty()) {
                String line = m.getLiteral() + " needs " + suggestedPoints(v, m) + " points";
                errorOn(format, section, null, "the declaration does not say what " + m.getLiteral() + " needs: add "
                        + line, IssueCodes.MISSING_SETTING, line);
            }
        }
        if (!unknownRule && DeclarationSettings.pieces(eff, v).isEmpty()) {
            String line = "pieces in zone at least " + suggested(v, DeclarationSettings.MIN_PIECES);
            errorOn(format, section, null, "the declaration does not say how many pieces must be in the zone: add "
                    + line, IssueCodes.MISSING_SETTING, line);
        }
        Optional<DeclarationValues> values = eff.one(DeclarationValues.class);
        if (!unknownRule && !DeclarationSettings.valuesGiven(eff, v)) {
            String major = suggested(v, "declarationMajorValue");
            String line = "values { K 0 R " + major + " B " + major + " +R " + major + " +B " + major + " others "
                    + suggested(v, "declarationMinorValue") + " }";
            errorOn(format, section, null, "the declaration does not give piece values: add " + line,
                    IssueCodes.MISSING_SETTING, line);
        }
        if (!unknownRule && DeclarationSettings.failure(eff, v).isEmpty()) {
            errorOn(format, section, null, "the declaration does not say what a failed declaration does: add failed "
                    + "declaration loses", IssueCodes.MISSING_SETTING, "failed declaration loses");
        }
        if (v.isPresent() && values.isPresent()) {
            Optional<PointTable> table = Tables.of(values.get().getValues());
            // a table that leaves pieces out has its own error; its total would suggest a wrong fix
            if (table.isPresent() && complete(v.get(), table.get())) {
                int total = total(v.get(), table.get());
                for (DeclarationPoints p : eff.all(DeclarationPoints.class)) {
                    if (p.getPoints() > total) {
                        errorOn(format, p, P.getDeclarationPoints_Points(), p.getPoints()
                                + " points can never be reached: the whole set is worth " + total
                                + " with these values; write " + p.getMover().getLiteral() + " needs " + total
                                + " points or less", IssueCodes.UNREACHABLE_THRESHOLD, Integer.toString(total));
                    }
                }
            }
        }
        eff.one(DrawBand.class).ifPresent(band -> {
            int sente = DeclarationSettings.points(eff, v, Mover.SENTE).orElse(Integer.MAX_VALUE);
            int gote = DeclarationSettings.points(eff, v, Mover.GOTE).orElse(Integer.MAX_VALUE);
            int needed = Math.min(sente, gote);
            if (band.getPoints() < 1) {
                errorOn(format, band, P.getDrawBand_Points(), "a draw band needs at least 1 point, not "
                        + band.getPoints() + ": write draw at or above 1 point or more", IssueCodes.NUMBER_OUT_OF_RANGE, "1");
            } else if (band.getPoints() > needed) {
                errorOn(format, band, P.getDrawBand_Points(), "a draw from " + band.getPoints()
                        + " points is above the " + needed + " points a declarer needs to win, so it could never "
                        + "apply: write draw at or above " + needed + " points or less", IssueCodes.NUMBER_OUT_OF_RANGE,
                        Integer.toString(needed));
            }
        });
        int men = v.map(d -> d.startingMen() * 2 - 2).orElse(Integer.MAX_VALUE);
        eff.one(DeclarationPieces.class).ifPresent(p -> {
            if (p.getCount() < 0) {
                errorOn(format, p, P.getDeclarationPieces_Count(), "a piece count cannot be negative (" + p.getCount()
                        + "): write pieces in zone at least " + -p.getCount(), IssueCodes.NEGATIVE_NUMBER,
                        Integer.toString(-p.getCount()));
            } else if (p.getCount() > men) {
                errorOn(format, p, P.getDeclarationPieces_Count(), p.getCount() + " pieces can never be in the zone: "
                        + "there are " + men + " men besides the kings; write pieces in zone at least " + men
                        + " or less", IssueCodes.UNREACHABLE_THRESHOLD, Integer.toString(men));
            }
        });
        for (DeclarationPoints p : eff.all(DeclarationPoints.class)) {
            if (p.getPoints() < 1) {
                errorOn(format, p, P.getDeclarationPoints_Points(), "a declaration needs at least 1 point, not "
                        + p.getPoints() + ": write " + p.getMover().getLiteral() + " needs " + suggestedPoints(v, p.getMover())
                        + " points", p.getPoints() < 0 ? IssueCodes.NEGATIVE_NUMBER : IssueCodes.NUMBER_OUT_OF_RANGE,
                        suggestedPoints(v, p.getMover()));
            }
            checkAgainstOption(format, eff, p);
        }
    }

    /** The points to suggest for a missing line: the variant's default for the option. */
    private static String suggestedPoints(Optional<VariantDescriptor> v, Mover m) {
        return suggested(v, m == Mover.SENTE ? DeclarationSettings.SENTE_POINTS : DeclarationSettings.GOTE_POINTS);
    }

    /** A number to suggest: the variant's default for {@code option} (the variant is known here). */
    private static String suggested(Optional<VariantDescriptor> v, String option) {
        return v.flatMap(d -> d.option(option)).map(o -> o.defaultValue().text()).orElse("");
    }

    private void checkAgainstOption(Format format, EffectiveFormat eff, DeclarationPoints p) {
        String name = p.getMover() == Mover.SENTE ? "declarationSentePoints" : "declarationGotePoints";
        Optional<VariantDescriptor> v = eff.variant().flatMap(catalog::find);
        for (VariantOption o : eff.all(VariantOption.class)) {
            if (!o.getName().equals(name) || v.isEmpty() || v.get().option(name).isEmpty()) {
                continue;
            }
            OptionValue value = OptionValues.of(o.getValue(), v.get().option(name).get().type());
            if (value instanceof OptionValue.IntValue i && i.value() != p.getPoints()) {
                errorOn(format, p, P.getDeclarationPoints_Points(), "the game section sets " + name + " " + i.value()
                        + " but the declaration says " + p.getPoints() + ": remove " + name
                        + " from the game section", IssueCodes.CONFLICTING_DECLARATION);
            }
        }
    }

    /** Whether the table values every piece of the variant, kings aside (itself or by others). */
    private static boolean complete(VariantDescriptor v, PointTable values) {
        return values.others().isPresent()
                || v.pieces().stream().allMatch(p -> p.royal() || values.values().containsKey(p.letter()));
    }

    /** What all the men of both sides are worth (a declarer may hold captured men in hand). */
    private static int total(VariantDescriptor v, PointTable values) {
        BigDecimal sum = BigDecimal.ZERO;
        for (PieceDescriptor p : v.pieces()) {
            if (!p.royal() && p.startCount() > 0) {
                sum = sum.add(values.valueOf(p.letter()).multiply(BigDecimal.valueOf(2L * p.startCount())));
            }
        }
        return sum.intValue();
    }

    private Optional<VariantDescriptor> variant(Format format) {
        return format == null ? Optional.empty() : EffectiveFormat.of(format).variant().flatMap(catalog::find);
    }
}
