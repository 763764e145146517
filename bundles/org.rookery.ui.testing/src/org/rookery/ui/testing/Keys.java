// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

/**
 * Real keystrokes: key events posted to the display ({@link Display#post}), which the X server
 * delivers to the focused widget as if typed, shift held for capitals.
 */
public final class Keys {

    private Keys() {
    }

    /** Types {@code text}: letters, digits, space and {@code - = . ,}; {@code \t} is Tab and {@code \r} is Enter. */
    public static void type(Display display, String text) {
        for (char c : text.toCharArray()) {
            if (c == '\t') {
                press(display, SWT.TAB);
            } else if (c == '\r') {
                press(display, SWT.CR);
            } else if (Character.isUpperCase(c)) {
                key(display, SWT.KeyDown, SWT.SHIFT, (char) 0);
                key(display, SWT.KeyDown, 0, Character.toLowerCase(c));
                key(display, SWT.KeyUp, 0, Character.toLowerCase(c));
                key(display, SWT.KeyUp, SWT.SHIFT, (char) 0);
            } else {
                key(display, SWT.KeyDown, 0, c);
                key(display, SWT.KeyUp, 0, c);
            }
        }
    }

    /** Presses and releases the key {@code keyCode} (e.g. {@link SWT#CR}). */
    public static void press(Display display, int keyCode) {
        key(display, SWT.KeyDown, keyCode, (char) 0);
        key(display, SWT.KeyUp, keyCode, (char) 0);
    }

    private static void key(Display display, int type, int keyCode, char character) {
        Event e = new Event();
        e.type = type;
        e.keyCode = keyCode;
        e.character = character;
        if (!display.post(e)) {
            throw new AssertionError("the display refused the key event " + keyCode + "/" + (int) character);
        }
    }
}
