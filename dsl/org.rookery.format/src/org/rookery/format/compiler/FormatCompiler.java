// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.compiler;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.ClockPlan;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.GameSpec;
import org.rookery.engine.format.OptionDescriptor;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.format.BreakKind;
import org.rookery.format.format.BreakSetting;
import org.rookery.format.format.Byoyomi;
import org.rookery.format.format.Captain;
import org.rookery.format.format.ClockSetting;
import org.rookery.format.format.Delay;
import org.rookery.format.format.DrawAgreement;
import org.rookery.format.format.FlagClaim;
import org.rookery.format.format.Format;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.format.IllegalClaims;
import org.rookery.format.format.Increment;
import org.rookery.format.format.LineUp;
import org.rookery.format.format.MainTime;
import org.rookery.format.format.OnOff;
import org.rookery.format.format.Permission;
import org.rookery.format.format.PlayersPerMatch;
import org.rookery.format.format.RepetitionDraws;
import org.rookery.format.format.Reserves;
import org.rookery.format.format.StallingClaim;
import org.rookery.format.format.TeamSize;
import org.rookery.format.format.Toss;
import org.rookery.format.format.TouchMove;
import org.rookery.format.format.VariantOption;
import org.rookery.format.internal.Durations;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.OptionValues;

/**
 * Turns a format that has passed validation into the engine's immutable {@link CompiledFormat}.
 * Inherited settings are merged first ({@link EffectiveFormat}); every option of the variant gets
 * its value, the written one or the catalog's default. Compiling a format with errors is a
 * programming error and fails with {@link IllegalStateException}.
 */
public class FormatCompiler {

    static final FormatPackage P = FormatPackage.eINSTANCE;

    private final VariantCatalog catalog;

    public FormatCompiler(VariantCatalog catalog) {
        this.catalog = catalog;
    }

    /** Compiles {@code format} with everything it inherits. */
    public CompiledFormat compile(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            throw new IllegalStateException(format.getName() + " extends itself");
        }
        try {
            return new CompiledFormat(format.getName(), title(eff), game(eff), time(eff), teams(eff),
                    InningsCompiler.innings(eff), ScoringCompiler.scoring(eff), EventCompiler.event(eff),
                    ShogiCompiler.sennichite(eff), ShogiCompiler.declaration(eff, eff.variant().flatMap(catalog::find)),
                    conduct(eff));
        } catch (RuntimeException e) {
            throw new IllegalStateException("format " + format.getName() + " cannot be compiled: " + e.getMessage(), e);
        }
    }

    private static String title(EffectiveFormat eff) {
        for (int i = eff.chain().size() - 1; i >= 0; i--) {
            if (eff.chain().get(i).getTitle() != null) {
                return eff.chain().get(i).getTitle();
            }
        }
        return "";
    }

    private GameSpec game(EffectiveFormat eff) {
        String written = eff.variant().orElseThrow(() -> new IllegalStateException("no variant"));
        VariantDescriptor variant = catalog.find(written)
                .orElseThrow(() -> new IllegalStateException("unknown variant " + written));
        Map<String, OptionValue> values = new LinkedHashMap<>();
        Set<String> explicit = new LinkedHashSet<>();
        for (OptionDescriptor d : variant.options()) {
            values.put(d.name(), d.defaultValue());
        }
        for (VariantOption o : eff.all(VariantOption.class)) {
            OptionDescriptor d = variant.option(o.getName())
                    .orElseThrow(() -> new IllegalStateException("unknown option " + o.getName()));
            OptionValue value = OptionValues.of(o.getValue(), d.type());
            if (value == null || d.check(value).isPresent()) {
                throw new IllegalStateException("bad value for " + o.getName());
            }
            values.put(d.name(), value);
            explicit.add(d.name());
        }
        ShogiCompiler.declarationOptions(eff, variant, values, explicit);
        return new GameSpec(variant.id(), values, explicit);
    }

    private static TimeRules time(EffectiveFormat eff) {
        Breaks breaks = new Breaks(breakOf(eff, BreakKind.GAMES), breakOf(eff, BreakKind.INNINGS),
                breakOf(eff, BreakKind.ROUNDS));
        ClockPlan plan = TimeCompiler.plan(eff);
        TimeControl clock = clock(eff.all(ClockSetting.class), plan.whiteMain().or(plan::blackMain));
        return new TimeRules(clock, breaks, plan);
    }

    /** The clock from its settings (a time section or a sennichite replay's new clock). */
    static TimeControl clock(Iterable<? extends ClockSetting> settings) {
        return clock(settings, Optional.empty());
    }

    /** The clock; {@code colourMain} stands in for the main time when only per-colour times are written. */
    static TimeControl clock(Iterable<? extends ClockSetting> settings, Optional<Duration> colourMain) {
        Duration main = colourMain.orElse(Duration.ZERO);
        Duration increment = Duration.ZERO;
        Duration delay = Duration.ZERO;
        Duration byoyomi = Duration.ZERO;
        int periods = 0;
        for (ClockSetting s : settings) {
            if (s instanceof MainTime m) {
                main = Durations.of(m.getDuration());
            } else if (s instanceof Increment i) {
                increment = Durations.of(i.getDuration());
            } else if (s instanceof Delay d) {
                delay = Durations.of(d.getDuration());
            } else if (s instanceof Byoyomi b) {
                byoyomi = Durations.of(b.getDuration());
                periods = byoyomi.isZero() ? 0 : b.eIsSet(P.getByoyomi_Periods()) ? b.getPeriods() : 1;
            }
        }
        return new TimeControl(main, increment, delay, byoyomi, periods);
    }

    private static Duration breakOf(EffectiveFormat eff, BreakKind kind) {
        return eff.all(BreakSetting.class).stream().filter(b -> b.getBetween() == kind)
                .map(b -> Durations.of(b.getDuration())).findFirst().orElse(Duration.ZERO);
    }

    private static Optional<TeamRules> teams(EffectiveFormat eff) {
        if (!eff.has(P.getTeamsSection())) {
            return Optional.empty();
        }
        int size = eff.one(TeamSize.class).orElseThrow().getSize();
        int players = eff.one(PlayersPerMatch.class).orElseThrow().getCount();
        int reserves = eff.one(Reserves.class).map(Reserves::getCount).orElse(size - players);
        boolean fixedPairs = eff.one(org.rookery.format.format.FixedPairs.class).map(f -> on(f.getValue())).orElse(false);
        boolean captain = eff.one(Captain.class).map(Captain::isRequired).orElse(false);
        TeamRules.TossChoice toss = eff.one(Toss.class).map(t -> switch (t.getChoice()) {
            case SIDE -> TeamRules.TossChoice.SIDE;
            case COLOUR -> TeamRules.TossChoice.COLOUR;
        }).orElse(TeamRules.TossChoice.NONE);
        TeamRules.LineUpTiming lineUp = eff.one(LineUp.class).map(l -> switch (l.getMoment()) {
            case INNINGS -> TeamRules.LineUpTiming.BEFORE_EACH_INNINGS;
            case MATCH -> TeamRules.LineUpTiming.BEFORE_EACH_MATCH;
            case ROUND -> TeamRules.LineUpTiming.BEFORE_EACH_ROUND;
        }).orElse(TeamRules.LineUpTiming.NONE);
        return Optional.of(new TeamRules(size, players, reserves, captain, toss, lineUp, fixedPairs));
    }

    private static ConductRules conduct(EffectiveFormat eff) {
        return new ConductRules(eff.one(DrawAgreement.class).map(d -> d.getPermission() == Permission.ALLOWED),
                eff.one(RepetitionDraws.class).map(r -> r.getPermission() == Permission.ALLOWED),
                eff.one(StallingClaim.class).map(s -> Durations.of(s.getLimit())),
                eff.one(IllegalClaims.class).isPresent(),
                eff.one(TouchMove.class).map(t -> on(t.getValue())).orElse(false),
                eff.one(FlagClaim.class).isPresent());
    }

    /** An optional on/off switch: absent value means on. */
    static boolean on(OnOff value) {
        return org.rookery.format.internal.Switches.on(value);
    }
}
