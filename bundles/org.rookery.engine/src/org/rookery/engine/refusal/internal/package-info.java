// SPDX-License-Identifier: EPL-2.0
/**
 * The checks that refuse a fact, not API (exported {@code x-internal}): before each fact the fold
 * ({@link org.rookery.engine.event.EventState}) asks {@code Refusals}, which dispatches by fact type
 * to the event's own checks (who exists, which game is open, what the conduct rules allow),
 * {@code ResultChecks} (a result against the variant's endings, the clocks, a decided match of
 * sets, what the scoring section can score), {@code FixedPairs} and {@code ByeRequests} (requested
 * byes: their check, and the round's requests and worth the fold's field reads). Each refusal
 * names its rule from {@link org.rookery.engine.refusal.RuleNames}. A play-off's checks are
 * {@link org.rookery.engine.playoff.PlayOffs#check}, a team formation's
 * {@link org.rookery.engine.team.TeamFormations#check}; the innings rules are the innings
 * machine's, reached through {@code org.rookery.engine.event.internal.InningsBridge}.
 */
package org.rookery.engine.refusal.internal;
