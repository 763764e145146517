// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

/** The server writes hovers in Markdown; the workbench's hover shows plain text. */
final class Markdown {

    private Markdown() {
    }

    /** Drops emphasis and code marks, keeps the words and the line breaks. */
    static String toPlainText(String markdown) {
        if (markdown == null) {
            return "";
        }
        String text = markdown.replace("**", "").replace("__", "").replace("`", "");
        text = text.replaceAll("(?m)^#+\\s*", "");
        text = text.replaceAll("\\\\([\\\\`*_{}\\[\\]()#+\\-.!])", "$1");
        return text.strip();
    }
}
