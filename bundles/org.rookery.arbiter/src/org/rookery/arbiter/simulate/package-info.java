// SPDX-License-Identifier: EPL-2.0
/**
 * The organiser's dry run, once for every shell: {@link org.rookery.arbiter.simulate.DryRun}
 * plays a whole event of a compiled format with generated players and random results (an innings
 * match through the innings state machine, other events round by round with the format's pairing
 * engines), bounded in work and cancellable, and says whether it completes and, where it does
 * not, which part of the format the dead end is in ({@link org.rookery.arbiter.simulate.DeadEnd}).
 * The command line's {@code simulate} calls it, and so does the format editor for a format it
 * cannot record as an event. {@link org.rookery.arbiter.simulate.DryRunEvent} plays a dry run by
 * recording it as an event folder marked to be opened only to read, so that the event views show
 * the pairings and standings it makes; for such a format the editor reports that run's outcome,
 * so the event it opens is the run it reported.
 */
package org.rookery.arbiter.simulate;
