// SPDX-License-Identifier: EPL-2.0
/**
 * Proof that a game on two linked boards is added by one bundle: this bundle contributes Los
 * Alamos bughouse and checks, as a user would, that the board editor opens it with its two
 * boards, that BPGN files read and write it, and that the command line lists, perfts and prints
 * it, with no change to the game-file, board or command-line bundles.
 */
package org.rookery.variants.twoboard.tests;
