// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Finds the shared folder of reference cases from the working directory upwards. */
final class SharedCases {

    private SharedCases() {
    }

    /** The {@code swiss-dutch} folder; fails with the places it looked when missing. */
    static Path folder() {
        List<String> looked = new ArrayList<>();
        Path dir = Path.of("").toAbsolutePath();
        for (int up = 0; up < 6 && dir != null; up++) {
            for (String rel : new String[] {"shared/swiss-dutch", "../shared/swiss-dutch"}) {
                Path p = dir.resolve(rel).normalize();
                looked.add(p.toString());
                if (Files.isDirectory(p)) {
                    return p;
                }
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("the shared swiss-dutch cases are missing; looked in " + looked);
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
