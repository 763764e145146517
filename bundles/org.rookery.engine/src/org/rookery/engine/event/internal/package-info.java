// SPDX-License-Identifier: EPL-2.0
/**
 * The bridges from an event's facts to the engine's match and stage machines, not API (exported
 * {@code x-internal}): {@code InningsBridge} feeds an innings match's facts to
 * {@link org.rookery.engine.innings.InningsMatch}, {@code SetMatches} reads a round's pairings as
 * matches of sets ({@link org.rookery.engine.pairing.MatchScore}), {@code TeamMatches} as team
 * matches ({@link org.rookery.engine.team.TeamMatch}), {@code Scheveningen} lays out a Scheveningen
 * match's boards, and {@code RoundStages} tells which stage a paired round belongs to.
 *
 * <p>The fold ({@link org.rookery.engine.event.EventState}), what the shells read of it
 * ({@link org.rookery.engine.event.EventField}, {@link org.rookery.engine.event.EventPairing},
 * {@link org.rookery.engine.event.TeamBoards}, ...) and the refusals
 * ({@code org.rookery.engine.refusal.internal}) ask the bridges; the bridges only read the folded
 * state and refuse nothing themselves, except where a machine owns its rules (the innings match
 * and the team match refuse what their rules forbid).
 */
package org.rookery.engine.event.internal;
