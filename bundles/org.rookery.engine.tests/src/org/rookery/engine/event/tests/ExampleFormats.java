// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GradeTable;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TentativeRatings;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.rules.Color;

/**
 * The formats of the example events as the format language compiles them, for replaying the
 * examples in engine tests (the language sits above the engine; the CLI tests replay the same
 * folders with the real compiler).
 */
final class ExampleFormats {

    private ExampleFormats() {
    }

    /** examples/formats/fesa-shogi.tfl with its grade table, tentative ratings and tie-breaks. */
    static CompiledFormat fesaShogi() {
        CompiledFormat f = TestFormats.fesa();
        String[][] grades = { { "6 dan", "2540" }, { "5 dan", "2340" }, { "4 dan", "2160" }, { "3 dan", "2000" },
                { "2 dan", "1860" }, { "1 dan", "1740" }, { "1 kyu", "1620" }, { "2 kyu", "1510" }, { "3 kyu", "1410" },
                { "4 kyu", "1320" }, { "5 kyu", "1240" }, { "6 kyu", "1160" }, { "7 kyu", "1080" }, { "8 kyu", "1000" },
                { "9 kyu", "920" }, { "10 kyu", "840" }, { "11 kyu", "760" }, { "12 kyu", "680" }, { "13 kyu", "600" },
                { "14 kyu", "520" }, { "15 kyu", "440" } };
        List<GradeTable.Grade> list = new ArrayList<>();
        for (String[] g : grades) {
            list.add(new GradeTable.Grade(g[0], Integer.parseInt(g[1])));
        }
        GradeTable fesa = new GradeTable("FESA", list);
        EventRules e = f.event().orElseThrow();
        EventRules event = new EventRules(e.kind(), e.stages(), e.gamePoints(), e.matchPoints(),
                Optional.of(new TentativeRatings(fesa, fesa.grade("15 kyu").orElseThrow())),
                List.of(TieBreak.BUCHHOLZ, TieBreak.SUM_OF_BUCHHOLZ, TieBreak.DIRECT_ENCOUNTER), e.teamMatches());
        return new CompiledFormat(f.name(), f.title(), f.game(), f.time(), f.teams(), f.innings(), f.scoring(),
                Optional.of(event), f.sennichite(), f.declaration(), f.conduct());
    }

    /** examples/formats/newport-exchange.tfl: 6 rounds, round robin up to 7 teams, otherwise Swiss; teams of two. */
    static CompiledFormat newport() {
        TeamMatchRules matches = new TeamMatchRules(TeamMatchRules.Formation.BY_GRADE_HIGHEST_WITH_LOWEST,
                TeamMatchRules.BoardOrder.BY_GRADE, Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)),
                Optional.of(new TeamMatchRules.ByeRule(TeamMatchRules.ByeChoice.MIDDLE_GRADE, true)), true);
        EventRules event = new EventRules(EventRules.Kind.TEAM, List.of(new Stage("main", PairingSystem.ROUND_ROBIN,
                Optional.of(new Stage.SystemSwitch(7, PairingSystem.SWISS)), OptionalInt.of(6), true, false, true, false,
                OptionalInt.empty())), Optional.empty(), Optional.of(PointScale.STANDARD), Optional.empty(), List.of(),
                Optional.of(matches));
        return new CompiledFormat("NewportExchange", "", TestFormats.spec("exchange", Map.of()),
                new TimeRules(new TimeControl(Duration.ofMinutes(5), Duration.ofSeconds(10), Duration.ZERO, Duration.ZERO, 0),
                        Breaks.NONE),
                Optional.of(new TeamRules(2, 2, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE)),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                new ConductRules(Optional.of(false), Optional.of(true), Optional.of(Duration.ofSeconds(20)), false, false,
                        false));
    }

    /** examples/events/guardian-club/format/guardian-club.tfl. */
    static CompiledFormat guardianClub() {
        Stage all = new Stage("all", PairingSystem.ROUND_ROBIN, Optional.empty(), OptionalInt.empty(), false, false, false,
                false, OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(all), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(TieBreak.SONNEBORN_BERGER, TieBreak.WINS), Optional.empty());
        return new CompiledFormat("GuardianClub", "Guardian chess club all-play-all", TestFormats.spec("guardian", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(60)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                new ConductRules(Optional.of(true), Optional.of(true), Optional.empty(), false, true, true));
    }
}
