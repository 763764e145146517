// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.io.IOException;
import java.nio.file.Path;

import org.rookery.engine.format.CompiledFormat;

/**
 * Compiles the format file of an event folder. The format language sits above the engine, so
 * whoever opens an event (the CLI, the workbench) hands its compiler in.
 */
@FunctionalInterface
public interface FormatLoader {

    /**
     * @throws IOException when the file cannot be read or does not compile; the message lists the
     *         problems with their lines
     */
    CompiledFormat load(Path file) throws IOException;
}
