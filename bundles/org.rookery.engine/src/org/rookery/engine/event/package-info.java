// SPDX-License-Identifier: EPL-2.0
/**
 * An event as a log of facts. Every arbiter action is a {@link org.rookery.engine.event.Fact}
 * (who, when, what) kept in a {@link org.rookery.engine.journal.FactStore}; everything else
 * (players, pairings, game results, scores, standings, innings state) is derived by folding the
 * facts in order ({@link org.rookery.engine.event.EventState#fold}), never stored as truth. A
 * correction or an undo is itself a new fact. {@link org.rookery.engine.event.EventFolder} ties an
 * event's folder (its format and its journal) together and refuses, with the rule's name, any
 * fact the format does not allow before it is written.
 */
package org.rookery.engine.event;
