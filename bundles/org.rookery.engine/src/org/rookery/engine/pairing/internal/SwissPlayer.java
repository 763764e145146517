// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.BitSet;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourHistory;

/**
 * What the Swiss pairing needs to know about one entrant, read once from the history: score
 * (with any acceleration), opponents met, the colour history the shared colour rules read
 * ({@link ColourHistory}), earlier byes.
 */
final class SwissPlayer {

    final Entrant entrant;
    final int id;
    final double score;
    final BitSet met = new BitSet();
    /** The colours of the games played. */
    final ColourHistory colours;
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
        colours = ColourHistory.of(entrant.history());
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
     * How much the player wants White, as the search weighs it when it looks for a partner who
     * wants the other colour: positive for White, negative for Black, 0 for no preference. The
     * colour difference counts twice as much as the wish to alternate, and two games running
     * with one colour count as much as a difference of one. This weight orders the search only;
     * who of a pair gets White is the shared rules' decision ({@code ColourRules}).
     */
    int whiteWish() {
        if (colours.games() == 0) {
            return 0;
        }
        int alternate = colours.last() == Side.WHITE ? -1 : 1;
        return -2 * colours.difference() + alternate * (colours.sameColourTwiceRunning() ? 2 : 1);
    }

    String label() {
        return entrant.name().isEmpty() ? "#" + id : entrant.name() + " (" + id + ")";
    }
}
