// SPDX-License-Identifier: EPL-2.0
/**
 * Claims an arbiter judges before recording them, for every shell: a shogi impasse declaration
 * judged by the variant's one judge, and a sennichite with what the format's policy does next and
 * the replay's id ({@link org.rookery.arbiter.claims.ShogiClaims}).
 */
package org.rookery.arbiter.claims;
