// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.compiler;

import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.format.InningsRules;
import org.rookery.format.format.FollowOn;
import org.rookery.format.format.FollowOnMode;
import org.rookery.format.format.GamesPerInnings;
import org.rookery.format.format.GoldenKind;
import org.rookery.format.format.GoodGame;
import org.rookery.format.format.InningsOrder;
import org.rookery.format.format.InningsOrderSetting;
import org.rookery.format.format.InningsPerSide;
import org.rookery.format.format.Outs;
import org.rookery.format.format.ScoringColour;
import org.rookery.format.format.ScoringMaxConsecutive;
import org.rookery.format.format.SkipDecided;
import org.rookery.format.format.StoppingChooses;
import org.rookery.format.format.StoppingMaxGames;
import org.rookery.format.format.StoppingNoConsecutive;
import org.rookery.format.format.WinnerStays;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.rules.Color;

/** Compiles the innings section. Unwritten switches are off; the scoring side plays White unless told. */
final class InningsCompiler {

    private InningsCompiler() {
    }

    static Optional<InningsRules> innings(EffectiveFormat eff) {
        if (!eff.has(FormatCompiler.P.getInningsSection())) {
            return Optional.empty();
        }
        InningsRules.InningsOrder order = eff.one(InningsOrderSetting.class)
                .map(o -> o.getOrder() == InningsOrder.CONSECUTIVE ? InningsRules.InningsOrder.CONSECUTIVE
                        : InningsRules.InningsOrder.ALTERNATE)
                .orElse(InningsRules.InningsOrder.ALTERNATE);
        Color colour = eff.one(ScoringColour.class)
                .map(c -> c.getColour() == org.rookery.format.format.Colour.BLACK ? Color.BLACK : Color.WHITE)
                .orElse(Color.WHITE);
        OptionalInt scoringMax = eff.one(ScoringMaxConsecutive.class)
                .filter(s -> !s.isUnlimited()).map(s -> OptionalInt.of(s.getMax())).orElse(OptionalInt.empty());
        Optional<InningsRules.FollowOn> followOn = eff.one(FollowOn.class)
                .map(f -> new InningsRules.FollowOn(f.getThreshold(), f.getMode() == FollowOnMode.COMPULSORY));
        Optional<InningsRules.GoldenRule> golden = eff.one(org.rookery.format.format.Golden.class)
                .map(g -> new InningsRules.GoldenRule(g.getKind() == GoldenKind.ROUND, g.isRepeated()));
        return Optional.of(new InningsRules(eff.one(InningsPerSide.class).orElseThrow().getCount(),
                eff.one(GamesPerInnings.class).orElseThrow().getCount(), order, colour,
                eff.one(WinnerStays.class).map(w -> FormatCompiler.on(w.getValue())).orElse(false),
                eff.one(Outs.class).map(Outs::getLosses).orElse(1),
                eff.one(StoppingChooses.class).map(s -> FormatCompiler.on(s.getValue())).orElse(false),
                eff.one(StoppingMaxGames.class).map(StoppingMaxGames::getMax).orElse(0),
                eff.one(StoppingNoConsecutive.class).map(s -> FormatCompiler.on(s.getValue())).orElse(false),
                scoringMax,
                eff.one(GoodGame.class).map(g -> FormatCompiler.on(g.getValue())).orElse(false),
                followOn, golden,
                eff.one(SkipDecided.class).map(s -> FormatCompiler.on(s.getValue())).orElse(false),
                eff.one(org.rookery.format.format.Chase.class).map(c -> new InningsRules.Chase(c.isSameMoves()))));
    }
}
