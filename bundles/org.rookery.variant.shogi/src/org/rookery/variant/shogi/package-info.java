// SPDX-License-Identifier: EPL-2.0
/**
 * Shogi under FESA rules (rules.md §4, §6.5): the {@link org.rookery.variant.shogi.ShogiVariant}
 * service with its options, the piece set, the 27-point declaration judge
 * ({@link org.rookery.variant.shogi.DeclarationCheck}) and the advisory sennichite detector
 * ({@link org.rookery.variant.shogi.Sennichite}). Sente is the API's {@code WHITE}.
 */
package org.rookery.variant.shogi;
