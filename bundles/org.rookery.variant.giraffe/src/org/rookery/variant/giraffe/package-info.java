// SPDX-License-Identifier: EPL-2.0
/** Giraffe chess (rules.md §1): the 68-square board, giraffes, crowning and the revenge rule. */
package org.rookery.variant.giraffe;
