// SPDX-License-Identifier: EPL-2.0
/**
 * The board editor's model, in pure Java: a game over the rules API (one board or two linked
 * boards) with navigation, and the position files it is read from and saved to.
 */
package org.rookery.ui.board.model;
