// SPDX-License-Identifier: EPL-2.0
/**
 * The colour rules that Rookery's Swiss engines share, read from the FIDE Handbook's Dutch
 * system (C.04.3): one player's colour history ({@link org.rookery.engine.pairing.colour.ColourHistory}:
 * the colours of the games played, unplayed rounds and byes counting for nothing), the colour
 * preference it gives (article A.6, {@link org.rookery.engine.pairing.colour.ColourPreference}),
 * and who of a pair gets White (articles E.1 to E.5,
 * {@link org.rookery.engine.pairing.colour.ColourRules}).
 *
 * <p>Both the built-in Swiss ({@code swiss}, {@code mcmahon}) and the FIDE Dutch engine
 * ({@code dutch}) allocate colours here. What an engine keeps for itself is what is its own: the
 * Dutch engine's weights for colour criteria in its matching (C.8 to C.11) and its absolute
 * criterion C.3; the built-in Swiss's search order (a partner who wants the other colour
 * first) and its initial colour down the boards.
 *
 * <p>Usage:
 * <pre>{@code
 * ColourHistory high = ColourHistory.of(entrant.history());
 * ColourHistory low = ColourHistory.of(opponent.history());
 * Side colourOfHigh = ColourRules.forHigher(high, low, ColourRules.initialColour(entrant.id(), Side.WHITE));
 * }</pre>
 */
package org.rookery.engine.pairing.colour;
