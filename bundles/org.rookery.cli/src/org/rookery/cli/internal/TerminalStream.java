// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.io.PrintStream;

/**
 * What a command prints, made safe for a terminal. Names, headers and messages may come from
 * files of unknown origin, and an escape sequence in a player's name could clear the screen,
 * retitle the window or hide the lines before it. Every control character other than a line
 * feed or a tab is printed visibly instead: C0 characters as their Unicode control pictures
 * ({@code ESC} as {@code ␛}, {@code CR} as {@code ␍}), DEL as {@code ␡}, and the C1
 * characters (which some terminals obey as well) as {@code �}. Letters of every script pass
 * as they are.
 */
final class TerminalStream extends PrintStream {

    private TerminalStream(PrintStream target) {
        super(target, true, target.charset());
    }

    /** {@code target}, printing through the filter (once: a filtered stream is returned as it is). */
    static PrintStream of(PrintStream target) {
        return target instanceof TerminalStream ? target : new TerminalStream(target);
    }

    /** The text with every control character but LF and TAB replaced by a visible sign. */
    static String visible(String s) {
        int i = 0;
        while (i < s.length() && !unsafe(s.charAt(i))) {
            i++;
        }
        if (i == s.length()) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length() + 8).append(s, 0, i);
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!unsafe(c)) {
                b.append(c);
            } else if (c < 0x20) {
                b.append((char) (0x2400 + c));
            } else if (c == 0x7F) {
                b.append('\u2421');
            } else {
                b.append('\uFFFD');
            }
        }
        return b.toString();
    }

    private static boolean unsafe(char c) {
        return Character.isISOControl(c) && c != '\n' && c != '\t';
    }

    @Override
    public void print(String s) {
        super.print(visible(String.valueOf(s)));
    }

    @Override
    public void print(Object o) {
        print(String.valueOf(o));
    }

    @Override
    public void print(char c) {
        print(String.valueOf(c));
    }

    @Override
    public void print(char[] s) {
        print(new String(s));
    }
}
