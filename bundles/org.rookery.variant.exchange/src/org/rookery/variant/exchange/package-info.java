// SPDX-License-Identifier: EPL-2.0
/**
 * Exchange chess (rules.md §3): one board with drops whose captures go to the partner. The pair
 * of boards a match is played on is the rules API's ({@link org.rookery.rules.Rules#twoBoards()},
 * {@link org.rookery.rules.LinkedBoards}), shared by every two-board variant.
 */
package org.rookery.variant.exchange;
