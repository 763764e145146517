// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.compiler;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.format.AgreedClaim;
import org.rookery.format.format.DrawResult;
import org.rookery.format.format.FormatPackage;
import org.rookery.format.format.Mover;
import org.rookery.format.format.NewClock;
import org.rookery.format.format.RemainingTime;
import org.rookery.format.format.Replay;
import org.rookery.format.format.SennichiteRule;
import org.rookery.format.internal.DeclarationSettings;
import org.rookery.format.internal.Durations;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.SettingKeys;

/** Compiles the shogi sections: the sennichite policy and the impasse declaration. */
final class ShogiCompiler {

    private ShogiCompiler() {
    }

    static Optional<SennichitePolicy> sennichite(EffectiveFormat eff) {
        if (!eff.has(FormatCompiler.P.getSennichiteSection())) {
            return Optional.empty();
        }
        List<SennichitePolicy.Rule> rules = eff.all(SennichiteRule.class).stream().map(ShogiCompiler::rule).toList();
        return Optional.of(new SennichitePolicy(eff.one(AgreedClaim.class).isPresent(), rules));
    }

    private static SennichitePolicy.Rule rule(SennichiteRule r) {
        String stage = SettingKeys.linkText(r, FormatPackage.Literals.SENNICHITE_RULE__STAGE);
        SennichitePolicy.Action action;
        if (r.getAction() instanceof Replay replay) {
            SennichitePolicy.ReplayClock clock;
            if (replay.getClock() instanceof NewClock fresh) {
                clock = new SennichitePolicy.FreshClock(FormatCompiler.clock(fresh.getSettings()));
            } else {
                RemainingTime remaining = (RemainingTime) replay.getClock();
                clock = new SennichitePolicy.RemainingTime(remaining.getByoyomi() == null ? Optional.empty()
                        : Optional.of(Durations.of(remaining.getByoyomi())));
            }
            action = new SennichitePolicy.Replay(replay.isSwapped(), clock, replay.isUntilDecisive());
        } else {
            action = new SennichitePolicy.Draw(((DrawResult) r.getAction()).getPoints());
        }
        return new SennichitePolicy.Rule(r.getOccurrence().getValue() + 1,
                stage.isEmpty() ? Optional.empty() : Optional.of(stage), action);
    }

    static Optional<DeclarationRule> declaration(EffectiveFormat eff, Optional<VariantDescriptor> variant) {
        if (!eff.has(FormatCompiler.P.getDeclarationSection())) {
            return Optional.empty();
        }
        int sente = points(eff, variant, Mover.SENTE);
        int gote = points(eff, variant, Mover.GOTE);
        return Optional.of(new DeclarationRule(sente, gote, DeclarationSettings.pieces(eff, variant).orElseThrow(),
                DeclarationSettings.values(eff), DeclarationSettings.failure(eff, variant).orElseThrow(),
                DeclarationSettings.drawBand(eff, variant)));
    }

    private static int points(EffectiveFormat eff, Optional<VariantDescriptor> variant, Mover mover) {
        return DeclarationSettings.points(eff, variant, mover).orElseThrow();
    }

    /**
     * A declaration section also sets the variant's declaration options, so that the rules engine,
     * which knows only options, applies the same thresholds.
     */
    static void declarationOptions(EffectiveFormat eff, VariantDescriptor variant, Map<String, OptionValue> values,
            Set<String> explicit) {
        if (!eff.has(FormatCompiler.P.getDeclarationSection())) {
            return;
        }
        Optional<VariantDescriptor> v = Optional.of(variant);
        set(variant, values, explicit, DeclarationSettings.SENTE_POINTS, points(eff, v, Mover.SENTE));
        set(variant, values, explicit, DeclarationSettings.GOTE_POINTS, points(eff, v, Mover.GOTE));
        set(variant, values, explicit, DeclarationSettings.MIN_PIECES, DeclarationSettings.pieces(eff, v).orElseThrow());
    }

    private static void set(VariantDescriptor variant, Map<String, OptionValue> values, Set<String> explicit,
            String name, int value) {
        if (variant.option(name).isPresent()) {
            values.put(name, new OptionValue.IntValue(value));
            explicit.add(name);
        }
    }
}
