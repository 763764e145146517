// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Objects;
import java.util.Optional;

/**
 * The two boards of a match on linked boards (Exchange, rules.md §3; any variant whose rules
 * send captures {@link CapturedPieces#TO_PARTNER}, see {@link Rules#twoBoards()}). A man captured on one board goes, at
 * once and unpromoted, to the hand of the capturer's partner on the other board, with the
 * captured man's color. The match ends as soon as one board is won; a drawn board stops
 * receiving pieces while the other plays on; both drawn draws the match. A player who must
 * wait (interposable check or stalemate) gets a result only once the partner board is over,
 * when this board's hands are closed ({@link Position#closeHands()}): a stalemate is then a draw
 * (§3.2) and an interposable check a mate, since no piece can come, unless the option
 * {@code interposableCheckAfterPartnerEnds=wait} keeps the checked player waiting for his flag.
 * The drop-mate ban holds to the end: with the hands closed, a drop that gives an interposable
 * check with no reply is a mate and so stays illegal (under {@code mate}).
 * Not thread-safe; play is forward only.
 */
public final class LinkedBoards {

    private final Rules rules;
    private final Position[] boards = new Position[2];
    private final Outcome[] results = new Outcome[2];

    /** A match from the start position on both boards. */
    public LinkedBoards(Rules rules) {
        this(rules.startPosition(), rules.startPosition());
    }

    /** A match from two given boards of the same rules, whose captures go to the partner. */
    public LinkedBoards(Position board0, Position board1) {
        this.rules = board0.rules();
        if (board1.rules() != rules) {
            throw new IllegalArgumentException("both boards must use the same rules");
        }
        if (rules.captured() != CapturedPieces.TO_PARTNER) {
            throw new IllegalArgumentException("linked boards need rules whose captures go to the partner (captureDestination=partner)");
        }
        boards[0] = board0;
        boards[1] = board1;
    }

    /** The separator between the two boards in {@link #toText()}. */
    public static final String LINK = " | ";

    /**
     * Reads a pair written by {@link #toText()}: board A's position, {@value #LINK}, board B's,
     * each in the variant's FEN with its holdings ({@code [...]}). Partners sit on opposite
     * sides of the bar: White on A plays with Black on B.
     *
     * @throws IllegalArgumentException naming the board whose part is malformed, or saying
     *         that the text does not hold exactly two boards
     */
    public static LinkedBoards parse(String text, Rules rules) {
        Objects.requireNonNull(text, "text");
        String[] parts = text.split(java.util.regex.Pattern.quote(LINK.strip()), -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("linked boards: expected two positions separated by '" + LINK.strip()
                    + "' (board A, then board B), found " + parts.length + " part" + (parts.length == 1 ? "" : "s")
                    + " in '" + text + "'");
        }
        Position[] boards = new Position[2];
        for (int i = 0; i < 2; i++) {
            try {
                boards[i] = rules.position(parts[i].strip());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("linked boards, board " + name(i) + ": " + e.getMessage(), e);
            }
        }
        return new LinkedBoards(boards[0], boards[1]);
    }

    /** Both boards in one line, board A first: the inverse of {@link #parse(String, Rules)}. */
    public String toText() {
        return rules.positionFormat().format(boards[0]) + LINK + rules.positionFormat().format(boards[1]);
    }

    /** The letter of a board as match records write it: 0 is A, 1 is B. */
    public static String name(int index) {
        return check(index) == 0 ? "A" : "B";
    }

    /** A board (0 or 1), read-only. */
    public PositionView board(int index) {
        return boards[check(index)];
    }

    /**
     * Plays a move on a board and passes any captured man to the partner.
     *
     * @throws IllegalStateException if the match or that board is over
     * @throws MoveException if the move is illegal there
     */
    public void play(int index, Move move) {
        check(index);
        if (result().isPresent()) {
            throw new IllegalStateException("the match is over");
        }
        if (results[index] != null) {
            throw new IllegalStateException("board " + index + " is over: " + results[index]);
        }
        Position board = boards[index];
        board.doMove(move);
        int other = 1 - index;
        if (move.captured() != null && results[other] == null) {
            Color owner = board.sideToMove();
            boards[other].addToHand(new Piece(rules.unpromoted(move.captured()), owner));
        }
        update(index);
        if (results[index] != null) {
            boards[other].closeHands();
        }
        update(other);
    }

    /** Records a result that is not on the board: resignation, flag fall, an arbiter's decision. */
    public void recordResult(int index, Outcome outcome) {
        check(index);
        Objects.requireNonNull(outcome, "outcome");
        if (results[index] != null) {
            throw new IllegalStateException("board " + index + " is already over: " + results[index]);
        }
        results[index] = outcome;
        boards[1 - index].closeHands();
        update(1 - index);
    }

    /** How a board ended, if it has. */
    public Optional<Outcome> boardResult(int index) {
        return Optional.ofNullable(results[check(index)]);
    }

    /** The match result, once a board is won or both are drawn. */
    public Optional<MatchResult> result() {
        for (int i = 0; i < 2; i++) {
            Outcome o = results[i];
            if (o != null && !o.isDraw()) {
                int team = (o.winner() == Color.WHITE) == (i == 0) ? 0 : 1;
                return Optional.of(new MatchResult(team, i, o));
            }
        }
        if (results[0] != null && results[1] != null) {
            return Optional.of(new MatchResult(-1, -1, results[1]));
        }
        return Optional.empty();
    }

    private void update(int i) {
        if (results[i] != null) {
            return;
        }
        // With the partner board over this board's hands are closed, and the rules judge waiting positions accordingly.
        boards[i].outcome().ifPresent(o -> results[i] = o);
    }

    private static int check(int index) {
        if (index != 0 && index != 1) {
            throw new IllegalArgumentException("board index must be 0 or 1, not " + index);
        }
        return index;
    }
}
