// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourPreference.Strength;
import org.rookery.pairing.dutch.internal.PlayerState;

/**
 * Colour preferences (C.04.3 A.6) and colour allocation (E.1-E.5) as the Dutch engine reads them
 * from a pairing request: the shared rules ({@code org.rookery.engine.pairing.colour}) over the
 * players' states, E.5 by pairing number.
 */
class ColourRulesTest {

    /** Two players with the given colour histories (W, B, or - for an unplayed round). */
    private static List<PlayerState> states(String a, String b, int planned, boolean white) {
        int rounds = a.length();
        List<Entrant> es = new ArrayList<>();
        String[] hs = {a, b};
        for (int p = 0; p < 2; p++) {
            List<RoundRecord> h = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                char c = hs[p].charAt(r);
                // Opponents 3.. are outside the pair, so the two have never met.
                int opp = 3 + r;
                h.add(switch (c) {
                    case 'W' -> new RoundRecord(r + 1, opp, Side.WHITE, RoundResult.DRAW);
                    case 'B' -> new RoundRecord(r + 1, opp, Side.BLACK, RoundResult.DRAW);
                    case 'f' -> new RoundRecord(r + 1, opp, Side.WHITE, RoundResult.FORFEIT_LOSS);
                    default -> new RoundRecord(r + 1, 0, Side.NONE, RoundResult.ZERO_POINT_BYE);
                });
            }
            es.add(new Entrant(p + 1, "", 0, BigDecimal.ZERO, h, Entrant.Availability.PLAYING));
        }
        for (int p = 3; p < 3 + rounds; p++) {
            List<RoundRecord> h = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                h.add(new RoundRecord(r + 1, 0, Side.NONE, RoundResult.ZERO_POINT_BYE));
            }
            es.add(new Entrant(p, "", 0, BigDecimal.ZERO, h, Entrant.Availability.PLAYING));
        }
        PairingRequest req = new PairingRequest(rounds + 1, Math.max(planned, rounds + 1), es,
                new PairingRequest.Options(BigDecimal.ONE, false, 0, white));
        return PlayerState.of(req);
    }

    private static Side higher(String a, String b) {
        List<PlayerState> s = states(a, b, 99, true);
        return s.get(0).colourAsHigher(s.get(1), true);
    }

    @Test
    void preferencesFollowA6() {
        List<PlayerState> s = states("WW", "WB", 9, true);
        assertEquals(Side.BLACK, s.get(0).preference().colour());
        assertEquals(Strength.ABSOLUTE, s.get(0).preference().strength(), "same colour twice in a row is absolute");
        assertEquals(Side.WHITE, s.get(1).preference().colour(), "difference 0: alternate from the last game (mild)");
        assertEquals(Strength.MILD, s.get(1).preference().strength());
        s = states("WBW", "BBW", 9, true);
        assertEquals(Strength.STRONG, s.get(0).preference().strength(), "difference +1 is strong");
        assertEquals(Side.BLACK, s.get(0).preference().colour());
        assertEquals(Side.WHITE, s.get(1).preference().colour(), "difference -1 is strong for White");
        s = states("WBWW", "----", 9, true);
        assertEquals(Strength.ABSOLUTE, s.get(0).preference().strength(), "difference +2 is absolute");
        assertEquals(Side.NONE, s.get(1).preference().colour(), "no game played: no preference");
    }

    @Test
    void unplayedGamesHaveNoColour() {
        List<PlayerState> s = states("Wf", "BB", 9, true);
        assertEquals(List.of(Side.WHITE), s.get(0).colours().colours(), "a forfeit leaves no colour");
        assertEquals(Side.BLACK, s.get(0).preference().colour());
    }

    @Test
    void e1GrantsBothPreferences() {
        assertEquals(Side.WHITE, higher("B", "W"));
        assertEquals(Side.BLACK, higher("W", "B"));
    }

    @Test
    void e2GrantsTheStrongerPreference() {
        // Higher-ranked player mild for White (BWWB), lower strong for White (BWB, one round
        // unplayed): the strong preference wins.
        assertEquals(Side.BLACK, higher("BWWB", "BWB-"));
        assertEquals(Side.WHITE, higher("BB", "WB"), "absolute beats mild");
    }

    @Test
    void e3AlternatesFromTheLatestDifference() {
        // Both mild for White; walking back, the first round with different colours had the
        // higher-ranked player on Black.
        List<PlayerState> s = states("WBWB", "BWWB", 99, true);
        assertEquals(Side.WHITE, s.get(0).colourAsHigher(s.get(1), true),
                "the latest different round had the higher player on Black (round 2): now White");
    }

    @Test
    void e4AndE5DecideIdenticalHistories() {
        // Same history, same preference: E.4 gives the higher-ranked player his preference.
        assertEquals(Side.WHITE, higher("WB", "WB"));
        // No history at all: E.5, the initial colour for an odd pairing number.
        List<PlayerState> s = states("", "", 9, true);
        assertEquals(Side.WHITE, s.get(0).colourAsHigher(s.get(1), true));
        assertEquals(Side.BLACK, s.get(0).colourAsHigher(s.get(1), false));
        assertEquals(Side.WHITE, s.get(1).colourAsHigher(s.get(0), false), "even number: the other colour");
    }
}
