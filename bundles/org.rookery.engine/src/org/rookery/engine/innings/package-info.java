// SPDX-License-Identifier: EPL-2.0
/**
 * The innings match (G20 style) as an immutable state driven by arbiter actions.
 *
 * <h2>Usage (for the event journal and the workbench)</h2>
 * <pre>{@code
 * InningsMatch m = InningsMatch.start(format, registry);        // or start(format, scorer)
 * m = m.apply(new InningsAction.TeamRegistered("Lions", lions7));
 * m = m.apply(new InningsAction.TeamRegistered("Tigers", tigers7));
 * m = m.apply(new InningsAction.SquadNamed("Lions", lions5, "L1"));   // both teams
 * m = m.apply(new InningsAction.TossWon("Lions"));
 * m = m.apply(new InningsAction.TossChoice("Lions", SideRole.SCORING));
 * m = m.apply(new InningsAction.BattingOrder("Lions", order));        // before each innings
 * m = m.apply(new InningsAction.StoppingPlayerChosen("T3"));          // each game
 * m = m.apply(new InningsAction.GameResult(1, 1, report));            // innings, game, GameReport
 * m.phase(); m.due();                 // what is awaited next, in words
 * m.innings();                        // InningsCard scorecards: games, batters, totals, target
 * m.result();                         // MatchResult once finished
 * InningsMatch again = InningsMatch.replay(format, scorer, m.actions());   // same state
 * }</pre>
 * Actions are plain records ({@link org.rookery.engine.innings.InningsAction}); the fold is
 * deterministic, so a journal stores the actions as facts and replays them. An action the rules do
 * not allow throws {@link org.rookery.engine.refusal.Refusal} (rule name + what and why) and leaves
 * the state untouched. Rotation trouble that refuses nothing yet is reported in
 * {@link org.rookery.engine.innings.InningsMatch#warnings()}; when no legal stopping choice is left
 * the arbiter records one with an override reason.
 * <p>
 * Readings of the seed (rules.md 1.10, 6.2): a scoring player who reaches the format's limit of
 * consecutive games retires not out; under the good-game exception a retired player may come back
 * only for the innings' last game once nobody else may come in. With "skip decided innings" on,
 * the match ends as soon as the only team with innings left leads. A golden round is one innings
 * of one game per team, its toss decides who bats first, and its totals decide the match.
 */
package org.rookery.engine.innings;
