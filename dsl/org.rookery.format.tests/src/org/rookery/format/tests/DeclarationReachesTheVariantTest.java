// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.format.api.FormatException;
import org.rookery.rules.Color;
import org.rookery.rules.Declaration;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;

/**
 * A format's declaration section, written in the language, reaches the shogi variant's one judge
 * through the variant's options: the numbers judged with are the format's, and a named rule's
 * numbers are the variant's own (the language keeps none).
 */
class DeclarationReachesTheVariantTest {

    /** Sente: king 5b, 16 men in the zone (R, B, 3 G, 2 S, 9 P), 4 pawns in hand. */
    private static final String SIXTEEN_MEN_4P = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
    /** The same with 3 pawns in hand: 27 points at FESA's values. */
    private static final String SIXTEEN_MEN_3P = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 3P 1";

    @TempDir
    Path temp;

    private static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(DeclarationReachesTheVariantTest.class).getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
        tracker.open();
        try {
            VariantRegistry r = tracker.waitForService(10_000);
            if (r == null) {
                throw new AssertionError("no variant registry service");
            }
            return r;
        } finally {
            tracker.close();
        }
    }

    /** fesa-shogi.tfl with its declaration section replaced by {@code section}. */
    private CompiledFormat fesaWith(String section) throws FormatException {
        String text = Examples.text("fesa-shogi.tfl");
        int start = text.indexOf("  declaration {");
        int end = text.indexOf("\n  }\n", start) + "\n  }\n".length();
        Path file = Examples.scratch(temp, "fesa-shogi.tfl", text.substring(0, start) + section + text.substring(end));
        return Examples.TOOL.compile(file);
    }

    private static Declaration judge(BoundGame game, String sfen) {
        return game.rules().declaration().orElseThrow().judge(game.rules().position(sfen), Color.WHITE, true);
    }

    @Test
    void theWrittenNumbersAreTheOnesTheVariantJudgesWith() throws Exception {
        CompiledFormat f = fesaWith("""
                  declaration {
                    sente needs 30 points
                    gote needs 29 points
                    pieces in zone at least 12
                    values { K 0 R 4 B 4 +R 4 +B 4 others 2 }
                    failed declaration continues
                  }
                """);
        BoundGame game = GameBridge.bind(f, registry());
        // 2 x 4 + 14 x 2 on the board and 4 x 2 in hand = 44 points, 30 needed, 12 men needed
        Declaration d = judge(game, SIXTEEN_MEN_4P);
        assertTrue(d.succeeded(), d.explanation());
        assertEquals(44, d.points());
        assertEquals(30, d.pointsNeeded());
        assertEquals(12, d.menNeeded());
        // a failure under 'failed declaration continues' is void: no outcome, play goes on
        Declaration out = judge(game, "1GSG1GS2/1R5B1/PPPPPPPPP/4K4/9/9/9/9/4k4 b 4P 1");
        assertFalse(out.succeeded());
        assertEquals(Optional.empty(), out.outcome(), out.explanation());
        assertTrue(out.explanation().startsWith("the declaration fails; play goes on"), out.explanation());
    }

    @Test
    void aNamedRuleTakesTheVariantsNumbers() throws Exception {
        BoundGame fesa = GameBridge.bind(fesaWith("""
                  declaration {
                    rule 27 point
                  }
                """), registry());
        Declaration won = judge(fesa, SIXTEEN_MEN_4P);
        assertTrue(won.succeeded(), won.explanation());
        assertEquals(28, won.pointsNeeded());
        Declaration lost = judge(fesa, SIXTEEN_MEN_3P);
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, Color.BLACK)), lost.outcome(), lost.explanation());

        CompiledFormat f24 = fesaWith("""
                  declaration {
                    rule 24 point
                  }
                """);
        assertEquals(31, f24.declaration().orElseThrow().sentePoints());
        BoundGame twentyFour = GameBridge.bind(f24, registry());
        Declaration band = judge(twentyFour, SIXTEEN_MEN_3P);
        assertEquals(31, band.pointsNeeded());
        assertTrue(band.inDrawBand(), band.explanation());
        assertEquals(Optional.of(Outcome.draw(Termination.DECLARATION)), band.outcome());
    }
}
