// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.export.FesaResults;
import org.rookery.export.FesaResults.Game;
import org.rookery.export.FesaResults.Outcome;
import org.rookery.export.FesaResults.Player;
import org.rookery.export.FesaText;

/** The FESA results file: the lines FESA's guide describes, in ISO 8859-1, and nothing inconsistent. */
class FesaTextTest {

    private static Player player(String last, String first, boolean isNew, String nat, List<Game> games, String pts) {
        return new Player(last, first, isNew, nat, games, Optional.empty(), new BigDecimal(pts));
    }

    /** Four players, three rounds, a bye, a draw, two new players (one without a known nationality). */
    private static FesaResults sample() {
        return new FesaResults("Rookery Shogi Open", "Ludwigshafen", "Germany", "2026-12-01", LocalDate.of(2026, 12, 1),
                Optional.of(FesaResults.timeControl(Duration.ofMinutes(20), Duration.ofSeconds(40))), 3,
                List.of(player("Jørgensen", "Søren", false, "DK",
                        List.of(new Game(2, Outcome.WIN), new Game(3, Outcome.WIN), new Game(4, Outcome.DRAW)), "2.5"),
                        player("Nowak", "Anna", true, "PL",
                                List.of(new Game(1, Outcome.LOSS), new Game(4, Outcome.WIN), new Game(0, Outcome.WIN)), "2"),
                        player("Tanaka", "Kenji", true, "",
                                List.of(new Game(4, Outcome.WIN), new Game(1, Outcome.LOSS), new Game(0, Outcome.WIN)), "2"),
                        player("Smith", "John", false, "GB",
                                List.of(new Game(3, Outcome.LOSS), new Game(2, Outcome.LOSS), new Game(1, Outcome.DRAW)),
                                "0.5")));
    }

    @Test
    void theFileHasTheGuidesLines() {
        assertEquals("""
                [Rookery Shogi Open, Ludwigshafen, Germany, 2026-12-01]
                [2026-12-01]
                [Time control: 20min + 40sec]
                Nr Name Nat 1 2 3 Pts
                1 [Jørgensen][Søren][2+ 3+ 4=] 2.5
                2 N [Nowak][Anna] PL [1- 4+ 0+] 2
                3 N [Tanaka][Kenji][4+ 1- 0+] 2
                4 [Smith][John][3- 2- 1=] 0.5
                """, FesaText.render(sample()));
    }

    @Test
    void theMacMahonScoreIsWrittenWhenTheEventHasOne() {
        FesaResults plain = sample();
        List<Player> withMm = plain.players().stream()
                .map(p -> new Player(p.lastName(), p.firstName(), p.newPlayer(), p.nationality(), p.games(),
                        Optional.of(p.points().add(BigDecimal.TEN)), p.points()))
                .toList();
        FesaResults mm = new FesaResults(plain.name(), plain.city(), plain.country(), plain.dates(), plain.lastDay(),
                plain.timeControl(), plain.rounds(), withMm);
        String text = FesaText.render(mm);
        assertTrue(text.contains("Nr Name Nat 1 2 3 MM Pts\n"), text);
        assertTrue(text.contains("1 [Jørgensen][Søren][2+ 3+ 4=][12.5] 2.5\n"), text);
    }

    @Test
    void theBytesAreIso88591() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        FesaText.write(sample(), out);
        byte[] bytes = out.toByteArray();
        assertArrayEquals(FesaText.render(sample()).getBytes(StandardCharsets.ISO_8859_1), bytes);
        String line = "1 [J";
        int at = new String(bytes, StandardCharsets.ISO_8859_1).indexOf(line) + line.length();
        assertEquals((byte) 0xF8, bytes[at], "ø is one byte in ISO 8859-1");
    }

    @Test
    void aNameIso88591CannotHoldIsRefusedNamingThePlayer() {
        FesaResults s = sample();
        List<Player> players = new java.util.ArrayList<>(s.players());
        Player p = players.get(2);
        players.set(2, new Player("田中", "Kenji", true, "JP", p.games(), Optional.empty(), p.points()));
        FesaResults bad = new FesaResults(s.name(), s.city(), s.country(), s.dates(), s.lastDay(), s.timeControl(), 3, players);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FesaText.write(bad, new ByteArrayOutputStream()));
        assertTrue(e.getMessage().startsWith("the name of Kenji 田中 has letters"), e.getMessage());
    }

    @Test
    void resultsThatDisagreeAreRefusedNamingPlayerAndRound() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new FesaResults("T", "C", "X", "2026-12-01", LocalDate.of(2026, 12, 1), Optional.empty(), 1,
                        List.of(player("A", "Al", false, "", List.of(new Game(2, Outcome.WIN)), "1"),
                                player("B", "Bea", false, "", List.of(new Game(1, Outcome.WIN)), "1"))));
        assertEquals("Al A (place 1), round 1: win against place 2, but that player's line for the round says 1+",
                e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> player("Smith [GB]", "John", false, "", List.of(new Game(0, Outcome.WIN)), "1"));
        assertThrows(IllegalArgumentException.class,
                () -> player("Smith", "John", false, "gbr", List.of(new Game(0, Outcome.WIN)), "1"));
    }
}
