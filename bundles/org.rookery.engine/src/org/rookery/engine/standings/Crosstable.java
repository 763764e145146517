// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;

/**
 * The results of an event, round by round, from which standings and the next pairing request
 * are derived. Recording a result is O(1); recording it again for the same round replaces it
 * (a correction). {@link #standings} recomputes every tie-break in one pass over the table, so
 * a 1000-player, 11-round Swiss costs a few thousand additions per call. Not thread-safe:
 * one event is updated by one thread.
 *
 * <p>Points are held as whole thousandths, so sums are exact for any scale a format can write
 * with up to three decimals.
 */
public final class Crosstable {

    /** Thousandths: the unit points are kept in. */
    static final long UNIT = 1000;

    final List<Participant> participants;
    final PointRules rules;
    /** [participant id][round]: null when nothing is recorded. */
    RoundRecord[][] records;
    /** [participant id][round]: ranking points in thousandths. */
    long[][] points;
    /** [participant id][round]: game points in thousandths (equal to points in an individual event). */
    long[][] gamePoints;
    int lastRound;
    /** [participant id]: McMahon start score in thousandths, counted in the ranking (not in pairing scores). */
    long[] start;
    /** Whether team matches rank by the game points each side scored (the match goes to the side with more). */
    boolean rankOnGamePoints;
    /** Whether the pairing scores ({@link #entrants}) are game points rather than ranking points. */
    boolean pairOnGamePoints;
    /** round * 1_000_000 + participant for every game paired and not yet finished. */
    private final java.util.Set<Long> pending = new java.util.HashSet<>();

    /** A crosstable for {@code participants} (ids 1..n in order). */
    public Crosstable(List<Participant> participants, PointRules rules) {
        this.participants = List.copyOf(participants);
        this.rules = rules;
        for (int i = 0; i < this.participants.size(); i++) {
            if (this.participants.get(i).id() != i + 1) {
                throw new IllegalArgumentException("participant ids must run 1.." + this.participants.size()
                        + " in order; position " + (i + 1) + " has id " + this.participants.get(i).id());
            }
        }
        int n = this.participants.size() + 1;
        records = new RoundRecord[n][12];
        points = new long[n][12];
        gamePoints = new long[n][12];
        start = new long[n];
    }

    /**
     * Sets each participant's McMahon start score (index 0 is participant 1): the standings rank
     * by start score plus points (the McMahon score), and the opponents' McMahon scores make up
     * the Buchholz tie-breaks. Pairing scores ({@link #entrants}) stay the points alone; the
     * pairing engine adds the start scores itself. An empty list clears them.
     */
    public void startScores(List<BigDecimal> scores) {
        if (!scores.isEmpty() && scores.size() != participants.size()) {
            throw new IllegalArgumentException(scores.size() + " start scores for " + participants.size() + " participants");
        }
        for (int p = 1; p < start.length; p++) {
            start[p] = scores.isEmpty() ? 0 : units(scores.get(p - 1));
        }
    }

    /**
     * Ranks team matches recorded from now on by the game points each side scored instead of
     * match points ({@code match won on game points}): a Scheveningen match's sides, for one, are
     * ranked on the total of all their games.
     */
    public void rankOnGamePoints(boolean on) {
        rankOnGamePoints = on;
    }

    /**
     * Gives the pairing engine game points instead of ranking points as each participant's score
     * ({@code pair on game points} in a team Swiss: the board points of all matches).
     */
    public void pairOnGamePoints(boolean on) {
        pairOnGamePoints = on;
    }

    /** The McMahon start score of {@code participant}, 0 where the stage has none. */
    public BigDecimal startScore(int participant) {
        check(1, participant);
        return decimal(start[participant]);
    }

    /** The participants, in id order. */
    public List<Participant> participants() {
        return participants;
    }

    /** The rules the points follow. */
    public PointRules rules() {
        return rules;
    }

    /**
     * Records a game paired in {@code round} that has no result yet. Until its result is in it
     * counts for neither player (see {@link TieBreakValues}): not in their own tie-breaks, and not
     * as a virtual draw in their opponents'.
     */
    public void recordPending(int round, int white, int black) {
        check(round, white);
        check(round, black);
        pending.add(round * 1_000_000L + white);
        pending.add(round * 1_000_000L + black);
    }

    /** Whether {@code participant}'s game of {@code round} is paired and not yet finished. */
    public boolean pending(int round, int participant) {
        return pending.contains(round * 1_000_000L + participant);
    }

    /** The rounds with a game paired and not yet finished, in order; empty when none is in progress. */
    public java.util.SortedSet<Integer> roundsInProgress() {
        java.util.SortedSet<Integer> rounds = new java.util.TreeSet<>();
        for (long k : pending) {
            rounds.add((int) (k / 1_000_000L));
        }
        return rounds;
    }

    /** The highest round with a result recorded, 0 before any. */
    public int lastRound() {
        return lastRound;
    }

    /**
     * Records a game of an individual event: White's result, Black's the mirror of it.
     *
     * @param whiteResult a game result ({@code WIN}, {@code DRAW}, {@code LOSS}, their unrated forms,
     *        or a forfeit)
     */
    public void recordGame(int round, int white, int black, RoundResult whiteResult) {
        RoundResult blackResult = mirror(whiteResult);
        long w = gameValue(whiteResult);
        long b = gameValue(blackResult);
        put(round, white, new RoundRecord(round, black, Side.WHITE, whiteResult), w, w);
        put(round, black, new RoundRecord(round, white, Side.BLACK, blackResult), b, b);
    }

    /**
     * Records a game of an individual event that neither player appeared for: a forfeit loss for
     * both, each scoring a loss, and for the tie-breaks an unplayed round of each (FIDE's
     * virtual-opponent rule, see {@link TieBreakValues}).
     */
    public void recordDoubleForfeit(int round, int white, int black) {
        long loss = gameValue(RoundResult.FORFEIT_LOSS);
        put(round, white, new RoundRecord(round, black, Side.WHITE, RoundResult.FORFEIT_LOSS), loss, loss);
        put(round, black, new RoundRecord(round, white, Side.BLACK, RoundResult.FORFEIT_LOSS), loss, loss);
    }

    /**
     * Records a match of a team event: the first-named team's result and both teams' game
     * points (the board points each team scored).
     */
    public void recordMatch(int round, int first, int second, RoundResult firstResult, BigDecimal firstGamePoints,
            BigDecimal secondGamePoints) {
        RoundResult secondResult = mirror(firstResult);
        long firstPoints = rankOnGamePoints ? units(firstGamePoints) : gameValue(firstResult);
        long secondPoints = rankOnGamePoints ? units(secondGamePoints) : gameValue(secondResult);
        put(round, first, new RoundRecord(round, second, Side.WHITE, firstResult), firstPoints, units(firstGamePoints));
        put(round, second, new RoundRecord(round, first, Side.BLACK, secondResult), secondPoints, units(secondGamePoints));
    }

    /**
     * Records a round without an opponent: {@code PAIRING_BYE}, {@code FULL_POINT_BYE},
     * {@code HALF_POINT_BYE} or {@code ZERO_POINT_BYE}.
     */
    public void recordBye(int round, int participant, RoundResult result) {
        long v = switch (result) {
            case PAIRING_BYE -> units(rules.pairingBye());
            case FULL_POINT_BYE -> units(rules.ranking().win());
            case HALF_POINT_BYE -> units(rules.ranking().draw());
            case ZERO_POINT_BYE -> 0;
            default -> throw new IllegalArgumentException("round " + round + ": " + result + " is a game result, not a bye");
        };
        put(round, participant, new RoundRecord(round, 0, Side.NONE, result), v, rules.team() ? 0 : v);
    }

    /**
     * Records a bye the participant asked for, worth {@code points} as the format's stage says
     * ({@code requested byes ... worth 0.5}); it counts as a full-point, half-point or zero-point
     * bye for the TRF code, by its worth.
     */
    public void recordRequestedBye(int round, int participant, BigDecimal points) {
        RoundResult result = points.signum() == 0 ? RoundResult.ZERO_POINT_BYE
                : points.compareTo(rules.ranking().win()) >= 0 ? RoundResult.FULL_POINT_BYE : RoundResult.HALF_POINT_BYE;
        long v = units(points);
        put(round, participant, new RoundRecord(round, 0, Side.NONE, result), v, rules.team() ? 0 : v);
    }

    /**
     * Records a bye a team asked for, worth {@code points} match points and {@code gamePoints}
     * game points (which rank instead where matches are won on game points); it counts as a
     * full-point, half-point or zero-point bye by its match points.
     */
    public void recordRequestedBye(int round, int participant, BigDecimal points, BigDecimal gamePoints) {
        RoundResult result = points.signum() == 0 ? RoundResult.ZERO_POINT_BYE
                : points.compareTo(rules.ranking().win()) >= 0 ? RoundResult.FULL_POINT_BYE : RoundResult.HALF_POINT_BYE;
        put(round, participant, new RoundRecord(round, 0, Side.NONE, result),
                rankOnGamePoints ? units(gamePoints) : units(points), units(gamePoints));
    }

    /** Removes what is recorded for {@code participant} in {@code round} and, for a game, for the opponent too. */
    public void clear(int round, int participant) {
        check(round, participant);
        RoundRecord r = records[participant][round];
        if (r != null && r.opponent() != 0 && records[r.opponent()][round] != null
                && records[r.opponent()][round].opponent() == participant) {
            records[r.opponent()][round] = null;
            points[r.opponent()][round] = 0;
            gamePoints[r.opponent()][round] = 0;
        }
        records[participant][round] = null;
        points[participant][round] = 0;
        gamePoints[participant][round] = 0;
    }

    /** What is recorded for {@code participant} in {@code round}, or null. */
    public RoundRecord record(int round, int participant) {
        check(round, participant);
        return round < records[participant].length ? records[participant][round] : null;
    }

    /** The ranking points of {@code participant} after every round recorded so far. */
    public BigDecimal score(int participant) {
        return decimal(scoreBefore(participant, Integer.MAX_VALUE));
    }

    long scoreBefore(int participant, int round) {
        long s = 0;
        long[] row = points[participant];
        for (int r = 1; r < Math.min(round, row.length); r++) {
            s += row[r];
        }
        return s;
    }

    private long gamePointsBefore(int participant, int round) {
        long s = 0;
        long[] row = gamePoints[participant];
        for (int r = 1; r < Math.min(round, row.length); r++) {
            s += row[r];
        }
        return s;
    }

    /**
     * The field as a pairing engine needs it for round {@code round}: each participant with his
     * history and ranking points over rounds before {@code round}.
     *
     * @param availability who is not simply playing this round; everyone else is {@code PLAYING}
     */
    public List<Entrant> entrants(int round, Map<Integer, Entrant.Availability> availability) {
        List<Entrant> list = new ArrayList<>(participants.size());
        for (Participant p : participants) {
            List<RoundRecord> history = new ArrayList<>();
            RoundRecord[] row = records[p.id()];
            for (int r = 1; r < Math.min(round, row.length); r++) {
                if (row[r] != null) {
                    history.add(row[r]);
                }
            }
            long score = pairOnGamePoints ? gamePointsBefore(p.id(), round) : scoreBefore(p.id(), round);
            list.add(new Entrant(p.id(), p.name(), p.rating(), decimal(score), history,
                    availability.getOrDefault(p.id(), Entrant.Availability.PLAYING)));
        }
        return list;
    }

    /** The standings now, ranked by points and then by {@code tieBreaks} in order. */
    public Standings standings(List<TieBreak> tieBreaks) {
        return new Ranking(this, tieBreaks).standings();
    }

    private void put(int round, int participant, RoundRecord record, long value, long games) {
        check(round, participant);
        if (round >= records[participant].length) {
            grow(round);
        }
        RoundRecord old = records[participant][round];
        if (old != null && old.opponent() != 0 && old.opponent() != record.opponent()) {
            clear(round, old.opponent() == 0 ? participant : old.opponent());
        }
        records[participant][round] = record;
        pending.remove(round * 1_000_000L + participant);
        points[participant][round] = value;
        gamePoints[participant][round] = games;
        lastRound = Math.max(lastRound, round);
    }

    private void grow(int round) {
        int size = Math.max(round + 1, records[0].length * 2);
        for (int i = 0; i < records.length; i++) {
            records[i] = Arrays.copyOf(records[i], size);
            points[i] = Arrays.copyOf(points[i], size);
            gamePoints[i] = Arrays.copyOf(gamePoints[i], size);
        }
    }

    private void check(int round, int participant) {
        if (participant < 1 || participant > participants.size()) {
            throw new IllegalArgumentException("round " + round + ": no participant " + participant
                    + " (ids run 1.." + participants.size() + ")");
        }
        if (round < 1) {
            throw new IllegalArgumentException("round " + round + " is before round 1");
        }
    }

    private long gameValue(RoundResult result) {
        return switch (result) {
            case WIN, UNRATED_WIN, FORFEIT_WIN -> units(rules.ranking().win());
            case DRAW, UNRATED_DRAW -> units(rules.ranking().draw());
            case LOSS, UNRATED_LOSS, FORFEIT_LOSS -> units(rules.ranking().loss());
            default -> throw new IllegalArgumentException(result + " is a bye, not a game result");
        };
    }

    static RoundResult mirror(RoundResult r) {
        return switch (r) {
            case WIN -> RoundResult.LOSS;
            case LOSS -> RoundResult.WIN;
            case DRAW -> RoundResult.DRAW;
            case UNRATED_WIN -> RoundResult.UNRATED_LOSS;
            case UNRATED_LOSS -> RoundResult.UNRATED_WIN;
            case UNRATED_DRAW -> RoundResult.UNRATED_DRAW;
            case FORFEIT_WIN -> RoundResult.FORFEIT_LOSS;
            case FORFEIT_LOSS -> RoundResult.FORFEIT_WIN;
            default -> throw new IllegalArgumentException(r + " is a bye, not a game result");
        };
    }

    static long units(BigDecimal points) {
        try {
            return points.movePointRight(3).longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("points " + points.toPlainString() + " have more than three decimals", e);
        }
    }

    static BigDecimal decimal(long units) {
        return decimal(units, 3);
    }

    /** A whole number of 10^-scale units as a decimal without trailing zeros. */
    static BigDecimal decimal(long units, int scale) {
        // cheaper than stripTrailingZeros, which standings call thousands of times
        long u = units;
        int s = scale;
        while (s > 0 && u % 10 == 0) {
            u /= 10;
            s--;
        }
        return BigDecimal.valueOf(u, s);
    }
}
