// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;

/**
 * Points for a win, a draw and a loss (game points or match points).
 *
 * @param win points for a win
 * @param draw points for a draw
 * @param loss points for a loss
 */
public record PointScale(BigDecimal win, BigDecimal draw, BigDecimal loss) {

    /** The usual 1 / ½ / 0. */
    public static final PointScale STANDARD = new PointScale(BigDecimal.ONE, new BigDecimal("0.5"), BigDecimal.ZERO);

    public PointScale {
        Checks.number(win, "win points");
        Checks.number(draw, "draw points");
        Checks.number(loss, "loss points");
    }
}
