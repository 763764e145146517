// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.engine.journal.FileJournal;

/** Event folders written with the file journal, for the store's own tests (no format is compiled there). */
final class Folders {

    private Folders() {
    }

    /** A fact line as the event layer writes one. */
    static String fact(long seq, String player) {
        return "{\"seq\":" + seq + ",\"at\":\"2026-12-01T10:00:00Z\",\"by\":\"Maria\",\"type\":\"register\",\"player\":\""
                + player + "\"}";
    }

    /** An event folder with a format file and {@code facts} single facts, then one batch of three. */
    static Path event(Path dir, int facts) throws IOException {
        Files.createDirectories(dir.resolve("format/shared"));
        Files.writeString(dir.resolve("format/main.tfl"), "format Main\nimport \"shared/part.tfl\"\n");
        Files.writeString(dir.resolve("format/shared/part.tfl"), "// part\n");
        Map<String, String> header = new LinkedHashMap<>();
        header.put("format", "format/main.tfl");
        header.put("formatName", "Main");
        header.put("formatFiles", "main.tfl,shared/part.tfl");
        header.put("formatSha256", "0".repeat(64));
        header.put("factsVersion", "1");
        header.put("created", "2026-12-01T09:00:00Z");
        try (FileJournal j = FileJournal.create(dir.resolve("journal.jsonl"), header)) {
            for (int i = 1; i <= facts; i++) {
                j.append(i, fact(i, "P" + i));
            }
            long first = facts + 1L;
            long last = facts + 3L;
            j.appendAll(first, List.of(batch(first, last, "B1"), batch(first + 1, last, "B2"), batch(last, last, "B3")));
        }
        return dir;
    }

    static String batch(long seq, long end, String player) {
        return "{\"seq\":" + seq + ",\"at\":\"2026-12-01T10:00:00Z\",\"by\":\"Maria\",\"type\":\"register\",\"player\":\""
                + player + "\",\"batchEnd\":" + end + "}";
    }
}
