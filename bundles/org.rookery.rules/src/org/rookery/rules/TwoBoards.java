// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Objects;

/**
 * What a game on two linked boards is, for every variant that plays one: the capability that
 * {@link Rules#twoBoards()} offers when the rules send captured men to the partner
 * ({@link CapturedPieces#TO_PARTNER}). Game files, the board editor and the command line read and
 * show such games through it alone, so a new two-board variant needs no change there.
 *
 * <p>The boards are A (index 0) and B (index 1), one team per diagonal: team 0 plays White on A
 * and Black on B, team 1 the other two seats, so partners sit on opposite sides of the pair. A
 * man captured on one board goes unpromoted to the hand of the capturer's partner
 * ({@link LinkedBoards#play(int, Move)}). Players and match records number moves per board, with
 * the board's letter in the side's case: {@code 1A.} White on A, {@code 1a.} Black on A,
 * {@code 1B.}, {@code 1b.} on B ({@link #moveNumber(PositionView, int)}).
 */
public final class TwoBoards {

    /** How many boards: two. */
    public static final int COUNT = 2;

    private final Rules rules;

    TwoBoards(Rules rules) {
        this.rules = Objects.requireNonNull(rules);
    }

    /** The rules both boards are played by. */
    public Rules rules() {
        return rules;
    }

    /** A match from the start position on both boards. */
    public LinkedBoards start() {
        return new LinkedBoards(rules);
    }

    /** Both start positions in one line ({@code fenA | fenB}), as {@link LinkedBoards#toText()} writes them. */
    public String startText() {
        return start().toText();
    }

    /**
     * A match from both boards in one line, as {@link LinkedBoards#toText()} writes them.
     *
     * @throws IllegalArgumentException naming the board whose part is malformed, or saying that
     *         the text does not hold exactly two boards
     */
    public LinkedBoards parse(String text) {
        return LinkedBoards.parse(text, rules);
    }

    /** The letter of a board: 0 is A, 1 is B. */
    public String name(int board) {
        return LinkedBoards.name(board);
    }

    /** The board of a letter ({@code A}/{@code a} is 0, {@code B}/{@code b} is 1), or -1 for any other. */
    public int board(char letter) {
        return switch (Character.toUpperCase(letter)) {
            case 'A' -> 0;
            case 'B' -> 1;
            default -> -1;
        };
    }

    /** The team (0 or 1) of the player of {@code side} on a board. */
    public int team(int board, Color side) {
        LinkedBoards.name(board);
        return (side == Color.WHITE) == (board == 0) ? 0 : 1;
    }

    /** The partner of a player: the other board, the other colour. */
    public Color partnerSide(Color side) {
        return side.opponent();
    }

    /**
     * The number of the next move on a board as players and match records write it: the board's
     * full move number, the board's letter (upper case for White, lower case for Black) and a dot,
     * {@code 12A.} or {@code 12a.}.
     */
    public String moveNumber(PositionView board, int index) {
        String letter = name(index);
        return board.fullmoveNumber() + (board.sideToMove() == Color.WHITE ? letter : letter.toLowerCase(java.util.Locale.ROOT)) + ".";
    }

    /**
     * A decided match as one game's outcome, the way game files record it: team 0 (White on A,
     * Black on B) counts as White, team 1 as Black; a drawn match is a draw.
     */
    public Outcome matchOutcome(MatchResult result) {
        Termination how = result.boardOutcome().termination();
        return result.isDraw() ? Outcome.draw(how) : Outcome.win(how, result.winningTeam() == 0 ? Color.WHITE : Color.BLACK);
    }
}
