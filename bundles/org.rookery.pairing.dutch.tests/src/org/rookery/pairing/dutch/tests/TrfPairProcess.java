// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.PairsFormat;

/**
 * A pairing program of its own, for {@link ExternalEngineAccelerationTest}: reads the TRF file
 * named by the first argument, pairs its next round by the Dutch system from what the file says
 * (virtual points, forbidden pairs and all), and writes the pairs to the second, the way the
 * usual pairing programs do. It knows only the file, so it shows what the file carries.
 */
public final class TrfPairProcess {

    private TrfPairProcess() {
    }

    /** {@code IN.trf OUT.txt}; exit code 1 with the reason on standard error when it cannot pair. */
    public static void main(String[] args) throws Exception {
        try {
            var request = TrfRequests.nextRound(TrfReader.read(Files.readString(Path.of(args[0]))));
            Files.writeString(Path.of(args[1]), PairsFormat.format(new DutchPairingEngine().pair(request)),
                    StandardCharsets.UTF_8);
        } catch (Exception e) {
            System.err.println("cannot pair " + args[0] + ": " + e.getMessage());
            System.exit(1);
        }
    }
}
