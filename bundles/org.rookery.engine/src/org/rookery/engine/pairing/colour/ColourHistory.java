// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.colour;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourPreference.Strength;

/**
 * One player's colours as the colour rules see them: the colour of each round, and of the
 * games played alone. Only a game played over the board has a colour; a bye, a forfeit (won or
 * lost) and an absence leave the round without one, and the rules then read the games played
 * as one sequence with the gaps closed (FIDE C.04.3 A.6 counts games played; E.3 walks back
 * through them). Immutable; the colour difference and the preference are worked out once.
 */
public final class ColourHistory {

    /** A player who has played nothing yet. */
    public static final ColourHistory EMPTY = new ColourHistory(List.of());

    private final List<Side> rounds;
    private final Side[] played;
    private final List<Side> playedView;
    private final int difference;
    private final ColourPreference preference;

    private ColourHistory(List<Side> rounds) {
        this.rounds = List.copyOf(rounds);
        played = this.rounds.stream().filter(s -> s != Side.NONE).toArray(Side[]::new);
        playedView = Collections.unmodifiableList(Arrays.asList(played));
        int d = 0;
        for (Side s : played) {
            d += s == Side.WHITE ? 1 : -1;
        }
        difference = d;
        preference = preferenceOf(played, d);
    }

    /**
     * The history of an entrant's rounds: the record at index {@code r} is round {@code r + 1}'s.
     * {@code rounds} is the number of rounds before the one being paired; rounds with no record
     * (the entrant joined later) have no colour, and records past it are not read.
     */
    public static ColourHistory of(List<RoundRecord> history, int rounds) {
        List<Side> sides = new ArrayList<>(rounds);
        for (int r = 0; r < rounds; r++) {
            sides.add(r < history.size() && counts(history.get(r)) ? history.get(r).side() : Side.NONE);
        }
        return new ColourHistory(sides);
    }

    /** The history of every round in {@code history}. */
    public static ColourHistory of(List<RoundRecord> history) {
        return of(history, history.size());
    }

    /**
     * A history from each round's colour, oldest first, {@link Side#NONE} for a round without a
     * game played (as {@code "WB-W"} would be written).
     */
    public static ColourHistory ofRounds(List<Side> rounds) {
        return new ColourHistory(rounds);
    }

    /**
     * Whether a round gives the player a colour: a game played over the board against an
     * opponent. Byes, forfeits and absences do not count for colours.
     */
    public static boolean counts(RoundRecord record) {
        return record.hadOpponent() && record.result().played() && record.side() != Side.NONE;
    }

    /** Each round's colour, oldest first, {@link Side#NONE} where no game was played. */
    public List<Side> rounds() {
        return rounds;
    }

    /** The colours of the games played, oldest first. */
    public List<Side> colours() {
        return playedView;
    }

    /** The number of games played. */
    public int games() {
        return played.length;
    }

    /** Games with White minus games with Black (A.6). */
    public int difference() {
        return difference;
    }

    /** The colour of the game played {@code back} games ago (1 = the latest), NONE before the first. */
    public Side colourAgo(int back) {
        int i = played.length - back;
        return i >= 0 && back > 0 ? played[i] : Side.NONE;
    }

    /** The colour of the latest game played, NONE when there is none. */
    public Side last() {
        return colourAgo(1);
    }

    /** Whether the two latest games played had the same colour. */
    public boolean sameColourTwiceRunning() {
        return played.length >= 2 && played[played.length - 1] == played[played.length - 2];
    }

    /** The colour difference after one more game with {@code got}. */
    public int differenceAfter(Side got) {
        return difference + (got == Side.WHITE ? 1 : got == Side.BLACK ? -1 : 0);
    }

    /**
     * Whether one more game with {@code got} would be the third running with that colour (what
     * C.04.3 C.3 forbids outside topscorers' games and C.9 minimises between topscorers).
     */
    public boolean thirdRunningWith(Side got) {
        return got != Side.NONE && sameColourTwiceRunning() && last() == got;
    }

    /** The colour preference (A.6). */
    public ColourPreference preference() {
        return preference;
    }

    /**
     * A.6: absolute when the colour difference is beyond +1 or -1 (towards the colour that
     * evens it), else absolute when the two latest games had one colour (towards the other);
     * strong for a difference of +1 or -1; mild, to alternate, for a difference of 0; none
     * without a game played.
     */
    private static ColourPreference preferenceOf(Side[] played, int difference) {
        if (played.length == 0) {
            return ColourPreference.NONE;
        }
        Side last = played[played.length - 1];
        boolean twoSame = played.length >= 2 && played[played.length - 2] == last;
        if (difference > 1 || difference < -1) {
            return new ColourPreference(difference > 1 ? Side.BLACK : Side.WHITE, Strength.ABSOLUTE);
        }
        if (twoSame) {
            return new ColourPreference(last.opposite(), Strength.ABSOLUTE);
        }
        if (difference != 0) {
            return new ColourPreference(difference > 0 ? Side.BLACK : Side.WHITE, Strength.STRONG);
        }
        return new ColourPreference(last.opposite(), Strength.MILD);
    }

    /** The games played, for the allocation rules of this package. */
    Side[] played() {
        return played;
    }

    /** Written as the rounds' colours, e.g. {@code WB-W}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Side r : rounds) {
            s.append(r == Side.WHITE ? 'W' : r == Side.BLACK ? 'B' : '-');
        }
        return s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColourHistory h && h.rounds.equals(rounds);
    }

    @Override
    public int hashCode() {
        return rounds.hashCode();
    }
}
