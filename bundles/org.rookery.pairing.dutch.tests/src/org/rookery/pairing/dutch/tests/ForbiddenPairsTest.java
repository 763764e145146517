// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfParseException;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.engine.trf.TrfWriter;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.PairsFormat;

/**
 * Forbidden pairs: a TRF file's {@code XXP} lines (every two pairing numbers on a line kept
 * apart) are read, kept on a round trip, written for external engines, and the Dutch engine
 * never pairs such two players (an absolute criterion, like a rematch).
 */
class ForbiddenPairsTest {

    private static String withLines(String trf, String... lines) {
        String ending = trf.contains("\r\n") ? "\r\n" : trf.contains("\r") ? "\r" : "\n";
        StringBuilder b = new StringBuilder(trf);
        if (!trf.endsWith(ending)) {
            b.append(ending);
        }
        for (String l : lines) {
            b.append(l).append(ending);
        }
        return b.toString();
    }

    private static String shared(String name) throws Exception {
        return Files.readString(SharedCases.folder().resolve(name));
    }

    @Test
    void xxpLinesAreReadAndSurviveARoundTrip() throws Exception {
        String text = withLines(shared("in_30_r3.trf"), "XXP    4   12", "XXP    1    2    3");
        TrfDocument doc = TrfReader.read(text);
        assertEquals(text, TrfWriter.write(doc), "the file is written back byte for byte");
        PairingRequest request = TrfRequests.nextRound(doc);
        assertEquals(List.of(new PairingRequest.ForbiddenPair(4, 12), new PairingRequest.ForbiddenPair(1, 2),
                new PairingRequest.ForbiddenPair(1, 3), new PairingRequest.ForbiddenPair(2, 3)),
                request.options().forbiddenPairs());
        assertTrue(request.options().forbidden(12, 4));
        assertFalse(request.options().forbidden(4, 1));
        // The file made from the request (what an external engine gets) carries them too.
        PairingRequest again = TrfRequests.nextRound(TrfReader.read(TrfWriter.write(TrfRequests.document(request, "x"))));
        assertEquals(request.options().forbiddenPairs(), again.options().forbiddenPairs());
    }

    @Test
    void theEngineKeepsAForbiddenPairApart() throws Exception {
        String text = shared("in_30_r3.trf");
        RoundPairing plain = new DutchPairingEngine().pair(TrfRequests.nextRound(TrfReader.read(text)));
        assertEquals(Files.readString(SharedCases.expected(SharedCases.folder().resolve("in_30_r3.trf"))),
                PairsFormat.format(plain));
        // Forbid the first board's two players: the plain pairing would have them meet.
        RoundPairing.Board first = plain.boards().get(0);
        String forbidden = String.format("XXP %4d %4d", first.white(), first.black());
        PairingRequest request = TrfRequests.nextRound(TrfReader.read(withLines(text, forbidden)));
        RoundPairing p = new DutchPairingEngine().pair(request);
        for (RoundPairing.Board b : p.boards()) {
            assertFalse(Set.of(b.white(), b.black()).equals(Set.of(first.white(), first.black())),
                    forbidden + " still paired: " + PairsFormat.format(p));
        }
        assertEquals(plain.boards().size(), p.boards().size(), "everyone is still paired");
        // The explanation of the first player's new pair names the forbidden pair.
        assertTrue(p.explanations().stream().anyMatch(e -> e.text().contains("forbade")), p.explanations().toString());
    }

    @Test
    void forbiddingEveryPartnerLeavesNoPairing() throws Exception {
        // Player 1 of a 4-player round may meet nobody: no pairing meets the absolute criteria.
        String text = withLines(shared("in_16_r1.trf"), "XXP    1    2", "XXP    1    3", "XXP    1    4",
                "XXP    1    5", "XXP    1    6", "XXP    1    7", "XXP    1    8", "XXP    1    9", "XXP    1   10",
                "XXP    1   11", "XXP    1   12", "XXP    1   13", "XXP    1   14", "XXP    1   15", "XXP    1   16");
        PairingRequest request = TrfRequests.nextRound(TrfReader.read(text));
        PairingException e = assertThrows(PairingException.class, () -> new DutchPairingEngine().pair(request));
        assertTrue(e.getMessage().contains("forbidden pair"), e.getMessage());
    }

    @Test
    void malformedXxpLinesNameLineAndColumn() throws Exception {
        String base = shared("in_16_r1.trf");
        int lines = (int) base.lines().count();
        TrfParseException one = assertThrows(TrfParseException.class,
                () -> TrfRequests.nextRound(TrfReader.read(withLines(base, "XXP    7"))));
        assertEquals(lines + 1, one.line());
        assertTrue(one.getMessage().contains("at least two pairing numbers"), one.getMessage());
        TrfParseException beyond = assertThrows(TrfParseException.class,
                () -> TrfRequests.nextRound(TrfReader.read(withLines(base, "XXP    7   99"))));
        assertEquals(lines + 1, beyond.line());
        assertEquals(12, beyond.column());
        assertTrue(beyond.getMessage().contains("(1-16)") && beyond.getMessage().contains("'99'"), beyond.getMessage());
        TrfParseException word = assertThrows(TrfParseException.class,
                () -> TrfRequests.nextRound(TrfReader.read(withLines(base, "XXP    7 x12"))));
        assertEquals(10, word.column());
        TrfParseException twice = assertThrows(TrfParseException.class,
                () -> TrfRequests.nextRound(TrfReader.read(withLines(base, "XXP    7    7"))));
        assertEquals(13, twice.column());
    }
}
