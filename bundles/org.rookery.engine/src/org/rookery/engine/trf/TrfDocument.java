// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A whole TRF file: its lines in order (player lines parsed, every other line kept as its
 * three-character code and the rest of the text) and the line ending it used, so that writing
 * it back gives the same file.
 *
 * @param lines the lines in file order
 * @param lineEnding the line ending the file used ({@code "\r"}, {@code "\n"} or {@code "\r\n"})
 */
public record TrfDocument(List<Line> lines, String lineEnding) {

    /** One line of the file. */
    public sealed interface Line permits TagLine, PlayerLine {
    }

    /**
     * A line other than a player line: the code (first three characters, e.g. {@code 012},
     * {@code XXR}) and the text after the code, verbatim.
     */
    public record TagLine(String code, String text) implements Line {
        public TagLine {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(text, "text");
        }
    }

    /** A {@code 001} player line. */
    public record PlayerLine(TrfPlayer player) implements Line {
        public PlayerLine {
            Objects.requireNonNull(player, "player");
        }
    }

    public TrfDocument {
        lines = List.copyOf(lines);
        Objects.requireNonNull(lineEnding, "line ending");
    }

    /** The players in file order. */
    public List<TrfPlayer> players() {
        List<TrfPlayer> out = new ArrayList<>();
        for (Line l : lines) {
            if (l instanceof PlayerLine p) {
                out.add(p.player());
            }
        }
        return out;
    }

    /** The text of the first line with this code, trimmed. */
    public Optional<String> tag(String code) {
        for (Line l : lines) {
            if (l instanceof TagLine t && t.code().equals(code)) {
                return Optional.of(t.text().trim());
            }
        }
        return Optional.empty();
    }

    /** The number of rounds that have a result for at least one player. */
    public int playedRounds() {
        int max = 0;
        for (TrfPlayer p : players()) {
            for (int r = 0; r < p.games().size(); r++) {
                TrfGame g = p.games().get(r);
                if (!g.isEmpty() && g.result() != ' ') {
                    max = Math.max(max, r + 1);
                }
            }
        }
        return max;
    }

    /** This document with its player lines replaced (same order of other lines). */
    public TrfDocument withPlayers(List<TrfPlayer> players) {
        List<Line> out = new ArrayList<>();
        int i = 0;
        for (Line l : lines) {
            if (l instanceof PlayerLine) {
                if (i < players.size()) {
                    out.add(new PlayerLine(players.get(i++)));
                }
            } else {
                out.add(l);
            }
        }
        while (i < players.size()) {
            out.add(new PlayerLine(players.get(i++)));
        }
        return new TrfDocument(out, lineEnding);
    }
}
