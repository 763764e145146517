// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;

/** Engines are found by id; an external engine joins the built-ins. */
class RegistryTest {

    @Test
    void builtInsAreFoundByTheIdsTheFormatSystemsMapTo() {
        PairingEngines engines = PairingEngines.fromServiceLoader();
        for (PairingSystem s : PairingSystem.values()) {
            assertEquals(PairingEngines.idFor(s, false), engines.get(PairingEngines.idFor(s, false)).id());
        }
        assertEquals("swiss-furigoma", engines.get(PairingEngines.idFor(PairingSystem.SWISS, true)).id());
        assertEquals("round-robin", engines.get(" Round-Robin ").id());
    }

    @Test
    void aStageThatNamesItsSystemIsPairedByThatEngineButItsFallbackByTheBuiltIn() {
        StageDetails dutch = new StageDetails(Optional.of(NamedSystem.DUTCH), Optional.empty(), Optional.empty(),
                Optional.empty(), 0, Optional.empty());
        Stage open = new Stage("open", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(9), true, false, true, false,
                OptionalInt.empty(), dutch);
        assertEquals("dutch", PairingEngines.idFor(open, 120));
        Stage plain = new Stage("open", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(9), true, false, true, true,
                OptionalInt.empty());
        assertEquals("swiss-furigoma", PairingEngines.idFor(plain, 120));
        StageDetails scheveningen = new StageDetails(Optional.of(NamedSystem.SCHEVENINGEN), Optional.empty(),
                Optional.empty(), Optional.empty(), 0, Optional.empty());
        Stage switching = new Stage("main", PairingSystem.ROUND_ROBIN,
                Optional.of(new Stage.SystemSwitch(7, PairingSystem.SWISS)), OptionalInt.of(6), true, false, true, false,
                OptionalInt.empty(), scheveningen);
        assertEquals("scheveningen", PairingEngines.idFor(switching, 6));
        assertEquals("swiss", PairingEngines.idFor(switching, 8), "a larger field switches to the built-in fallback");
    }

    @Test
    void anUnknownIdNamesTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairingEngines.builtIn().get("dutsch"));
        assertTrue(e.getMessage().startsWith("unknown pairing system 'dutsch'; known: [double-gauntlet, double-round-robin, gauntlet, knockout, mcmahon, round-robin, scheveningen, swiss, swiss-furigoma]"),
                e.getMessage());
    }

    @Test
    void anExternalEngineIsListedBesideTheBuiltIns() {
        PairingEngine external = new PairingEngine() {
            @Override
            public String id() {
                return "dutch";
            }

            @Override
            public String description() {
                return "test";
            }

            @Override
            public RoundPairing pair(PairingRequest request) {
                return new RoundPairing(request.round(), List.of(), List.of(), List.of());
            }
        };
        PairingEngines engines = PairingEngines.of(external, PairingEngines.builtIn().get("swiss"));
        assertSame(external, engines.get("dutch"));
        assertEquals(List.of("dutch", "swiss"), engines.all().stream().map(PairingEngine::id).toList());
    }
}
