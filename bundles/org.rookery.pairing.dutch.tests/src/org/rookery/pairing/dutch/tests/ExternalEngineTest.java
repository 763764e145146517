// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.external.ExternalPairingEngine;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;

/** The external engine runs a real (small, shell) pairing program. */
class ExternalEngineTest {

    @TempDir
    Path dir;

    private Path script(String body) throws Exception {
        Path s = dir.resolve("pairer.sh");
        Files.writeString(s, "#!/bin/sh\n" + body);
        s.toFile().setExecutable(true);
        return s;
    }

    private static PairingRequest request() throws Exception {
        return TrfRequests.nextRound(TrfReader.read(Files.readString(SharedCases.folder().resolve("in_16_r3.trf"))));
    }

    @Test
    void runsTheProgramOnTheTrfAndReadsItsPairs() throws Exception {
        // Pairs the players in starting order (1-2, 3-4, ...) from the 001 lines of the TRF.
        Path s = script("awk 'substr($0,1,3)==\"001\" {n++} END {print n/2; for (i=1;i<n;i+=2) print i, i+1}' \"$1\" > \"$2\"\n");
        ExternalPairingEngine engine = new ExternalPairingEngine("simple", List.of("sh", s.toString(), "{input}", "{output}"),
                Duration.ofSeconds(20));
        RoundPairing p = engine.pair(request());
        assertEquals(8, p.boards().size());
        assertEquals(new RoundPairing.Board(1, 2), p.boards().get(0));
        assertEquals(new RoundPairing.Board(15, 16), p.boards().get(7));
        assertEquals(4, p.round());
    }

    @Test
    void failureCarriesTheProgramsErrorOutput() throws Exception {
        Path s = script("echo 'cannot read tournament: bad XXR' >&2\nexit 3\n");
        ExternalPairingEngine engine = new ExternalPairingEngine("broken", List.of("sh", s.toString(), "{input}"),
                Duration.ofSeconds(20));
        PairingException e = assertThrows(PairingException.class, () -> engine.pair(request()));
        assertTrue(e.getMessage().contains("exit code 3") && e.getMessage().contains("bad XXR"), e.getMessage());
    }

    @Test
    void slowProgramIsStoppedAtTheTimeout() throws Exception {
        Path s = script("sleep 30\n");
        ExternalPairingEngine engine = new ExternalPairingEngine("slow", List.of("sh", s.toString()),
                Duration.ofMillis(500));
        long start = System.nanoTime();
        PairingException e = assertThrows(PairingException.class, () -> engine.pair(request()));
        assertTrue(e.getMessage().contains("did not finish"), e.getMessage());
        assertTrue(System.nanoTime() - start < 10_000_000_000L, "stopped long before the program would end");
    }

    @Test
    void malformedPairsAreRefusedWithTheLine() throws Exception {
        Path s = script("printf '2\\n1 2\\n3 x\\n' > \"$2\"\n");
        ExternalPairingEngine engine = new ExternalPairingEngine("bad", List.of("sh", s.toString(), "{input}", "{output}"),
                Duration.ofSeconds(20));
        PairingException e = assertThrows(PairingException.class, () -> engine.pair(request()));
        assertTrue(e.getMessage().contains("line 3"), e.getMessage());
    }

    @Test
    void unpairedPlayerIsRefused() throws Exception {
        Path s = script("printf '1\\n1 2\\n' > \"$2\"\n");
        ExternalPairingEngine engine = new ExternalPairingEngine("short", List.of("sh", s.toString(), "{input}", "{output}"),
                Duration.ofSeconds(20));
        PairingException e = assertThrows(PairingException.class, () -> engine.pair(request()));
        assertTrue(e.getMessage().contains("unpaired"), e.getMessage());
    }
}
