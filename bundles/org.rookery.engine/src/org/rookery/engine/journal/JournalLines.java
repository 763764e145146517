// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.google.gson.JsonObject;

/**
 * The journal's lines as text, checked the one way every store checks them: a header line, and
 * the facts of one append (one JSON object on one line each, its {@code seq}, {@code batchEnd}
 * on every fact of a batch, at most {@link #MAX_FACT_BYTES}). The file journal writes and reads
 * these lines; a store on a server keeps the same texts, so that an event moves between them
 * unchanged and neither accepts a fact the other would refuse.
 */
public final class JournalLines {

    /** The longest fact accepted, in UTF-8 bytes with its newline. */
    public static final int MAX_FACT_BYTES = JournalReader.MAX_LINE_BYTES;

    private JournalLines() {
    }

    /** The header line (without its newline) that a journal with these properties starts with. */
    public static String headerLine(java.util.Map<String, String> properties) {
        JsonObject head = new JsonObject();
        head.addProperty("journal", JournalHeader.MAGIC);
        head.addProperty("version", JournalHeader.CURRENT);
        JsonObject props = new JsonObject();
        properties.forEach(props::addProperty);
        head.add("properties", props);
        return head.toString();
    }

    /**
     * Reads a header line as the file journal reads its first line.
     *
     * @throws JournalException naming {@code location} when it is not a Rookery journal header
     */
    public static JournalHeader header(String location, String line) throws JournalException {
        return new JournalReader(location).header(line, 1);
    }

    /**
     * Checks the facts of one append, numbered from {@code firstSeq}, as the file journal checks
     * them before it writes any (the line of fact {@code n} is {@code n + 1}).
     *
     * @throws JournalException naming the fact's line and what is wrong with it
     */
    public static List<StoredFact> checkAppend(String location, long firstSeq, List<String> jsons) throws JournalException {
        long lastSeq = firstSeq + jsons.size() - 1;
        List<StoredFact> stored = new ArrayList<>(jsons.size());
        for (int i = 0; i < jsons.size(); i++) {
            String json = jsons.get(i);
            long seq = firstSeq + i;
            long lineNo = seq + 1;
            if (json.indexOf('\n') >= 0 || json.indexOf('\r') >= 0) {
                throw new JournalException(location, lineNo, "a fact must be one line of JSON");
            }
            if (json.length() + 1 > MAX_FACT_BYTES || (json + "\n").getBytes(StandardCharsets.UTF_8).length > MAX_FACT_BYTES) {
                throw new JournalException(location, lineNo, "the fact is longer than " + MAX_FACT_BYTES + " bytes");
            }
            JsonObject o = JournalReader.checkFact(location, lineNo, json, seq);
            boolean marked = o.has(JournalReader.BATCH_END);
            if (jsons.size() > 1 && (!marked || !o.get(JournalReader.BATCH_END).getAsString().equals(Long.toString(lastSeq)))) {
                throw new JournalException(location, lineNo, "a fact of a batch must carry '" + JournalReader.BATCH_END
                        + "':" + lastSeq);
            }
            if (jsons.size() == 1 && marked) {
                throw new JournalException(location, lineNo, "a single fact carries no '" + JournalReader.BATCH_END + "'");
            }
            stored.add(new StoredFact(seq, lineNo, json));
        }
        return Collections.unmodifiableList(stored);
    }

    /**
     * The sequence number of the last fact of the batch {@code json} belongs to, or {@code 0} for
     * a fact recorded on its own.
     */
    public static long batchEnd(String json) {
        JsonObject o = StrictJson.parseObject(json);
        return o.has(JournalReader.BATCH_END) ? o.get(JournalReader.BATCH_END).getAsLong() : 0;
    }
}
