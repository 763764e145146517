// SPDX-License-Identifier: EPL-2.0
/**
 * The board editor of position files, its undoable operations, promotion chooser and set-up
 * palette, and the welcome view that opens an example of each variant.
 */
package org.rookery.ui.board.editor;
