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
 * <li>The dry run plays the format's play-offs with random results through
 * {@code org.rookery.engine.playoff} ({@link org.rookery.engine.playoff.PlayOffTies},
 * {@link org.rookery.engine.playoff.PlayOffProgress}), as the event journal does.</li>
 * </ul>
 */
package org.rookery.engine.stage;
