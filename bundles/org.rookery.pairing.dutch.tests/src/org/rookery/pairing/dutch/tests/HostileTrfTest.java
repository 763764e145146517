// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfGame;
import org.rookery.engine.trf.TrfParseException;
import org.rookery.engine.trf.TrfPlayer;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.engine.trf.TrfWriter;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.PairsFormat;

/**
 * The damaged and hostile TRF files kept in {@code data/hostile/}: each is refused at the line
 * and column {@code expected.tsv} names, with what was expected there; none is paired.
 */
class HostileTrfTest {

    static final Path DATA = Path.of("data/hostile").toAbsolutePath();

    /** One row of {@code expected.tsv}: file, line, column, words the message must hold. */
    record Case(String file, int line, int column, String says) {
        @Override
        public String toString() {
            return file;
        }
    }

    static List<Case> cases() throws Exception {
        try (Stream<String> lines = Files.lines(DATA.resolve("expected.tsv"))) {
            return lines.filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t"))
                    .map(f -> new Case(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[3])).toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachDamagedFileIsRefusedAtItsLineAndColumn(Case c) throws Exception {
        byte[] bytes = Files.readAllBytes(DATA.resolve(c.file()));
        TrfParseException e = assertThrows(TrfParseException.class,
                () -> TrfRequests.nextRound(TrfReader.read(bytes)), c.file() + " was accepted");
        assertEquals(c.line(), e.line(), e.getMessage());
        assertEquals(c.column(), e.column(), e.getMessage());
        assertTrue(e.getMessage().contains(c.says()), e.getMessage());
        for (int i = 0; i < e.getMessage().length(); i++) {
            assertFalse(Character.isISOControl(e.getMessage().charAt(i)), "a control character in: " + e.getMessage());
        }
    }

    @Test
    void theBaseFileOfTheHostileCasesIsSound() throws Exception {
        TrfDocument doc = TrfReader.read(Files.readAllBytes(DATA.resolve("base.trf")));
        assertEquals(6, doc.players().size());
        assertEquals(2, doc.playedRounds());
        assertEquals(3, new DutchPairingEngine().pair(TrfRequests.nextRound(doc)).boards().size());
    }

    @Test
    void aNameOutsideTheBasicPlaneKeepsTheColumnsAfterIt() throws Exception {
        TrfDocument base = TrfReader.read(Files.readAllBytes(DATA.resolve("base.trf")));
        TrfDocument astral = TrfReader.read(Files.readAllBytes(DATA.resolve("astral-name.trf")));
        TrfPlayer two = astral.players().get(1);
        assertEquals("\uD842\uDFB7野 Boris", two.name());
        assertEquals(2150, two.rating());
        assertEquals(base.players().get(1).games(), two.games());
        DutchPairingEngine engine = new DutchPairingEngine();
        assertEquals(PairsFormat.format(engine.pair(TrfRequests.nextRound(base))),
                PairsFormat.format(engine.pair(TrfRequests.nextRound(astral))));
        // and written back in the same columns, byte for byte
        assertEquals(Files.readString(DATA.resolve("astral-name.trf"), StandardCharsets.UTF_8), TrfWriter.write(astral));
    }

    @Test
    void aNameWithLineBreaksCannotAddLinesToTheWrittenFile() throws Exception {
        TrfDocument base = TrfReader.read(Files.readAllBytes(DATA.resolve("base.trf")));
        List<TrfDocument.Line> lines = new java.util.ArrayList<>(base.lines());
        TrfPlayer one = base.players().get(0);
        String hostile = "Ann\r\nXXR 99\n001    7      Fake Player\u001b[2J\u0085";
        lines.set(1, new TrfDocument.PlayerLine(new TrfPlayer(one.rank(), one.sex(), one.title(), hostile, one.rating(),
                one.federation(), one.fideId(), one.birth(), one.points(), one.place(), one.games())));
        lines.set(0, new TrfDocument.TagLine("012", " Open\nXXR 1"));
        String written = TrfWriter.write(new TrfDocument(lines, "\n"));
        TrfDocument back = TrfReader.read(written);
        assertEquals(base.lines().size(), back.lines().size(), written);
        assertEquals(6, back.players().size(), written);
        assertEquals("4", back.tag("XXR").orElseThrow(), written);
        assertEquals(one.games(), back.players().get(0).games());
        assertEquals(2210, back.players().get(0).rating());
        assertTrue(back.players().get(0).name().startsWith("Ann  XXR 99 001"), back.players().get(0).name());
    }

    @Test
    void kanjiAndCyrillicNamesAreWrittenAndReadIntact() throws Exception {
        TrfDocument base = TrfReader.read(Files.readAllBytes(DATA.resolve("base.trf")));
        List<TrfPlayer> players = new java.util.ArrayList<>(base.players());
        String[] names = {"羽生 善治", "Гарри Каспаров", "𠮷田 沙保里"};
        for (int i = 0; i < names.length; i++) {
            TrfPlayer p = players.get(i);
            players.set(i, new TrfPlayer(p.rank(), p.sex(), p.title(), names[i], p.rating(), p.federation(), p.fideId(),
                    p.birth(), p.points(), p.place(), p.games()));
        }
        TrfDocument back = TrfReader.read(TrfWriter.write(base.withPlayers(players)));
        for (int i = 0; i < names.length; i++) {
            assertEquals(names[i], back.players().get(i).name());
            assertEquals(base.players().get(i).rating(), back.players().get(i).rating());
        }
    }

    @Test
    void aNumberThatDoesNotFitItsColumnsIsRefusedNotCut() {
        TrfPlayer p = new TrfPlayer(10000, "", "", "Big", 0, "", "", "", "0.0", 0, List.<TrfGame>of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TrfWriter.playerLine(p));
        assertTrue(e.getMessage().contains("10000"), e.getMessage());
    }
}
