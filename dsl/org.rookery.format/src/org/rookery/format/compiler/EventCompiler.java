// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GradeTable;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.format.format.Accelerated;
import org.rookery.format.format.BoundKind;
import org.rookery.format.format.McMahonBound;
import org.rookery.format.format.PairOn;
import org.rookery.format.format.PointsKind;
import org.rookery.format.format.RequestedByes;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TentativeRatings;
import org.rookery.engine.format.TieBreak;
import org.rookery.format.format.BoardOrder;
import org.rookery.format.format.BoardOrderKind;
import org.rookery.format.format.ColourBalance;
import org.rookery.format.format.EventKind;
import org.rookery.format.format.FirstTeamColour;
import org.rookery.format.format.Furigoma;
import org.rookery.format.format.GamePoints;
import org.rookery.format.format.Grade;
import org.rookery.format.format.MatchEnds;
import org.rookery.format.format.MatchPoints;
import org.rookery.format.format.OddEntrants;
import org.rookery.format.format.Permission;
import org.rookery.format.format.Qualifiers;
import org.rookery.format.format.Rematches;
import org.rookery.format.format.Rounds;
import org.rookery.format.format.ScoreGroups;
import org.rookery.format.format.StageSetting;
import org.rookery.format.format.TeamFormation;
import org.rookery.format.format.TieBreaks;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.Tables;
import org.rookery.rules.Color;

/**
 * Compiles the event section. A stage's unwritten switches: Swiss pairs by score groups, no
 * rematches, colours balanced, no furigoma.
 */
final class EventCompiler {

    private EventCompiler() {
    }

    static Optional<EventRules> event(EffectiveFormat eff) {
        if (eff.eventKind().isEmpty()) {
            return Optional.empty();
        }
        boolean team = eff.eventKind().get() == EventKind.TEAM;
        List<Stage> stages = eff.all(org.rookery.format.format.Stage.class).stream().map(EventCompiler::stage).toList();
        List<TieBreak> tieBreaks = new ArrayList<>();
        eff.one(TieBreaks.class).ifPresent(t -> t.getNames().stream().map(n -> TieBreak.byId(n).orElseThrow())
                .distinct().forEach(tieBreaks::add));
        Optional<TeamMatchRules> teamMatches = team ? Optional.of(teamMatches(eff)) : Optional.empty();
        return Optional.of(new EventRules(team ? EventRules.Kind.TEAM : EventRules.Kind.INDIVIDUAL, stages,
                eff.one(GamePoints.class).map(g -> Tables.of(g.getScale())),
                eff.one(MatchPoints.class).map(m -> Tables.of(m.getScale())),
                eff.one(org.rookery.format.format.TentativeRatings.class).map(EventCompiler::ratings), tieBreaks, teamMatches,
                PlayOffCompiler.plan(eff)));
    }

    private static Stage stage(org.rookery.format.format.Stage s) {
        Optional<Stage.SystemSwitch> fallback = s.getFallback() == null ? Optional.empty()
                : Optional.of(new Stage.SystemSwitch(s.getLimit(), system(s.getFallback())));
        return new Stage(s.getName(), system(s.getSystem()), fallback,
                setting(s, Rounds.class).map(r -> OptionalInt.of(r.getCount())).orElse(OptionalInt.empty()),
                setting(s, ScoreGroups.class).map(g -> FormatCompiler.on(g.getValue())).orElse(true),
                setting(s, Rematches.class).map(r -> r.getPermission() == Permission.ALLOWED).orElse(false),
                setting(s, ColourBalance.class).map(c -> FormatCompiler.on(c.getValue())).orElse(true),
                setting(s, Furigoma.class).map(f -> FormatCompiler.on(f.getValue())).orElse(false),
                setting(s, Qualifiers.class).map(q -> OptionalInt.of(q.getCount())).orElse(OptionalInt.empty()),
                details(s));
    }

    private static StageDetails details(org.rookery.format.format.Stage s) {
        Optional<StageDetails.PointsBasis> pairOn = setting(s, PairOn.class).map(p -> p.getPoints() == PointsKind.MATCH
                ? StageDetails.PointsBasis.MATCH_POINTS : StageDetails.PointsBasis.GAME_POINTS);
        Optional<StageDetails.RequestedByes> byes = setting(s, RequestedByes.class)
                .map(r -> new StageDetails.RequestedByes(r.getCount(), r.eIsSet(FormatCompiler.P.getRequestedByes_From())
                        ? r.getFrom() : 1, r.eIsSet(FormatCompiler.P.getRequestedByes_To()) ? r.getTo() : 0, r.getValue()));
        return new StageDetails(named(s.getSystem()), pairOn, bound(s, BoundKind.BAR), bound(s, BoundKind.FLOOR),
                setting(s, Accelerated.class).map(Accelerated::getCount).orElse(0), byes);
    }

    private static Optional<StageDetails.Bound> bound(org.rookery.format.format.Stage s, BoundKind kind) {
        return s.getSettings().stream().filter(McMahonBound.class::isInstance).map(McMahonBound.class::cast)
                .filter(b -> b.getBound() == kind).findFirst()
                .map(b -> b.getGrade() != null ? new StageDetails.Bound.ByGrade(b.getGrade())
                        : new StageDetails.Bound.ByRating(b.getRating()));
    }

    /** The system by name, for the names that say more than the family. */
    static Optional<NamedSystem> named(String written) {
        return switch (written) {
            case "dutch" -> Optional.of(NamedSystem.DUTCH);
            case "burstein" -> Optional.of(NamedSystem.BURSTEIN);
            case "dubov" -> Optional.of(NamedSystem.DUBOV);
            case "lim" -> Optional.of(NamedSystem.LIM);
            case "mcmahon" -> Optional.of(NamedSystem.MCMAHON);
            case "scheveningen" -> Optional.of(NamedSystem.SCHEVENINGEN);
            default -> Optional.empty();
        };
    }

    private static <T extends StageSetting> Optional<T> setting(org.rookery.format.format.Stage s, Class<T> type) {
        return s.getSettings().stream().filter(type::isInstance).map(type::cast).findFirst();
    }

    /** The pairing system a written name stands for ("round robin" arrives as "roundrobin"). */
    static PairingSystem system(String written) {
        return switch (written) {
            case "swiss", "dutch", "burstein", "dubov", "lim", "mcmahon" -> PairingSystem.SWISS;
            case "roundrobin", "singleroundrobin", "scheveningen" -> PairingSystem.ROUND_ROBIN;
            case "doubleroundrobin" -> PairingSystem.DOUBLE_ROUND_ROBIN;
            case "knockout" -> PairingSystem.KNOCKOUT;
            case "gauntlet" -> PairingSystem.GAUNTLET;
            case "doublegauntlet" -> PairingSystem.DOUBLE_GAUNTLET;
            default -> throw new IllegalStateException("unknown pairing system " + written);
        };
    }

    private static TentativeRatings ratings(org.rookery.format.format.TentativeRatings r) {
        org.rookery.format.format.GradeTable written = r.getGrades();
        List<GradeTable.Grade> grades = new ArrayList<>();
        for (Grade g : written.getGrades()) {
            grades.add(new GradeTable.Grade(g.getName(), g.getRating()));
        }
        GradeTable table = new GradeTable(written.getName(), grades);
        GradeTable.Grade dflt = r.getDefaultGrade() == null ? grades.get(grades.size() - 1)
                : table.grade(r.getDefaultGrade()).orElseThrow();
        return new TentativeRatings(table, dflt);
    }

    private static TeamMatchRules teamMatches(EffectiveFormat eff) {
        TeamMatchRules.Formation formation = eff.one(TeamFormation.class)
                .map(f -> switch (f.getFormation()) {
                    case "organiser" -> TeamMatchRules.Formation.BY_ORGANISER;
                    case "ratingbalance" -> TeamMatchRules.Formation.BY_RATING_BALANCE;
                    case "gradebalance" -> TeamMatchRules.Formation.BY_GRADE_BALANCE;
                    case "gradehighestwithlowest" -> TeamMatchRules.Formation.BY_GRADE_HIGHEST_WITH_LOWEST;
                    default -> TeamMatchRules.Formation.BY_ENTRY;
                })
                .orElse(TeamMatchRules.Formation.BY_ENTRY);
        TeamMatchRules.BoardOrder order = eff.one(BoardOrder.class)
                .map(b -> b.getOrder() == BoardOrderKind.GRADE ? TeamMatchRules.BoardOrder.BY_GRADE
                        : TeamMatchRules.BoardOrder.BY_LINEUP)
                .orElse(TeamMatchRules.BoardOrder.BY_LINEUP);
        Optional<TeamMatchRules.BoardColour> colour = eff.one(FirstTeamColour.class)
                .map(f -> new TeamMatchRules.BoardColour(
                        f.getColour() == org.rookery.format.format.Colour.BLACK ? Color.BLACK : Color.WHITE,
                        f.getBoard()));
        Optional<TeamMatchRules.ByeRule> bye = eff.one(OddEntrants.class)
                .map(o -> new TeamMatchRules.ByeRule(switch (o.getBye()) {
                    case "middlegrade" -> TeamMatchRules.ByeChoice.MIDDLE_GRADE;
                    case "lowestgrade" -> TeamMatchRules.ByeChoice.LOWEST_GRADE;
                    default -> TeamMatchRules.ByeChoice.ORGANISER_PLAYS;
                }, o.isRotating()));
        return new TeamMatchRules(formation, order, colour, bye, eff.one(MatchEnds.class).isPresent());
    }
}
