// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.compiler;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.TimeControl;
import org.rookery.format.format.Armageddon;
import org.rookery.format.format.GoldenPlayOff;
import org.rookery.format.format.MatchFormat;
import org.rookery.format.format.MatchWonOn;
import org.rookery.format.format.PlayOff;
import org.rookery.format.format.PlayOffTiming;
import org.rookery.format.format.RapidMatch;
import org.rookery.format.internal.Durations;
import org.rookery.format.effective.EffectiveFormat;

/** Compiles an event's match format, match decision and play-offs into an {@link EventPlan}. */
final class PlayOffCompiler {

    private PlayOffCompiler() {
    }

    static EventPlan plan(EffectiveFormat eff) {
        Optional<EventPlan.MatchFormat> match = eff.one(MatchFormat.class)
                .map(m -> new EventPlan.MatchFormat(m.getCount(), m.isSets() ? m.getGames() : 1));
        List<EventPlan.PlayOff> playOffs = eff.all(PlayOff.class).stream().map(PlayOffCompiler::playOff).toList();
        return new EventPlan(match, eff.one(MatchWonOn.class).isPresent(), playOffs);
    }

    private static EventPlan.PlayOff playOff(PlayOff p) {
        int places = p.eIsSet(FormatCompiler.P.getPlayOff_Places()) ? p.getPlaces() : 1;
        EventPlan.Kind kind;
        if (p.getKind() instanceof Armageddon a) {
            kind = new EventPlan.Armageddon(Durations.of(a.getWhite()), Durations.of(a.getBlack()), a.isDrawOdds());
        } else if (p.getKind() instanceof RapidMatch r) {
            Duration increment = r.getIncrement() == null ? Duration.ZERO : Durations.of(r.getIncrement());
            kind = new EventPlan.RapidMatch(r.getGames(), new TimeControl(Durations.of(r.getClock()), increment,
                    Duration.ZERO, Duration.ZERO, 0));
        } else {
            kind = new EventPlan.GoldenGame(TimeControl.suddenDeath(Durations.of(((GoldenPlayOff) p.getKind()).getClock())));
        }
        return new EventPlan.PlayOff(places, kind, p.getTiming() == PlayOffTiming.BEFORE);
    }
}
