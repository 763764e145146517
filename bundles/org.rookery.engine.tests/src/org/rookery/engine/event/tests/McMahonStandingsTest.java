// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.rookery.engine.event.tests.EventFolderTest.create;

import java.math.BigDecimal;
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
import org.rookery.engine.format.GradeTable;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.format.TentativeRatings;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * A McMahon stage ranks by the McMahon score (start score plus points), as it pairs by it, and
 * the Buchholz tie-breaks add up the opponents' McMahon scores.
 */
class McMahonStandingsTest {

    /** Bar at 1 dan, floor at 3 kyu: 3 kyu and below start on 0, 2 kyu on 1, 1 kyu on 2, 1 dan and above on 3. */
    static CompiledFormat mcmahon() {
        GradeTable grades = new GradeTable("G", List.of(new GradeTable.Grade("2 dan", 1860),
                new GradeTable.Grade("1 dan", 1740), new GradeTable.Grade("1 kyu", 1620), new GradeTable.Grade("2 kyu", 1510),
                new GradeTable.Grade("3 kyu", 1410), new GradeTable.Grade("4 kyu", 1320)));
        StageDetails details = new StageDetails(Optional.of(NamedSystem.MCMAHON), Optional.empty(),
                Optional.of(new StageDetails.Bound.ByGrade("1 dan")), Optional.of(new StageDetails.Bound.ByGrade("3 kyu")),
                0, Optional.empty());
        Stage main = new Stage("main", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(3), true, false, true, false,
                OptionalInt.empty(), details);
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(main), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.of(new TentativeRatings(grades, grades.grade("4 kyu").orElseThrow())),
                List.of(TieBreak.BUCHHOLZ, TieBreak.GAME_POINTS), Optional.empty());
        return new CompiledFormat("McMahonClub", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(30)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    @Test
    void theStandingsRankByTheMcMahonScore(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, mcmahon())) {
            List<EventFolder.Draft> drafts = new ArrayList<>();
            String[][] players = { { "Aoi", "2 dan" }, { "Ben", "1 dan" }, { "Cho", "1 kyu" }, { "Dai", "4 kyu" } };
            for (String[] p : players) {
                drafts.add(new EventFolder.Draft(new FactBody.Register(p[0], p[0], Optional.empty(), 0, Optional.of(p[1])),
                        "Maria"));
            }
            event.record(drafts);
            FactBody.Pairing r1 = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            assertEquals(List.of(new FactBody.Board("1.1", "Aoi", "Ben"), new FactBody.Board("1.2", "Dai", "Cho")),
                    r1.boards(), "the two at the bar meet; 1 kyu (2) meets 4 kyu (0)");
            event.record(r1, "Maria");
            event.record(Facts.win("1.1", Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            event.record(Facts.win("1.2", Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");

            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            assertEquals(List.of("Aoi", "Ben", "Cho", "Dai"), s.rows().stream().map(r -> r.participant().name()).toList(),
                    "Ben lost but starts on 3; Dai won but started on 0");
            assertEquals(List.of("4", "3", "2", "1"), s.rows().stream().map(r -> r.points().toPlainString()).toList(),
                    "the McMahon score: start plus points");
            assertEquals(0, new BigDecimal("3").compareTo(s.rows().get(0).values().get(TieBreak.BUCHHOLZ)),
                    "Aoi's Buchholz is Ben's McMahon score");
            assertEquals(0, BigDecimal.ONE.compareTo(s.rows().get(3).values().get(TieBreak.GAME_POINTS)),
                    "game points stay the points scored over the board");
            assertEquals(0, BigDecimal.ONE.compareTo(field.crosstable().score(field.number("Dai"))),
                    "the crosstable's score is the points alone");
        }
    }
}
