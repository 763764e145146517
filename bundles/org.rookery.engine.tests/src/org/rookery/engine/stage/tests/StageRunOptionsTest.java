// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.stage.StagePlan;
import org.rookery.engine.stage.StageRun;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;

/** The pairing options a stage in progress hands its engine carry the format's stage settings. */
class StageRunOptionsTest {

    @Test
    void acceleratedRoundsAndStartScoresReachTheEngine() {
        StageDetails details = new StageDetails(Optional.of(NamedSystem.DUTCH), Optional.empty(), Optional.empty(),
                Optional.empty(), 2, Optional.empty());
        Stage open = new Stage("open", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(9), true, false, true, false,
                OptionalInt.empty(), details);
        List<Participant> field = new ArrayList<>();
        for (int i = 1; i <= 16; i++) {
            field.add(new Participant(i, "P" + i, 2400 - 10 * i));
        }
        StagePlan plan = StagePlan.of(open, field.size());
        List<BigDecimal> start = field.stream().map(p -> p.id() <= 8 ? BigDecimal.ONE : BigDecimal.ZERO).toList();
        StageRun run = new StageRun(plan, PairingEngines.builtIn().get("swiss"), field, PointRules.STANDARD, start);
        assertEquals(2, run.options().acceleration(), "the format's accelerated rounds");
        assertEquals(start, run.options().startScores());
        assertEquals(0, new StageRun(plan, PairingEngines.builtIn().get("swiss"), field, PointRules.STANDARD).options()
                .startScores().size());
    }
}
