// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.List;
import java.util.Optional;

import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.rookery.format.format.Accelerated;
import org.rookery.format.format.Armageddon;
import org.rookery.format.format.EventKind;
import org.rookery.format.format.EventSection;
import org.rookery.format.format.FixedPairs;
import org.rookery.format.format.Format;
import org.rookery.format.format.GamePoints;
import org.rookery.format.format.Increment;
import org.rookery.format.format.MainTime;
import org.rookery.format.format.MatchFormat;
import org.rookery.format.format.MatchWonOn;
import org.rookery.format.format.McMahonBound;
import org.rookery.format.format.PairOn;
import org.rookery.format.format.Period;
import org.rookery.format.format.PlayOff;
import org.rookery.format.format.PointsKind;
import org.rookery.format.format.RapidMatch;
import org.rookery.format.format.RequestedByes;
import org.rookery.format.format.Rounds;
import org.rookery.format.format.ScoringMaxConsecutive;
import org.rookery.format.format.Stage;
import org.rookery.format.format.StageSetting;
import org.rookery.format.format.WinnerStays;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.Switches;

/**
 * Checks of the constructs that say more than one clock and one pairing system: clock periods,
 * named pairing systems and their settings, match formats, play-offs, fixed pairs; and settings
 * that do nothing where they stand (warnings).
 */
public class PlanChecks extends FormatChecks {

    /** Whether the feature is written in the file (a written 0 is not "set" to EMF). */
    private static boolean written(org.eclipse.emf.ecore.EObject o, org.eclipse.emf.ecore.EStructuralFeature f) {
        return !org.eclipse.xtext.nodemodel.util.NodeModelUtils.findNodesForFeature(o, f).isEmpty();
    }

    @Check
    public void periods(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            return;
        }
        List<Period> periods = eff.all(Period.class);
        Optional<MainTime> main = eff.one(MainTime.class);
        if (!periods.isEmpty() && main.map(m -> !written(m, P.getMainTime_Moves())).orElse(true)) {
            errorOn(format, periods.get(0), null, "a later period ('then') needs the main time to be for a number "
                    + "of moves: write e.g. main 90 min for 40 moves", IssueCodes.BAD_PERIOD);
        }
        for (int i = 0; i < periods.size() - 1; i++) {
            if (!written(periods.get(i), P.getPeriod_Moves())) {
                errorOn(format, periods.get(i), null, "this period is for the rest of the game, so the period after "
                        + "it is never reached: add for N moves to it, or remove the later one", IssueCodes.BAD_PERIOD);
            }
        }
        main.filter(m -> written(m, P.getMainTime_Moves()) && m.getMoves() < 1).ifPresent(m -> errorOn(format, m,
                P.getMainTime_Moves(), "a period needs at least 1 move, not " + m.getMoves()
                        + ": write main 90 min for 40 moves", IssueCodes.NUMBER_OUT_OF_RANGE, "40"));
        boolean replays = eff.all(org.rookery.format.format.SennichiteRule.class).stream()
                .anyMatch(r -> r.getAction() instanceof org.rookery.format.format.Replay replay
                        && replay.getClock() instanceof org.rookery.format.format.RemainingTime);
        eff.one(org.rookery.format.format.ReplayByoyomi.class).filter(r -> !replays).ifPresent(r -> errorOn(format, r,
                null, "no sennichite rule replays a game on the time left, so this byoyomi is never used: add e.g. "
                        + "first replay colours swapped remaining time to a sennichite section, or remove it",
                IssueCodes.NO_EFFECT, ""));
        main.filter(m -> m.isSuddenDeath() && written(m, P.getMainTime_Moves())).ifPresent(m -> errorOn(format, m,
                null, "sudden death is the whole game, not a number of moves: write main instead of sudden death",
                IssueCodes.NOT_SUDDEN_DEATH));
    }

    @Check
    public void period(Period p) {
        if (written(p, P.getPeriod_Moves()) && p.getMoves() < 1) {
            error("a period needs at least 1 move, not " + p.getMoves() + ": write then 60 min for 20 moves", p,
                    P.getPeriod_Moves(), IssueCodes.NUMBER_OUT_OF_RANGE, "20");
        }
    }

    @Check
    public void incrementFrom(Increment i) {
        if (written(i, P.getIncrement_FromMove()) && i.getFromMove() < 1) {
            error("moves are counted from 1, not " + i.getFromMove() + ": write increment "
                    + org.rookery.format.internal.SettingKeys.text(i.getDuration()) + " from move 1", i,
                    P.getIncrement_FromMove(), IssueCodes.NUMBER_OUT_OF_RANGE, "1");
        }
    }

    @Check
    public void stageSystem(Stage stage) {
        EventSection event = EcoreUtil2.getContainerOfType(stage, EventSection.class);
        boolean team = event != null && event.getKind() == EventKind.TEAM;
        if ("scheveningen".equals(stage.getSystem()) && !team) {
            error("in a Scheveningen each player of one team meets every player of the other, so it needs a team "
                    + "event: write event team, or use round robin", stage, P.getStage_System(),
                    IssueCodes.SYSTEM_NOT_FOR_EVENT, "roundrobin");
        }
        if (team && (gauntlet(stage.getSystem()) || gauntlet(stage.getFallback()))) {
            // a team match pairs boards of two teams; a gauntlet is one entrant against each of the others
            error("a gauntlet has one entrant meet each of the others, and is played by individuals: write event "
                    + "individual, or use round robin", stage, P.getStage_System(), IssueCodes.SYSTEM_NOT_FOR_EVENT,
                    "roundrobin");
        }
        if (gauntlet(stage.getFallback())) {
            // the fallback is for a larger field, where one entrant cannot meet everyone else
            error("a gauntlet cannot be the system for a larger field: its first entrant would play a round for "
                    + "each of the others; write stage " + stage.getName() + " gauntlet without up to", stage,
                    P.getStage_Fallback(), IssueCodes.SYSTEM_NOT_FOR_EVENT, "");
        }
        boolean swiss = List.of("swiss", "dutch", "burstein", "dubov", "lim", "mcmahon").contains(stage.getSystem())
                || (stage.getFallback() != null && List.of("swiss", "dutch", "burstein", "dubov", "lim", "mcmahon")
                        .contains(stage.getFallback()));
        boolean roundRobin = stage.getSystem() != null
                && (stage.getSystem().endsWith("roundrobin") || gauntlet(stage.getSystem()))
                && stage.getFallback() == null;
        for (StageSetting s : stage.getSettings()) {
            if (s instanceof McMahonBound b && !"mcmahon".equals(stage.getSystem())) {
                error("a " + b.getBound().getLiteral() + " only applies to McMahon pairing; this stage is "
                        + stage.getSystem() + ": remove it or write stage " + stage.getName() + " mcmahon", b, null,
                        IssueCodes.NO_EFFECT, "");
            }
            if ((s instanceof Accelerated || s instanceof PairOn || s instanceof RequestedByes) && !swiss) {
                error("this setting only applies to Swiss pairing and does nothing in a " + stage.getSystem()
                        + " stage: remove it", s, null, IssueCodes.NO_EFFECT, "");
            }
            if (s instanceof Rounds && roundRobin) {
                error("a " + (gauntlet(stage.getSystem()) ? "gauntlet has as many rounds as it takes its first entrant"
                        + " to meet each of the others" : "round robin has as many rounds as it takes everyone to meet")
                        + ", so rounds does nothing here: remove it", s, null, IssueCodes.NO_EFFECT, "");
            }
            if (s instanceof PairOn p && p.getPoints() == PointsKind.MATCH && !team) {
                error("an individual event has no match points: write pair on game points", p, P.getPairOn_Points(),
                        IssueCodes.SYSTEM_NOT_FOR_EVENT, "game");
            }
        }
        Optional<Rounds> rounds = stage.getSettings().stream().filter(Rounds.class::isInstance)
                .map(Rounds.class::cast).findFirst();
        stage.getSettings().stream().filter(Accelerated.class::isInstance).map(Accelerated.class::cast)
                .forEach(a -> {
                    if (a.getCount() < 1) {
                        error("accelerated rounds needs at least 1 round, not " + a.getCount()
                                + ": write accelerated rounds 2", a, P.getAccelerated_Count(),
                                IssueCodes.NUMBER_OUT_OF_RANGE, "2");
                    } else if (rounds.isPresent() && a.getCount() >= rounds.get().getCount()) {
                        error(a.getCount() + " accelerated rounds leave none of the " + rounds.get().getCount()
                                + " rounds unaccelerated: write accelerated rounds " + Math.max(1,
                                        rounds.get().getCount() / 2), a, P.getAccelerated_Count(),
                                IssueCodes.NUMBER_OUT_OF_RANGE, Integer.toString(Math.max(1, rounds.get().getCount() / 2)));
                    }
                });
    }

    /** A McMahon bar or floor by grade names a grade of the event's tentative-rating table. */
    @Check
    public void mcmahonGrades(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            return;
        }
        Optional<org.rookery.format.format.GradeTable> table = eff.one(org.rookery.format.format.TentativeRatings.class)
                .map(org.rookery.format.format.TentativeRatings::getGrades).filter(g -> !g.eIsProxy());
        for (Stage stage : eff.all(Stage.class)) {
            for (StageSetting s : stage.getSettings()) {
                if (!(s instanceof McMahonBound b) || b.getGrade() == null) {
                    continue;
                }
                if (table.isEmpty()) {
                    errorOn(format, b, P.getMcMahonBound_Grade(), "a " + b.getBound().getLiteral() + " by grade needs "
                            + "the event's grades: add tentative ratings from GRADES, or write " + b.getBound()
                            .getLiteral() + " at rating 2000", IssueCodes.UNKNOWN_GRADE);
                    continue;
                }
                List<String> names = table.get().getGrades().stream().map(org.rookery.format.format.Grade::getName)
                        .toList();
                if (!names.contains(b.getGrade())) {
                    errorOn(format, b, P.getMcMahonBound_Grade(), "unknown grade \"" + b.getGrade() + "\" in "
                            + table.get().getName() + ": write one of " + oneOf(names)
                            + org.rookery.format.internal.Suggestions.didYouMean(b.getGrade(), names),
                            IssueCodes.UNKNOWN_GRADE, "\"" + org.rookery.format.internal.Suggestions
                                    .closest(b.getGrade(), names).orElse(names.get(0)) + "\"");
                }
            }
        }
    }

    @Check
    public void requestedByes(RequestedByes r) {
        if (r.getCount() < 1) {
            error("requested byes needs at least 1, not " + r.getCount() + ": write requested byes 1 worth 0.5", r,
                    P.getRequestedByes_Count(), IssueCodes.NUMBER_OUT_OF_RANGE, "1");
        }
        if (written(r, P.getRequestedByes_From()) && r.getFrom() < 1) {
            error("rounds are counted from 1, not " + r.getFrom(), r, P.getRequestedByes_From(),
                    IssueCodes.NUMBER_OUT_OF_RANGE, "1");
        } else if (written(r, P.getRequestedByes_To()) && r.getTo() < r.getFrom()) {
            error("the rounds run from " + r.getFrom() + " to " + r.getTo() + ", which is none: write the earlier "
                    + "round first, e.g. in rounds " + r.getTo() + " to " + r.getFrom(), r, P.getRequestedByes_To(),
                    IssueCodes.NUMBER_OUT_OF_RANGE, Integer.toString(r.getFrom()));
        }
        Stage stage = EcoreUtil2.getContainerOfType(r, Stage.class);
        Optional<Rounds> rounds = stage == null ? Optional.empty() : stage.getSettings().stream()
                .filter(Rounds.class::isInstance).map(Rounds.class::cast).findFirst();
        if (rounds.isPresent() && written(r, P.getRequestedByes_To()) && r.getTo() > rounds.get().getCount()) {
            error("the stage has " + rounds.get().getCount() + " rounds, so there is no round " + r.getTo()
                    + ": write in rounds " + r.getFrom() + " to " + rounds.get().getCount(), r, P.getRequestedByes_To(),
                    IssueCodes.NUMBER_OUT_OF_RANGE, Integer.toString(rounds.get().getCount()));
        }
    }

    @Check
    public void matchFormat(MatchFormat m) {
        if (m.getCount() < 1 || (m.isSets() && m.getGames() < 1)) {
            error("a match needs at least 1 set of at least 1 game: write match best of 3 sets of 2 games", m, null,
                    IssueCodes.NUMBER_OUT_OF_RANGE, "");
        } else if (EcoreUtil2.getContainerOfType(m, EventSection.class) != null
                && EcoreUtil2.getContainerOfType(m, EventSection.class).getKind() == EventKind.TEAM) {
            // the engine plays matches of sets between two players; a team match is one game a board, so a
            // format saying otherwise could not be run: an error, not a warning the organiser may pass over
            error("matches of sets are played in individual events; in a team event each match is one game a board,"
                    + " so the event could not be paired: remove it, or write event individual", m, null,
                    IssueCodes.NO_EFFECT, "");
        } else if (m.getCount() % 2 == 0) {
            warning("best of " + m.getCount() + " can end level at " + m.getCount() / 2 + " each: write best of "
                    + (m.getCount() + 1) + ", or add a play-off", m, P.getMatchFormat_Count(),
                    IssueCodes.BAD_PLAY_OFF, Integer.toString(m.getCount() + 1));
        }
    }

    @Check
    public void playOff(PlayOff p) {
        if (written(p, P.getPlayOff_Places()) && p.getPlaces() < 1) {
            error("a play-off is for at least the first place, not " + p.getPlaces() + ": write playoff for top 1",
                    p, P.getPlayOff_Places(), IssueCodes.NUMBER_OUT_OF_RANGE, "1");
        }
        if (p.getKind() instanceof RapidMatch r && r.getGames() < 1) {
            error("a rapid play-off needs at least 1 game, not " + r.getGames() + ": write rapid 2 games of 10 min", r,
                    P.getRapidMatch_Games(), IssueCodes.NUMBER_OUT_OF_RANGE, "2");
        }
        if (p.getKind() instanceof Armageddon a && a.isDrawOdds()) {
            java.time.Duration white = org.rookery.format.internal.Durations.of(a.getWhite());
            java.time.Duration black = org.rookery.format.internal.Durations.of(a.getBlack());
            if (black.compareTo(white) > 0) {
                warning("Black has draw odds and more time than White, so White can hardly win: give White the "
                        + "longer time", a, P.getArmageddon_Black(), IssueCodes.BAD_PLAY_OFF);
            }
        }
    }

    @Check
    public void eventPlan(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic() || eff.eventKind().isEmpty()) {
            return;
        }
        boolean team = eff.eventKind().get() == EventKind.TEAM;
        eff.one(MatchWonOn.class).filter(m -> !team).ifPresent(m -> errorOn(format, m, null, "an individual event "
                + "has no matches between teams: remove match won on game points", IssueCodes.MISPLACED_SETTING, ""));
        // Game points in a team event only count if a match is won on them or a Swiss pairs on them,
        // or if there are no match points at all.
        if (team) {
            boolean used = eff.one(MatchWonOn.class).isPresent() || eff.one(org.rookery.format.format.MatchPoints.class)
                    .isEmpty() || eff.all(Stage.class).stream().flatMap(s -> s.getSettings().stream())
                            .anyMatch(s -> s instanceof PairOn p && p.getPoints() == PointsKind.GAME)
                    || !eff.one(org.rookery.format.format.TieBreaks.class).map(t -> t.getNames().isEmpty()).orElse(true);
            eff.one(GamePoints.class).filter(g -> !used).ifPresent(g -> errorOn(format, g, null, "in a team event "
                    + "ranked on match points, game points do nothing unless a match is won on them or a Swiss "
                    + "pairs on them: add match won on game points, or remove game points", IssueCodes.NO_EFFECT, ""));
        }
    }

    @Check
    public void inningsContext(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic() || !eff.has(P.getInningsSection())) {
            return;
        }
        boolean winnerStays = eff.one(WinnerStays.class).map(w -> Switches.on(w.getValue())).orElse(false);
        eff.one(ScoringMaxConsecutive.class).filter(s -> !winnerStays && !s.isUnlimited()).ifPresent(s -> errorOn(
                format, s, null, "a scoring player only plays games in a row while the winner stays, which is off: "
                        + "remove the cap, or write winner stays", IssueCodes.NO_EFFECT, ""));
        Optional<org.rookery.engine.format.VariantDescriptor> variant = eff.variant().flatMap(catalog::find);
        eff.one(org.rookery.format.format.EarlyWin.class).filter(e -> variant.isPresent()).ifPresent(e -> {
            int men = variant.get().pieces().stream().filter(p -> !p.royal())
                    .mapToInt(org.rookery.engine.format.PieceDescriptor::startCount).sum();
            if (e.getCount() > men + 1) {
                warningOn(format, e, P.getEarlyWin_Count(), "a side has only " + men + " men besides the king, so "
                        + "every win captures fewer than " + e.getCount() + " and is an early win: write early win "
                        + "below " + Math.min(10, men) + " captured or less", IssueCodes.NO_EFFECT,
                        Integer.toString(Math.min(10, men)));
            }
        });
    }

    @Check
    public void fixedPairs(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            return;
        }
        eff.one(FixedPairs.class).filter(f -> Switches.on(f.getValue())).ifPresent(f -> {
            int players = eff.one(org.rookery.format.format.PlayersPerMatch.class)
                    .map(org.rookery.format.format.PlayersPerMatch::getCount).orElse(0);
            if (players != 2) {
                errorOn(format, f, null, "fixed pairs are for two-board games, where a team of two plays a match; "
                        + "this team has " + players + " players per match: remove fixed pairs",
                        IssueCodes.NO_EFFECT, "");
            }
        });
    }

    /** Whether a written system ({@code gauntlet}, {@code double gauntlet} as one word) is a gauntlet. */
    private static boolean gauntlet(String system) {
        return "gauntlet".equals(system) || "doublegauntlet".equals(system);
    }
}
