// SPDX-License-Identifier: EPL-2.0
/**
 * Standings: the results of an event and the ranking derived from them with every tie-break a
 * format can name ({@link org.rookery.engine.format.TieBreak}).
 *
 * <p>Usage: build a {@link org.rookery.engine.standings.Crosstable} from the participants and
 * {@link org.rookery.engine.standings.PointRules#of PointRules.of(eventRules)}, record each result as
 * it arrives ({@code recordGame}, {@code recordMatch}, {@code recordBye}; recording a round again
 * replaces it, {@code clear} removes it), then ask for
 * {@code standings(eventRules.tieBreaks())}. {@code entrants(round, availability)} gives the
 * field for the pairing engine of the next round.
 * <pre>{@code
 * Crosstable table = new Crosstable(participants, PointRules.of(event));
 * table.recordGame(1, 3, 7, RoundResult.WIN);
 * table.recordBye(1, 9, RoundResult.PAIRING_BYE);
 * Standings s = table.standings(event.tieBreaks());   // s.text() for a plain table
 * List<Entrant> next = table.entrants(2, Map.of(4, Entrant.Availability.ABSENT));
 * }</pre>
 * Byes and forfeits enter the opponent-based tie-breaks by FIDE's virtual-opponent rule (see
 * {@code TieBreakValues}); participants level on points and every tie-break share a place.
 */
package org.rookery.engine.standings;
