// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.io.IOException;

/**
 * A journal that cannot be read as written, or a fact that cannot be stored. The message names
 * the file and line ({@code FILE:LINE: what is wrong}); the file itself is left as it is.
 */
public class JournalException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String location;
    private final long line;

    /**
     * @param location the file (or store) concerned
     * @param line the line concerned, 0 when the problem is not on one line
     * @param problem what is wrong there
     */
    public JournalException(String location, long line, String problem) {
        super(location + (line > 0 ? ":" + line : "") + ": " + problem);
        this.location = location;
        this.line = line;
    }

    /** The file or store concerned. */
    public String location() {
        return location;
    }

    /** The line concerned, 0 when none. */
    public long line() {
        return line;
    }
}
