// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage.tests;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GameSpec;
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
import org.rookery.rules.Color;

/**
 * The event sections of examples/formats/*.tfl as the format language compiles them, built by
 * hand because the language does not run outside its own bundles.
 */
final class ExampleFormats {

    private ExampleFormats() {
    }

    /** rules.md 4.2: the FESA grade midpoints. */
    static final GradeTable FESA_GRADES = new GradeTable("FESA", List.of(
            new GradeTable.Grade("6 dan", 2540), new GradeTable.Grade("5 dan", 2340), new GradeTable.Grade("4 dan", 2160),
            new GradeTable.Grade("3 dan", 2000), new GradeTable.Grade("2 dan", 1860), new GradeTable.Grade("1 dan", 1740),
            new GradeTable.Grade("1 kyu", 1620), new GradeTable.Grade("2 kyu", 1510), new GradeTable.Grade("3 kyu", 1410),
            new GradeTable.Grade("4 kyu", 1320), new GradeTable.Grade("5 kyu", 1240), new GradeTable.Grade("6 kyu", 1160),
            new GradeTable.Grade("7 kyu", 1080), new GradeTable.Grade("8 kyu", 1000), new GradeTable.Grade("9 kyu", 920),
            new GradeTable.Grade("10 kyu", 840), new GradeTable.Grade("11 kyu", 760), new GradeTable.Grade("12 kyu", 680),
            new GradeTable.Grade("13 kyu", 600), new GradeTable.Grade("14 kyu", 520), new GradeTable.Grade("15 kyu", 440)));

    static final TentativeRatings FESA_TENTATIVE = new TentativeRatings(FESA_GRADES, FESA_GRADES.grade("15 kyu").orElseThrow());

    /** fesa-shogi.tfl: a Swiss group stage (score groups, no rematches, colour balance) and a two-player knockout final. */
    static CompiledFormat fesa() {
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(
                new Stage("group", PairingSystem.SWISS, Optional.empty(), OptionalInt.empty(), true, false, true, false, OptionalInt.empty()),
                new Stage("final", PairingSystem.KNOCKOUT, Optional.empty(), OptionalInt.empty(), false, false, false, false, OptionalInt.of(2))),
                Optional.of(PointScale.STANDARD), Optional.empty(), Optional.of(FESA_TENTATIVE),
                List.of(TieBreak.BUCHHOLZ, TieBreak.SUM_OF_BUCHHOLZ, TieBreak.DIRECT_ENCOUNTER), Optional.empty());
        return format("FesaShogi", "shogi", new TimeControl(Duration.ofMinutes(20), Duration.ZERO, Duration.ZERO, Duration.ofSeconds(40), 1),
                Optional.empty(), event);
    }

    /** guardian-open.tfl: a 7-round Swiss. */
    static CompiledFormat guardian() {
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(
                new Stage("open", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(7), true, false, true, false, OptionalInt.empty())),
                Optional.of(PointScale.STANDARD), Optional.empty(), Optional.empty(),
                List.of(TieBreak.MEDIAN_BUCHHOLZ, TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER), Optional.empty());
        return format("GuardianOpen", "guardian", TimeControl.suddenDeath(Duration.ofMinutes(60)), Optional.empty(), event);
    }

    static final TeamMatchRules NEWPORT_MATCHES = new TeamMatchRules(TeamMatchRules.Formation.BY_GRADE_HIGHEST_WITH_LOWEST,
            TeamMatchRules.BoardOrder.BY_GRADE, Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)),
            Optional.of(new TeamMatchRules.ByeRule(TeamMatchRules.ByeChoice.MIDDLE_GRADE, true)), true);

    /** newport-exchange.tfl: 6 rounds, round robin up to 7 teams, otherwise Swiss; teams of two formed by grade. */
    static CompiledFormat newport() {
        EventRules event = new EventRules(EventRules.Kind.TEAM, List.of(
                new Stage("main", PairingSystem.ROUND_ROBIN, Optional.of(new Stage.SystemSwitch(7, PairingSystem.SWISS)),
                        OptionalInt.of(6), true, false, true, false, OptionalInt.empty())),
                Optional.empty(), Optional.of(PointScale.STANDARD), Optional.empty(), List.of(), Optional.of(NEWPORT_MATCHES));
        return format("NewportExchange", "exchange", new TimeControl(Duration.ofMinutes(5), Duration.ofSeconds(10), Duration.ZERO,
                Duration.ZERO, 0), Optional.of(new TeamRules(2, 2, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE)), event);
    }

    private static CompiledFormat format(String name, String variant, TimeControl clock, Optional<TeamRules> teams, EventRules event) {
        return new CompiledFormat(name, "", new GameSpec(variant, Map.of(), Set.of()), new TimeRules(clock, Breaks.NONE), teams,
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(), ConductRules.UNSPECIFIED);
    }
}
