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
 * <p>The package holds the facade and the fold: {@code EventFolder}, {@code EventPlace}, the folded
 * {@link org.rookery.engine.event.EventState} with its games ({@link org.rookery.engine.event.GameRecord}),
 * its shogi pairings' replays ({@code ShogiPairings}, which only the fold drives), and what the shells
 * read of it ({@link org.rookery.engine.event.EventField}, {@link org.rookery.engine.event.EventPairing},
 * {@link org.rookery.engine.event.EventStages}, {@link org.rookery.engine.event.RoundProgress},
 * {@link org.rookery.engine.event.ResultLines}, {@link org.rookery.engine.event.PairingChanges},
 * {@link org.rookery.engine.event.GameClocks}, {@link org.rookery.engine.event.TeamBoards}). The checks
 * that refuse a fact are {@code org.rookery.engine.refusal.internal}, the bridges to the engine's match
 * and stage machines {@code org.rookery.engine.event.internal}; neither is API. Play-offs are
 * {@code org.rookery.engine.playoff}, team formation {@code org.rookery.engine.team}.
 */
package org.rookery.engine.event;
