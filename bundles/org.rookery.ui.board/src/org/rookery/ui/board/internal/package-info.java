// SPDX-License-Identifier: EPL-2.0
/** The board's image cache and other parts that are not API. */
package org.rookery.ui.board.internal;
