// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * Reads a journal's bytes line by line and checks the envelope of every line: strict UTF-8, one
 * strict JSON object, the header first, then facts numbered 1, 2, 3..., each batch of facts
 * whole. Stops at the first problem with its line. A last line without a newline that reads as
 * a complete fact is a fact; one that does not (a write cut short) is returned as the torn tail,
 * not judged, and so are the facts of a batch whose last fact is missing.
 */
final class JournalReader {

    /** The longest line accepted: far above any real fact, far below what would exhaust memory. */
    static final int MAX_LINE_BYTES = 1 << 20;

    /** The envelope field that marks a fact as one of a batch: the sequence number of the batch's last fact. */
    static final String BATCH_END = "batchEnd";

    /** The longest header property (the list of format files is the longest one written). */
    static final int MAX_PROPERTY = 10_000;

    /**
     * What was read.
     *
     * @param goodLength the bytes up to the end of the last fact kept
     * @param unterminated whether that fact's line has no newline (a complete fact all the same)
     * @param tailLine the line the tail starts on
     * @param tailBytes the length of the tail (0: none)
     * @param tailWhat what the tail is
     */
    record Contents(JournalHeader header, List<StoredFact> facts, long goodLength, boolean unterminated, long tailLine,
            long tailBytes, String tailWhat) {
    }

    private final String location;

    JournalReader(String location) {
        this.location = location;
    }

    Contents read(InputStream raw) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        List<StoredFact> facts = new ArrayList<>();
        List<Long> starts = new ArrayList<>();
        JournalHeader header = null;
        long lineNo = 0;
        long goodLength = 0;
        long offset = 0;
        long batchEnd = 0;
        int batchStart = -1;
        byte[] chunk = new byte[1 << 16];
        int n;
        while ((n = raw.read(chunk)) >= 0) {
            int from = 0;
            while (from < n) {
                int newline = from;
                while (newline < n && chunk[newline] != '\n') {
                    newline++;
                }
                if (line.size() + (newline - from) > MAX_LINE_BYTES) {
                    throw new JournalException(location, lineNo + 1, "line is longer than " + MAX_LINE_BYTES
                            + " bytes; this is not a journal Rookery wrote");
                }
                line.write(chunk, from, newline - from);
                offset += newline - from;
                if (newline == n) {
                    break;
                }
                offset++;
                from = newline + 1;
                lineNo++;
                String text = utf8(line.toByteArray(), lineNo);
                line.reset();
                if (header == null) {
                    header = header(text, lineNo);
                } else {
                    long seq = facts.size() + 1L;
                    JsonObject o = checkFact(location, lineNo, text, seq);
                    batchEnd = batch(o, lineNo, seq, batchEnd);
                    if (batchEnd > 0 && batchStart < 0) {
                        batchStart = facts.size();
                    }
                    starts.add(goodLength);
                    facts.add(new StoredFact(seq, lineNo, text));
                    if (batchEnd == seq) {
                        batchEnd = 0;
                        batchStart = -1;
                    }
                }
                goodLength = offset;
            }
        }
        boolean unterminated = false;
        long tailLine = lineNo + 1;
        String what = "torn last line";
        if (line.size() > 0) {
            // A last line without its newline: a complete fact (or header) counts, anything else is torn.
            Optional<String> text = completeObject(line.toByteArray());
            if (text.isPresent()) {
                lineNo++;
                if (header == null) {
                    header = header(text.get(), lineNo);
                } else {
                    long seq = facts.size() + 1L;
                    JsonObject o = checkFact(location, lineNo, text.get(), seq);
                    batchEnd = batch(o, lineNo, seq, batchEnd);
                    if (batchEnd > 0 && batchStart < 0) {
                        batchStart = facts.size();
                    }
                    starts.add(goodLength);
                    facts.add(new StoredFact(seq, lineNo, text.get()));
                    if (batchEnd == seq) {
                        batchEnd = 0;
                        batchStart = -1;
                    }
                }
                goodLength = offset;
                unterminated = true;
                tailLine = lineNo + 1;
            }
        }
        if (header == null) {
            throw new JournalException(location, 1, line.size() == 0 ? "the file is empty: a journal starts with its header line"
                    : "the header line is incomplete");
        }
        if (batchEnd > 0) {
            // The batch's last fact never reached the disk: none of its facts was acknowledged.
            StoredFact first = facts.get(batchStart);
            long last = facts.get(facts.size() - 1).seq();
            what = "unfinished batch (facts " + first.seq() + "-" + last + " of " + first.seq() + "-" + batchEnd + ")";
            tailLine = first.line();
            goodLength = starts.get(batchStart);
            facts = new ArrayList<>(facts.subList(0, batchStart));
            unterminated = false;
        }
        return new Contents(header, facts, goodLength, unterminated, tailLine, offset - goodLength, what);
    }

    /** The open batch's last sequence number after the fact {@code seq} (0: none open). */
    private long batch(JsonObject o, long lineNo, long seq, long open) throws JournalException {
        JsonElement e = o.get(BATCH_END);
        long end = 0;
        if (e != null) {
            try {
                if (!(e instanceof JsonPrimitive p) || !p.isNumber()) {
                    throw new NumberFormatException();
                }
                end = Long.parseLong(p.getAsString());
            } catch (NumberFormatException x) {
                throw new JournalException(location, lineNo, "the fact's '" + BATCH_END + "' is not a whole number");
            }
            if (end < seq) {
                throw new JournalException(location, lineNo, "the fact's '" + BATCH_END + "' is " + end
                        + ", before the fact itself (" + seq + ")");
            }
        }
        if (open > 0 && end != open) {
            throw new JournalException(location, lineNo, "fact " + seq + " should belong to the batch that ends with fact "
                    + open + (end == 0 ? " but is not marked as one of it" : " but says the batch ends with fact " + end)
                    + " (a fact is missing or was inserted)");
        }
        return end;
    }

    /** The bytes as text when they are UTF-8 holding one complete JSON object, else empty. */
    private static Optional<String> completeObject(byte[] bytes) {
        try {
            String text = StrictJson.utf8(bytes);
            StrictJson.parseObject(text);
            return Optional.of(text);
        } catch (StrictJson.SyntaxError e) {
            return Optional.empty();
        }
    }

    private String utf8(byte[] bytes, long lineNo) throws JournalException {
        try {
            return StrictJson.utf8(bytes);
        } catch (StrictJson.SyntaxError e) {
            throw new JournalException(location, lineNo, e.problem());
        }
    }

    JournalHeader header(String text, long lineNo) throws JournalException {
        JsonObject o = object(location, lineNo, text);
        JsonElement magic = o.get("journal");
        if (magic == null || !magic.isJsonPrimitive() || !JournalHeader.MAGIC.equals(magic.getAsString())) {
            throw new JournalException(location, lineNo, "the first line is not a Rookery journal header"
                    + " ({\"journal\":\"" + JournalHeader.MAGIC + "\",...})");
        }
        int version = wholeNumber(o, "version", lineNo);
        if (version > JournalHeader.CURRENT) {
            throw new JournalException(location, lineNo, "journal version " + version
                    + " is newer than this Rookery reads (" + JournalHeader.CURRENT + "); use a newer Rookery");
        }
        Map<String, String> properties = new LinkedHashMap<>();
        JsonElement p = o.get("properties");
        if (p != null) {
            if (!p.isJsonObject()) {
                throw new JournalException(location, lineNo, "header 'properties' is not an object");
            }
            for (Map.Entry<String, JsonElement> e : p.getAsJsonObject().entrySet()) {
                if (!e.getValue().isJsonPrimitive()) {
                    throw new JournalException(location, lineNo, "header property '" + StrictJson.shown(e.getKey()) + "' is not a text");
                }
                String value = e.getValue().getAsString();
                for (String checked : new String[] { e.getKey(), value }) {
                    if (checked.chars().anyMatch(c -> StrictJson.hidden((char) c)) || checked.length() > MAX_PROPERTY) {
                        throw new JournalException(location, lineNo, "header property '" + StrictJson.shown(e.getKey())
                                + "' holds a control character or is longer than " + MAX_PROPERTY + " characters");
                    }
                }
                properties.put(e.getKey(), value);
            }
        }
        return new JournalHeader(version < 1 ? 1 : version, properties);
    }

    private int wholeNumber(JsonObject o, String field, long lineNo) throws JournalException {
        JsonElement e = o.get(field);
        if (e instanceof JsonPrimitive p && p.isNumber()) {
            try {
                return Integer.parseInt(p.getAsString());
            } catch (NumberFormatException x) {
                // reported below
            }
        }
        throw new JournalException(location, lineNo, "'" + field + "' is missing or not a whole number");
    }

    /** Checks that {@code text} is one JSON object whose {@code seq} is {@code seq}. */
    static JsonObject checkFact(String location, long lineNo, String text, long seq) throws JournalException {
        JsonObject o = object(location, lineNo, text);
        JsonElement s = o.get("seq");
        long actual;
        try {
            if (!(s instanceof JsonPrimitive p) || !p.isNumber()) {
                throw new NumberFormatException();
            }
            actual = Long.parseLong(p.getAsString());
        } catch (NumberFormatException e) {
            throw new JournalException(location, lineNo, "the fact has no whole-number 'seq'");
        }
        if (actual != seq) {
            throw new JournalException(location, lineNo, "the fact's sequence number is " + actual + " but fact " + seq
                    + " belongs here (a fact is missing, repeated or out of order)");
        }
        return o;
    }

    private static JsonObject object(String location, long lineNo, String text) throws JournalException {
        if (text.isBlank()) {
            throw new JournalException(location, lineNo, "empty line");
        }
        JsonElement e;
        try {
            e = StrictJson.parse(text);
        } catch (StrictJson.SyntaxError x) {
            throw new JournalException(location, lineNo, "not valid JSON at column " + x.column() + ": " + x.problem());
        }
        if (!e.isJsonObject()) {
            throw new JournalException(location, lineNo, "not a JSON object");
        }
        return e.getAsJsonObject();
    }
}
