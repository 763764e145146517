// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

/** How a column's cells sit in their width: text left, numbers right, short marks centred. */
public enum Align {
    LEFT, CENTER, RIGHT
}
