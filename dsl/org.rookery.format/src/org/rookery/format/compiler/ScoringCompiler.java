// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.compiler;

import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.format.format.CapturePoints;
import org.rookery.format.format.EarlyWin;
import org.rookery.format.format.Floor;
import org.rookery.format.format.IllegalMove;
import org.rookery.format.format.OutcomeScore;
import org.rookery.format.format.PenaltyTimeout;
import org.rookery.format.format.Permission;
import org.rookery.format.format.Resignation;
import org.rookery.format.internal.Durations;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.Switches;
import org.rookery.format.internal.Tables;

/** Compiles the scoring section. Resignation is allowed and scores have no floor unless written. */
final class ScoringCompiler {

    private ScoringCompiler() {
    }

    static Optional<ScoringRules> scoring(EffectiveFormat eff) {
        if (!eff.has(FormatCompiler.P.getScoringSection())) {
            return Optional.empty();
        }
        Map<GameOutcome, ScoringRules.Score> outcomes = new EnumMap<>(GameOutcome.class);
        for (OutcomeScore o : eff.all(OutcomeScore.class)) {
            outcomes.put(GameOutcome.valueOf(o.getOutcome().getName()),
                    o.isCaptured() ? new ScoringRules.Score.Captured() : new ScoringRules.Score.Flat(o.getValue()));
        }
        Map<SideRole, BigDecimal> illegal = new EnumMap<>(SideRole.class);
        for (IllegalMove m : eff.all(IllegalMove.class)) {
            illegal.put(SideRole.valueOf(Switches.illegalMoveRole(m).getName()), m.getValue());
        }
        return Optional.of(new ScoringRules(
                eff.one(CapturePoints.class).flatMap(c -> Tables.of(c.getValues())),
                outcomes,
                eff.one(EarlyWin.class).map(e -> new ScoringRules.EarlyWin(e.getCount(), e.getValue())),
                eff.one(PenaltyTimeout.class)
                        .map(p -> new ScoringRules.PenaltyTimeout(Durations.of(p.getMargin()), p.getValue())),
                illegal,
                eff.one(Resignation.class).map(r -> r.getPermission() == Permission.ALLOWED).orElse(true),
                eff.one(Floor.class).filter(f -> !f.isNone()).map(Floor::getValue)));
    }
}
