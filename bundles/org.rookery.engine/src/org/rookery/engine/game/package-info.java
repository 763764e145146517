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
 * <li>{@link org.rookery.engine.game.PairingGames}: the games of one pairing (shogi): sennichite
 * replays under the format's {@code SennichitePolicy}, declarations judged by the variant's own
 * judge ({@code Rules.declaration()}, configured with the format's {@code DeclarationRule} through
 * the variant's options) on the rules engine's position, illegal moves on the variant's own tally (lost on the opponent's claim
 * where the variant says so), and the pairing's result.</li>
 * </ul>
 * <pre>{@code
 * PairingGames p = PairingGames.start(format, game, "group", "Aiko", "Ben");
 * p = p.apply(new PairingEvent.Sennichite(1, SennichiteBasis.AGREED_CLAIM,
 *         new PlayerClock(305_000, false), new PlayerClock(0, true)));   // game 2: colours swapped
 * p.current();                       // the game in play, with both start clocks and why it is played
 * p = p.apply(new PairingEvent.Declared(2, "Ben", sfen, true));         // judged, points shown
 * p.outcome();                       // PairingOutcome: winner, points of each, reason
 * PairingGames.replay(format, game, "group", "Aiko", "Ben", p.events());  // same state
 * }</pre>
 * A resignation the format forbids is refused with {@link org.rookery.engine.refusal.Refusal}.
 */
package org.rookery.engine.game;
