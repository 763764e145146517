// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.format.api.FormatException;
import org.rookery.format.api.FormatTool;

/**
 * Finds the example formats ({@code examples/formats} of the repository) from wherever the tests
 * run: the system property {@code rookery.examples}, else the first ancestor of the working
 * directory that has them.
 */
final class Examples {

    static final List<String> FILES = List.of("g20.tfl", "fesa-shogi.tfl", "newport-exchange.tfl", "guardian-open.tfl");

    static final FormatTool TOOL = new FormatTool();

    private Examples() {
    }

    static Path dir() {
        String property = System.getProperty("rookery.examples");
        if (property != null) {
            return Path.of(property);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("examples/formats");
            if (Files.isRegularFile(candidate.resolve("g20.tfl"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/formats not found above " + Path.of("").toAbsolutePath()
                + "; set -Drookery.examples");
    }

    static Path path(String file) {
        return dir().resolve(file);
    }

    static String text(String file) {
        try {
            return Files.readString(path(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CompiledFormat compile(String file) {
        try {
            return TOOL.compile(path(file));
        } catch (FormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** Writes {@code text} as {@code name} into a scratch copy of the examples folder (imports resolve). */
    static Path scratch(Path tempDir, String name, String text) {
        try {
            Path shared = tempDir.resolve("shared");
            if (!Files.isDirectory(shared)) {
                Files.createDirectories(shared);
                try (var files = Files.list(dir().resolve("shared"))) {
                    for (Path f : files.toList()) {
                        Files.copy(f, shared.resolve(f.getFileName()));
                    }
                }
            }
            Path file = tempDir.resolve(name);
            Files.writeString(file, text);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
