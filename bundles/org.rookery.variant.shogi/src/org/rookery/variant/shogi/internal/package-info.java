// SPDX-License-Identifier: EPL-2.0
/**
 * Implementation details of the shogi variant: the promotion law the engine consults on zone
 * moves and the set-up checks for impossible positions. Not API; exported only to the tests.
 */
package org.rookery.variant.shogi.internal;
