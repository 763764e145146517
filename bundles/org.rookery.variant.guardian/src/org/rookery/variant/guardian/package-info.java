// SPDX-License-Identifier: EPL-2.0
/** Guardian chess (rules.md §2): 10x10, the Q2 guardian, seed castling and pool promotion. */
package org.rookery.variant.guardian;
