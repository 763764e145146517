// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import org.rookery.engine.fact.FactBody.Board;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.fact.FactBody.Result;
import org.rookery.rules.Endings;
import org.rookery.rules.Termination;

/**
 * A round's results as an arbiter types them from the slips, one line per board:
 * {@code BOARD RESULT [ENDING]}, e.g. {@code 1 1-0}, {@code 2 =}, {@code 3 0-1 time forfeit},
 * {@code 4 1-0 declaration}. {@code BOARD} is the board's number in the round's pairing (the game
 * in play on it: a sennichite replay once there is one) or a game id of the round; {@code RESULT}
 * is {@code 1-0}, {@code 0-1} or a draw ({@code =}, {@code ½-½}, {@code 1/2-1/2}); {@code ENDING}
 * is one of the variant's own endings ({@link org.rookery.rules.Rules#endings()}), written as
 * words ("time forfeit", "checkmate"). A line without an ending records the usual one where the
 * variant has it: resignation for a win, agreement for a draw; where it has not, the line must
 * name one. A forfeit is {@code 1-0f} or {@code 0-1f} (a win for the player present) or
 * {@code 0-0f} (neither came), with no ending: it records a result fact with {@code forfeit}.
 * Blank lines and text after {@code #} are ignored. Each line becomes a {@code result}
 * fact; whether the game may end so is the journal's check ({@code ResultChecks}), made when the
 * facts are recorded.
 */
public final class ResultLines {

    /** A line read: the board it names and the result fact it records. */
    public record Entry(int line, String text, String game, Result result) {
    }

    private ResultLines() {
    }

    /**
     * The result fact of one line of {@code round}.
     *
     * @param line the line's number, for the messages
     * @return empty for a blank or comment line
     * @throws IllegalArgumentException saying what is wrong with the line and what to write
     */
    public static Optional<Entry> parse(EventState state, int round, int line, String text) {
        String body = text.contains("#") ? text.substring(0, text.indexOf('#')) : text;
        body = body.strip();
        if (body.isEmpty()) {
            return Optional.empty();
        }
        Pairing p = state.pairings().get(round);
        if (p == null) {
            throw new IllegalArgumentException("round " + round + " is not paired");
        }
        String[] words = body.split("\\s+");
        if (words.length < 2) {
            throw new IllegalArgumentException("write the board and the result, e.g. '1 1-0', '2 =' or '3 0-1 time forfeit'");
        }
        String game = game(state, p, words[0]);
        String endingText = String.join(" ", java.util.Arrays.copyOfRange(words, 2, words.length));
        Optional<Outcome> forfeit = forfeit(words[1]);
        if (forfeit.isPresent()) {
            if (!endingText.isEmpty()) {
                throw new IllegalArgumentException("'" + words[1] + "' is a forfeit, a game not played: it has no ending"
                        + " ('" + endingText + "'); write '" + words[0] + " " + words[1] + "'");
            }
            return Optional.of(new Entry(line, text, game, Result.forfeit(game, forfeit.get())));
        }
        Outcome outcome = outcome(words[1]);
        Termination ending = ending(state, game, outcome, endingText);
        return Optional.of(new Entry(line, text, game, new Result(game, outcome, ending, List.of(), List.of(),
                OptionalLong.empty(), OptionalLong.empty())));
    }

    /** The game a board names: the board's game, or the replay in play on it; or a game of the round by id. */
    private static String game(EventState state, Pairing p, String word) {
        List<Board> boards = p.boards();
        if (word.matches("[0-9]{1,6}")) {
            int n = Integer.parseInt(word);
            if (n < 1 || n > boards.size()) {
                throw new IllegalArgumentException("round " + p.round() + " has boards 1 to " + boards.size() + ", not board " + n);
            }
            String id = boards.get(n - 1).game();
            Optional<String> next = state.game(id).flatMap(GameRecord::replayedBy);
            while (next.isPresent()) {
                id = next.get();
                next = state.game(id).flatMap(GameRecord::replayedBy);
            }
            return id;
        }
        Optional<GameRecord> g = state.game(word);
        if (g.isPresent() && g.get().round() == p.round()) {
            return word;
        }
        throw new IllegalArgumentException("'" + word + "' is neither a board of round " + p.round() + " (1 to " + boards.size()
                + ") nor one of its games");
    }

    /**
     * The outcome of a forfeit: {@code 1-0f} (or {@code +-}) White present, {@code 0-1f}
     * ({@code -+}) Black present, {@code 0-0f} ({@code --}) neither.
     */
    private static Optional<Outcome> forfeit(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "1-0f", "+-", "+:-" -> Optional.of(Outcome.WHITE_WINS);
            case "0-1f", "-+", "-:+" -> Optional.of(Outcome.BLACK_WINS);
            case "0-0f", "--", "-:-" -> Optional.of(Outcome.UNPLAYED);
            default -> Optional.empty();
        };
    }

    private static Outcome outcome(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        switch (w) {
            case "1-0":
                return Outcome.WHITE_WINS;
            case "0-1":
                return Outcome.BLACK_WINS;
            case "=", "½-½", "1/2-1/2", "½", "1/2", "0.5-0.5", "draw":
                return Outcome.DRAW;
            default:
                break;
        }
        if (w.endsWith("f")) {
            throw new IllegalArgumentException("'" + word + "' is not a forfeit; write 1-0f (White present), 0-1f (Black"
                    + " present) or 0-0f (neither)");
        }
        throw new IllegalArgumentException("'" + word + "' is not a result; write 1-0, 0-1 or = (a draw), or a forfeit"
                + " 1-0f, 0-1f, 0-0f");
    }

    private static final Map<String, Termination> SHORT = Map.of("mate", Termination.CHECKMATE, "resigned", Termination.RESIGNATION,
            "resigns", Termination.RESIGNATION, "time", Termination.TIME_FORFEIT, "flag", Termination.TIME_FORFEIT, "agreed",
            Termination.AGREEMENT, "arbiter", Termination.ARBITER_DECISION);

    private static Termination ending(EventState state, String game, Outcome outcome, String text) {
        Optional<Endings> endings = state.bound().map(b -> b.rules().endings());
        boolean draw = outcome == Outcome.DRAW;
        if (text.isEmpty()) {
            Termination usual = draw ? Termination.AGREEMENT : Termination.RESIGNATION;
            if (endings.isEmpty() || endings.get().allows(usual, draw)) {
                return usual;
            }
            throw new IllegalArgumentException("game " + game + ": say how it ended; " + (draw
                    ? (endings.get().hasDraws() ? "its draws: " + endings.get().drawnWords() : "the game has no draws")
                    : "its wins: " + endings.get().decisiveWords()));
        }
        String key = text.toLowerCase(Locale.ROOT).replace('-', ' ').replace('_', ' ').strip();
        if (SHORT.containsKey(key)) {
            return SHORT.get(key);
        }
        for (Termination t : Termination.values()) {
            if (Endings.word(t).equals(key)) {
                return t;
            }
        }
        List<String> words = new ArrayList<>();
        for (Termination t : Termination.values()) {
            if (endings.isEmpty() || endings.get().allows(t, draw)) {
                words.add(Endings.word(t));
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not an ending; " + (draw ? "a draw" : "a win") + " here ends by "
                + String.join(", ", words));
    }
}
