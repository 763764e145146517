// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal.tests;

import java.nio.file.Path;

import org.rookery.engine.journal.FileJournal;

/**
 * The program {@link JournalKillTest} starts and kills: appends facts to the journal named by
 * its argument without end and prints each sequence number once the append has returned, which
 * is the moment the fact counts as acknowledged. With a second argument {@code batches} it
 * appends batches of {@link #BATCH} facts and prints the last sequence number of each batch.
 */
public final class JournalWriterProcess {

    private JournalWriterProcess() {
    }

    /** The text of fact {@code seq}, so the test can check each one came back whole. */
    static String fact(long seq) {
        return "{\"seq\":" + seq + ",\"type\":\"note\",\"by\":\"arbiter\",\"text\":\"" + "x".repeat((int) (seq % 97)) + "\"}";
    }

    /** The facts in one batch: large enough that a kill often falls in the middle of writing one. */
    static final int BATCH = 200;

    /** The text of fact {@code seq} of the batch ending with {@code end}: a long one. */
    static String batchFact(long seq, long end) {
        return "{\"seq\":" + seq + ",\"batchEnd\":" + end + ",\"type\":\"note\",\"text\":\"" + "y".repeat(4000) + "\"}";
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 1 && args[1].equals("batches")) {
            try (FileJournal journal = FileJournal.open(Path.of(args[0]))) {
                while (true) {
                    long first = journal.nextSequence();
                    long end = first + BATCH - 1;
                    java.util.List<String> batch = new java.util.ArrayList<>();
                    for (long seq = first; seq <= end; seq++) {
                        batch.add(batchFact(seq, end));
                    }
                    journal.appendAll(first, batch);
                    System.out.println(end);
                    System.out.flush();
                }
            }
        }
        try (FileJournal journal = FileJournal.open(Path.of(args[0]))) {
            for (long seq = journal.nextSequence();; seq++) {
                journal.append(seq, fact(seq));
                System.out.println(seq);
                System.out.flush();
            }
        }
    }
}
