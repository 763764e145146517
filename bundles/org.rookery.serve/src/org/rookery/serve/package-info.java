// SPDX-License-Identifier: EPL-2.0
/**
 * The live results server: a read-only web server for events, whose pages (pairings with the
 * engine's reasons, standings, crosstable, each player's games, each game with its clock, the
 * innings scorecard, the format's rules, a hall display, downloads) work as plain HTML and
 * update themselves over server-sent events within a second of a new fact. A {@link org.rookery.serve.ServedEvent} is where the server reads an event from: a
 * folder today ({@link org.rookery.serve.FolderEvent}), any other store that folds facts into an
 * {@link org.rookery.engine.event.EventState} tomorrow. {@link org.rookery.serve.ResultsServer}
 * serves a list of them on a loopback address by default.
 */
package org.rookery.serve;
