// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The reference cases of the FIDE Dutch system, kept in the repository's
 * {@code examples/swiss-dutch} (see its README for where they come from), so that a clone alone
 * builds and tests. Tests run in their bundle's folder, two below the repository's root.
 */
final class SharedCases {

    private SharedCases() {
    }

    /** The {@code examples/swiss-dutch} folder; fails with the place it looked when missing. */
    static Path folder() {
        Path p = Path.of("../../examples/swiss-dutch").toAbsolutePath().normalize();
        if (!Files.isDirectory(p)) {
            throw new IllegalStateException("the reference swiss-dutch cases are missing: no folder " + p);
        }
        return p;
    }

    /** The input files, sorted by name. */
    static List<Path> inputs() throws IOException {
        try (Stream<Path> s = Files.list(folder())) {
            return s.filter(p -> p.getFileName().toString().matches("in_.*\\.trf")).sorted().toList();
        }
    }

    /** The expected output beside an input. */
    static Path expected(Path in) {
        return in.resolveSibling(in.getFileName().toString().replace("in_", "out_").replace(".trf", ".txt"));
    }
}
