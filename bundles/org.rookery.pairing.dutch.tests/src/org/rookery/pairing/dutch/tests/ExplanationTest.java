// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.internal.PlayerState;

/**
 * The explanations name the criterion that decided each pair, float and bye, and what they
 * state about the players is true of the pairing and the history.
 */
class ExplanationTest {

    private static final Pattern RULE = Pattern.compile("C\\.04\\.3 (B|C\\.([1-9]|1[0-9]))");
    private static final Pattern UNMET = Pattern.compile("(\\d+) does not get its colour preference \\((White|Black)\\)");

    static List<Path> cases() throws Exception {
        return SharedCases.inputs();
    }

    private record Run(PairingRequest request, RoundPairing pairing, List<PlayerState> states) {
        RoundPairing.Explanation about(int... ids) {
            List<Integer> want = java.util.Arrays.stream(ids).boxed().toList();
            return pairing.explanations().stream().filter(e -> e.entrants().equals(want)).findFirst()
                    .orElseThrow(() -> new AssertionError("no explanation for " + want + ": " + pairing.explanations()));
        }
    }

    private static Run run(String name) throws Exception {
        PairingRequest request = TrfRequests.nextRound(TrfReader.read(Files.readString(SharedCases.folder().resolve(name))));
        return new Run(request, new DutchPairingEngine().pair(request), PlayerState.of(request));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyBoardFloatAndByeIsExplainedTruthfully(Path in) throws Exception {
        Run r = run(in.getFileName().toString());
        for (RoundPairing.Board b : r.pairing().boards()) {
            long n = r.pairing().explanations().stream()
                    .filter(e -> e.entrants().size() == 2 && e.entrants().containsAll(List.of(b.white(), b.black())))
                    .count();
            assertEquals(1, n, "board " + b);
        }
        for (RoundPairing.Explanation e : r.pairing().explanations()) {
            assertTrue(RULE.matcher(e.rule()).matches(), e.rule());
            // "X does not get its colour preference (White)": X has that preference and plays the other colour.
            Matcher m = UNMET.matcher(e.text());
            while (m.find()) {
                int id = Integer.parseInt(m.group(1));
                Side wanted = m.group(2).equals("White") ? Side.WHITE : Side.BLACK;
                assertEquals(wanted, r.states().get(id - 1).preference().colour(), e.text());
                assertEquals(wanted.opposite(), sideOf(r.pairing(), id), e.text());
            }
            // "X floats down": X meets a player with a lower pairing score, or gets the bye.
            if (e.entrants().size() == 1 && e.text().contains(" floats down from ")) {
                int id = e.entrants().get(0);
                int opponent = opponentOf(r.pairing(), id);
                assertTrue(opponent == 0 || r.states().get(opponent - 1).score() < r.states().get(id - 1).score(),
                        e.text());
            }
        }
    }

    @Test
    void aRematchInTheFirstCandidateIsNamedAsC1() throws Exception {
        Run r = run("in_30_r5.trf");
        RoundPairing.Explanation e = r.about(1, 5);
        assertEquals("C.04.3 C.1", e.rule());
        assertTrue(e.text().contains("1 moved down into score group 4 instead of 1 meeting 2"), e.text());
        assertTrue(r.states().get(0).opponents().contains(2), "1 and 2 met before");
    }

    @Test
    void aFloaterOtherThanTheLowestIsExplainedByC12() throws Exception {
        Run r = run("in_50_r2.trf");
        RoundPairing.Explanation e = r.about(11);
        assertEquals("C.04.3 C.12", e.rule());
        assertTrue(e.text().startsWith("11 floats down from score group 2: score group 2 has an odd number of players (9)"),
                e.text());
        assertTrue(e.text().contains("11 rather than 14 (the lowest-ranked)"), e.text());
        // 14 did float down in the previous round; 11 did not.
        assertEquals(-1, r.states().get(13).floatAgo(1));
        assertTrue(r.states().get(10).floatAgo(1) >= 0);
    }

    @Test
    void aFloaterForcedByRematchesIsExplainedByC1() throws Exception {
        Run r = run("in_50_r8.trf");
        RoundPairing.Explanation e = r.about(3);
        assertEquals("C.04.3 C.1", e.rule());
        assertTrue(e.text().contains("3 rather than 8 (the lowest-ranked): with 8 floating down"), e.text());
        // The bracket 5½ is 3, 6 and 8, and 3 has already met 6.
        assertTrue(r.states().get(2).opponents().contains(6));
    }

    @Test
    void colourPreferencesDecideAFloaterByC10() throws Exception {
        Run r = run("in_16_r3.trf");
        RoundPairing.Explanation e = r.about(2);
        assertEquals("C.04.3 C.10", e.rule());
        assertTrue(e.text().contains("C.10 minimises the players who do not get their colour preference: the best"
                + " pairing floating 7 instead leaves 1 (2) without it, this pairing 0"), e.text());
    }

    @Test
    void completionIsNamedAsC4() throws Exception {
        Run r = run("in_80_r4.trf");
        assertEquals("C.04.3 C.4", r.about(72, 76).rule());
    }

    private static Side sideOf(RoundPairing p, int id) {
        for (RoundPairing.Board b : p.boards()) {
            if (b.white() == id) {
                return Side.WHITE;
            }
            if (b.black() == id) {
                return Side.BLACK;
            }
        }
        return Side.NONE;
    }

    private static int opponentOf(RoundPairing p, int id) {
        for (RoundPairing.Board b : p.boards()) {
            if (b.white() == id) {
                return b.black();
            }
            if (b.black() == id) {
                return b.white();
            }
        }
        return 0;
    }
}
