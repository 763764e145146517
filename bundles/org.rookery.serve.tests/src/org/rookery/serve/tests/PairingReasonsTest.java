// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.InstantSource;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.PastPairings;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.serve.internal.Html;

/**
 * The pairing engine's reasons on the pairings page, in a details element that opens without
 * script: the same reasons {@code rookery pair --explain --round N} prints (both come from
 * {@link PastPairings}), for the round shown.
 */
class PairingReasonsTest {

    @TempDir
    Path temp;

    @Test
    void eachRoundsPageGivesTheEnginesReasonsForThatRound() throws Exception {
        Path event = Served.copy("fesa-swiss", temp, 0);
        try (Served served = Served.withReasons(Served.open(event));
                EventFolder folder = EventFolder.read(event, Served.tool().loader(), Served.registry(), InstantSource.system())) {
            for (int round : new int[] {2, 4}) {
                String page = served.get("/e/fesa-swiss/pairings?round=" + round).body();
                int at = page.indexOf("<details class=\"reasons\">");
                assertTrue(at >= 0, page);
                String details = page.substring(at, page.indexOf("</details>", at));
                assertTrue(details.contains("<summary>Why these pairings"), details);
                assertFalse(details.contains("cannot say"), details);
                PastPairings.Reasons reasons = PastPairings.of(folder.state(), folder.facts(), round, Served.engines(),
                        OptionalInt.empty());
                assertFalse(reasons.explanations().isEmpty(), "the engine's reasons for round " + round);
                for (RoundPairing.Explanation x : reasons.explanations()) {
                    assertTrue(details.contains("<li>" + Html.text(x.text())), x.text() + " in " + details);
                }
            }
            // the hall display is for reading from afar: no reasons there
            assertFalse(served.get("/e/fesa-swiss/hall").body().contains("<details"));
        }
    }

    @Test
    void aServerWithoutPairingEnginesShowsNoReasons() throws Exception {
        try (Served served = Served.start(Served.open(Served.copy("fesa-swiss", temp, 0)))) {
            assertFalse(served.get("/e/fesa-swiss/").body().contains("<details"));
        }
    }
}
