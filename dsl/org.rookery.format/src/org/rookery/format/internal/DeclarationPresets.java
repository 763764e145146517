// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.PointTable;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.format.DeclarationFailure;
import org.rookery.format.format.DeclarationPieces;
import org.rookery.format.format.DeclarationPoints;
import org.rookery.format.format.DeclarationRuleName;
import org.rookery.format.format.DeclarationValues;
import org.rookery.format.format.DrawBand;
import org.rookery.format.format.Mover;

/**
 * The impasse declaration rules that can be named in a declaration section ({@code rule 27 point},
 * {@code rule 24 point}) and the declaration in force: each part as written, else as the named
 * rule has it.
 * <p>
 * The 27-point rule (as the FESA tournament rules state it): sente needs 28 points, gote 27, at
 * least 10 men besides the king in the zone, rook and bishop 5 points promoted or not and every
 * other man 1; a failed declaration loses. The 24-point rule: the same values and zone count, 31
 * points win and 24 to 30 points draw; a failed declaration loses.
 */
public final class DeclarationPresets {

    /** The piece values both named rules count with. */
    public static final PointTable VALUES;

    static {
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        values.put("K", BigDecimal.ZERO);
        values.put("R", BigDecimal.valueOf(5));
        values.put("B", BigDecimal.valueOf(5));
        values.put("+R", BigDecimal.valueOf(5));
        values.put("+B", BigDecimal.valueOf(5));
        VALUES = new PointTable("", values, Optional.of(BigDecimal.ONE));
    }

    private DeclarationPresets() {
    }

    /** Whether {@code points} names a rule (24 or 27). */
    public static boolean known(int points) {
        return points == 24 || points == 27;
    }

    /** The points {@code mover} needs under the named rule, if one is named. */
    public static OptionalInt points(EffectiveFormat eff, Mover mover) {
        Optional<DeclarationPoints> written = eff.all(DeclarationPoints.class).stream()
                .filter(p -> p.getMover() == mover).findFirst();
        if (written.isPresent()) {
            return OptionalInt.of(written.get().getPoints());
        }
        return preset(eff).map(p -> OptionalInt.of(p == 27 ? (mover == Mover.SENTE ? 28 : 27) : 31))
                .orElse(OptionalInt.empty());
    }

    /** The men besides the king that must be in the zone. */
    public static OptionalInt pieces(EffectiveFormat eff) {
        Optional<DeclarationPieces> written = eff.one(DeclarationPieces.class);
        if (written.isPresent()) {
            return OptionalInt.of(written.get().getCount());
        }
        return preset(eff).map(p -> OptionalInt.of(10)).orElse(OptionalInt.empty());
    }

    /** The piece values counted. */
    public static Optional<PointTable> values(EffectiveFormat eff) {
        Optional<DeclarationValues> written = eff.one(DeclarationValues.class);
        if (written.isPresent()) {
            return Tables.of(written.get().getValues());
        }
        return preset(eff).map(p -> VALUES);
    }

    /** What a failed declaration does. */
    public static Optional<DeclarationRule.Failure> failure(EffectiveFormat eff) {
        Optional<DeclarationFailure> written = eff.one(DeclarationFailure.class);
        if (written.isPresent()) {
            return Optional.of(switch (written.get().getOutcome()) {
                case LOSES -> DeclarationRule.Failure.LOSS;
                case DRAWS -> DeclarationRule.Failure.DRAW;
                case CONTINUES -> DeclarationRule.Failure.PLAY_ON;
            });
        }
        return preset(eff).map(p -> DeclarationRule.Failure.LOSS);
    }

    /** The draw band: written, else 24 under the 24-point rule. */
    public static OptionalInt drawBand(EffectiveFormat eff) {
        Optional<DrawBand> written = eff.one(DrawBand.class);
        if (written.isPresent()) {
            return OptionalInt.of(written.get().getPoints());
        }
        return preset(eff).filter(p -> p == 24).map(p -> OptionalInt.of(24)).orElse(OptionalInt.empty());
    }

    private static Optional<Integer> preset(EffectiveFormat eff) {
        return eff.one(DeclarationRuleName.class).map(DeclarationRuleName::getPoints)
                .filter(DeclarationPresets::known);
    }
}
