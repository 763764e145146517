// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

/**
 * Double round robin: the Berger table twice, the second cycle with colours reversed. As FIDE
 * recommends (C.05), the last two rounds of the first cycle are exchanged, so that no one
 * plays three games in a row with one colour where the cycles meet.
 */
public class DoubleRoundRobinEngine extends RoundRobinEngine {

    @Override
    public String id() {
        return "double-round-robin";
    }

    @Override
    public String description() {
        return "double round robin: everyone meets everyone twice, once with each colour";
    }

    @Override
    public int plannedRounds(int entrants) {
        return 2 * BergerTable.rounds(entrants);
    }

    @Override
    int[] tableRound(int round, int cycleRounds) {
        int[] where = super.tableRound(round, cycleRounds);
        if (where[1] == 0 && (round - 1) / cycleRounds == 0 && cycleRounds >= 3) {
            if (where[0] == cycleRounds) {
                where[0] = cycleRounds - 1;
            } else if (where[0] == cycleRounds - 1) {
                where[0] = cycleRounds;
            }
        }
        return where;
    }
}
