// SPDX-License-Identifier: EPL-2.0
/**
 * One game of a format, run on the rules engine and scored.
 *
 * <h2>Usage</h2>
 * <pre>{@code
 * BoundGame game = GameBridge.bind(format, registry);      // variant, options, Rules from the registry
 * GameScorer scorer = GameScorer.of(format, game);         // the format's ScoringRules
 * GameScore s = scorer.score(new GameReport(GameOutcome.WIN, Termination.TIME_FORFEIT,
 *         List.of("P", "Q"), 16_000, 0, 0, 1));            // captured letters, clocks in ms, illegal moves
 * s.total();  s.basis();  s.explanation();
 * }</pre>
 * <ul>
 * <li>{@link org.rookery.engine.game.GameBridge}: {@code GameSpec} (and a declaration section) to
 * {@code Variant}/{@code VariantOptions}/{@code Rules}, through a {@code VariantRegistry} only.</li>
 * <li>{@link org.rookery.engine.game.GameReport} / {@link org.rookery.engine.game.GameScorer} /
 * {@link org.rookery.engine.game.GameScore}: a finished game of an innings match and its score.</li>
 * </ul>
 * A resignation the format forbids is refused with {@link org.rookery.engine.refusal.Refusal}.
 */
package org.rookery.engine.game;
