// SPDX-License-Identifier: EPL-2.0
/**
 * Team events formed on the night (Newport Exchange, seed 002): teams balanced by grade, each
 * round's line-up with a rotating bye, and the team match with its board order, colours and end
 * rule. Team standings are a {@link org.rookery.engine.standings.Crosstable} whose participants
 * are the teams ({@code PointRules.of(event)} ranks by match points).
 *
 * <p>Usage:
 * <pre>{@code
 * TeamFormation f = TeamFormation.form(players, teamRules.playersPerMatch(), event.teamMatches().get(), Optional.empty());
 * f.explanation();                          // the balancing in words
 * RoundLineUp lineUp = f.lineUp(round);     // members by team, strongest first; who sits out
 * TeamMatch m = new TeamMatch(lineUp.members().get(a - 1), lineUp.members().get(b - 1), rules, gamePoints);
 * m.boards();                               // board 1: first-named team White
 * m.record(1, RoundResult.WIN).ifPresent(r -> table.recordMatch(round, a, b, r.firstResult(),
 *         r.firstGamePoints(), r.secondGamePoints()));
 * }</pre>
 * In an event's journal, {@link org.rookery.engine.team.TeamFormations} proposes and checks the
 * {@code form-teams} fact (teams balanced from the registered players) and a rotating bye's seats
 * for a round; {@link org.rookery.engine.team.Teams} says which team a player plays for.
 * A bye a team asked for scores the stage's worth in match points and
 * {@link org.rookery.engine.team.TeamByes#gamePoints TeamByes.gamePoints(worth, matchPoints, gamePoints, boards)}
 * in game points ({@code table.recordRequestedBye(round, team, worth, gamePoints)}).
 */
package org.rookery.engine.team;
