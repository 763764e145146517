// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.PairsFormat;

/** Every shared reference case: the engine's next round equals the reference pairing exactly. */
class SharedCasesTest {

    static List<Path> cases() throws IOException {
        return SharedCases.inputs();
    }

    /** A clone of the repository alone must test: the cases are its own, all fourteen of them. */
    @Test
    void casesAreReadFromInsideTheRepository() throws IOException {
        Path repository = Path.of("../..").toAbsolutePath().normalize();
        assertTrue(Files.isRegularFile(repository.resolve("pom.xml")), repository + " is not the repository's root");
        Path folder = SharedCases.folder().toAbsolutePath().normalize();
        assertEquals(repository.resolve("examples/swiss-dutch"), folder);
        assertEquals(14, cases().size(), "the reference cases in " + folder);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void pairsLikeTheReference(Path in) throws Exception {
        TrfDocument doc = TrfReader.read(Files.readString(in));
        PairingRequest request = TrfRequests.nextRound(doc);
        RoundPairing pairing = new DutchPairingEngine().pair(request);
        String expected = Files.readString(SharedCases.expected(in)).strip().replace("\r", "");
        assertEquals(expected, PairsFormat.format(pairing).strip(), in.getFileName().toString());
    }
}
