// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.rookery.games.GameFiles;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Move;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.VariantRegistry;

/**
 * Where an engine game starts: a position and the book moves played from it before the engines
 * take over.
 *
 * @param start the position
 * @param moves book moves, each legal in turn
 */
public record Opening(PositionView start, List<Move> moves) {

    public Opening {
        moves = List.copyOf(moves);
    }

    /** The variant's own start position, no book moves. */
    public static Opening start(Rules rules) {
        return new Opening(rules.startPosition(), List.of());
    }

    /**
     * Reads an openings file: a game file ({@code .pgn}, {@code .bpgn}, {@code .kif}, {@code .csa}),
     * whose games' start positions and main lines are the openings, or any other text file with one
     * position a line in the variant's notation (FEN, SFEN), {@code #} lines being comments.
     *
     * @throws IllegalArgumentException naming the line of a position the rules refuse, or a game of another variant
     */
    public static List<Opening> read(Path file, Rules rules, VariantRegistry registry) throws IOException {
        GameFiles files = new GameFiles(registry);
        List<Opening> openings = new ArrayList<>();
        if (files.formatOf(file.getFileName().toString()).isPresent()) {
            int n = 0;
            for (GameRecord g : files.read(file)) {
                n++;
                if (!g.variantId().equals(rules.id())) {
                    throw new IllegalArgumentException(file + ": game " + n + " is " + g.variantId() + ", not " + rules.id());
                }
                Position p = g.startPosition() == null ? rules.startPosition() : rules.position(g.startPosition());
                List<Move> line = new ArrayList<>();
                for (GameNode node : g.mainLine()) {
                    line.add(node.move());
                }
                openings.add(new Opening(p, line));
            }
        } else {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i).strip();
                if (l.isEmpty() || l.startsWith("#")) {
                    continue;
                }
                try {
                    openings.add(new Opening(rules.position(l), List.of()));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
                }
            }
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings in it");
        }
        return openings;
    }
}
