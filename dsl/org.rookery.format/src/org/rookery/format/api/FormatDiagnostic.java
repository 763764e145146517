// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.api;

import java.nio.file.Path;
import java.util.List;

/**
 * One problem found in a format file.
 *
 * @param file the file, as it was given
 * @param line the line, from 1
 * @param column the column, from 1
 * @param offset the character offset in the file, from 0 (-1 when unknown)
 * @param length the length of the flagged text (0 when unknown)
 * @param severity error or warning
 * @param code the issue code (see the language's IssueCodes), or a generic syntax/linking code
 * @param message what is wrong and what to write instead
 * @param fixData quick-fix data: for codes that have an obvious fix, the first element is the
 *        replacement for the flagged text (empty string: delete it) or the text to insert
 */
public record FormatDiagnostic(Path file, int line, int column, int offset, int length, Severity severity,
        String code, String message, List<String> fixData) {

    /** How bad a problem is. */
    public enum Severity {
        ERROR, WARNING;

        /** "error" or "warning". */
        public String word() {
            return name().toLowerCase();
        }
    }

    public FormatDiagnostic {
        fixData = fixData == null ? List.of() : List.copyOf(fixData);
    }

    /** Whether this is an error rather than a warning. */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code file:line:col: severity: message}, the format compilers use. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + severity.word() + ": " + message;
    }
}
