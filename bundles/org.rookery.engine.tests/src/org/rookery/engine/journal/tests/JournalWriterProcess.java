// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal.tests;

import java.nio.file.Path;

import org.rookery.engine.journal.FileJournal;

/**
 * The program {@link JournalKillTest} starts and kills: appends facts to the journal named by
 * its argument without end and prints each sequence number once the append has returned, which
 * is the moment the fact counts as acknowledged.
 */
public final class JournalWriterProcess {

    private JournalWriterProcess() {
    }

    /** The text of fact {@code seq}, so the test can check each one came back whole. */
    static String fact(long seq) {
        return "{\"seq\":" + seq + ",\"type\":\"note\",\"by\":\"arbiter\",\"text\":\"" + "x".repeat((int) (seq % 97)) + "\"}";
    }

    public static void main(String[] args) throws Exception {
        try (FileJournal journal = FileJournal.open(Path.of(args[0]))) {
            for (long seq = journal.nextSequence();; seq++) {
                journal.append(seq, fact(seq));
                System.out.println(seq);
                System.out.flush();
            }
        }
    }
}
