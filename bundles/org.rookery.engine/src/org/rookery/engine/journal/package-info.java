// SPDX-License-Identifier: EPL-2.0
/**
 * The durable log an event is made of. A {@link org.rookery.engine.journal.FactStore} holds
 * facts as lines of JSON, each with its sequence number, and acknowledges an append only once
 * the fact is on disk. {@link org.rookery.engine.journal.FileJournal} is the embedded store: one
 * JSON Lines file in the event's folder; a shared database server can implement the same
 * interface for events run by several arbiters at once. The store knows nothing about what a
 * fact means: {@code org.rookery.engine.event} gives facts their meaning.
 */
package org.rookery.engine.journal;
