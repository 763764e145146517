// SPDX-License-Identifier: EPL-2.0
/**
 * Stages of an event, seeding, and the organiser's dry run.
 *
 * <p>Usage:
 * <ul>
 * <li>{@link org.rookery.engine.stage.Seeding#seed Seeding.seed(registrants, event.tentativeRatings())}:
 * the starting list, unrated players by the tentative rating of their grade.</li>
 * <li>{@link org.rookery.engine.stage.StagePlan#of StagePlan.of(stage, fieldSize)}: the system the stage's
 * switch picks (Newport: round robin up to 7 teams, otherwise Swiss), the engine id and the
 * rounds; {@code StagePlan.qualified(standings, StagePlan.qualifiers(nextStage, n))} gives the
 * next stage's field (a group stage, then a final).</li>
 * <li>{@link org.rookery.engine.stage.StageRun}: a stage in progress, pairing its next round from its
 * crosstable ({@code run.pair(round, availability)}, {@code run.table().recordGame(...)},
 * {@code run.recordByes(pairing)}).</li>
 * <li>{@link org.rookery.engine.stage.Simulation#run Simulation.run(format, players, seed, System.out::println)}:
 * plays a whole individual or team event with generated players and random results, and says
 * whether and how it completes ({@link org.rookery.engine.stage.SimulationReport}).</li>
 * <li>{@link org.rookery.engine.stage.PlayOffTies#find PlayOffTies.find(playOffs, standings)}: the ties the
 * final standings leave for the places the format's play-offs name, every player level in one tie;
 * {@link org.rookery.engine.stage.PlayOffProgress#of PlayOffProgress.of(...)}: where a tie's play-offs
 * stand from the games played (two players: the match the play-off names; three or more: a round
 * robin of rapid games, a ladder of Armageddon or golden games), the games due and the order they
 * give, which {@code PlayOffTies.ranking} applies to the standings. The event journal and the dry
 * run both go through these.</li>
 * </ul>
 */
package org.rookery.engine.stage;
