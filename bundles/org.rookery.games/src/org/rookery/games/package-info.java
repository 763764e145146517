// SPDX-License-Identifier: EPL-2.0
/**
 * Game files: an immutable game model ({@link org.rookery.games.GameRecord}, a tree of
 * {@link org.rookery.games.GameNode}s with comments, NAGs, variations and times) and the formats
 * that read and write it ({@link org.rookery.games.GameFiles}: PGN for chess, Giraffe and
 * Guardian, BPGN for Exchange, KIF and CSA for shogi). Every move read is checked against the
 * rules engine; malformed input fails with a {@link org.rookery.games.GameFileException} that
 * names the line, the column and what was expected. Pure Java: depends on the rules API only.
 */
package org.rookery.games;
