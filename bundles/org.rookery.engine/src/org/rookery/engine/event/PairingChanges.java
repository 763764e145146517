// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.event.internal.TeamMatches;
import org.rookery.engine.fact.FactBody.Board;
import org.rookery.engine.fact.FactBody.Bye;
import org.rookery.engine.fact.FactBody.Correction;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.Stage;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;

/**
 * An arbiter's manual changes to a published pairing (swap a board's colours, exchange two
 * players, give a bye), each as a {@code correction} of the round's {@code pairing} fact with the
 * arbiter's reason, so that it is in the audit trail and can be undone like any correction. Only
 * boards whose games have neither started nor ended may change. Where the change pairs two
 * players who already met and the round's stage forbids rematches, the change carries a warning:
 * the arbiter decides, and the warning is written into the correction's reason with his.
 */
public final class PairingChanges {

    /** The rule that refuses a change without a reason. */
    public static final String REASON_RULE = RuleNames.A_REASON_FOR_EVERY_PAIRING_CHANGE;

    private PairingChanges() {
    }

    /**
     * A change ready to record.
     *
     * @param correction the correction of the pairing fact; its reason holds the arbiter's and any warning
     * @param warnings what the arbiter should know before recording it (rule names in brackets); empty when none
     */
    public record Change(Correction correction, List<String> warnings) {
        public Change {
            warnings = List.copyOf(warnings);
        }
    }

    /** Swaps White and Black on the board of {@code game}. */
    public static Change swapColours(EventState state, String game, String reason) {
        GameRecord g = game(state, game);
        Pairing p = state.pairings().get(g.round());
        List<Board> boards = new ArrayList<>();
        for (Board b : p.boards()) {
            boards.add(b.game().equals(game) ? new Board(b.game(), b.black(), b.white()) : b);
        }
        return change(state, p, boards, p.byes(), reason, "colours of game " + game + " swapped");
    }

    /**
     * Exchanges two players of the same round: each takes the other's place (board and colour,
     * or bye).
     */
    public static Change exchange(EventState state, int round, String first, String second, String reason) {
        Pairing p = pairing(state, round);
        if (first.equals(second)) {
            throw new Refusal(RuleNames.ONE_GAME_A_ROUND, first + " cannot be exchanged with himself");
        }
        seat(state, p, first);
        seat(state, p, second);
        List<Board> boards = new ArrayList<>();
        for (Board b : p.boards()) {
            boards.add(new Board(b.game(), swap(b.white(), first, second), swap(b.black(), first, second)));
        }
        List<Bye> byes = p.byes().stream().map(y -> new Bye(swap(y.player(), first, second), y.kind())).toList();
        return change(state, p, boards, byes, reason, first + " and " + second + " exchanged in round " + round);
    }

    /**
     * Gives {@code player} a bye of {@code kind} ({@code pairing}, {@code full}, {@code half},
     * {@code zero} or {@code absent}): his board is taken out of the round and his opponent gets
     * a bye of {@code opponentKind}.
     */
    public static Change bye(EventState state, int round, String player, String kind, String opponentKind, String reason) {
        Pairing p = pairing(state, round);
        Board board = p.boards().stream().filter(b -> b.white().equals(player) || b.black().equals(player)).findFirst()
                .orElseThrow(() -> new Refusal(RuleNames.ONE_GAME_A_ROUND, player + " has no board in round " + round
                        + (p.byes().stream().anyMatch(y -> y.player().equals(player)) ? "; he already has a bye" : "")));
        open(state, board.game());
        String opponent = board.white().equals(player) ? board.black() : board.white();
        List<Board> boards = new ArrayList<>(p.boards());
        boards.remove(board);
        List<Bye> byes = new ArrayList<>(p.byes());
        byes.add(new Bye(player, kind));
        byes.add(new Bye(opponent, opponentKind));
        return change(state, p, boards, byes, reason, player + " (" + kind + ") and " + opponent + " (" + opponentKind
                + ") given byes instead of game " + board.game());
    }

    private static String swap(String player, String first, String second) {
        return player.equals(first) ? second : player.equals(second) ? first : player;
    }

    private static Change change(EventState state, Pairing p, List<Board> boards, List<Bye> byes, String reason, String what) {
        if (reason == null || reason.isBlank()) {
            throw new Refusal(REASON_RULE, what + ": say why (the reason goes into the journal)");
        }
        Pairing replacement = new Pairing(p.round(), boards, byes, p.stage(), p.seats());
        List<String> warnings = new ArrayList<>();
        if (!rematchesAllowed(state, p)) {
            for (Board b : boards) {
                if (!p.boards().contains(b) && !p.boards().contains(new Board(b.game(), b.black(), b.white()))) {
                    met(state, p.round(), b.white(), b.black()).ifPresent(r -> warnings.add(b.white() + " and " + b.black()
                            + " already met in round " + r + " [no rematches]"));
                }
            }
        }
        String full = reason.strip() + " (" + what + ")"
                + (warnings.isEmpty() ? "" : "; warning: " + String.join("; ", warnings) + "; paired so by the arbiter's decision");
        return new Change(new Correction(pairingFact(state, p.round()), replacement, full), warnings);
    }

    /** The round in which the two met before {@code round}, if they did. */
    private static Optional<Integer> met(EventState state, int round, String a, String b) {
        return state.games().values().stream().filter(g -> g.round() > 0 && g.round() < round)
                .filter(g -> g.white().equals(a) && g.black().equals(b) || g.white().equals(b) && g.black().equals(a))
                .map(GameRecord::round).findFirst();
    }

    private static boolean rematchesAllowed(EventState state, Pairing p) {
        Optional<EventRules> event = state.format().event();
        if (event.isEmpty() || event.get().stages().isEmpty()) {
            return true;
        }
        Stage stage = p.stage().flatMap(n -> event.get().stages().stream().filter(s -> s.name().equals(n)).findFirst())
                .orElse(event.get().stages().get(0));
        return stage.rematchesAllowed();
    }

    /** The sequence number of the (not undone) fact that published round {@code round}. */
    private static long pairingFact(EventState state, int round) {
        for (long seq = state.factCount(); seq >= 1; seq--) {
            if (!state.isUndone(seq) && state.recorded(seq).filter(b -> b instanceof Pairing x && x.round() == round).isPresent()) {
                return seq;
            }
        }
        throw new Refusal(RuleNames.PAIRING_CHANGE_OF_A_PAIRED_ROUND, "round " + round + " has no pairing fact");
    }

    private static Pairing pairing(EventState state, int round) {
        Pairing p = state.pairings().get(round);
        if (p == null) {
            throw new Refusal(RuleNames.PAIRING_CHANGE_OF_A_PAIRED_ROUND, "round " + round + " is not paired");
        }
        if (TeamMatches.applies(state)) {
            throw new Refusal(RuleNames.TEAM_MATCHES_ARE_PAIRED_AS_MATCHES, "round " + round
                    + " is a round of team matches, whose boards and colours follow the team-match rules");
        }
        return p;
    }

    private static GameRecord game(EventState state, String game) {
        GameRecord g = state.games().get(game);
        if (g == null || g.round() == 0 || !state.pairings().containsKey(g.round())) {
            throw new Refusal(RuleNames.PAIRING_CHANGE_OF_A_PAIRED_ROUND, "there is no paired game " + game);
        }
        pairing(state, g.round());
        return open(state, game);
    }

    private static void seat(EventState state, Pairing p, String player) {
        Optional<Board> board = p.boards().stream().filter(b -> b.white().equals(player) || b.black().equals(player)).findFirst();
        if (board.isPresent()) {
            open(state, board.get().game());
        } else if (p.byes().stream().noneMatch(y -> y.player().equals(player))) {
            throw new Refusal(RuleNames.PAIRING_CHANGE_OF_A_PAIRED_ROUND, player + " is not in the pairing of round " + p.round());
        }
    }

    private static GameRecord open(EventState state, String game) {
        GameRecord g = state.games().get(game);
        if (g.started() || g.finished() || g.replayedBy().isPresent()) {
            throw new Refusal(RuleNames.PAIRINGS_CHANGE_BEFORE_THEIR_GAMES_BEGIN, "game " + game + " has "
                    + (g.finished() || g.replayedBy().isPresent() ? "a result" : "started") + "; correct or undo that first");
        }
        return g;
    }
}
