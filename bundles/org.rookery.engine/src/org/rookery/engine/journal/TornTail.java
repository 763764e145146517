// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The end of a journal that holds no acknowledged fact: a last line cut short by a crash, or the
 * first facts of a batch whose last fact never reached the disk. Such a tail is never counted. A
 * journal opened for writing moves it aside into a file of its own (so an arbiter can look at it)
 * before it appends; a journal opened only for reading leaves the file as it is.
 *
 * @param journal the journal file
 * @param line the line the tail starts on
 * @param bytes its length in bytes
 * @param what what it is, e.g. {@code torn last line} or {@code unfinished batch (facts 12-13 of 12-16)}
 * @param movedTo the file it was moved to, or empty when the journal was only read
 */
public record TornTail(Path journal, long line, long bytes, String what, Optional<Path> movedTo) {

    /** The tail as a sentence for reports, starting with the journal's file and line. */
    public String describe() {
        String head = journal + ":" + line + ": " + what + " (" + bytes + " bytes, never acknowledged)";
        return movedTo.map(m -> head + " moved to " + m)
                .orElse(head + " is not counted; the file is left as it is, and the next command that records"
                        + " a fact moves it aside");
    }
}
