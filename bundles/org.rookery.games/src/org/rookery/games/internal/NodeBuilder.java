// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.games.GameNode;
import org.rookery.rules.Move;

/** A {@link GameNode} while its file is being read: comments, NAGs and variations arrive after the move. */
final class NodeBuilder {

    final Move move;
    final int board;
    String commentBefore;
    String commentAfter;
    final List<Integer> nags = new ArrayList<>();
    final List<List<NodeBuilder>> variations = new ArrayList<>();
    Long elapsedMillis;
    Long clockMillis;

    NodeBuilder(Move move, int board) {
        this.move = move;
        this.board = board;
    }

    void addCommentAfter(String text) {
        commentAfter = join(commentAfter, text);
    }

    static String join(String a, String b) {
        if (b == null || b.isEmpty()) {
            return a;
        }
        return a == null ? b : a + " " + b;
    }

    GameNode build() {
        List<List<GameNode>> lines = new ArrayList<>();
        for (List<NodeBuilder> line : variations) {
            lines.add(buildAll(line));
        }
        return new GameNode(move, board, commentBefore, commentAfter, nags, lines, elapsedMillis, clockMillis);
    }

    static List<GameNode> buildAll(List<NodeBuilder> line) {
        List<GameNode> out = new ArrayList<>(line.size());
        for (NodeBuilder b : line) {
            out.add(b.build());
        }
        return out;
    }
}
