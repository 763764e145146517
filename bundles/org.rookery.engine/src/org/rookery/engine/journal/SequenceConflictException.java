// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

/**
 * An append that names a sequence number other than the next one: the writer's view of the
 * event is out of date (another writer appended first) and must be refreshed and checked again.
 */
public class SequenceConflictException extends JournalException {

    private static final long serialVersionUID = 1L;

    public SequenceConflictException(String location, long expected, long given) {
        super(location, 0, "fact " + given + " cannot be appended: the next fact is " + expected
                + " (the journal changed since it was read)");
    }

    /** A conflict found another way (the file grew under the writer), said in {@code problem}. */
    public SequenceConflictException(String location, String problem) {
        super(location, 0, problem);
    }
}
