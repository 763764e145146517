// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

/**
 * Reads a journal's bytes line by line and checks the envelope of every line: strict UTF-8, one
 * strict JSON object, the header first, then facts numbered 1, 2, 3... Stops at the first problem
 * with its line; a last line without a newline is returned as the torn tail, not judged.
 */
final class JournalReader {

    /** The longest line accepted: far above any real fact, far below what would exhaust memory. */
    static final int MAX_LINE_BYTES = 1 << 20;

    /** What was read. */
    record Contents(JournalHeader header, List<StoredFact> facts, long goodLength, byte[] tail, long tailLine) {
    }

    private final String location;

    JournalReader(String location) {
        this.location = location;
    }

    Contents read(InputStream raw) throws IOException {
        InputStream in = new BufferedInputStream(raw, 1 << 16);
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        List<StoredFact> facts = new ArrayList<>();
        JournalHeader header = null;
        long lineNo = 0;
        long goodLength = 0;
        long offset = 0;
        int b;
        while ((b = in.read()) >= 0) {
            offset++;
            if (b != '\n') {
                if (line.size() >= MAX_LINE_BYTES) {
                    throw new JournalException(location, lineNo + 1, "line is longer than " + MAX_LINE_BYTES
                            + " bytes; this is not a journal Rookery wrote");
                }
                line.write(b);
                continue;
            }
            lineNo++;
            String text = utf8(line.toByteArray(), lineNo);
            line.reset();
            if (header == null) {
                header = header(text, lineNo);
            } else {
                long seq = facts.size() + 1L;
                checkFact(location, lineNo, text, seq);
                facts.add(new StoredFact(seq, lineNo, text));
            }
            goodLength = offset;
        }
        if (header == null) {
            throw new JournalException(location, 1, line.size() == 0 ? "the file is empty: a journal starts with its header line"
                    : "the header line is incomplete");
        }
        return new Contents(header, facts, goodLength, line.toByteArray(), lineNo + 1);
    }

    private String utf8(byte[] bytes, long lineNo) throws JournalException {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new JournalException(location, lineNo, "not UTF-8 text");
        }
    }

    private JournalHeader header(String text, long lineNo) throws JournalException {
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
                    throw new JournalException(location, lineNo, "header property '" + e.getKey() + "' is not a text");
                }
                properties.put(e.getKey(), e.getValue().getAsString());
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
        try {
            JsonReader reader = new JsonReader(new StringReader(text));
            reader.setStrictness(Strictness.STRICT);
            JsonElement e = JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new JournalException(location, lineNo, "text after the JSON object");
            }
            if (!e.isJsonObject()) {
                throw new JournalException(location, lineNo, "not a JSON object");
            }
            return e.getAsJsonObject();
        } catch (JsonParseException | IOException | IllegalStateException e) {
            if (e instanceof JournalException j) {
                throw j;
            }
            String why = e.getCause() != null && e.getCause().getMessage() != null ? e.getCause().getMessage() : e.getMessage();
            throw new JournalException(location, lineNo, "not valid JSON: " + why);
        }
    }
}
