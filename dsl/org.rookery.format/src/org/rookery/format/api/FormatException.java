// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.api;

import java.util.List;
import java.util.stream.Collectors;

/** A format could not be compiled: the file has errors, or does not hold the format asked for. */
public class FormatException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<FormatDiagnostic> diagnostics;

    public FormatException(String message, List<FormatDiagnostic> diagnostics) {
        super(message + (diagnostics.isEmpty() ? "" : ":\n" + diagnostics.stream().map(Object::toString)
                .collect(Collectors.joining("\n"))));
        this.diagnostics = List.copyOf(diagnostics);
    }

    /** The problems that stopped the compilation (may be empty). */
    public List<FormatDiagnostic> diagnostics() {
        return diagnostics;
    }
}
