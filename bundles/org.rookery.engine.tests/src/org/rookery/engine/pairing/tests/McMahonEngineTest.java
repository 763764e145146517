// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.stage.McMahonStart;

/** The McMahon engine: start scores from the bar and floor decide round 1's score groups. */
class McMahonEngineTest {

    private static final PairingEngine MCMAHON = PairingEngines.builtIn().get("mcmahon");

    private static Stage stage(int bar, int floor) {
        StageDetails details = new StageDetails(Optional.of(NamedSystem.MCMAHON), Optional.empty(),
                Optional.of(new StageDetails.Bound.ByRating(bar)), Optional.of(new StageDetails.Bound.ByRating(floor)), 0,
                Optional.empty());
        return new Stage("main", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(5), true, false, true, false,
                OptionalInt.empty(), details);
    }

    @Test
    void startScoresStepByHundredFromTheFloorAndStopAtTheBar() {
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(stage(2000, 1700)), Optional.empty(),
                Optional.empty(), Optional.empty(), List.of(), Optional.empty());
        List<BigDecimal> scores = McMahonStart.scores(event, event.stages().get(0), List.of(2300, 2000, 1950, 1800, 1700, 1200));
        assertEquals(List.of(3, 3, 2, 1, 0, 0), scores.stream().map(BigDecimal::intValueExact).toList());
    }

    @Test
    void roundOnePairsWithinTheStartScoreGroups() throws PairingException {
        TestField field = new TestField(8);
        int[] ratings = { 0, 2300, 2250, 2200, 2150, 1500, 1450, 1400, 1350 };
        System.arraycopy(ratings, 0, field.ratings, 0, ratings.length);
        // four above the bar start on 2, four below the floor on 0
        List<BigDecimal> start = List.of(2, 2, 2, 2, 0, 0, 0, 0).stream().map(BigDecimal::valueOf).toList();
        RoundPairing r = MCMAHON.pair(field.request(1, 5, PairingRequest.Options.STANDARD.withStartScores(start)));
        assertEquals(4, r.boards().size());
        for (RoundPairing.Board b : r.boards()) {
            assertEquals(b.white() <= 4, b.black() <= 4, "a strong player meets a strong one in round 1: " + b);
        }
        // a plain Swiss would pair the top half with the bottom half instead
        RoundPairing swiss = PairingEngines.builtIn().get("swiss").pair(field.request(1, 5));
        Set<Boolean> mixed = new HashSet<>();
        swiss.boards().forEach(b -> mixed.add((b.white() <= 4) == (b.black() <= 4)));
        assertTrue(mixed.contains(false), "the Swiss without start scores mixes the halves: " + swiss.boards());
    }

    @Test
    void withoutStartScoresTheEngineSaysSo() {
        PairingException e = assertThrows(PairingException.class, () -> MCMAHON.pair(new TestField(4).request(1, 3)));
        assertTrue(e.getMessage().contains("gives no start scores (a bar and a floor)"), e.getMessage());
    }
}
