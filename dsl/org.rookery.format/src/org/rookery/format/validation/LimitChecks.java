// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.rookery.format.format.BreakSetting;
import org.rookery.format.format.Duration;
import org.rookery.format.internal.Durations;
import org.rookery.format.internal.Limits;

/** Sizes beyond their bound in {@link Limits}: each an error that says the bound, why, and what to write. */
public class LimitChecks extends FormatChecks {

    @Check
    public void bounded(EObject setting) {
        for (EAttribute a : setting.eClass().getEAllAttributes()) {
            Optional<Limits.Limit> limit = Limits.of(a);
            if (limit.isEmpty() || !setting.eIsSet(a) || !(setting.eGet(a) instanceof Integer n)
                    || n <= limit.get().max()) {
                continue;
            }
            String max = Integer.toString(limit.get().max());
            String line = limit.get().line();
            error(n + " is beyond what Rookery plays in '" + line.replace("#", "N").replace(" 0.5", "")
                    + "': at most " + max + ", since " + limit.get().why() + "; write " + line.replace("#", max),
                    setting, a, IssueCodes.NUMBER_OUT_OF_RANGE, max);
        }
    }

    @Check
    public void duration(Duration written) {
        boolean isBreak = written.eContainer() instanceof BreakSetting;
        java.time.Duration longest = isBreak ? Limits.LONGEST_BREAK : Limits.LONGEST;
        java.time.Duration d = Durations.of(written);
        if (d.compareTo(longest) > 0) {
            String bound = isBreak ? longest.toDays() + " days" : longest.toHours() + " hours";
            error("a time of " + d.toHours() + " hours" + " is beyond what Rookery plays: at most " + bound + ", since "
                    + (isBreak ? "a break is at most the month between two rounds of a league"
                            : "a game and every time in it is one day's play")
                    + "; write " + (isBreak ? longest.toDays() * 24 : longest.toHours()) + " h or less", written, null,
                    IssueCodes.NUMBER_OUT_OF_RANGE, (isBreak ? longest.toDays() * 24 : longest.toHours()) + " h");
        }
    }
}
