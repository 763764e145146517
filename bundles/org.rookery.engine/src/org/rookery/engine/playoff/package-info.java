// SPDX-License-Identifier: EPL-2.0
/**
 * Play-offs, in one place: which ties the final standings leave for the places a format's
 * play-offs name ({@link org.rookery.engine.playoff.PlayOffTies#find PlayOffTies.find(playOffs, standings)}),
 * where a tie's play-offs stand from the games played
 * ({@link org.rookery.engine.playoff.PlayOffProgress#of PlayOffProgress.of(...)}: two players play
 * the match the play-off names; three or more a round robin of rapid games, a ladder of Armageddon
 * or golden games), the games due and the order they give, which {@code PlayOffTies.ranking}
 * applies to the standings, and a play-off's name ({@link org.rookery.engine.playoff.PlayOffNames}).
 *
 * <p>{@link org.rookery.engine.playoff.PlayOffs} is the event journal's side of them: the ties of a
 * folded event, the next play-off pairing, the final ranking and the refusal of play-off games
 * the standings do not call for. The organiser's dry run ({@code org.rookery.engine.stage}) plays
 * the same play-offs with random results through these classes.
 */
package org.rookery.engine.playoff;
