// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundPairing.Board;
import org.rookery.engine.pairing.RoundPairing.Bye;
import org.rookery.engine.pairing.RoundPairing.ByeKind;
import org.rookery.engine.pairing.RoundPairing.Explanation;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourPreference;
import org.rookery.engine.pairing.colour.ColourRules;
import org.rookery.engine.pairing.colour.ColourRules.Allocation;

/**
 * Swiss by score groups as FESA runs it (rules.md 4.2): players meet others on the same score,
 * top half against bottom half of each group, nobody meets the same opponent twice (unless the
 * format allows it), colours by the colour rules the Swiss engines share ({@link ColourRules}:
 * FIDE C.04.3 E.1 to E.4, with the initial colour alternating down the boards where E.5 would
 * go by pairing number), an odd field's bye to the lowest-ranked player of the lowest score
 * group who has not had one. Players are ordered by score, then rating, then starting rank.
 * Every board, float and bye comes with its reason.
 */
public class SwissEngine implements PairingEngine {

    static final String RULE = "Swiss by score groups (rules.md 4.2)";

    @Override
    public String id() {
        return "swiss";
    }

    @Override
    public String description() {
        return "Swiss by score groups: no rematches, colours balanced";
    }

    /** Whether colours are left to a furigoma toss at the board instead of balanced here. */
    protected boolean furigoma() {
        return false;
    }

    @Override
    public RoundPairing pair(PairingRequest request) throws PairingException {
        List<Bye> byes = new ArrayList<>();
        List<Explanation> why = new ArrayList<>();
        List<SwissPlayer> field = new ArrayList<>();
        int n = request.entrants().size();
        for (Entrant e : request.entrants()) {
            switch (e.availability()) {
                case PLAYING -> field.add(new SwissPlayer(e, acceleration(request, e.id(), n) + startScore(request, e.id())));
                case REQUESTED_BYE -> {
                    byes.add(new Bye(e.id(), ByeKind.REQUESTED));
                    why.add(new Explanation(List.of(e.id()), "", label(e) + " asked for a bye this round"));
                }
                case ABSENT -> {
                    byes.add(new Bye(e.id(), ByeKind.ABSENT));
                    why.add(new Explanation(List.of(e.id()), "", label(e) + " is absent this round"));
                }
                case WITHDRAWN -> { }
            }
        }
        if (field.size() > SwissSearch.MAX_PLAYERS) {
            throw new PairingException("round " + request.round() + " cannot be paired: the Swiss engine pairs at most "
                    + SwissSearch.MAX_PLAYERS + " players, this field has " + field.size());
        }
        if (field.size() < 2) {
            throw new PairingException("round " + request.round() + " cannot be paired: " + field.size()
                    + " player available, a round needs at least 2");
        }
        field.sort(Comparator.comparingDouble((SwissPlayer p) -> -p.score)
                .thenComparingInt(p -> -p.entrant.rating()).thenComparingInt(p -> p.id));
        SwissPlayer[] players = field.toArray(SwissPlayer[]::new);
        for (int i = 0; i < players.length; i++) {
            players[i].rank = i;
        }
        boolean rematches = request.options().rematchesAllowed();
        int[] partner;
        SwissSearch search;
        int byeRank = -1;
        if (players.length % 2 == 1) {
            List<String> passedOver = new ArrayList<>();
            partner = null;
            search = null;
            for (int candidate : byeOrder(players)) {
                if (players[candidate].hadUnplayedPoint) {
                    passedOver.add(players[candidate].label() + " has already had a point without playing");
                    continue;
                }
                search = search(players, rematches, candidate, request);
                partner = search.run();
                if (partner == null && !search.exhausted() && lookahead(players, rematches, request)) {
                    search = search(players, rematches, candidate, null);
                    partner = search.run();
                }
                if (partner != null) {
                    byeRank = candidate;
                    break;
                }
                if (search.exhausted()) {
                    throw tooHard(request);
                }
                passedOver.add("without " + players[candidate].label() + " the others cannot all be paired");
            }
            if (partner == null) {
                throw new PairingException("round " + request.round() + " cannot be paired: no one can take the odd field's bye ("
                        + String.join("; ", passedOver) + ")");
            }
            SwissPlayer bye = players[byeRank];
            byes.add(new Bye(bye.id, ByeKind.PAIRING_ALLOCATED));
            String text = bye.label() + " has the bye: the field is odd, and he is the lowest ranked in the lowest score group ("
                    + points(bye) + ") who can have it" + (passedOver.isEmpty() ? "" : "; passed over: " + String.join("; ", passedOver));
            why.add(new Explanation(List.of(bye.id), "pairing-allocated bye", text));
        } else {
            search = search(players, rematches, -1, request);
            partner = search.run();
            if (partner == null && !search.exhausted() && lookahead(players, rematches, request)) {
                search = search(players, rematches, -1, null);
                partner = search.run();
            }
            if (partner == null) {
                if (search.exhausted()) {
                    throw tooHard(request);
                }
                throw new PairingException("round " + request.round() + " cannot be paired: every pairing of the "
                        + players.length + " players repeats a game already played" + (rematches ? "" : " (rematches are forbidden)"));
            }
        }
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < players.length; i++) {
            if (i != byeRank && partner[i] > i) {
                pairs.add(new int[] {i, partner[i]});
            }
        }
        pairs.sort(Comparator.comparingDouble((int[] p) -> -Math.max(players[p[0]].score, players[p[1]].score))
                .thenComparingDouble(p -> -(players[p[0]].score + players[p[1]].score))
                .thenComparingInt(p -> p[0]));
        List<Board> boards = new ArrayList<>();
        for (int b = 0; b < pairs.size(); b++) {
            SwissPlayer high = players[pairs.get(b)[0]];
            SwissPlayer low = players[pairs.get(b)[1]];
            Allocation colours = furigoma() ? null
                    : ColourRules.allocate(high.colours, low.colours, initialColour(b, request.options().firstColourWhite()));
            boolean highWhite = colours == null || colours.higher() == Side.WHITE;
            Board board = highWhite ? new Board(high.id, low.id) : new Board(low.id, high.id);
            boards.add(board);
            why.add(new Explanation(List.of(board.white(), board.black()), RULE, reason(high, low, search.floatReason[high.rank])
                    + "; " + (colours == null ? "sente by furigoma at the board (" + high.label() + " tosses)"
                            : colourReason(high, low, colours))));
        }
        return new RoundPairing(request.round(), boards, byes, why);
    }

    /**
     * A search that leaves {@code bye} out (-1: nobody) and, when {@code request} is given and
     * more rounds follow, prefers pairings after which the next round can still be paired.
     */
    private static SwissSearch search(SwissPlayer[] players, boolean rematches, int bye, PairingRequest request) {
        SwissSearch search = new SwissSearch(players, rematches);
        if (bye >= 0) {
            search.exclude(bye);
        }
        if (request != null && lookahead(players, rematches, request)) {
            search.accept(partner -> NextRound.pairable(players, partner, bye));
        }
        return search;
    }

    /**
     * Whether to look one round ahead: only when rematches are forbidden, rounds remain, and the
     * field is small enough that the rounds left could exhaust the opponents (a large field
     * always has a next round, and the check would only cost time).
     */
    private static boolean lookahead(SwissPlayer[] players, boolean rematches, PairingRequest request) {
        return !rematches && request.round() < request.plannedRounds() && players.length <= 4 * request.plannedRounds();
    }

    private static PairingException tooHard(PairingRequest request) {
        return new PairingException("round " + request.round() + " cannot be paired: no pairing found within "
                + SwissSearch.BUDGET + " search steps; check the absences and the rematch rule, or pair this round by hand");
    }

    /** Bye candidates: lowest score first, and within a score the lowest ranked first. */
    private static List<Integer> byeOrder(SwissPlayer[] players) {
        List<Integer> order = new ArrayList<>();
        for (int i = players.length - 1; i >= 0; i--) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> players[i].score).thenComparingInt(i -> -i));
        return order;
    }

    /**
     * The colour the higher-ranked player of board {@code boardIndex} (from 0) gets when nothing
     * in the two histories decides: the initial colour on the odd boards (1, 3, ...), the other
     * one on the even boards. With the field in starting order this is E.5's colour by pairing
     * number; with start scores or acceleration it keeps alternating down the boards.
     */
    static Side initialColour(int boardIndex, boolean firstColourWhite) {
        return (boardIndex % 2 == 0) == firstColourWhite ? Side.WHITE : Side.BLACK;
    }

    /** Why the pair has the colours it has, naming the article that decided. */
    static String colourReason(SwissPlayer high, SwissPlayer low, Allocation colours) {
        SwissPlayer white = colours.higher() == Side.WHITE ? high : low;
        SwissPlayer black = white == high ? low : high;
        ColourPreference wp = white.colours.preference();
        ColourPreference bp = black.colours.preference();
        String text = switch (colours.rule()) {
            case E1 -> wp.exists() && bp.exists() ? white.label() + " is due White and " + black.label() + " Black"
                    : wp.exists() ? white.label() + " is due White, " + black.label() + " has no colour yet"
                            : black.label() + " is due Black, " + white.label() + " has no colour yet";
            case E2 -> wp.colour() == Side.WHITE && wp.strength().compareTo(bp.strength()) >= 0
                    ? white.label() + " has the stronger claim to White"
                    : black.label() + " has the stronger claim to Black";
            case E3 -> "equal claims: " + white.label() + " had Black when their colours last differed";
            case E4 -> "equal claims, the same colours: " + high.label() + " ranks higher and is due "
                    + (white == high ? "White" : "Black");
            case E5 -> "initial colours: " + white.label() + " has White";
        };
        return text + " (" + colours.rule().article() + ")";
    }

    private static String reason(SwissPlayer high, SwissPlayer low, String floatReason) {
        if (high.score == low.score) {
            return high.label() + " and " + low.label() + " are both on " + points(high);
        }
        return high.label() + " (" + points(high) + ") floats down to meet " + low.label() + " (" + points(low) + "): "
                + (floatReason == null ? "his score group had no partner left for him" : floatReason);
    }

    static String points(SwissPlayer p) {
        BigDecimal s = BigDecimal.valueOf(p.score).stripTrailingZeros();
        return s.toPlainString() + (s.compareTo(BigDecimal.ONE) == 0 ? " point" : " points");
    }

    private static String label(Entrant e) {
        return e.name().isEmpty() ? "#" + e.id() : e.name() + " (" + e.id() + ")";
    }

    /**
     * Baku-style acceleration: in the first {@code acceleration} rounds the upper half of the
     * starting list counts one point more for pairing (half a point in the later half of those
     * rounds), so the strongest do not all meet the weakest first.
     */
    /** Points added for pairing before the first round (a McMahon start score); none here. */
    protected double startScore(PairingRequest request, int id) {
        return 0;
    }

    private static double acceleration(PairingRequest request, int id, int n) {
        int rounds = request.options().acceleration();
        if (rounds == 0 || request.round() > rounds || id > (n + 1) / 2) {
            return 0;
        }
        return request.round() <= (rounds + 1) / 2 ? 1.0 : 0.5;
    }
}
