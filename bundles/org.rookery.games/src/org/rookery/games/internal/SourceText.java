// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.games.GameFileException;

/** A file's text with its line starts, so that any offset can be reported as a line and column. */
public final class SourceText {

    private final String format;
    private final String text;
    private final int[] lineStarts;

    /** The text of a file in a format (named in errors). */
    public SourceText(String format, String text) {
        this.format = format;
        this.text = text;
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The whole text. */
    public String text() {
        return text;
    }

    /** The format's name. */
    public String format() {
        return format;
    }

    /** The line (from 1) of an offset. */
    public int line(int offset) {
        int lo = 0;
        int hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo + 1;
    }

    /** The column (from 1) of an offset. */
    public int column(int offset) {
        return offset - lineStarts[line(offset) - 1] + 1;
    }

    /** An error at an offset. */
    public GameFileException error(int offset, String problem) {
        int at = Math.max(0, Math.min(offset, text.length()));
        return new GameFileException(format, line(at), column(at), problem);
    }

    /** A short quotation of what stands at an offset, for "found ..." messages. */
    public String found(int offset) {
        if (offset >= text.length()) {
            return "the end of the file";
        }
        int end = offset;
        while (end < text.length() && end - offset < 20 && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        return "'" + text.substring(offset, Math.max(end, offset + 1)) + "'";
    }
}
