// SPDX-License-Identifier: EPL-2.0
/** {@code rookery engines}: engine matches, gauntlets and tournaments, and Fairy-Stockfish definitions. */
package org.rookery.cli.internal.engines;
