// SPDX-License-Identifier: EPL-2.0
/**
 * Engines as Rookery plays them: one {@link org.rookery.engines.Engine} interface over the UCI,
 * USI and xboard (CECP v2) protocols, each engine a separate process watched for hangs, crashes,
 * floods, malformed lines and illegal moves; engine configuration files; the Fairy-Stockfish
 * variant definition written from Rookery's variants; and engine games and matches refereed by
 * the rules engine on the clock bundle's clocks. See {@code docs/engines.md}.
 */
package org.rookery.engines;
