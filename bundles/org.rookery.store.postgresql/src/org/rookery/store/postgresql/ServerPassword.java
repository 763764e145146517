// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Where the password of an account comes from, never the command line: a file named by the
 * environment variable {@value #FILE_VARIABLE} (its first line), else the variable
 * {@code PGPASSWORD}, else PostgreSQL's own password file ({@code ~/.pgpass} or the file named
 * by {@code PGPASSFILE}), which the driver reads itself. The password is handed to the driver
 * only and is never written to a journal, a message or a log.
 */
public final class ServerPassword {

    /** The environment variable naming a file whose first line is the password. */
    public static final String FILE_VARIABLE = "ROOKERY_DB_PASSWORD_FILE";

    private ServerPassword() {
    }

    /** The password from the process's environment, or none (the driver then tries PostgreSQL's password file). */
    public static Optional<char[]> fromEnvironment() throws IOException {
        return from(System.getenv());
    }

    /** The password as {@link #fromEnvironment()} finds it in {@code env}. */
    public static Optional<char[]> from(Map<String, String> env) throws IOException {
        String file = env.get(FILE_VARIABLE);
        if (file != null && !file.isEmpty()) {
            return Optional.of(read(Path.of(file)));
        }
        String plain = env.get("PGPASSWORD");
        return plain == null || plain.isEmpty() ? Optional.empty() : Optional.of(plain.toCharArray());
    }

    /**
     * The first line of a password file.
     *
     * @throws IOException naming the file when it cannot be read or is empty
     */
    public static char[] read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such password file (named by " + FILE_VARIABLE + ")");
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int end = text.indexOf('\n');
        String line = (end < 0 ? text : text.substring(0, end)).replace("\r", "");
        if (line.isEmpty()) {
            throw new IOException(file + ": the password file's first line is empty");
        }
        return line.toCharArray();
    }
}
