// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * A strict reader of JSON text (RFC 8259, nothing more) for journals and facts typed by an
 * arbiter. Unlike a general-purpose parser it refuses a key given twice in one object, since the
 * journal is evidence and "the last one wins" would hide what was written; it limits nesting so
 * that hostile input cannot exhaust the stack; and it reports every problem in Rookery's own
 * words with the line and column where it is.
 */
public final class StrictJson {

    /** The deepest nesting of objects and lists accepted: far above any fact. */
    static final int MAX_DEPTH = 32;

    /** JSON text that cannot be read, with where (1-based line and column) and what is wrong. */
    public static final class SyntaxError extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;

        private final int line;
        private final int column;
        private final String problem;

        SyntaxError(int line, int column, String problem) {
            super("line " + line + ", column " + column + ": " + problem);
            this.line = line;
            this.column = column;
            this.problem = problem;
        }

        /** The line of the text where the problem is, from 1. */
        public int line() {
            return line;
        }

        /** The column (in characters) where the problem is, from 1. */
        public int column() {
            return column;
        }

        /** What is wrong, without the position. */
        public String problem() {
            return problem;
        }
    }

    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;

    private StrictJson(String text) {
        this.text = text;
    }

    /**
     * Reads {@code text}, which must hold exactly one JSON value (white space around it allowed).
     *
     * @throws SyntaxError naming the line, column and problem
     */
    public static JsonElement parse(String text) {
        StrictJson p = new StrictJson(text);
        p.space();
        if (p.pos >= text.length()) {
            throw p.error("no JSON value here");
        }
        JsonElement e = p.value(0);
        p.space();
        if (p.pos < text.length()) {
            throw p.error("text after the end of the JSON value");
        }
        return e;
    }

    /**
     * Reads {@code text} as one JSON object.
     *
     * @throws SyntaxError naming the line, column and problem, also when the value is not an object
     */
    public static JsonObject parseObject(String text) {
        JsonElement e = parse(text);
        if (!e.isJsonObject()) {
            throw new SyntaxError(1, 1, "not a JSON object");
        }
        return e.getAsJsonObject();
    }

    /**
     * Decodes bytes that must be UTF-8 text.
     *
     * @throws SyntaxError at the line and byte (counted from 1 within its line) of the first byte
     *         that is not UTF-8
     */
    public static String utf8(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            r = decoder.flush(out);
        }
        if (r.isError()) {
            int at = in.position();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < at; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            throw new SyntaxError(line, at - lineStart + 1, String.format(
                    "not UTF-8 text at byte %d of the line (0x%02X is not part of a UTF-8 character)", at - lineStart + 1,
                    bytes[at] & 0xff));
        }
        out.flip();
        return out.toString();
    }

    /**
     * A text from the input as a message may show it: control and invisible characters as
     * {@code \\uXXXX}, and at most 40 characters (a hostile key can be megabytes long).
     */
    public static String shown(String text) {
        StringBuilder s = new StringBuilder();
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (n++ == 40) {
                return s + "... (" + text.length() + " characters)";
            }
            if (hidden(c)) {
                s.append(String.format("\\u%04X", (int) c));
            } else {
                s.append(c);
            }
        }
        return s.toString();
    }

    /** Whether {@code c} is a control character or one that hides or reorders text on a screen. */
    static boolean hidden(char c) {
        return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || Character.isSurrogate(c) || c == '\u2028'
                || c == '\u2029' || (c >= '\u200b' && c <= '\u200f') || (c >= '\u202a' && c <= '\u202e')
                || (c >= '\u2066' && c <= '\u2069') || c == '\ufeff';
    }

    private SyntaxError error(String problem) {
        return new SyntaxError(line, pos - lineStart + 1, problem);
    }

    private void space() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                line++;
                lineStart = pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private JsonElement value(int depth) {
        if (pos >= text.length()) {
            throw error("the text ends where a value should be");
        }
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> object(depth + 1);
            case '[' -> array(depth + 1);
            case '"' -> new JsonPrimitive(string());
            case 't' -> word("true", new JsonPrimitive(true));
            case 'f' -> word("false", new JsonPrimitive(false));
            case 'n' -> word("null", JsonNull.INSTANCE);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("unexpected " + shown(c) + " where a value should be");
            }
        };
    }

    private JsonObject object(int depth) {
        if (depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " levels deep");
        }
        JsonObject o = new JsonObject();
        pos++;
        space();
        if (peek() == '}') {
            pos++;
            return o;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw error(pos >= text.length() ? "the text ends inside an object" : "expected a key in quotes, found " + shown(peek()));
            }
            int keyLine = line;
            int keyColumn = pos - lineStart + 1;
            String key = string();
            if (o.has(key)) {
                throw new SyntaxError(keyLine, keyColumn, "the key '" + shown(key) + "' is given twice in one object");
            }
            space();
            expect(':', "a colon after the key '" + shown(key) + "'");
            space();
            o.add(key, value(depth));
            space();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == '}') {
                pos++;
                return o;
            } else {
                throw error(pos >= text.length() ? "the text ends inside an object" : "expected , or } after a value, found " + shown(c));
            }
        }
    }

    private JsonArray array(int depth) {
        if (depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " levels deep");
        }
        JsonArray a = new JsonArray();
        pos++;
        space();
        if (peek() == ']') {
            pos++;
            return a;
        }
        while (true) {
            space();
            a.add(value(depth));
            space();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == ']') {
                pos++;
                return a;
            } else {
                throw error(pos >= text.length() ? "the text ends inside a list" : "expected , or ] after a value, found " + shown(c));
            }
        }
    }

    private String string() {
        pos++; // the opening quote
        StringBuilder s = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("the text ends inside a quoted text");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return s.toString();
            }
            if (c < 0x20) {
                throw error("a control character (" + shown(c) + ") inside a quoted text");
            }
            if (c != '\\') {
                s.append(c);
                pos++;
                continue;
            }
            pos++;
            if (pos >= text.length()) {
                throw error("the text ends inside a quoted text");
            }
            char e = text.charAt(pos);
            switch (e) {
                case '"', '\\', '/' -> s.append(e);
                case 'b' -> s.append('\b');
                case 'f' -> s.append('\f');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                case 't' -> s.append('\t');
                case 'u' -> {
                    if (pos + 4 >= text.length()) {
                        throw error("the text ends inside a \\u escape");
                    }
                    int code = 0;
                    for (int i = 1; i <= 4; i++) {
                        int d = Character.digit(text.charAt(pos + i), 16);
                        if (d < 0) {
                            pos += i;
                            throw error("a \\u escape needs four hex digits");
                        }
                        code = code * 16 + d;
                    }
                    s.append((char) code);
                    pos += 4;
                }
                default -> throw error("unknown escape \\" + e + " inside a quoted text");
            }
            pos++;
        }
    }

    private JsonElement number() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (digit(peek())) {
            while (digit(peek())) {
                pos++;
            }
        } else {
            throw error("a number needs a digit here");
        }
        if (peek() == '.') {
            pos++;
            if (!digit(peek())) {
                throw error("a number needs a digit after its decimal point");
            }
            while (digit(peek())) {
                pos++;
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!digit(peek())) {
                throw error("a number needs a digit in its exponent");
            }
            while (digit(peek())) {
                pos++;
            }
        }
        String n = text.substring(start, pos);
        if (n.length() > 40) {
            throw new SyntaxError(line, start - lineStart + 1, "a number of " + n.length() + " characters; no fact has one so long");
        }
        try {
            return new JsonPrimitive(new BigDecimal(n));
        } catch (NumberFormatException | ArithmeticException e) {
            throw new SyntaxError(line, start - lineStart + 1, "the number " + n + " is out of range");
        }
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private JsonElement word(String word, JsonElement value) {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected " + shown(text.charAt(pos)) + " where a value should be (a text must be in quotes)");
        }
        pos += word.length();
        return value;
    }

    private void expect(char c, String what) {
        if (peek() != c) {
            throw error("expected " + what + (pos >= text.length() ? ", but the text ends" : ", found " + shown(peek())));
        }
        pos++;
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private static String shown(char c) {
        if (hidden(c)) {
            return String.format("control character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }
}
