// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import org.eclipse.xtext.validation.ComposedChecks;

/**
 * The format language's validator: the checks live in small classes by concern; every message
 * names what is wrong and what to write instead, with its code in {@link IssueCodes}.
 */
@ComposedChecks(validators = { StructureChecks.class, GameChecks.class, NumberChecks.class, RuleChecks.class,
        EventChecks.class, ShogiChecks.class, PlanChecks.class, SpellingChecks.class,
        LimitChecks.class, NeverUsedChecks.class })
public class FormatValidator extends AbstractFormatValidator {
}
