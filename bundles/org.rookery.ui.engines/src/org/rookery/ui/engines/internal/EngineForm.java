// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.engines.EngineSpec;
import org.rookery.engines.Protocol;

/**
 * The text fields of one engine on the Engines preference page and back: options as
 * {@code NAME = VALUE} lines, per-variant settings as {@code VARIANT = ENGINE-NAME} or
 * {@code VARIANT option NAME = VALUE} lines (the engines file's own forms, without their first
 * word). Errors name the field and the line.
 */
record EngineForm(String name, String command, Protocol protocol, String start, String options, String variants) {

    static EngineForm of(EngineSpec spec) {
        StringBuilder o = new StringBuilder();
        spec.options().forEach((k, v) -> o.append(k).append(" = ").append(v).append('\n'));
        StringBuilder v = new StringBuilder();
        spec.variantNames().forEach((k, n) -> v.append(k).append(" = ").append(n).append('\n'));
        spec.variantOptions().forEach((variant, opts) -> opts.forEach((k, val) -> v.append(variant).append(" option ").append(k)
                .append(" = ").append(val).append('\n')));
        return new EngineForm(spec.name(), String.join(" ", spec.command()), spec.protocol(), Integer.toString(spec.startSeconds()),
                o.toString(), v.toString());
    }

    /**
     * The engine the fields describe.
     *
     * @throws IllegalArgumentException naming the field (and line) that is wrong
     */
    EngineSpec toSpec() {
        String n = name.strip();
        if (n.isEmpty()) {
            throw new IllegalArgumentException("Name: an engine needs a name");
        }
        if (n.contains("[") || n.contains("]") || n.contains("#")) {
            throw new IllegalArgumentException("Name: '" + n + "' may not contain [, ] or #");
        }
        String c = command.strip();
        if (c.isEmpty()) {
            throw new IllegalArgumentException("Command: engine '" + n + "' needs a program");
        }
        int startSeconds = EngineSpec.DEFAULT_START_SECONDS;
        if (!start.isBlank()) {
            try {
                startSeconds = Integer.parseInt(start.strip());
            } catch (NumberFormatException e) {
                startSeconds = -1;
            }
            if (startSeconds < 1 || startSeconds > EngineSpec.MAX_START_SECONDS) {
                throw new IllegalArgumentException("Start-up: give the seconds the engine may take to start, 1 to "
                        + EngineSpec.MAX_START_SECONDS + ", not '" + start.strip() + "'");
            }
        }
        Map<String, String> opts = new LinkedHashMap<>();
        String[] lines = options.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("Options line " + (i + 1) + ": write 'NAME = VALUE', not '" + line + "'");
            }
            opts.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
        }
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Map<String, String>> variantOptions = new LinkedHashMap<>();
        lines = variants.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            String at = "Per-variant settings line " + (i + 1) + ": ";
            if (eq <= 0) {
                throw new IllegalArgumentException(at + "write 'VARIANT = ENGINE-NAME' or 'VARIANT option NAME = VALUE', not '" + line + "'");
            }
            String[] left = line.substring(0, eq).strip().split("\\s+", 3);
            String value = line.substring(eq + 1).strip();
            if (left.length == 1) {
                names.put(left[0], value);
            } else if (left.length == 3 && left[1].equals("option")) {
                variantOptions.computeIfAbsent(left[0], k -> new LinkedHashMap<>()).put(left[2], value);
            } else {
                throw new IllegalArgumentException(at + "write 'VARIANT = ENGINE-NAME' or 'VARIANT option NAME = VALUE', not '" + line + "'");
            }
        }
        return new EngineSpec(n, new ArrayList<>(List.of(c.split("\\s+"))), protocol, opts, names, variantOptions, startSeconds);
    }
}
