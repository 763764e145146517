// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rookery.arbiter.simulate.DeadEnd;

/**
 * The line of a format's text that a dry run's dead end is about: the declaration of the stage it
 * stopped in, else the section whose rules left no way on, else the format's own line (the stage
 * or section may come from a parent format in another file).
 *
 * @param line the line, from 1
 * @param start the offset of the line's first non-blank character
 * @param end the offset of the end of the line
 */
record DeadEndPlace(int line, int start, int end) {

    static DeadEndPlace of(String text, DeadEnd deadEnd) {
        Matcher m = null;
        if (deadEnd.stage().isPresent()) {
            m = find(text, "^[ \\t]*stage[ \\t]+" + Pattern.quote(deadEnd.stage().get()) + "\\b");
        }
        if (m == null) {
            m = find(text, "^[ \\t]*" + Pattern.quote(deadEnd.section()) + "\\b");
        }
        if (m == null) {
            m = find(text, "^[ \\t]*format\\b");
        }
        int start = m == null ? 0 : m.start();
        while (start < text.length() && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
            start++;
        }
        int end = text.indexOf('\n', start);
        end = end < 0 ? text.length() : end;
        int line = 1;
        for (int i = 0; i < start; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return new DeadEndPlace(line, start, end);
    }

    private static Matcher find(String text, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
        return m.find() ? m : null;
    }
}
