// SPDX-License-Identifier: EPL-2.0
/**
 * Innings matches as the arbiter runs them, for every shell: the id and colours of the next game
 * of an innings ({@link org.rookery.arbiter.innings.InningsGames}).
 */
package org.rookery.arbiter.innings;
