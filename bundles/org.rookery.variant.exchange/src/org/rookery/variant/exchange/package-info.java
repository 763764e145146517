// SPDX-License-Identifier: EPL-2.0
/** Exchange chess (rules.md §3): one board with drops, and the linked pair of boards a match is played on. */
package org.rookery.variant.exchange;
