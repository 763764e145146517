// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.nio.file.Path;

/**
 * A last line without its newline, found on open: a write cut short by a crash, never
 * acknowledged. It is moved aside into its own file rather than dropped, so an arbiter can look
 * at it.
 *
 * @param line the line number it started on
 * @param bytes its length in bytes
 * @param movedTo the file it was moved to
 */
public record TornTail(long line, long bytes, Path movedTo) {

    /** The tail as a sentence for reports. */
    public String describe() {
        return "torn last line " + line + " (" + bytes + " bytes, never acknowledged) moved to " + movedTo;
    }
}
