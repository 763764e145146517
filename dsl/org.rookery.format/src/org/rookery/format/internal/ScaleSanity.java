// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.math.BigDecimal;
import java.util.Optional;

/** Sanity of a win/draw/loss scale: results should be worth more the better they are. */
public final class ScaleSanity {

    private ScaleSanity() {
    }

    /** What is odd about the scale, as a sentence with the fix; empty when it is sound. */
    public static Optional<String> problem(BigDecimal win, BigDecimal draw, BigDecimal loss) {
        if (draw.compareTo(win) > 0) {
            return Optional.of("a draw (" + draw.toPlainString() + ") is worth more than a win ("
                    + win.toPlainString() + "): write a draw below the win");
        }
        if (loss.compareTo(draw) > 0) {
            return Optional.of("a loss (" + loss.toPlainString() + ") is worth more than a draw ("
                    + draw.toPlainString() + "): write a loss below the draw");
        }
        BigDecimal twoDraws = draw.add(draw);
        BigDecimal winAndLoss = win.add(loss);
        if (twoDraws.compareTo(winAndLoss) > 0) {
            BigDecimal half = winAndLoss.divide(BigDecimal.valueOf(2));
            return Optional.of("two draws (" + twoDraws.toPlainString() + ") are worth more than a win and a loss ("
                    + winAndLoss.toPlainString() + "), so drawing pays better than playing to win: write draw "
                    + half.stripTrailingZeros().toPlainString() + " or less");
        }
        return Optional.empty();
    }
}
