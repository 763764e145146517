// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import org.rookery.rules.Color;
import org.rookery.rules.PieceType;
import org.rookery.rules.VariantOptions;

/**
 * The numbers of the 27-point declaration (FESA 5.3): points needed per side, men needed in the
 * zone and the value of the men. The defaults are FESA's, kept once as the defaults of the
 * {@link ShogiVariant} declaration options; the king always counts 0.
 *
 * @param sentePoints points sente needs
 * @param gotePoints points gote needs
 * @param minPieces men besides the king needed in the zone
 * @param majorValue value of a rook or bishop, promoted or not
 * @param minorValue value of every other man except the king
 */
public record DeclarationThresholds(int sentePoints, int gotePoints, int minPieces, int majorValue, int minorValue) {

    /** FESA's numbers: the defaults of the shogi variant's declaration options. */
    public static final DeclarationThresholds FESA = new DeclarationThresholds(
            ShogiVariant.DECLARATION_SENTE_POINTS.defaultValue(), ShogiVariant.DECLARATION_GOTE_POINTS.defaultValue(),
            ShogiVariant.DECLARATION_MIN_PIECES.defaultValue(), ShogiVariant.DECLARATION_MAJOR_VALUE.defaultValue(),
            ShogiVariant.DECLARATION_MINOR_VALUE.defaultValue());

    public DeclarationThresholds {
        if (sentePoints < 0 || gotePoints < 0 || minPieces < 0 || majorValue < 0 || minorValue < 0) {
            throw new IllegalArgumentException("declaration thresholds and values must not be negative");
        }
    }

    /**
     * The thresholds configured in a shogi variant's options.
     *
     * @throws IllegalArgumentException if the options are not the shogi variant's
     */
    public static DeclarationThresholds of(VariantOptions options) {
        return new DeclarationThresholds(options.get(ShogiVariant.DECLARATION_SENTE_POINTS),
                options.get(ShogiVariant.DECLARATION_GOTE_POINTS), options.get(ShogiVariant.DECLARATION_MIN_PIECES),
                options.get(ShogiVariant.DECLARATION_MAJOR_VALUE), options.get(ShogiVariant.DECLARATION_MINOR_VALUE));
    }

    /** The points a side needs: sente is {@link Color#WHITE}. */
    public int pointsNeeded(Color side) {
        return side == Color.WHITE ? sentePoints : gotePoints;
    }

    /** The declaration value of a man: the king 0, rook and bishop (and their promotions) major, others minor. */
    public int value(PieceType type) {
        if (type.is(PieceType.Trait.ROYAL)) {
            return 0;
        }
        // A promoted type keeps its base's letter, so the dragon and the horse are found by it too.
        return type.letter() == 'R' || type.letter() == 'B' ? majorValue : minorValue;
    }
}
