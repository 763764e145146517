// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engines.internal.MoveCodec;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;

/**
 * Annotates a game with an engine: before each move of the main line the engine searches the
 * position; the move gets the engine's score and depth as its comment and, when the engine
 * preferred another move, the engine's line as a variation (checked move by move by the rules; a
 * line that stops being legal is cut there). The game keeps its own variant and file format.
 */
public final class GameAnnotator {

    private final Engine engine;
    private final SearchLimits limits;
    private final long graceMillis;

    /**
     * @param engine a running engine that plays the game's variant
     * @param limits each search's bound (a depth, nodes or a time)
     * @param graceMillis how long past its bound the engine may take
     */
    public GameAnnotator(Engine engine, SearchLimits limits, long graceMillis) {
        if (limits.isInfinite()) {
            throw new IllegalArgumentException("annotating needs a bound per move: a depth, nodes or a time");
        }
        this.engine = engine;
        this.limits = limits;
        this.graceMillis = graceMillis;
    }

    /** The game with the engine's comments and lines; the moves themselves are unchanged. */
    public GameRecord annotate(GameRecord game, Rules rules) {
        engine.newGame(rules);
        MoveCodec codec = MoveCodec.of(engine.protocol(), rules);
        Position start = game.startPosition() == null ? rules.startPosition() : rules.position(game.startPosition());
        Position p = rules.newPosition(start.toSetup());
        List<Move> played = new ArrayList<>();
        List<GameNode> out = new ArrayList<>();
        for (GameNode node : game.mainLine()) {
            engine.position(start, played);
            BestMove best = engine.search(limits, graceMillis, i -> { });
            SearchInfo info = best.lastInfo();
            String note = engine.name() + (info != null && info.hasScore() ? " " + info.scoreText().orElse("") + "/" + info.depth() : "");
            GameNode annotated = node.withCommentAfter(node.commentAfter() == null ? note : node.commentAfter() + " " + note);
            if (best.move() != null && !best.move().equals(node.move())) {
                List<GameNode> line = line(info == null || info.pv().isEmpty() ? List.of(best.text()) : info.pv(), p, codec);
                if (!line.isEmpty()) {
                    List<List<GameNode>> variations = new ArrayList<>(annotated.variations());
                    variations.add(line);
                    annotated = annotated.withVariations(variations);
                }
            }
            out.add(annotated);
            p.doMove(node.move());
            played.add(node.move());
        }
        return game.withMainLine(out);
    }

    private static List<GameNode> line(List<String> pv, Position from, MoveCodec codec) {
        Position q = from.copy();
        List<GameNode> line = new ArrayList<>();
        for (String text : pv) {
            Move m;
            try {
                m = codec.parse(text, q);
            } catch (MoveException e) {
                break;
            }
            line.add(GameNode.of(m));
            q.doMove(m);
        }
        return line;
    }
}
