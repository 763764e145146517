// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.rookery.rules.LinkedBoards;
import org.rookery.rules.MatchResult;
import org.rookery.rules.Move;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;
import org.rookery.rules.TwoBoards;

/**
 * A game as the board editor shows it: a start position (one board, or the two linked boards of
 * a variant whose rules offer {@link Rules#twoBoards()}), the moves played from it, and which of
 * them are shown. Moves after the shown one are kept until another move replaces them, so the
 * user can step back and forth. The positions are rebuilt by replaying moves, which is exact
 * and cheap for game lengths. Pure Java; not thread-safe.
 */
public final class GameModel {

    /**
     * One move of the game.
     *
     * @param board the board it was played on (0, or 1 for the second linked board)
     * @param move the move
     * @param text the move in the variant's preferred notation
     */
    public record Ply(int board, Move move, String text) {
    }

    private final Rules rules;
    private final String startText;
    private final List<Ply> plies = new ArrayList<>();
    private int shown;
    private Position[] positions;
    private LinkedBoards linked;

    /**
     * A game from a position text (two boards joined by {@code |} for linked variants).
     *
     * @throws IllegalArgumentException with the rules engine's reason if the position is impossible
     */
    public GameModel(Rules rules, String startText) {
        this.rules = Objects.requireNonNull(rules);
        this.startText = startText.strip();
        rebuild();
    }

    /**
     * Reads and validates the positions of a start text: one position, or two for linked variants.
     *
     * @throws IllegalArgumentException naming the board and the reason
     */
    public static Position[] startPositions(Rules rules, String text) {
        if (text.contains("|")) {
            TwoBoards two = rules.twoBoards().orElseThrow(() -> new IllegalArgumentException(
                    rules.name() + " is played on one board; '|' joins the two boards of a linked variant"));
            LinkedBoards pair = two.parse(text);
            return new Position[] {rules.position(rules.positionFormat().format(pair.board(0))),
                rules.position(rules.positionFormat().format(pair.board(1)))};
        }
        return new Position[] {rules.position(text.strip())};
    }

    private void rebuild() {
        positions = startPositions(rules, startText);
        linked = positions.length == 2 ? new LinkedBoards(positions[0], positions[1]) : null;
        for (int i = 0; i < shown; i++) {
            apply(plies.get(i));
        }
    }

    private void apply(Ply ply) {
        if (linked != null) {
            linked.play(ply.board(), ply.move());
        } else {
            positions[0].doMove(ply.move());
        }
    }

    /** The rules. */
    public Rules rules() {
        return rules;
    }

    /** How many boards the game is played on (1, or 2 for linked boards). */
    public int boardCount() {
        return positions.length;
    }

    /** The shown position of a board. */
    public PositionView board(int index) {
        return linked != null ? linked.board(index) : positions[index];
    }

    /** The start position text. */
    public String startText() {
        return startText;
    }

    /** The shown position in the variant's notation (both boards for linked variants). */
    public String positionText() {
        return linked != null ? linked.toText() : rules.positionFormat().format(positions[0]);
    }

    /** All moves, including those after the shown one. */
    public List<Ply> plies() {
        return List.copyOf(plies);
    }

    /** How many moves are played in the shown position. */
    public int shown() {
        return shown;
    }

    /** Shows the position after {@code ply} moves (0: the start). */
    public void goTo(int ply) {
        if (ply < 0 || ply > plies.size()) {
            throw new IllegalArgumentException("no move " + ply + " in a game of " + plies.size());
        }
        if (ply < shown) {
            shown = ply;
            rebuild();
        } else {
            while (shown < ply) {
                apply(plies.get(shown++));
            }
        }
    }

    /** The legal moves on a board in the shown position (none once the game or that board is over). */
    public List<Move> legalMoves(int board) {
        if (outcome(board).isPresent() || linked != null && linked.result().isPresent()) {
            return List.of();
        }
        return board(board).legalMoves();
    }

    /**
     * Plays a legal move on a board after the shown position; moves that followed are dropped.
     *
     * @return the ply played
     * @throws org.rookery.rules.MoveException if the move is not legal there
     * @throws IllegalStateException if the game or that board is over
     */
    public Ply play(int board, Move move) {
        if (!legalMoves(board).contains(move)) {
            if (outcome(board).isPresent()) {
                throw new IllegalStateException("the game is over: " + describe(outcome(board).get()));
            }
            throw new org.rookery.rules.MoveException(org.rookery.rules.MoveException.Kind.ILLEGAL, move + " is not legal here");
        }
        MoveFormat format = rules.moveFormats().isEmpty() ? null : rules.moveFormats().get(0);
        String text = format == null ? move.toString() : format.format(move, board(board));
        Ply ply = new Ply(board, move, text);
        while (plies.size() > shown) {
            plies.remove(plies.size() - 1);
        }
        apply(ply);
        plies.add(ply);
        shown++;
        return ply;
    }

    /** Removes the last move (the shown position moves back if it showed it). */
    public Ply removeLast() {
        if (plies.isEmpty()) {
            throw new IllegalStateException("no move to take back");
        }
        Ply last = plies.remove(plies.size() - 1);
        if (shown > plies.size()) {
            shown = plies.size();
            rebuild();
        }
        return last;
    }

    /** Appends a ply taken back by {@link #removeLast()} and shows the end of the game. */
    public void append(Ply ply) {
        goTo(plies.size());
        apply(ply);
        plies.add(ply);
        shown++;
    }

    /** How a board ended in the shown position, if it has. */
    public Optional<Outcome> outcome(int board) {
        if (linked != null) {
            return linked.boardResult(board);
        }
        return positions[0].outcome();
    }

    /**
     * The result of the shown position as a game file records it: one board's outcome, or for
     * linked boards the decided match (team 0, WhiteA and BlackB, counts as White, as BPGN's
     * {@code Result} does).
     */
    public Optional<Outcome> gameOutcome() {
        if (linked == null) {
            return positions[0].outcome();
        }
        TwoBoards two = rules.twoBoards().orElseThrow();
        return linked.result().map(two::matchOutcome);
    }

    /** The end of the game in words, or empty while it goes on (claimable results are mentioned). */
    public Optional<String> status() {
        if (linked != null) {
            Optional<MatchResult> match = linked.result();
            if (match.isPresent()) {
                MatchResult r = match.get();
                return Optional.of(r.isDraw() ? "Match drawn: both boards drawn"
                        : "Match won by team " + (r.winningTeam() + 1) + " on board " + LinkedBoards.name(r.board()) + ": "
                                + describe(r.boardOutcome()));
            }
            for (int i = 0; i < 2; i++) {
                Optional<Outcome> o = linked.boardResult(i);
                if (o.isPresent()) {
                    return Optional.of("Board " + LinkedBoards.name(i) + ": " + describe(o.get()));
                }
            }
            return Optional.empty();
        }
        Optional<Outcome> o = positions[0].outcome();
        if (o.isPresent()) {
            return Optional.of(describe(o.get()));
        }
        return rules.claimableResult(positions[0]).map(c -> "Claimable: " + describe(c));
    }

    /** An outcome in words with the variant's names for the sides ("Sente wins by checkmate"). */
    public String describe(Outcome outcome) {
        String how = switch (outcome.termination()) {
            case REPETITION -> "SFEN".equalsIgnoreCase(rules.positionFormat().name()) ? "sennichite" : "repetition";
            default -> outcome.termination().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        };
        if (outcome.isDraw()) {
            return "Draw by " + how + " (" + outcome.result() + ")";
        }
        return SideNames.of(rules).name(outcome.winner()) + " wins by " + how + " (" + outcome.result() + ")";
    }
}
