// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;

/**
 * A gauntlet in the journal: {@code rookery pair} pairs the first entrant (by starting rank)
 * with each of the others in turn, the others are not paired and score nothing in the rounds
 * they sit out, the stage ends after one round for each opponent, and the standings count only
 * the games played.
 */
class GauntletEventTest {

    static CompiledFormat gauntlet(PairingSystem system) {
        Stage main = new Stage("main", system, Optional.empty(), OptionalInt.empty(), false, false, true, false,
                OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(main), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(), Optional.empty());
        return new CompiledFormat("Gauntlet", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(30)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    @Test
    void theFirstEntrantMeetsEachOfTheOthersAndTheStandingsCountOnlyThoseGames(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, gauntlet(PairingSystem.GAUNTLET))) {
            List<EventFolder.Draft> drafts = new ArrayList<>();
            // Eve registers last but is rated highest: the starting rank makes her the gauntlet's first entrant
            String[][] players = { { "Ann", "2000" }, { "Ben", "1900" }, { "Cy", "1800" }, { "Dot", "1700" },
                    { "Eve", "2100" } };
            for (String[] p : players) {
                drafts.add(new EventFolder.Draft(new FactBody.Register(p[0], p[0], Optional.empty(),
                        Integer.parseInt(p[1]), Optional.empty()), "Maria"));
            }
            event.record(drafts);
            List<FactBody.Board> played = new ArrayList<>();
            for (int round = 1; round <= 4; round++) {
                EventPairing.Next next = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty());
                assertEquals(4, next.plannedRounds(), "one round for each of Eve's four opponents");
                FactBody.Pairing p = next.pairing();
                assertEquals(1, p.boards().size(), p.toString());
                assertEquals(List.of(), p.byes(), "nobody else is paired, and nobody has a bye");
                played.add(p.boards().get(0));
                event.record(p, "Maria");
                // Eve wins with White, Ben draws, the others win with White
                FactBody.Board b = p.boards().get(0);
                event.record(b.white().equals("Ben") || b.black().equals("Ben") ? Facts.draw(b.game(), Termination.AGREEMENT)
                        : Facts.win(b.game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            }
            assertEquals(List.of(new FactBody.Board("1.1", "Eve", "Ann"), new FactBody.Board("2.1", "Ben", "Eve"),
                    new FactBody.Board("3.1", "Eve", "Cy"), new FactBody.Board("4.1", "Dot", "Eve")), played,
                    "Eve meets Ann, Ben, Cy, Dot in starting rank order, colours alternating");
            PairingException done = assertThrows(PairingException.class,
                    () -> EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()));
            assertTrue(done.getMessage().contains("all 4 rounds of stage main are paired"), done.getMessage());

            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            // Eve: win v Ann, draw v Ben, win v Cy, loss v Dot = 2.5; Dot 1; Ben 0.5; Ann and Cy 0
            assertEquals(List.of("Eve 2.5", "Dot 1", "Ben 0.5", "Ann 0", "Cy 0"), s.rows().stream()
                    .map(r -> r.participant().name() + " " + r.points().stripTrailingZeros().toPlainString()).toList());
        }
    }
}
