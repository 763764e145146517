// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.games;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.LinkedBoards;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.TwoBoards;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * Prints a game read from a file as people read a score sheet: its headers, the main line in the
 * variant's own notation (SAN for the chess family, Western notation for shogi, SAN with board
 * letters for games on two linked boards) numbered as players number moves, and the result.
 */
final class GamePrinter {

    private static final int WIDTH = 78;

    private final VariantRegistry registry;
    private final PrintStream out;

    GamePrinter(VariantRegistry registry, PrintStream out) {
        this.registry = registry;
        this.out = out;
    }

    void print(GameRecord game, int number, int count) {
        if (number > 1) {
            out.println();
        }
        Variant variant = registry.find(game.variantId()).orElseThrow();
        out.println("Game " + number + " of " + count + ": " + variant.displayName());
        for (Map.Entry<String, String> h : game.headers().entrySet()) {
            out.println("  " + h.getKey() + ": " + h.getValue());
        }
        // a set-up start is shown once: PGN already has it as the FEN tag, KIF and CSA do not
        if (game.startPosition() != null && !game.headers().containsValue(game.startPosition())) {
            out.println("  Start: " + game.startPosition());
        }
        Rules rules = variant.rules(variant.defaultOptions());
        List<String> words = rules.twoBoards().map(two -> twoBoardMoves(game, two)).orElseGet(() -> moves(game, rules));
        int variations = countVariations(game.mainLine());
        out.println("Moves: " + game.mainLine().size() + (variations == 0 ? "" : " (and " + variations
                + (variations == 1 ? " variation)" : " variations)")));
        StringBuilder line = new StringBuilder(" ");
        for (String w : words) {
            if (line.length() + 1 + w.length() > WIDTH && line.length() > 1) {
                out.println(line);
                line = new StringBuilder(" ");
            }
            line.append(' ').append(w);
        }
        if (line.length() > 1) {
            out.println(line);
        }
        out.println("Result: " + game.result().map(o -> o.toString()).orElse("unfinished"));
    }

    /** One word per move, with the move number before White's move (or every shogi move). */
    private static List<String> moves(GameRecord game, Rules rules) {
        Position p = game.startPosition() == null ? rules.startPosition() : rules.position(game.startPosition());
        MoveFormat format = readable(rules);
        boolean shogi = "shogi".equals(game.variantId());
        List<String> words = new java.util.ArrayList<>();
        int ply = 0;
        for (GameNode node : game.mainLine()) {
            ply++;
            String text = format.format(node.move(), p);
            if (shogi) {
                words.add(ply + "." + text);
            } else if (p.sideToMove() == Color.WHITE) {
                words.add(p.fullmoveNumber() + "." + text);
            } else {
                words.add(ply == 1 ? p.fullmoveNumber() + "..." + text : text);
            }
            p.doMove(node.move());
        }
        return words;
    }

    /** Two linked boards: both in time order, each move numbered {@code 1A.}, {@code 1a.}, {@code 1B.}, {@code 1b.}. */
    private static List<String> twoBoardMoves(GameRecord game, TwoBoards two) {
        LinkedBoards match = game.startPosition() == null ? two.start() : two.parse(game.startPosition());
        MoveFormat format = readable(two.rules());
        List<String> words = new java.util.ArrayList<>();
        for (GameNode node : game.mainLine()) {
            PositionView p = match.board(node.board());
            words.add(two.moveNumber(p, node.board()) + format.format(node.move(), p));
            match.play(node.board(), node.move());
        }
        return words;
    }

    private static MoveFormat readable(Rules rules) {
        for (MoveFormat f : rules.moveFormats()) {
            if (f.name().equals("SAN") || f.name().equals("Western")) {
                return f;
            }
        }
        return rules.moveFormats().get(0);
    }

    private static int countVariations(List<GameNode> line) {
        int n = 0;
        for (GameNode node : line) {
            for (List<GameNode> v : node.variations()) {
                n += 1 + countVariations(v);
            }
        }
        return n;
    }
}
