// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One configured engine: its name in Rookery, the program and arguments, the protocol, the
 * options set at every start, and per variant the engine's name for it and extra options (a
 * Fairy-Stockfish {@code VariantPath}, a smaller hash). Immutable; read from an
 * {@link EngineConfig} file or built in code.
 *
 * @param name the name games and standings show
 * @param command the program (a path, or a name looked up on {@code PATH} and in the games folders) and its arguments
 * @param protocol how Rookery talks to it
 * @param options engine options in the order they are set
 * @param variantNames Rookery variant id to the engine's variant name, where they differ
 * @param variantOptions Rookery variant id to options set when a game of that variant starts
 * @param startSeconds how long the program may take from its start to the end of its first
 *        handshake ({@code uciok}, {@code usiok}): an engine that builds large tables first, or runs
 *        in a virtual machine such as Node's WebAssembly, needs more than an answer's ten seconds
 */
public record EngineSpec(String name, List<String> command, Protocol protocol, Map<String, String> options,
        Map<String, String> variantNames, Map<String, Map<String, String>> variantOptions, int startSeconds) {

    /** The start-up time an engine gets unless its configuration says otherwise. */
    public static final int DEFAULT_START_SECONDS = 10;
    /** The longest start-up time a configuration may give. */
    public static final int MAX_START_SECONDS = 600;

    /** Folders searched after {@code PATH}: Debian installs engines in {@code /usr/games}, which is not always on it. */
    public static final List<String> GAMES_FOLDERS = List.of("/usr/games", "/usr/local/games");

    public EngineSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(protocol, "protocol");
        if (name.isBlank()) {
            throw new IllegalArgumentException("an engine needs a name");
        }
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new IllegalArgumentException("engine '" + name + "' needs a command");
        }
        if (startSeconds < 1 || startSeconds > MAX_START_SECONDS) {
            throw new IllegalArgumentException("engine '" + name + "': a start-up time of " + startSeconds
                    + " s is out of range; give 1 to " + MAX_START_SECONDS + " seconds");
        }
        command = List.copyOf(command);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        variantNames = Collections.unmodifiableMap(new LinkedHashMap<>(variantNames));
        Map<String, Map<String, String>> vo = new LinkedHashMap<>();
        variantOptions.forEach((k, v) -> vo.put(k, Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        variantOptions = Collections.unmodifiableMap(vo);
    }

    /** An engine with the default start-up time. */
    public EngineSpec(String name, List<String> command, Protocol protocol, Map<String, String> options,
            Map<String, String> variantNames, Map<String, Map<String, String>> variantOptions) {
        this(name, command, protocol, options, variantNames, variantOptions, DEFAULT_START_SECONDS);
    }

    /** An engine with no options: {@code program} run with {@code arguments}. */
    public static EngineSpec of(String name, Protocol protocol, String program, String... arguments) {
        List<String> c = new ArrayList<>();
        c.add(program);
        c.addAll(List.of(arguments));
        return new EngineSpec(name, c, protocol, Map.of(), Map.of(), Map.of());
    }

    /** The same engine under another name. */
    public EngineSpec named(String newName) {
        return new EngineSpec(newName, command, protocol, options, variantNames, variantOptions, startSeconds);
    }

    /** The same engine with one more option (set after the others). */
    public EngineSpec withOption(String option, String value) {
        Map<String, String> o = new LinkedHashMap<>(options);
        o.put(option, value);
        return new EngineSpec(name, command, protocol, o, variantNames, variantOptions, startSeconds);
    }

    /** The same engine calling a Rookery variant by another name. */
    public EngineSpec withVariantName(String variantId, String engineName) {
        Map<String, String> n = new LinkedHashMap<>(variantNames);
        n.put(variantId, engineName);
        return new EngineSpec(name, command, protocol, options, n, variantOptions, startSeconds);
    }

    /** The same engine with an option set for games of one variant. */
    public EngineSpec withVariantOption(String variantId, String option, String value) {
        Map<String, Map<String, String>> vo = new LinkedHashMap<>(variantOptions);
        Map<String, String> o = new LinkedHashMap<>(vo.getOrDefault(variantId, Map.of()));
        o.put(option, value);
        vo.put(variantId, o);
        return new EngineSpec(name, command, protocol, options, variantNames, vo, startSeconds);
    }

    /** The same engine allowed {@code seconds} to start. */
    public EngineSpec withStartSeconds(int seconds) {
        return new EngineSpec(name, command, protocol, options, variantNames, variantOptions, seconds);
    }

    /** The engine's name for a Rookery variant. */
    public String variantName(String variantId) {
        return variantNames.getOrDefault(variantId, protocol.defaultVariantName(variantId));
    }

    /** The options for games of a variant. */
    public Map<String, String> optionsFor(String variantId) {
        return variantOptions.getOrDefault(variantId, Map.of());
    }

    /**
     * The program to run: the command's first word if it names a file, else the first executable of
     * that name on {@code PATH} or in {@link #GAMES_FOLDERS}.
     */
    public Optional<Path> program() {
        String p = command.get(0);
        if (p.contains(File.separator)) {
            Path path = Path.of(p);
            return Files.isExecutable(path) ? Optional.of(path) : Optional.empty();
        }
        return findProgram(p);
    }

    /** An executable named {@code program} on {@code PATH} or in {@link #GAMES_FOLDERS}. */
    public static Optional<Path> findProgram(String program) {
        List<String> dirs = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            dirs.addAll(List.of(path.split(File.pathSeparator)));
        }
        dirs.addAll(GAMES_FOLDERS);
        for (String d : dirs) {
            if (d.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(d, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
