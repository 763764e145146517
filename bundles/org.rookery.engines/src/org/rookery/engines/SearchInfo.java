// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.List;
import java.util.Optional;

/**
 * One line of what an engine says while it searches: depth, score (centipawns, or moves to mate),
 * nodes, speed and a principal variation in the protocol's move notation. Fields an engine did not
 * send are 0, {@code null} or empty. Scores are from the side to move's point of view.
 *
 * @param depth nominal depth in plies
 * @param selectiveDepth selective depth, or 0
 * @param multiPv the line's rank among several (1 = best)
 * @param centipawns the score in centipawns, or {@code null} with a mate score or none
 * @param mateIn moves to mate (negative: being mated), or {@code null}
 * @param nodes nodes searched
 * @param nodesPerSecond speed
 * @param timeMillis time searched
 * @param pv the principal variation, each move as the engine wrote it
 */
public record SearchInfo(int depth, int selectiveDepth, int multiPv, Integer centipawns, Integer mateIn, long nodes,
        long nodesPerSecond, long timeMillis, List<String> pv) {

    public SearchInfo {
        pv = List.copyOf(pv);
    }

    /** Whether it carries a score. */
    public boolean hasScore() {
        return centipawns != null || mateIn != null;
    }

    /** The score as people write it: {@code +0.35}, {@code -1.20}, {@code #3}, {@code #-2}. */
    public Optional<String> scoreText() {
        if (mateIn != null) {
            return Optional.of("#" + mateIn);
        }
        if (centipawns != null) {
            return Optional.of(String.format(java.util.Locale.ROOT, "%+.2f", centipawns / 100.0));
        }
        return Optional.empty();
    }
}
