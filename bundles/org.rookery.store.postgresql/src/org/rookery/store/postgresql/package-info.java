// SPDX-License-Identifier: EPL-2.0
/**
 * Events in a shared PostgreSQL database that several arbiters write at once. An
 * {@link org.rookery.store.postgresql.ServerAddress} ({@code postgresql://USER@HOST[:PORT]/DATABASE/EVENT})
 * names an event on a server; {@link org.rookery.store.postgresql.EventServer} opens it as an
 * {@link org.rookery.engine.event.EventPlace} (so {@link org.rookery.engine.event.EventFolder}
 * records facts there with the same refusal rules, checked against the latest facts inside the
 * append's transaction), moves events between folders and the database, and sets a database up
 * with its arbiter and read-only accounts. Passwords come from {@link org.rookery.store.postgresql.ServerPassword},
 * never from the command line.
 */
package org.rookery.store.postgresql;
