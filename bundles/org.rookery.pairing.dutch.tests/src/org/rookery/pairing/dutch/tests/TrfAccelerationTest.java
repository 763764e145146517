// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfExtensions;
import org.rookery.engine.trf.TrfGame;
import org.rookery.engine.trf.TrfParseException;
import org.rookery.engine.trf.TrfPlayer;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.engine.trf.TrfWriter;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.TournamentGenerator;

/**
 * Virtual points from a TRF file (XXA and 250 lines, Baku acceleration named by the 092 line)
 * reach the Dutch engine, and the writer round-trips them. The expected pairings are worked by
 * hand from C.04.3: pairing scores are the real score plus the round's virtual points, brackets
 * split S1 | S2, and in round 1 the higher-ranked player of a pair takes the initial colour
 * (White here) when its pairing number is odd (E.5).
 */
class TrfAccelerationTest {

    /** Eight players (ratings falling with the pairing number), with these rounds and extra lines. */
    private static String file(List<List<TrfGame>> games, String... extra) {
        List<TrfDocument.Line> lines = new ArrayList<>();
        lines.add(new TrfDocument.TagLine("012", " Acceleration test"));
        for (int id = 1; id <= 8; id++) {
            List<TrfGame> g = games.isEmpty() ? List.of() : games.get(id - 1);
            // the points field must be what the rounds add up to, or the reader refuses the line
            double points = g.stream().mapToDouble(r -> "1+WFU".indexOf(r.result()) >= 0 ? 1 : "=DH".indexOf(r.result()) >= 0 ? 0.5 : 0)
                    .sum();
            lines.add(new TrfDocument.PlayerLine(new TrfPlayer(id, "", "", "Player " + id, 2100 - 10 * id, "", "", "",
                    String.format(java.util.Locale.ROOT, "%.1f", points), 0, g)));
        }
        lines.add(new TrfDocument.TagLine("092", " FIDE_DUTCH_2025"));
        lines.add(new TrfDocument.TagLine("XXR", " 5"));
        lines.add(new TrfDocument.TagLine("XXC", " white1"));
        String text = TrfWriter.write(new TrfDocument(lines, "\n"));
        return text + String.join("", List.of(extra).stream().map(l -> l + "\n").toList());
    }

    private static String pair(String trf) throws Exception {
        RoundPairing p = new DutchPairingEngine().pair(TrfRequests.nextRound(TrfReader.read(trf)));
        return p.boards().stream().map(b -> b.white() + "-" + b.black()).collect(Collectors.joining(" "));
    }

    @Test
    void xxaLinesSplitRoundOneIntoTwoBrackets() throws Exception {
        // Unaccelerated: one bracket of 8, S1 = 1-4 against S2 = 5-8.
        assertEquals("1-5 6-2 3-7 8-4", pair(file(List.of())));
        // Players 1-4 carry 1 virtual point: bracket 1 is {1,2,3,4} (1-3, 2-4), bracket 0 is
        // {5,6,7,8} (5-7, 6-8); 2 and 6 are even, so they take Black.
        assertEquals("1-3 4-2 5-7 8-6", pair(file(List.of(),
                "XXA    1  1.0", "XXA    2  1.0", "XXA    3  1.0", "XXA    4  1.0")));
    }

    @Test
    void explicitPointsNeedNotFollowTheBakuShape() throws Exception {
        // Only players 1 and 2 carry a point: they meet; {3..8} splits 3,4,5 | 6,7,8.
        assertEquals("1-2 3-6 7-4 5-8", pair(file(List.of(), "XXA    1  1.0", "XXA    2  1.0")));
    }

    /** Round 1 as paired with players 1-4 accelerated ("1-3 4-2 5-7 8-6"), the better-ranked player winning. */
    private static List<List<TrfGame>> acceleratedRound1() {
        int[][] boards = {{1, 3}, {4, 2}, {5, 7}, {8, 6}};
        List<List<TrfGame>> games = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            games.add(new ArrayList<>());
        }
        for (int[] b : boards) {
            boolean whiteWins = b[0] < b[1];
            games.get(b[0] - 1).add(new TrfGame(b[1], 'w', whiteWins ? '1' : '0'));
            games.get(b[1] - 1).add(new TrfGame(b[0], 'b', whiteWins ? '0' : '1'));
        }
        return games;
    }

    @Test
    void roundTwoUsesTheSecondRoundsPoints() throws Exception {
        List<List<TrfGame>> r1 = acceleratedRound1();
        // With ½ for 1-4 in round 2 the pairing scores are 1 and 2: 1½, 5 and 6: 1, 3 and 4: ½,
        // 7 and 8: 0; each pair of the four brackets meets with both colour preferences met
        // (the Black player of round 1 now takes White).
        assertEquals("2-1 6-5 3-4 7-8", pair(file(r1,
                "XXA    1  1.0  0.5", "XXA    2  1.0  0.5", "XXA    3  1.0  0.5", "XXA    4  1.0  0.5")));
        // Without round-2 points 1, 2, 5 and 6 share the 1-point bracket: 1-5 and 2-6 would leave
        // 1 and 5 (both want Black) and 2 and 6 (both White) unmet, so C.10 swaps to 1-6, 2-5;
        // likewise 3-8 and 4-7 below.
        assertEquals("6-1 2-5 3-8 7-4", pair(file(r1,
                "XXA    1  1.0", "XXA    2  1.0", "XXA    3  1.0", "XXA    4  1.0")));
    }

    @Test
    void a250LineIsTheSameAsXxaLines() throws Exception {
        String xxa = file(acceleratedRound1(),
                "XXA    1  1.0  0.5", "XXA    2  1.0  0.5", "XXA    3  1.0  0.5", "XXA    4  1.0  0.5");
        String range = file(acceleratedRound1(),
                "250       1.0   1   1    1    4", "250       0.5   2   2    1    4");
        assertEquals(pair(xxa), pair(range));
        PairingRequest.Options o = TrfRequests.nextRound(TrfReader.read(range)).options();
        assertEquals(0, o.virtualPoints(4, 2).compareTo(new BigDecimal("0.5")));
        assertEquals(0, o.virtualPoints(5, 2).signum());
    }

    @Test
    void bakuNamedInThe092LineAcceleratesTheFirstHalfOfTheRounds() throws Exception {
        String plain = file(List.of());
        String baku = plain.replace("092 FIDE_DUTCH_2025", "092 FIDE_DUTCH_2025_BAKU");
        PairingRequest request = TrfRequests.nextRound(TrfReader.read(baku));
        assertEquals(3, request.options().acceleration(), "5 rounds: rounds 1-3 accelerated");
        // Group A of 8 is 1-4, exactly the XXA lines of the first test.
        assertEquals("1-3 4-2 5-7 8-6", pair(baku));
        // XXA lines take the place of the Baku rule.
        assertEquals("1-2 3-6 7-4 5-8", pair(baku + "XXA    1  1.0\nXXA    2  1.0\n"));
    }

    @Test
    void writerRoundTripsXxaLines() throws Exception {
        String text = file(acceleratedRound1(), "XXA    1  1.0  0.5", "XXA    3  1.0  0.5");
        TrfDocument doc = TrfReader.read(text);
        assertEquals(text, TrfWriter.write(doc));
        TrfExtensions ext = TrfExtensions.of(doc, 8);
        // Written back from the values alone, the lines are the same.
        TrfDocument again = TrfExtensions.withVirtualPoints(doc, ext.virtualPoints());
        assertEquals(text, TrfWriter.write(again));
        assertEquals(ext.virtualPoints(), TrfExtensions.of(TrfReader.read(TrfWriter.write(again)), 8).virtualPoints());
    }

    @Test
    void generatedBakuTournamentCarriesXxaLinesThatReproduceItsPairings() throws Exception {
        TrfDocument doc = TournamentGenerator.generate(20, 7, 4, 3, TrfExtensions.bakuRounds(7));
        String text = TrfWriter.write(doc);
        // Group A is 1-10: 1 point in rounds 1-2, ½ in rounds 3-4.
        assertTrue(text.contains("XXA   10  1.0  1.0  0.5  0.5\n"), text);
        assertFalse(text.contains("XXA   11"));
        TrfDocument read = TrfReader.read(text);
        for (int r = 1; r <= 4; r++) {
            PairingRequest request = TrfRequests.request(read, r);
            assertEquals(played(read, r), pairs(new DutchPairingEngine().pair(request)), "round " + r);
        }
        // The same tournament unaccelerated pairs round 1 otherwise (1 meets 11, not 6).
        TrfDocument plain = TournamentGenerator.generate(20, 7, 1, 3, 0);
        assertNotEquals(played(plain, 1), played(read, 1));
    }

    private static List<String> played(TrfDocument doc, int round) {
        List<String> out = new ArrayList<>();
        for (TrfPlayer p : doc.players()) {
            TrfGame g = p.games().get(round - 1);
            if (g.colour() == 'w') {
                out.add(p.rank() + "-" + g.opponent());
            }
        }
        out.sort(null);
        return out;
    }

    private static List<String> pairs(RoundPairing p) {
        List<String> out = new ArrayList<>(p.boards().stream().map(b -> b.white() + "-" + b.black()).toList());
        out.sort(null);
        return out;
    }

    @Test
    void a240LineTakesPlayersOutOfTheRound() throws Exception {
        PairingRequest r = TrfRequests.nextRound(TrfReader.read(file(List.of(), "240 H   1    3    7")));
        assertEquals(Entrant.Availability.REQUESTED_BYE, r.entrant(3).availability());
        assertEquals(Entrant.Availability.REQUESTED_BYE, r.entrant(7).availability());
        assertEquals(Entrant.Availability.PLAYING, r.entrant(1).availability());
    }

    @Test
    void malformedExtensionLinesSayLineAndColumn() throws Exception {
        String base = file(List.of());
        int lines = (int) base.lines().count();
        TrfParseException e = assertThrows(TrfParseException.class,
                () -> TrfRequests.nextRound(TrfReader.read(base + "XXA    2  1.0  x.5\n")));
        assertEquals(lines + 1, e.line());
        assertEquals(15, e.column());
        e = assertThrows(TrfParseException.class, () -> TrfRequests.nextRound(TrfReader.read(base + "XXA    9  1.0\n")));
        assertEquals(5, e.column());
        assertTrue(e.getMessage().contains("1-8"), e.getMessage());
        e = assertThrows(TrfParseException.class,
                () -> TrfRequests.nextRound(TrfReader.read(base + "XXA    2  1.0\nXXA    2  0.5\n")));
        assertEquals(lines + 2, e.line());
        e = assertThrows(TrfParseException.class, () -> TrfRequests.nextRound(TrfReader.read(base + "BBW  3.0\n")));
        assertTrue(e.getMessage().contains("a win worth 1"), e.getMessage());
    }
}
