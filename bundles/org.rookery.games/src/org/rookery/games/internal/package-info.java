// SPDX-License-Identifier: EPL-2.0
/**
 * The readers and writers behind {@link org.rookery.games.GameFiles}: PGN and BPGN share a
 * tokenizer; KIF and CSA share the shogi coordinates. Not API: friends with the test fragment.
 */
package org.rookery.games.internal;
