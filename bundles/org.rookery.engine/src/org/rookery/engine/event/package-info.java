// SPDX-License-Identifier: EPL-2.0
/**
 * An event as a log of facts, folded. Every arbiter action is a {@link org.rookery.engine.fact.Fact}
 * (the vocabulary and its codec are {@code org.rookery.engine.fact}) kept in a
 * {@link org.rookery.engine.journal.FactStore}; everything else (players, pairings, game results,
 * scores, standings, innings state) is derived by folding the facts in order
 * ({@link org.rookery.engine.event.EventState#fold}), never stored as truth. A correction or an
 * undo is itself a new fact. {@link org.rookery.engine.event.EventFolder} ties an event's place
 * (its format and its journal, {@link org.rookery.engine.event.EventPlace}) together and refuses,
 * with the rule's name, any fact the format does not allow before it is written.
 *
 * <p>The package holds the fold and what shares its state: the refusals the fold applies before
 * each fact ({@code Refusals}, {@code ResultChecks}, {@code FixedPairs}, {@code ByeRequests}, each
 * naming its rule from {@link org.rookery.engine.refusal.RuleNames}), and the bridges from facts to
 * the engine's match and stage machines ({@code InningsBridge}, {@code ShogiPairings},
 * {@code SetMatches}, {@code TeamMatches}, {@code Scheveningen}, {@link org.rookery.engine.event.EventStages},
 * {@link org.rookery.engine.event.EventPairing}). These read one another's match state through
 * package-private members, so they stay one package; what the shells read is public
 * ({@link org.rookery.engine.event.EventField}, {@link org.rookery.engine.event.RoundProgress},
 * {@link org.rookery.engine.event.ResultLines}, {@link org.rookery.engine.event.PairingChanges},
 * {@link org.rookery.engine.event.GameClocks}, {@link org.rookery.engine.event.TeamBoards}). Play-offs
 * are {@code org.rookery.engine.playoff}, team formation {@code org.rookery.engine.team}.
 */
package org.rookery.engine.event;
