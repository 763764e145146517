// SPDX-License-Identifier: EPL-2.0
/**
 * Refusals: an arbiter action that a rule forbids is refused with the rule's name before any
 * fact is written ({@link org.rookery.engine.refusal.Refusal}).
 */
package org.rookery.engine.refusal;
