// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.compiler;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.format.ClockPlan;
import org.rookery.format.format.ClockConsequence;
import org.rookery.format.format.Colour;
import org.rookery.format.format.ColourTime;
import org.rookery.format.format.Increment;
import org.rookery.format.format.MainTime;
import org.rookery.format.format.Period;
import org.rookery.format.format.ReplayByoyomi;
import org.rookery.format.internal.Durations;
import org.rookery.format.effective.EffectiveFormat;

/** Compiles the parts of the time section beyond one clock into a {@link ClockPlan}. */
final class TimeCompiler {

    private TimeCompiler() {
    }

    static ClockPlan plan(EffectiveFormat eff) {
        OptionalInt firstMoves = eff.one(MainTime.class).filter(m -> m.eIsSet(FormatCompiler.P.getMainTime_Moves()))
                .map(m -> OptionalInt.of(m.getMoves())).orElse(OptionalInt.empty());
        List<ClockPlan.Period> periods = eff.all(Period.class).stream()
                .map(p -> new ClockPlan.Period(Durations.of(p.getDuration()),
                        p.eIsSet(FormatCompiler.P.getPeriod_Moves()) ? OptionalInt.of(p.getMoves()) : OptionalInt.empty()))
                .toList();
        int fromMove = eff.one(Increment.class).filter(i -> i.eIsSet(FormatCompiler.P.getIncrement_FromMove()))
                .map(Increment::getFromMove).orElse(1);
        Optional<Duration> bonus = eff.all(ClockConsequence.class).stream().filter(ClockConsequence::isBonus)
                .map(c -> Durations.of(c.getDuration())).findFirst();
        Optional<Duration> penalty = eff.all(ClockConsequence.class).stream().filter(c -> !c.isBonus())
                .map(c -> Durations.of(c.getDuration())).findFirst();
        Optional<Duration> replay = eff.one(ReplayByoyomi.class).map(r -> Durations.of(r.getDuration()));
        return new ClockPlan(firstMoves, periods, colourMain(eff, Colour.WHITE), colourMain(eff, Colour.BLACK),
                fromMove, bonus, penalty, replay);
    }

    private static Optional<Duration> colourMain(EffectiveFormat eff, Colour colour) {
        return eff.all(ColourTime.class).stream().filter(c -> c.getColour() == colour)
                .map(c -> Durations.of(c.getDuration())).findFirst();
    }
}
