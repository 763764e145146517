// SPDX-License-Identifier: EPL-2.0
package org.rookery.games;

import java.nio.charset.Charset;
import java.util.List;

/**
 * A game file format as a read/write pair: {@code read(write(games))} gives the same games back.
 * Implementations are stateless and thread-safe; get them from {@link GameFiles}.
 */
public interface GameFormat {

    /** A short name ("PGN", "BPGN", "KIF", "CSA"). */
    String name();

    /** File name extensions, lower case without the dot, the preferred one first. */
    List<String> extensions();

    /**
     * Reads every game of a file's text, checking each move against the rules.
     *
     * @throws GameFileException naming the line, column and what was expected
     */
    List<GameRecord> read(String text);

    /**
     * Writes games in this format.
     *
     * @throws IllegalArgumentException if a game cannot be written in this format (another variant)
     */
    String write(List<GameRecord> games);

    /** The character set files of this format are written in, for a file name extension. */
    default Charset charset(String extension) {
        return java.nio.charset.StandardCharsets.UTF_8;
    }
}
