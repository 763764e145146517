// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The engines file the command line reads (and the workbench's engine preferences write): engines
 * are configured once and then named. Its form, one setting a line, {@code #} comments:
 *
 * <pre>
 * [fsf]                                  # an engine's name
 * command = fairy-stockfish              # program (PATH, /usr/games) and arguments
 * protocol = uci                         # uci, usi, xboard or xshogi
 * start = 10                             # seconds it may take to start (default 10)
 * option Hash = 16                       # set at every start
 * variant capablanca = capablanca        # the engine's name for a Rookery variant
 * variant guardian option VariantPath = guardian.ini   # set for that variant's games
 * </pre>
 *
 * Relative paths in option values that name existing files are kept as written; the engine
 * runs in the file's folder.
 */
public final class EngineConfig {

    private static final Pattern SECTION = Pattern.compile("\\[\\s*([^\\]\\s][^\\]]*?)\\s*\\]");
    private static final Pattern SETTING = Pattern.compile("([A-Za-z]+)(?:\\s+(.*?))?\\s*=\\s*(.*)");
    private static final Pattern VARIANT_OPTION = Pattern.compile("(\\S+)\\s+option\\s+(.+)");

    private final Map<String, EngineSpec> engines;

    private EngineConfig(Map<String, EngineSpec> engines) {
        this.engines = engines;
    }

    /** Every engine, in file order. */
    public List<EngineSpec> engines() {
        return List.copyOf(engines.values());
    }

    /** The engine of a name, if configured. */
    public Optional<EngineSpec> find(String name) {
        return Optional.ofNullable(engines.get(name));
    }

    /**
     * The engine of a name.
     *
     * @throws IllegalArgumentException naming the configured engines when there is none
     */
    public EngineSpec get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("no engine '" + name + "' in the engines file; configured: "
                + (engines.isEmpty() ? "none" : String.join(", ", engines.keySet()))));
    }

    /** Reads an engines file. */
    public static EngineConfig read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /**
     * Reads an engines file's text.
     *
     * @param source the file name that error messages start with
     * @throws IllegalArgumentException naming the line and what is wrong
     */
    public static EngineConfig parse(String text, String source) {
        Map<String, Builder> builders = new LinkedHashMap<>();
        Builder current = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String where = source + " line " + (i + 1) + ": ";
            String line = stripComment(lines[i]).strip();
            if (line.isEmpty()) {
                continue;
            }
            Matcher s = SECTION.matcher(line);
            if (s.matches()) {
                String name = s.group(1);
                if (builders.containsKey(name)) {
                    throw new IllegalArgumentException(where + "engine '" + name + "' is configured twice");
                }
                current = new Builder(name, where);
                builders.put(name, current);
                continue;
            }
            Matcher m = SETTING.matcher(line);
            if (!m.matches()) {
                throw new IllegalArgumentException(where + "expected '[name]' or 'key = value', not '" + lines[i].strip() + "'");
            }
            if (current == null) {
                throw new IllegalArgumentException(where + "a setting before the first '[engine name]' line");
            }
            String qualifier = m.group(2) == null || m.group(2).isBlank() ? null : m.group(2).strip();
            current.set(m.group(1), qualifier, m.group(3).strip(), where);
        }
        Map<String, EngineSpec> engines = new LinkedHashMap<>();
        for (Builder b : builders.values()) {
            engines.put(b.name, b.build());
        }
        return new EngineConfig(engines);
    }

    /**
     * The text of an engines file holding these engines, in the form {@link #parse} reads back
     * to the same engines.
     *
     * @throws IllegalArgumentException for two engines of one name, or a name or value that the file cannot hold
     */
    public static String format(List<EngineSpec> engines) {
        StringBuilder b = new StringBuilder("# Rookery engines file: read by 'rookery engines --engines FILE' and the workbench\n");
        java.util.Set<String> names = new java.util.HashSet<>();
        for (EngineSpec e : engines) {
            if (!names.add(e.name())) {
                throw new IllegalArgumentException("engine '" + e.name() + "' is configured twice");
            }
            checkText("engine name", e.name(), "]");
            b.append('\n').append('[').append(e.name()).append("]\n");
            String command = String.join(" ", e.command());
            checkText("command", command, null);
            b.append("command = ").append(command).append('\n');
            b.append("protocol = ").append(e.protocol().word()).append('\n');
            if (e.startSeconds() != EngineSpec.DEFAULT_START_SECONDS) {
                b.append("start = ").append(e.startSeconds()).append('\n');
            }
            e.options().forEach((k, v) -> b.append("option ").append(checkKey(k)).append(" = ").append(checkText("option " + k, v, null)).append('\n'));
            e.variantNames().forEach((k, v) -> b.append("variant ").append(checkWord(k)).append(" = ").append(checkText("variant " + k, v, null)).append('\n'));
            e.variantOptions().forEach((variant, options) -> options.forEach((k, v) -> b.append("variant ").append(checkWord(variant))
                    .append(" option ").append(checkKey(k)).append(" = ").append(checkText("option " + k, v, null)).append('\n')));
        }
        return b.toString();
    }

    /**
     * Writes an engines file atomically (a temporary file in the same folder, flushed to disk, then
     * renamed over the old one): a failed write leaves the old file as it was.
     */
    public static void write(Path file, List<EngineSpec> engines) throws IOException {
        byte[] bytes = format(engines).getBytes(StandardCharsets.UTF_8);
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try {
            try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE,
                    java.nio.file.StandardOpenOption.TRUNCATE_EXISTING)) {
                java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            Files.move(tmp, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static String checkText(String what, String value, String forbidden) {
        if (value.isBlank() || value.contains("\n") || value.contains("\r") || value.contains(" #") || value.strip().startsWith("#")
                || forbidden != null && value.contains(forbidden) || !value.equals(value.strip())) {
            throw new IllegalArgumentException("the engines file cannot hold the " + what + " '" + value
                    + "' (empty, a line break, a leading or trailing space or a ' #' comment mark)");
        }
        return value;
    }

    private static String checkKey(String key) {
        checkText("option name", key, "=");
        return key;
    }

    private static String checkWord(String word) {
        if (word.isEmpty() || word.chars().anyMatch(Character::isWhitespace) || word.contains("=")) {
            throw new IllegalArgumentException("the engines file cannot hold the variant id '" + word + "'");
        }
        return word;
    }

    private static String stripComment(String line) {
        if (line.strip().startsWith("#")) {
            return "";
        }
        int hash = line.indexOf(" #");
        return hash >= 0 ? line.substring(0, hash) : line;
    }

    private static final class Builder {
        private final String name;
        private final String where;
        private List<String> command;
        private Protocol protocol;
        private int startSeconds = EngineSpec.DEFAULT_START_SECONDS;
        private final Map<String, String> options = new LinkedHashMap<>();
        private final Map<String, String> variantNames = new LinkedHashMap<>();
        private final Map<String, Map<String, String>> variantOptions = new LinkedHashMap<>();

        Builder(String name, String where) {
            this.name = name;
            this.where = where;
        }

        void set(String key, String qualifier, String value, String at) {
            switch (key) {
                case "command" -> {
                    requireNoQualifier(key, qualifier, at);
                    if (value.isEmpty()) {
                        throw new IllegalArgumentException(at + "'command' needs a program");
                    }
                    command = List.of(value.split("\\s+"));
                }
                case "protocol" -> {
                    requireNoQualifier(key, qualifier, at);
                    try {
                        protocol = Protocol.of(value);
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException(at + e.getMessage(), e);
                    }
                }
                case "start" -> {
                    requireNoQualifier(key, qualifier, at);
                    int seconds;
                    try {
                        seconds = Integer.parseInt(value);
                    } catch (NumberFormatException e) {
                        seconds = -1;
                    }
                    if (seconds < 1 || seconds > EngineSpec.MAX_START_SECONDS) {
                        throw new IllegalArgumentException(at + "'start' is the seconds the engine may take to start, 1 to "
                                + EngineSpec.MAX_START_SECONDS + ", not '" + value + "'");
                    }
                    startSeconds = seconds;
                }
                case "option" -> {
                    if (qualifier == null) {
                        throw new IllegalArgumentException(at + "write 'option NAME = VALUE'");
                    }
                    options.put(qualifier, value);
                }
                case "variant" -> {
                    if (qualifier == null) {
                        throw new IllegalArgumentException(at + "write 'variant ID = ENGINE-NAME' or 'variant ID option NAME = VALUE'");
                    }
                    Matcher vo = VARIANT_OPTION.matcher(qualifier);
                    if (vo.matches()) {
                        variantOptions.computeIfAbsent(vo.group(1), k -> new LinkedHashMap<>()).put(vo.group(2).strip(), value);
                    } else if (qualifier.contains(" ")) {
                        throw new IllegalArgumentException(at + "write 'variant ID = ENGINE-NAME' or 'variant ID option NAME = VALUE', not 'variant "
                                + qualifier + "'");
                    } else {
                        variantNames.put(qualifier, value);
                    }
                }
                default -> throw new IllegalArgumentException(at + "unknown setting '" + key + "'; known: command, protocol, start, option, variant");
            }
        }

        private static void requireNoQualifier(String key, String qualifier, String at) {
            if (qualifier != null) {
                throw new IllegalArgumentException(at + "write '" + key + " = VALUE'");
            }
        }

        EngineSpec build() {
            if (command == null) {
                throw new IllegalArgumentException(where + "engine '" + name + "' has no 'command = PROGRAM' line");
            }
            if (protocol == null) {
                throw new IllegalArgumentException(where + "engine '" + name + "' has no 'protocol = uci|usi|xboard|xshogi' line");
            }
            return new EngineSpec(name, new ArrayList<>(command), protocol, options, variantNames, variantOptions, startSeconds);
        }
    }
}
