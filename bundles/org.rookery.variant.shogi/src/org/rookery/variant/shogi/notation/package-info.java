// SPDX-License-Identifier: EPL-2.0
/**
 * Shogi notations (rules.md §4.3): SFEN positions, USI moves, the Western (Hodges) display
 * notation and the mapping between USI square names ({@code 7g}) and the API's squares.
 */
package org.rookery.variant.shogi.notation;
