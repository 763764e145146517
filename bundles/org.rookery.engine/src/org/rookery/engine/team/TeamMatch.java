// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.rules.Color;

/**
 * One team match as it is played: boards in grade order, colours, board results as they come,
 * and the match result. Newport (seed 002, rules.md 3.2): the first-named team has White on
 * board 1 and the colours alternate down the boards; the match ends as soon as a board is won,
 * and a drawn board lets the others play on until a winner arrives (both drawn: the match is
 * drawn). Without that rule the match ends when every board has a result and the game points
 * decide. Results after the match has ended, or a second result for a board, are refused.
 * Mutable: one match, one thread.
 */
public final class TeamMatch {

    /** A board of the match: who plays White and Black, and which team each is in. */
    public record Board(int number, TeamPlayer white, TeamPlayer black, boolean firstTeamWhite) {
    }

    /** How a board stands. */
    public enum BoardState {
        PLAYING, WHITE_WON, DRAWN, BLACK_WON,
        /** Stopped unfinished because the match ended on another board. */
        STOPPED
    }

    /**
     * The match result.
     *
     * @param firstResult the first-named team's result (WIN, DRAW or LOSS)
     * @param firstGamePoints the board points of the first-named team
     * @param secondGamePoints the board points of the second team
     * @param explanation how the match was decided, in words
     */
    public record Result(RoundResult firstResult, BigDecimal firstGamePoints, BigDecimal secondGamePoints, String explanation) {
    }

    private final List<Board> boards;
    private final BoardState[] states;
    private final TeamMatchRules rules;
    private final PointScale gamePoints;
    private Result result;

    /**
     * A match between {@code first} and {@code second}, each in board order (board 1 first), as
     * {@link TeamFormation.RoundLineUp} gives them.
     */
    public TeamMatch(List<TeamPlayer> first, List<TeamPlayer> second, TeamMatchRules rules, PointScale gamePoints) {
        if (first.size() != second.size() || first.isEmpty()) {
            throw new IllegalArgumentException("a match needs two teams of equal size, not " + first.size() + " and " + second.size());
        }
        this.rules = rules;
        this.gamePoints = gamePoints;
        Color onBoard1 = rules.firstTeamColour().map(c -> c.board() % 2 == 1 ? c.colour() : c.colour().opponent()).orElse(Color.WHITE);
        List<Board> list = new ArrayList<>();
        for (int b = 1; b <= first.size(); b++) {
            boolean firstWhite = (b % 2 == 1) == (onBoard1 == Color.WHITE);
            TeamPlayer f = first.get(b - 1);
            TeamPlayer s = second.get(b - 1);
            list.add(firstWhite ? new Board(b, f, s, true) : new Board(b, s, f, false));
        }
        boards = List.copyOf(list);
        states = new BoardState[boards.size()];
        Arrays.fill(states, BoardState.PLAYING);
    }

    /** The boards, board 1 first. */
    public List<Board> boards() {
        return boards;
    }

    /** How board {@code number} stands. */
    public BoardState state(int number) {
        return states[checkBoard(number) - 1];
    }

    /** The match result once the match is over. */
    public Optional<Result> result() {
        return Optional.ofNullable(result);
    }

    /**
     * Records how board {@code number} ended, from White's side: WIN, DRAW or LOSS.
     *
     * @throws Refusal when the match is over or the board already has a result
     */
    public Optional<Result> record(int number, RoundResult whiteResult) {
        checkBoard(number);
        if (result != null) {
            throw new Refusal(RuleNames.MATCH_ENDS_WHEN_FIRST_BOARD_IS_WON, "board " + number + ": the match is already over ("
                    + result.explanation() + ")");
        }
        if (states[number - 1] != BoardState.PLAYING) {
            throw new Refusal(RuleNames.ONE_RESULT_PER_BOARD, "board " + number + " already has a result: " + states[number - 1]);
        }
        BoardState s = switch (whiteResult) {
            case WIN -> BoardState.WHITE_WON;
            case DRAW -> BoardState.DRAWN;
            case LOSS -> BoardState.BLACK_WON;
            default -> throw new IllegalArgumentException("board " + number + ": " + whiteResult + " is not a board result (WIN, DRAW or LOSS)");
        };
        states[number - 1] = s;
        if (rules.matchEndsWhenFirstBoardWon() && s != BoardState.DRAWN) {
            Board b = boards.get(number - 1);
            boolean firstWins = (s == BoardState.WHITE_WON) == b.firstTeamWhite();
            for (int i = 0; i < states.length; i++) {
                if (states[i] == BoardState.PLAYING) {
                    states[i] = BoardState.STOPPED;
                }
            }
            TeamPlayer winner = s == BoardState.WHITE_WON ? b.white() : b.black();
            finish(firstWins ? RoundResult.WIN : RoundResult.LOSS, winner.name() + " won board " + number
                    + ", which ends the match");
        } else if (Arrays.stream(states).noneMatch(x -> x == BoardState.PLAYING)) {
            BigDecimal f = points(true);
            BigDecimal o = points(false);
            int c = f.compareTo(o);
            String how = rules.matchEndsWhenFirstBoardWon() ? "every board was drawn" : "every board has a result";
            finish(c > 0 ? RoundResult.WIN : c < 0 ? RoundResult.LOSS : RoundResult.DRAW,
                    how + ": " + f.toPlainString() + "-" + o.toPlainString());
        }
        return result();
    }

    private void finish(RoundResult first, String why) {
        result = new Result(first, points(true), points(false), why);
    }

    /** The game points a team has from finished boards. */
    private BigDecimal points(boolean firstTeam) {
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < states.length; i++) {
            boolean white = boards.get(i).firstTeamWhite() == firstTeam;
            sum = sum.add(switch (states[i]) {
                case WHITE_WON -> white ? gamePoints.win() : gamePoints.loss();
                case BLACK_WON -> white ? gamePoints.loss() : gamePoints.win();
                case DRAWN -> gamePoints.draw();
                case PLAYING, STOPPED -> BigDecimal.ZERO;
            });
        }
        return sum;
    }

    private int checkBoard(int number) {
        if (number < 1 || number > boards.size()) {
            throw new IllegalArgumentException("board " + number + " is not in this match (boards 1.." + boards.size() + ")");
        }
        return number;
    }
}
