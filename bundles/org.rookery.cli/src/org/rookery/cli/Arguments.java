// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of one command: options ({@code --name value}, {@code --name=value}), flags
 * ({@code --name}) and positional words, checked against what the command declares so that a
 * typo is an error that names it rather than a silently ignored word.
 */
public final class Arguments {

    private final String command;
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Arguments(String command) {
        this.command = command;
    }

    /**
     * Parses {@code args}.
     *
     * @param command the command name, used in messages
     * @param valued options that take a value
     * @param flags options that take none
     * @throws UsageException for an unknown option, a missing value or a repeated option
     */
    public static Arguments parse(String command, List<String> args, Set<String> valued, Set<String> flags)
            throws UsageException {
        Arguments parsed = new Arguments(command);
        boolean onlyPositional = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (onlyPositional || !a.startsWith("--") || a.equals("-")) {
                parsed.positional.add(a);
                continue;
            }
            if (a.equals("--")) {
                onlyPositional = true;
                continue;
            }
            String name = a.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (flags.contains(name)) {
                if (value != null) {
                    throw new UsageException(command + ": --" + name + " takes no value");
                }
                value = "true";
            } else if (valued.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        throw new UsageException(command + ": --" + name + " needs a value");
                    }
                    value = args.get(++i);
                }
            } else {
                throw new UsageException(command + ": unknown option --" + name);
            }
            if (parsed.options.put(name, value) != null) {
                throw new UsageException(command + ": --" + name + " is given twice");
            }
        }
        return parsed;
    }

    /** The value of an option, or {@code null} when absent. */
    public String option(String name) {
        return options.get(name);
    }

    /** The value of an option that must be present. */
    public String required(String name) throws UsageException {
        String v = options.get(name);
        if (v == null) {
            throw new UsageException(command + ": --" + name + " is required");
        }
        return v;
    }

    /** Whether a flag was given. */
    public boolean flag(String name) {
        return options.containsKey(name);
    }

    /** An option holding a whole number within {@code [min, max]}, or {@code fallback} when absent. */
    public int intOption(String name, int min, int max, Integer fallback) throws UsageException {
        String v = options.get(name);
        if (v == null) {
            if (fallback == null) {
                throw new UsageException(command + ": --" + name + " is required");
            }
            return fallback;
        }
        int n;
        try {
            n = Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": --" + name + " must be a whole number, not '" + v + "'");
        }
        if (n < min || n > max) {
            throw new UsageException(command + ": --" + name + " must be between " + min + " and " + max + ", not " + n);
        }
        return n;
    }

    /** The words that are not options, in order. */
    public List<String> positional() {
        return Collections.unmodifiableList(positional);
    }
}
