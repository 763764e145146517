// SPDX-License-Identifier: EPL-2.0
/**
 * The organiser's dry run, once for every shell: {@link org.rookery.arbiter.simulate.DryRunEvent}
 * plays a whole event of a format with generated players and random results by recording it as
 * an event folder, fact by fact as an arbiter records it (an individual or team event round by
 * round with the format's pairing engines, an innings match through its innings state machine,
 * {@link org.rookery.arbiter.simulate.InningsDryRun}), so that what the event needs next is
 * always the engine's answer. {@link org.rookery.arbiter.simulate.DryRun} is the entry point:
 * bounded in work and cancellable, it records into a scratch folder it deletes afterwards, which
 * the command line's {@code simulate} uses; the format editor records into its workspace and
 * opens the event read-only. Both report the same lines for the same format, field and seed, and
 * where a run does not complete, {@link org.rookery.arbiter.simulate.DeadEnd} says which part of
 * the format the dead end is in.
 */
package org.rookery.arbiter.simulate;
