// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.engine.innings.RotationLimits;
import org.rookery.format.format.Byoyomi;
import org.rookery.format.format.CapturePoints;
import org.rookery.format.format.Delay;
import org.rookery.format.format.EarlyWin;
import org.rookery.format.format.FollowOn;
import org.rookery.format.format.Format;
import org.rookery.format.format.GamesPerInnings;
import org.rookery.format.format.Increment;
import org.rookery.format.format.InningsPerSide;
import org.rookery.format.format.MainTime;
import org.rookery.format.format.Outcome;
import org.rookery.format.format.OutcomeScore;
import org.rookery.format.format.PenaltyTimeout;
import org.rookery.format.format.PlayersPerMatch;
import org.rookery.format.format.Reserves;
import org.rookery.format.format.ScoringMaxConsecutive;
import org.rookery.format.format.Section;
import org.rookery.format.format.StoppingMaxGames;
import org.rookery.format.format.StoppingNoConsecutive;
import org.rookery.format.format.TeamSize;
import org.rookery.format.format.OnOff;
import org.rookery.format.internal.Durations;
import org.rookery.format.internal.ScaleSanity;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.Tables;
import org.rookery.format.internal.Switches;

/**
 * Numbers that cannot work together, checked on the format with everything it inherits: team
 * sizes, the stopping side's rotation, the clock, and scores that contradict each other.
 */
public class RuleChecks extends FormatChecks {

    @Check
    public void teams(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (!eff.has(P.getTeamsSection()) || eff.cyclic()) {
            return;
        }
        Optional<TeamSize> size = eff.one(TeamSize.class);
        Optional<PlayersPerMatch> players = eff.one(PlayersPerMatch.class);
        missing(format, eff, P.getTeamsSection(), size.isPresent(), "size 5", "a team size");
        missing(format, eff, P.getTeamsSection(), players.isPresent(), "players per match 4",
                "the number of players per match");
        if (size.isEmpty() || players.isEmpty() || size.get().getSize() < 1 || players.get().getCount() < 1) {
            return;
        }
        int n = size.get().getSize();
        int p = players.get().getCount();
        if (p > n) {
            errorOn(format, players.get(), P.getPlayersPerMatch_Count(), p + " players per match do not fit a team of "
                    + n + ": write players per match " + n + " or less, or size " + p + " or more",
                    IssueCodes.PLAYERS_EXCEED_TEAM, Integer.toString(n));
            return;
        }
        Optional<Reserves> reserves = eff.one(Reserves.class);
        if (reserves.isPresent() && reserves.get().getCount() >= 0 && p + reserves.get().getCount() != n) {
            errorOn(format, reserves.get(), P.getReserves_Count(), p + " players per match and "
                    + reserves.get().getCount() + " reserves make " + (p + reserves.get().getCount())
                    + ", not the team size " + n + ": write reserves " + (n - p), IssueCodes.TEAM_COUNT_MISMATCH,
                    Integer.toString(n - p));
        }
    }

    @Check
    public void innings(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (!eff.has(P.getInningsSection()) || eff.cyclic()) {
            return;
        }
        Optional<InningsPerSide> perSide = eff.one(InningsPerSide.class);
        Optional<GamesPerInnings> games = eff.one(GamesPerInnings.class);
        missing(format, eff, P.getInningsSection(), perSide.isPresent(), "innings per side 2",
                "the number of innings per side");
        missing(format, eff, P.getInningsSection(), games.isPresent(), "games per innings 10",
                "the number of games per innings");
        Optional<FollowOn> followOn = eff.one(FollowOn.class);
        if (followOn.isPresent() && perSide.isPresent() && perSide.get().getCount() == 1) {
            errorOn(format, followOn.get(), null, "a follow-on needs at least 2 innings per side, but there is 1: "
                    + "write innings per side 2 or remove the follow-on", IssueCodes.NO_EFFECT, "");
        }
        Optional<PlayersPerMatch> players = eff.one(PlayersPerMatch.class);
        if (games.isEmpty() || games.get().getCount() < 1 || players.isEmpty() || players.get().getCount() < 1
                || org.rookery.format.internal.Limits.exceeded(games.get())
                || org.rookery.format.internal.Limits.exceeded(players.get())) {
            // a size beyond its bound has its own error; a fix computed from it would be absurd
            return;
        }
        int g = games.get().getCount();
        int p = players.get().getCount();
        Optional<StoppingMaxGames> max = eff.one(StoppingMaxGames.class);
        Optional<StoppingNoConsecutive> noRepeat = eff.one(StoppingNoConsecutive.class);
        // The engine decides whether a full innings can be stopped at all; the messages below say how to fix it.
        int maxGames = max.map(StoppingMaxGames::getMax).filter(m -> m >= 1).orElse(0);
        boolean noConsecutive = noRepeat.isPresent() && Switches.on(noRepeat.get().getValue());
        Optional<String> impossible = RotationLimits.fullInningsImpossible(p, maxGames, g, noConsecutive);
        if (impossible.isPresent() && maxGames >= 1 && (long) p * maxGames < g) {
            int needed = (g + p - 1) / p;
            errorOn(format, max.get(), P.getStoppingMaxGames_Max(), p + " stopping players at most "
                    + max.get().getMax() + " games each can play only " + p * max.get().getMax() + " of the " + g
                    + " games of an innings: write stopping player max " + needed + " games per innings",
                    IssueCodes.STOPPING_SIDE_TOO_SMALL, Integer.toString(needed));
        } else if (impossible.isPresent() && noConsecutive && p == 1) {
            errorOn(format, noRepeat.get(), null, "with 1 player per match the stopping side cannot avoid playing "
                    + "the same player twice in a row: write players per match 2 or more, or remove this line",
                    IssueCodes.IMPOSSIBLE_ROTATION);
        } else if (impossible.isPresent()) {
            // Any other shape the engine finds impossible is said in its words.
            warningOn(format, max.isPresent() ? max.get() : noRepeat.get(), null, impossible.get()
                    + ": whatever the captains choose, an innings that runs its full games cannot be stopped within the"
                    + " rotation limits", IssueCodes.IMPOSSIBLE_ROTATION, "");
        }
        Optional<ScoringMaxConsecutive> scoringMax = eff.one(ScoringMaxConsecutive.class);
        if (scoringMax.isPresent() && !scoringMax.get().isUnlimited() && scoringMax.get().getMax() > g) {
            errorOn(format, scoringMax.get(), P.getScoringMaxConsecutive_Max(), "a limit of "
                    + scoringMax.get().getMax() + " games in a row never applies in an innings of " + g
                    + " games: write scoring player max consecutive unlimited", IssueCodes.NO_EFFECT, "unlimited");
        }
    }

    @Check
    public void clock(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (!eff.has(P.getTimeSection()) || eff.cyclic()) {
            return;
        }
        Optional<MainTime> main = eff.one(MainTime.class);
        Optional<Increment> increment = eff.one(Increment.class);
        Optional<Delay> delay = eff.one(Delay.class);
        Optional<Byoyomi> byoyomi = eff.one(Byoyomi.class);
        Duration mainTime = main.map(m -> Durations.of(m.getDuration())).orElse(eff.all(
                org.rookery.format.format.ColourTime.class).stream().map(c -> Durations.of(c.getDuration()))
                .findFirst().orElse(Duration.ZERO));
        boolean extras = increment.map(i -> !Durations.of(i.getDuration()).isZero()).orElse(false)
                || byoyomi.map(b -> !Durations.of(b.getDuration()).isZero()).orElse(false);
        if (mainTime.isZero() && !extras) {
            EObject target = main.isPresent() ? main.get() : eff.section(P.getTimeSection()).get();
            errorOn(format, target, null, "the clock has no time: write e.g. main 10 min, or byoyomi 30 s",
                    IssueCodes.NO_CLOCK_TIME, "main 10 min");
        }
        if (main.isPresent() && main.get().isSuddenDeath()
                && (increment.isPresent() || delay.isPresent() || byoyomi.isPresent())) {
            String extra = increment.isPresent() ? "an increment" : delay.isPresent() ? "a delay" : "byoyomi";
            String duration = org.rookery.format.internal.SettingKeys.text(main.get().getDuration());
            errorOn(format, main.get(), null, "sudden death means no more time after the main time, but the clock has "
                    + extra + ": write main instead of sudden death", IssueCodes.NOT_SUDDEN_DEATH, "main " + duration);
        }
        // Increment and delay together are a real clock (a delay before the clock runs, an increment
        // after the move), so they are read aloud, not warned about.
    }

    @Check
    public void scoring(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (!eff.has(P.getScoringSection()) || eff.cyclic()) {
            return;
        }
        Optional<OutcomeScore> win = eff.all(OutcomeScore.class).stream()
                .filter(o -> o.getOutcome() == Outcome.WIN).findFirst();
        missing(format, eff, P.getScoringSection(), win.isPresent(), "win scores captured points",
                "what a win scores");
        Optional<CapturePoints> capture = eff.one(CapturePoints.class);
        for (OutcomeScore o : eff.all(OutcomeScore.class)) {
            if (o.isCaptured() && capture.isEmpty()) {
                errorOn(format, o, null, o.getOutcome().getLiteral() + " scores captured points, but no capture "
                        + "points are given: add capture points { P 1 N 3 B 3 R 5 Q 9 } to the scoring section",
                        IssueCodes.CAPTURED_WITHOUT_TABLE, "capture points { P 1 N 3 B 3 R 5 Q 9 }");
            }
        }
        Optional<VariantDescriptor> variant = eff.variant().flatMap(catalog::find);
        Optional<PointTable> table = capture.flatMap(c -> Tables.of(c.getValues()));
        // In an innings match a flat score stands for a full capture (G20's 42); in a match of sets
        // scored by points it is the organiser's own reward (Big B's early win is worth 150), so a
        // score above a full capture is what the format means there, not a slip.
        if (variant.isPresent() && table.isPresent() && eff.has(P.getInningsSection())) {
            BigDecimal full = NumberChecks.fullCapture(variant.get(), table.get()::valueOf).get();
            eff.one(EarlyWin.class).filter(e -> e.getValue() != null && e.getValue().compareTo(full) > 0)
                    .ifPresent(e -> warningOn(format, e, P.getEarlyWin_Value(), "an early win scores " + e.getValue()
                            + ", more than capturing every man (" + full.toPlainString() + "): write scores "
                            + full.toPlainString(), IssueCodes.EARLY_WIN_ABOVE_FULL, full.toPlainString()));
            eff.one(PenaltyTimeout.class).filter(e -> e.getValue() != null && e.getValue().compareTo(full) > 0)
                    .ifPresent(e -> warningOn(format, e, P.getPenaltyTimeout_Value(), "a penalty timeout scores "
                            + e.getValue() + ", more than capturing every man (" + full.toPlainString()
                            + "): write scores " + full.toPlainString(), IssueCodes.EARLY_WIN_ABOVE_FULL,
                            full.toPlainString()));
        }
        Optional<OutcomeScore> draw = eff.all(OutcomeScore.class).stream()
                .filter(o -> o.getOutcome() == Outcome.DRAW).findFirst();
        if (draw.isPresent() && flat(eff, Outcome.WIN).isPresent() && flat(eff, Outcome.LOSS).isPresent()
                && flat(eff, Outcome.DRAW).isPresent()) {
            ScaleSanity.problem(flat(eff, Outcome.WIN).get(), flat(eff, Outcome.DRAW).get(),
                    flat(eff, Outcome.LOSS).get()).ifPresent(p -> warningOn(format, draw.get(), null, p,
                            IssueCodes.POINT_SCALE_SANITY));
        }
    }

    private static Optional<BigDecimal> flat(EffectiveFormat eff, Outcome outcome) {
        return eff.all(OutcomeScore.class).stream()
                .filter(o -> o.getOutcome() == outcome && !o.isCaptured() && o.getValue() != null)
                .map(OutcomeScore::getValue).findFirst();
    }

    /** Reports a required setting that the section in force lacks. */
    private void missing(Format format, EffectiveFormat eff, org.eclipse.emf.ecore.EClass sectionClass,
            boolean present, String line, String what) {
        if (present) {
            return;
        }
        Section section = eff.section(sectionClass).get();
        String keyword = org.rookery.format.internal.Sections.keyword(section);
        errorOn(format, section, null, "the " + keyword + " section does not give " + what + ": add " + line,
                IssueCodes.MISSING_SETTING, line);
    }
}
