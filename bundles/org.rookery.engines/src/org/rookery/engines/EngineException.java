// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.List;

/**
 * An engine failed: which engine, what kind of fault and what it said last. The message reads
 * {@code engine 'NAME' FAULT: DETAIL} so that a report can show it as it is.
 */
public final class EngineException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String engine;
    private final EngineFault fault;
    private final transient List<String> lastLines;

    public EngineException(String engine, EngineFault fault, String detail, List<String> lastLines) {
        super("engine '" + engine + "' " + fault.words() + ": " + detail
                + (lastLines.isEmpty() ? "" : " (last output: " + String.join(" | ", lastLines) + ")"));
        this.engine = engine;
        this.fault = fault;
        this.lastLines = List.copyOf(lastLines);
    }

    public EngineException(String engine, EngineFault fault, String detail) {
        this(engine, fault, detail, List.of());
    }

    /** The engine's name in its configuration. */
    public String engine() {
        return engine;
    }

    /** The kind of fault. */
    public EngineFault fault() {
        return fault;
    }

    /** The engine's last lines before the fault (at most a few, for the report). */
    public List<String> lastLines() {
        return lastLines;
    }
}
