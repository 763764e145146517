// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.Side;

/** Round robins follow FIDE's published Berger tables and their conventions for odd fields and second cycles. */
class RoundRobinTest {

    /** FIDE Handbook C.05 Annex 1, as published (white first), for 3/4 to 11/12 players and the first rounds of 13/14. */
    private static final String[] PUBLISHED = {
        "4: 1-4 2-3 | 4-3 1-2 | 2-4 3-1",
        "6: 1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1",
        "8: 1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4"
                + " | 4-8 5-3 6-2 7-1",
        "10: 1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | 10-7 8-6 9-5 1-4 2-3"
                + " | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | 4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5"
                + " | 5-10 6-4 7-3 8-2 9-1",
        "12: 1-12 2-11 3-10 4-9 5-8 6-7 | 12-7 8-6 9-5 10-4 11-3 1-2 | 2-12 3-1 4-11 5-10 6-9 7-8"
                + " | 12-8 9-7 10-6 11-5 1-4 2-3 | 3-12 4-2 5-1 6-11 7-10 8-9 | 12-9 10-8 11-7 1-6 2-5 3-4"
                + " | 4-12 5-3 6-2 7-1 8-11 9-10 | 12-10 11-9 1-8 2-7 3-6 4-5 | 5-12 6-4 7-3 8-2 9-1 10-11"
                + " | 12-11 1-10 2-9 3-8 4-7 5-6 | 6-12 7-5 8-4 9-3 10-2 11-1",
        "14: 1-14 2-13 3-12 4-11 5-10 6-9 7-8 | 14-8 9-7 10-6 11-5 12-4 13-3 1-2 | 2-14 3-1 4-13 5-12 6-11 7-10 8-9"
                + " | 14-9 10-8 11-7 12-6 13-5 1-4 2-3 | 3-14 4-2 5-1 6-13 7-12 8-11 9-10 | 14-10 11-9 12-8 13-7 1-6 2-5 3-4",
    };

    private final PairingEngine single = PairingEngines.builtIn().get("round-robin");
    private final PairingEngine dbl = PairingEngines.builtIn().get("double-round-robin");

    @Test
    void evenFieldsMatchThePublishedTables() throws Exception {
        for (String table : PUBLISHED) {
            int n = Integer.parseInt(table.substring(0, table.indexOf(':')));
            String[] rounds = table.substring(table.indexOf(':') + 1).split("\\|");
            for (int r = 1; r <= rounds.length; r++) {
                RoundPairing p = single.pair(new TestField(n).request(r, n - 1));
                assertEquals(rounds[r - 1].trim(), boards(p), n + " players, round " + r);
                assertTrue(p.byes().isEmpty());
            }
        }
    }

    @Test
    void oddFieldsUseTheNextTableAndTheMissingNumberIsTheBye() throws Exception {
        // 5 players use the table of 6: in round 1 player 1 would meet 6, so 1 has the bye.
        RoundPairing r1 = single.pair(new TestField(5).request(1, 5));
        assertEquals("2-5 3-4", boards(r1));
        assertEquals(List.of(new RoundPairing.Bye(1, RoundPairing.ByeKind.PAIRING_ALLOCATED)), r1.byes());
        RoundPairing r2 = single.pair(new TestField(5).request(2, 5));
        assertEquals("5-3 1-2", boards(r2));
        assertEquals(4, r2.byes().get(0).entrant());
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void everyoneMeetsEveryoneOnceWithBalancedColoursAndOneByeEach(int n) throws Exception {
        TestField field = new TestField(n);
        int rounds = n % 2 == 0 ? n - 1 : n;
        Set<Set<Integer>> met = new HashSet<>();
        int[] whites = new int[n + 1];
        int[] byes = new int[n + 1];
        for (int r = 1; r <= rounds; r++) {
            RoundPairing p = single.pair(field.request(r, rounds));
            for (RoundPairing.Board b : p.boards()) {
                assertTrue(met.add(Set.of(b.white(), b.black())), b + " met twice");
                whites[b.white()]++;
            }
            p.byes().forEach(b -> byes[b.entrant()]++);
            field.play(p, null);
        }
        assertEquals(n * (n - 1) / 2, met.size());
        for (int i = 1; i <= n; i++) {
            int games = n - 1;
            assertTrue(Math.abs(2 * whites[i] - games) <= 1 || n % 2 == 1 && Math.abs(2 * whites[i] - games) <= 2,
                    "player " + i + " has " + whites[i] + " whites in " + games);
            assertEquals(n % 2 == 1 ? 1 : 0, byes[i]);
        }
    }

    @Test
    void doubleRoundRobinReversesColoursInTheSecondCycleAndAvoidsThreeInARow() throws Exception {
        for (int n = 4; n <= 12; n += 2) {
            TestField field = new TestField(n);
            int cycle = n - 1;
            List<RoundPairing> rounds = new ArrayList<>();
            for (int r = 1; r <= 2 * cycle; r++) {
                RoundPairing p = dbl.pair(field.request(r, 2 * cycle));
                rounds.add(p);
                field.play(p, null);
            }
            Set<String> first = new HashSet<>();
            Set<String> second = new HashSet<>();
            for (int r = 0; r < cycle; r++) {
                rounds.get(r).boards().forEach(b -> first.add(b.white() + "-" + b.black()));
                rounds.get(cycle + r).boards().forEach(b -> second.add(b.black() + "-" + b.white()));
            }
            assertEquals(first, second, n + " players: the second cycle is the first with colours reversed");
            for (int i = 1; i <= n; i++) {
                String colours = field.history.get(i).stream().map(x -> x.side() == Side.WHITE ? "W" : "B")
                        .collect(Collectors.joining());
                assertTrue(!colours.contains("WWW") && !colours.contains("BBB"), n + " players, player " + i + ": " + colours);
            }
            // the last two rounds of the first cycle are exchanged (FIDE C.05)
            assertEquals(boards(single.pair(field.request(cycle, cycle))), boards(rounds.get(cycle - 2)));
        }
    }

    @Test
    void moreRoundsThanACycleStartTheTableAgainWithColoursReversed() throws Exception {
        // Newport: four teams, six rounds.
        RoundPairing r4 = single.pair(new TestField(4).request(4, 6));
        assertEquals("4-1 3-2", boards(r4));
    }

    @Test
    void anAbsentPlayersScheduledOpponentHasABye() throws Exception {
        TestField field = new TestField(4);
        field.availability[4] = Entrant.Availability.ABSENT;
        RoundPairing p = single.pair(field.request(1, 3));
        assertEquals("2-3", boards(p));
        assertTrue(p.byes().contains(new RoundPairing.Bye(1, RoundPairing.ByeKind.PAIRING_ALLOCATED)));
        assertTrue(p.byes().contains(new RoundPairing.Bye(4, RoundPairing.ByeKind.ABSENT)));
        assertTrue(p.explanations().stream().anyMatch(e -> e.text().contains("scheduled opponent P4 (4) is absent")),
                p.explanations().toString());
    }

    static String boards(RoundPairing p) {
        return p.boards().stream().map(b -> b.white() + "-" + b.black()).collect(Collectors.joining(" "));
    }
}
