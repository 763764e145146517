// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;

/**
 * Saves engine games through the game files bundle in the first format that writes the variant
 * (PGN for the chess family, BPGN for Exchange, KIF for shogi), so that nothing here names a
 * variant. A format that holds one game a file gets one file per game.
 */
public final class SavedGames {

    private final GameFiles files;

    public SavedGames(GameFiles files) {
        this.files = files;
    }

    /**
     * The format that writes games of a variant, by trying each on the game.
     *
     * @throws IllegalArgumentException when none writes it, with each format's reason (a format
     * of the variant may be unable to write this one game, e.g. an ending it has no marker for)
     */
    public GameFormat formatFor(GameRecord game) {
        List<String> reasons = new ArrayList<>();
        for (GameFormat f : files.formats()) {
            try {
                f.write(List.of(game));
                return f;
            } catch (IllegalArgumentException e) {
                reasons.add(f.name() + ": " + e.getMessage());
            }
        }
        throw new IllegalArgumentException("no game file format writes this " + game.variantId() + " game ("
                + String.join("; ", reasons) + ")");
    }

    /**
     * Writes the games into {@code dir} as {@code base.EXT}, or {@code base-N.EXT} one per game when
     * the format holds one game a file.
     *
     * @param format a format name ("PGN", "KIF", "CSA"), or {@code null} for the variant's first
     * @return the files written
     */
    public List<Path> save(Path dir, String base, List<GameRecord> games, String format) throws IOException {
        if (games.isEmpty()) {
            return List.of();
        }
        Files.createDirectories(dir);
        GameFormat f = format == null ? formatFor(games.get(0)) : files.format(format);
        String ext = f.extensions().get(0);
        List<Path> written = new ArrayList<>();
        boolean together;
        try {
            f.write(games);
            together = true;
        } catch (IllegalArgumentException e) {
            together = false;
        }
        if (together) {
            Path p = dir.resolve(base + "." + ext);
            files.write(p, games);
            written.add(p);
        } else {
            for (int i = 0; i < games.size(); i++) {
                Path p = dir.resolve(base + "-" + (i + 1) + "." + ext);
                files.write(p, List.of(games.get(i)));
                written.add(p);
            }
        }
        return written;
    }
}
