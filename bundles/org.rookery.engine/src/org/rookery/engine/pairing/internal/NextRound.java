// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

/**
 * The Swiss engine's look-ahead: whether, after a proposed pairing, the same field could still
 * be paired once more without a rematch (and, for an odd field, with a bye for someone who has
 * not had one). A Swiss of few players and many rounds can otherwise pair itself into a corner
 * where the next round has no pairing at all; FIDE's pairing rules likewise ask that a pairing
 * allow the event to be completed. A check that runs out of search steps does not reject.
 */
final class NextRound {

    /** Search steps one check may take. */
    static final int BUDGET = 20_000;

    private NextRound() {
    }

    static boolean pairable(SwissPlayer[] players, int[] partner, int bye) {
        for (int i = 0; i < players.length; i++) {
            if (partner[i] > i) {
                players[i].met.set(players[partner[i]].id);
                players[partner[i]].met.set(players[i].id);
            }
        }
        try {
            if (players.length % 2 == 0) {
                SwissSearch next = new SwissSearch(players, false, BUDGET);
                return next.run() != null || next.exhausted();
            }
            for (int candidate = players.length - 1; candidate >= 0; candidate--) {
                if (candidate == bye || players[candidate].hadUnplayedPoint) {
                    continue;
                }
                SwissSearch next = new SwissSearch(players, false, BUDGET);
                next.exclude(candidate);
                if (next.run() != null || next.exhausted()) {
                    return true;
                }
            }
            return false;
        } finally {
            for (int i = 0; i < players.length; i++) {
                if (partner[i] > i) {
                    players[i].met.clear(players[partner[i]].id);
                    players[partner[i]].met.clear(players[i].id);
                }
            }
        }
    }
}
