// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** Whether a drawing condition ends the game by itself or only when a player claims it. */
public enum DrawMode {
    /** The game ends as soon as the condition holds. */
    AUTOMATIC,
    /** The condition lets a player claim a draw ({@link Rules#claimableDraw}). */
    CLAIM
}
