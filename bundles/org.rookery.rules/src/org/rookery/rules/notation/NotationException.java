// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.notation;

/**
 * Text that does not follow a notation. The message names the format, the field (by number
 * and name), the offending text and what is wrong, e.g.
 * {@code FEN field 4 (en passant): 'e9' is not on the board}.
 */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String format;
    private final int field;
    private final String fieldName;
    private final String text;

    /**
     * @param format the notation ("FEN")
     * @param field the 1-based field number
     * @param fieldName the field's name ("en passant")
     * @param text the offending text
     * @param problem what is wrong with it
     */
    public NotationException(String format, int field, String fieldName, String text, String problem) {
        super(format + " field " + field + " (" + fieldName + "): '" + text + "' " + problem);
        this.format = format;
        this.field = field;
        this.fieldName = fieldName;
        this.text = text;
    }

    /** The notation. */
    public String format() {
        return format;
    }

    /** The 1-based field number. */
    public int field() {
        return field;
    }

    /** The field's name. */
    public String fieldName() {
        return fieldName;
    }

    /** The offending text. */
    public String text() {
        return text;
    }
}
