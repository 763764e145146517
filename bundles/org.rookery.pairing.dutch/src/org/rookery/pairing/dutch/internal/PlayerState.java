// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourHistory;
import org.rookery.engine.pairing.colour.ColourPreference;
import org.rookery.engine.pairing.colour.ColourRules;

/**
 * What the Dutch rules need to know about one player before the round: score, the colour
 * history the Swiss engines share ({@link ColourHistory}: the games played, forfeits and byes
 * having no colour, and the colour preference of C.04.3 A.6), the floats of the last two
 * rounds (A.4, and the 2025 rule that scoring without playing more than a loss counts as a
 * downfloat), the opponents met and whether a pairing-allocated bye is still allowed (C.2).
 *
 * <p>With Baku acceleration ({@link Acceleration}) or virtual points the request gives explicitly
 * (a TRF file's XXA lines) the score is the <em>pairing</em> score: the real score plus the
 * round's virtual points. Every pairing decision (score brackets, floats of
 * this and earlier rounds) uses it; the real score is never changed, and the topscorer test of
 * the last round uses the real score.
 *
 * @param id the pairing number
 * @param score the pairing score in hundredths of a point (real score plus virtual points)
 * @param colours the colours of the rounds before this one
 * @param floats per round (index 0 = round 1): -1 downfloat, +1 upfloat, 0 none
 * @param opponents the players met over the board (a forfeit is not a game played)
 * @param byeAllowed whether C.2 allows the pairing-allocated bye
 * @param topscorer whether the player is a topscorer (final round, over half the maximum)
 */
public record PlayerState(int id, long score, ColourHistory colours, List<Integer> floats, Set<Integer> opponents,
        boolean byeAllowed, boolean topscorer) {

    /** The states of all entrants (indexed by id - 1). */
    public static List<PlayerState> of(PairingRequest request) {
        List<Entrant> entrants = request.entrants();
        int rounds = request.round() - 1;
        // before[i][r]: the pairing score of player i when round r + 1 was paired.
        long[][] before = new long[entrants.size()][rounds + 1];
        long[] real = new long[entrants.size()];
        for (Entrant e : entrants) {
            long s = 0;
            for (int r = 0; r < rounds; r++) {
                before[e.id() - 1][r] = s + virtualPoints(request, r + 1, e.id());
                s += points(e.history().get(r).result(), request.options().pairingByePoints());
            }
            before[e.id() - 1][rounds] = s + virtualPoints(request, rounds + 1, e.id());
            real[e.id() - 1] = s;
        }
        List<PlayerState> out = new ArrayList<>();
        for (Entrant e : entrants) {
            List<Integer> floats = new ArrayList<>();
            Set<Integer> opponents = new HashSet<>();
            boolean byeAllowed = true;
            for (int r = 0; r < rounds; r++) {
                RoundRecord rec = r < e.history().size() ? e.history().get(r) : null;
                if (rec == null) {
                    floats.add(0);
                    continue;
                }
                boolean played = ColourHistory.counts(rec);
                if (played) {
                    // A forfeited game was never played: the two may still meet (C.1).
                    opponents.add(rec.opponent());
                }
                if (rec.result() == RoundResult.PAIRING_BYE || rec.result() == RoundResult.FORFEIT_WIN) {
                    byeAllowed = false;
                }
                int f = 0;
                if (played) {
                    long mine = before[e.id() - 1][r];
                    long theirs = rec.opponent() <= entrants.size() ? before[rec.opponent() - 1][r] : mine;
                    f = Long.compare(theirs, mine);
                    f = f > 0 ? 1 : f < 0 ? -1 : 0;
                } else if (points(rec.result(), request.options().pairingByePoints()) > 0) {
                    f = -1;
                }
                floats.add(f);
            }
            long score = before[e.id() - 1][rounds];
            boolean top = request.round() == request.plannedRounds()
                    && real[e.id() - 1] * 2 > (long) request.plannedRounds() * 100;
            out.add(new PlayerState(e.id(), score, ColourHistory.of(e.history(), rounds), floats, opponents, byeAllowed, top));
        }
        return out;
    }

    /**
     * The virtual points (hundredths) of player {@code id} when {@code round} is paired: the
     * request's explicit ones (a TRF file's XXA lines) when it has any, otherwise Baku
     * acceleration's for the accelerated rounds.
     */
    static long virtualPoints(PairingRequest request, int round, int id) {
        PairingRequest.Options o = request.options();
        if (o.hasVirtualPoints()) {
            return o.virtualPoints(id, round).movePointRight(2).longValueExact();
        }
        return Acceleration.virtualPoints(o.acceleration(), round, id, request.entrants().size());
    }

    /** Points of a result in hundredths. */
    static long points(RoundResult r, BigDecimal byePoints) {
        return switch (r) {
            case WIN, FORFEIT_WIN, UNRATED_WIN, FULL_POINT_BYE -> 100;
            case DRAW, UNRATED_DRAW, HALF_POINT_BYE -> 50;
            case PAIRING_BYE -> byePoints.movePointRight(2).longValue();
            default -> 0;
        };
    }

    /** Players are the same when their pairing numbers are (the state is derived from it). */
    @Override
    public boolean equals(Object o) {
        return o instanceof PlayerState p && p.id == id;
    }

    @Override
    public int hashCode() {
        return id;
    }

    /** The colour preference (C.04.3 A.6). */
    public ColourPreference preference() {
        return colours.preference();
    }

    /**
     * This player's colour against {@code low}, a lower-ranked player (higher score, then lower
     * pairing number ranks higher): the shared allocation rules (C.04.3 E.1-E.5), E.5 by this
     * player's pairing number.
     */
    public Side colourAsHigher(PlayerState low, boolean initialWhite) {
        return ColourRules.forHigher(colours, low.colours, ColourRules.initialColour(id, initialWhite ? Side.WHITE : Side.BLACK));
    }

    /**
     * Whether C.04.3 C.3 keeps the two apart: both have an absolute preference for the same
     * colour and neither is a topscorer.
     */
    public boolean absoluteConflict(PlayerState other) {
        ColourPreference a = preference();
        ColourPreference b = other.preference();
        return a.absolute() && b.absolute() && a.colour() == b.colour() && !topscorer && !other.topscorer;
    }

    /** The float this player got {@code back} rounds ago (1 = the previous round). */
    public int floatAgo(int back) {
        int i = floats.size() - back;
        return i >= 0 ? floats.get(i) : 0;
    }
}
