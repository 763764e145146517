// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.xtext.validation.Check;
import org.rookery.format.format.BreakKind;
import org.rookery.format.format.BreakSetting;
import org.rookery.format.format.CapturePoints;
import org.rookery.format.format.Format;
import org.rookery.format.format.LineUp;
import org.rookery.format.format.LineUpMoment;
import org.rookery.format.format.OutcomeScore;
import org.rookery.format.format.Qualifiers;
import org.rookery.format.format.SennichiteRule;
import org.rookery.format.format.Stage;
import org.rookery.format.format.Toss;
import org.rookery.format.format.TossChoice;
import org.rookery.format.effective.EffectiveFormat;

/**
 * Settings that would never be used where they stand: each is an error that says why, never a
 * clean check of a rule the engine then disregards (an innings word without innings, a rule for a
 * removed stage, qualifiers for the first stage, a capture table no result scores).
 */
public class NeverUsedChecks extends FormatChecks {

    /** Words of an innings match in a format without innings: they would never be used. */
    @Check
    public void withoutInnings(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic() || eff.has(P.getInningsSection())) {
            return;
        }
        eff.all(BreakSetting.class).stream()
                .filter(b -> b.getBetween() == BreakKind.INNINGS)
                .forEach(b -> errorOn(format, b, null, "this format has no innings, so a break between innings would "
                        + "never be taken: write break between games or rounds, or remove it",
                        IssueCodes.MISPLACED_SETTING, ""));
        eff.one(LineUp.class)
                .filter(l -> l.getMoment() == LineUpMoment.INNINGS)
                .ifPresent(l -> errorOn(format, l, P.getLineUp_Moment(), "this format has no innings, so a line-up "
                        + "before each innings would never be asked for: write lineup before each match or round",
                        IssueCodes.MISPLACED_SETTING, "match"));
        eff.one(Toss.class)
                .filter(t -> t.getChoice() == TossChoice.SIDE)
                .ifPresent(t -> errorOn(format, t, P.getToss_Choice(), "this format has no innings, so there is no "
                        + "scoring or stopping side to choose: write toss winner chooses colour",
                        IssueCodes.MISPLACED_SETTING, "colour"));
    }

    /** A rule for a stage the format no longer has would never apply: it goes with its stage, said outright. */
    @Check
    public void rulesOfRemovedStages(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            return;
        }
        Set<String> stages = new HashSet<>();
        eff.all(Stage.class).forEach(s -> stages.add(s.getName()));
        for (SennichiteRule r : eff.all(SennichiteRule.class)) {
            Stage stage = r.getStage();
            if (stage == null || stage.eIsProxy() || stage.getName() == null || stages.contains(stage.getName())) {
                continue;
            }
            String words = r.getOccurrence().getLiteral() + " in " + stage.getName();
            errorOn(format, r, P.getSennichiteRule_Stage(), "this sennichite rule is for stage " + stage.getName()
                    + ", which '" + format.getName() + "' removes, so it would never apply: take the rule away too, "
                    + "with remove \"" + words + "\" in a sennichite section", IssueCodes.MISPLACED_SETTING);
        }
    }

    /** Qualifiers say how many of the stage before go on to a stage; the first stage has none before it. */
    @Check
    public void firstStageQualifiers(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        List<Stage> stages = eff.all(Stage.class);
        if (eff.cyclic() || stages.isEmpty()) {
            return;
        }
        stages.get(0).getSettings().stream().filter(Qualifiers.class::isInstance).findFirst().ifPresent(q -> errorOn(
                format, q, null, "qualifiers say how many of the stage before go on to this one, and stage "
                        + stages.get(0).getName() + " is the first stage, which every entrant plays: remove qualifiers, "
                        + "or put a stage before it", IssueCodes.MISPLACED_SETTING, ""));
    }

    /** A capture table is read only where a result scores the captured men. */
    @Check
    public void unreadCaptureTable(Format format) {
        EffectiveFormat eff = EffectiveFormat.of(format);
        if (eff.cyclic()) {
            return;
        }
        boolean read = eff.all(OutcomeScore.class).stream().anyMatch(OutcomeScore::isCaptured);
        eff.one(CapturePoints.class).filter(c -> !read).ifPresent(c -> errorOn(format, c, null, "no result scores "
                + "captured points, so this capture table would never be read: write win scores captured points, "
                + "or remove the table", IssueCodes.NO_EFFECT, ""));
    }
}
