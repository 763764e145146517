// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.BitSet;
import java.util.List;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;

/**
 * What the Swiss pairing needs to know about one entrant, read once from the history: score
 * (with any acceleration), opponents met, colour difference and sequence, earlier byes.
 */
final class SwissPlayer {

    final Entrant entrant;
    final int id;
    final double score;
    final BitSet met = new BitSet();
    /** Whites minus blacks over games played. */
    final int colourDiff;
    /** Colours of games played, oldest first. */
    final Side[] colours;
    /** Whether the player already had a point without playing that the pairing gave (bye, forfeit win). */
    final boolean hadUnplayedPoint;
    /** Rank in the pairing order, 0 = paired first. */
    int rank;
    /** {@link #whiteWish()}, computed once. */
    final int wish;

    SwissPlayer(Entrant entrant, double virtualPoints) {
        this.entrant = entrant;
        this.id = entrant.id();
        this.score = entrant.score().doubleValue() + virtualPoints;
        List<RoundRecord> played = entrant.history().stream().filter(r -> r.result().played() && r.side() != Side.NONE).toList();
        int diff = 0;
        colours = new Side[played.size()];
        for (int i = 0; i < played.size(); i++) {
            colours[i] = played.get(i).side();
            diff += colours[i] == Side.WHITE ? 1 : -1;
        }
        colourDiff = diff;
        boolean unplayed = false;
        for (RoundRecord r : entrant.history()) {
            if (r.hadOpponent()) {
                met.set(r.opponent());
            }
            unplayed |= r.result() == RoundResult.PAIRING_BYE || r.result() == RoundResult.FORFEIT_WIN;
        }
        hadUnplayedPoint = unplayed;
        wish = whiteWish();
    }

    /**
     * How much the player wants White: positive for White, negative for Black, 0 for no
     * preference. The colour difference counts twice as much as the wish to alternate, and
     * two games running with one colour count as much as a difference of one.
     */
    int whiteWish() {
        if (colours.length == 0) {
            return 0;
        }
        Side last = colours[colours.length - 1];
        int alternate = last == Side.WHITE ? -1 : 1;
        boolean twoRunning = colours.length >= 2 && colours[colours.length - 2] == last;
        return -2 * colourDiff + alternate * (twoRunning ? 2 : 1);
    }

    String label() {
        return entrant.name().isEmpty() ? "#" + id : entrant.name() + " (" + id + ")";
    }
}
