// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.util.Map;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import org.rookery.engine.refusal.RuleNames;

/**
 * The texts of a fact (ids, names, the arbiter's reasons) are plain text on one line: no control
 * character of any kind (a line break, a tab, an escape that would drive a terminal), no
 * invisible character that reorders or hides text, and no text longer than its kind needs. The
 * exports and reports print these texts into files other programs read line by line (a TRF
 * name with a line break would inject lines), so they are checked when a fact is recorded and
 * again when a journal is read.
 */
public final class FactTexts {

    /** The rule a refused text names. */
    public static final String RULE = RuleNames.PLAIN_TEXT_NAMES_AND_IDS;

    /** The longest id (a player, team or game) and the longest word a fact holds. */
    public static final int MAX_ID = 64;
    /** The longest name (of a player, a team, the arbiter who records). */
    public static final int MAX_NAME = 200;
    /** The longest free text (a reason, an explanation, a position). */
    public static final int MAX_TEXT = 20_000;

    private static final Set<String> NAMES = Set.of("name", "by", "grade");
    private static final Set<String> FREE = Set.of("reason", "explanation", "position", "override");

    private FactTexts() {
    }

    /**
     * Checks every text and field name in {@code fact}, nested ones too.
     *
     * @throws IllegalArgumentException naming the field and what is wrong with it
     */
    public static void check(JsonObject fact) {
        object(fact, "");
    }

    private static void object(JsonObject o, String path) {
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            String key = e.getKey();
            String bad = problem(key, MAX_ID);
            if (bad != null) {
                throw new IllegalArgumentException("a field name " + bad);
            }
            value(e.getValue(), path.isEmpty() ? key : path + "." + key, key);
        }
    }

    private static void value(JsonElement v, String path, String key) {
        if (v instanceof JsonObject o) {
            object(o, path);
        } else if (v instanceof JsonArray a) {
            for (int i = 0; i < a.size(); i++) {
                value(a.get(i), path + "[" + (i + 1) + "]", key);
            }
        } else if (v instanceof JsonPrimitive p && p.isString()) {
            int max = NAMES.contains(key) ? MAX_NAME : FREE.contains(key) ? MAX_TEXT : MAX_ID;
            String bad = problem(p.getAsString(), max);
            if (bad != null) {
                throw new IllegalArgumentException("'" + path + "' " + bad);
            }
        }
    }

    /** What is wrong with {@code text}, or null when nothing is. */
    private static String problem(String text, int max) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String what = null;
            if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                what = "a line break";
            } else if (c == '\t') {
                what = "a tab";
            } else if (c == 0x1b) {
                what = "an escape character";
            } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)) {
                what = "a control character";
            } else if ((c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069') || c == '\ufeff'
                    || c == '\u200e' || c == '\u200f') {
                what = "an invisible formatting character";
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
                continue;
            } else if (Character.isSurrogate(c)) {
                what = "half of a character (a lone surrogate)";
            }
            if (what != null) {
                return String.format("holds %s (U+%04X) at character %d; names, ids and texts are plain text on one line",
                        what, (int) c, i + 1);
            }
        }
        int length = text.codePointCount(0, text.length());
        if (length > max) {
            return "is " + length + " characters long; at most " + max + " are allowed";
        }
        return null;
    }
}
