// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * What an arbiter did: one kind of record per kind of action. Field names here are the JSON field
 * names of the journal (see {@code docs/event-journal.md}); {@link #type()} is its {@code type}.
 * Players, teams and games are named by the short ids the arbiter gives them ({@code A1},
 * {@code 3.1}); a game paired by the engine is called {@code ROUND.BOARD}.
 */
public sealed interface FactBody {

    /** The fact's {@code type} in the journal. */
    String type();

    /**
     * A side of one game as the journal writes it ("white", "black"): sides are the rules API's
     * {@link Color}, White the first player (sente).
     */
    static String sideName(Color side) {
        return side.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The result of one game: which side won, a draw, or not played. */
    enum Outcome {
        WHITE_WINS, BLACK_WINS, DRAW, UNPLAYED;

        /** The side that won, if one did. */
        public Optional<Color> winner() {
            return switch (this) {
                case WHITE_WINS -> Optional.of(Color.WHITE);
                case BLACK_WINS -> Optional.of(Color.BLACK);
                default -> Optional.empty();
            };
        }

        /** The outcome in which {@code side} wins. */
        public static Outcome winFor(Color side) {
            return side == Color.WHITE ? WHITE_WINS : BLACK_WINS;
        }
    }

    /** A team enters the event. */
    record RegisterTeam(String team, String name) implements FactBody {
        public RegisterTeam {
            FactChecks.require(team, "team");
            name = name == null || name.isBlank() ? team : name;
        }

        @Override
        public String type() {
            return FactType.REGISTER_TEAM.wireName();
        }
    }

    /**
     * A player enters the event.
     *
     * @param player the player's id
     * @param name the display name
     * @param team the team's id, empty for an individual event
     * @param rating the rating, 0 when unrated
     * @param grade a grade the format's grade table turns into a tentative rating, empty when none
     */
    record Register(String player, String name, Optional<String> team, int rating, Optional<String> grade)
            implements FactBody {
        public Register {
            FactChecks.require(player, "player");
            name = name == null || name.isBlank() ? player : name;
            team = Objects.requireNonNullElse(team, Optional.<String>empty()).filter(t -> !t.isBlank());
            grade = Objects.requireNonNullElse(grade, Optional.<String>empty()).filter(g -> !g.isBlank());
            if (rating < 0) {
                throw new IllegalArgumentException("rating " + rating + " is negative");
            }
        }

        @Override
        public String type() {
            return FactType.REGISTER.wireName();
        }
    }

    /** A player leaves the event and is not paired from {@code fromRound} on. */
    record Withdraw(String player, int fromRound) implements FactBody {
        public Withdraw {
            FactChecks.require(player, "player");
            if (fromRound < 1) {
                throw new IllegalArgumentException("round " + fromRound + " is before round 1");
            }
        }

        @Override
        public String type() {
            return FactType.WITHDRAW.wireName();
        }
    }

    /**
     * The arbiter sets how many rounds a stage has where its format gives none (a Swiss of as
     * many rounds as the evening allows), as he announces it to the players. Pairing and play-offs
     * go by it; a later one replaces it, but never below the rounds already paired.
     */
    record StageRounds(String stage, int rounds) implements FactBody {
        public StageRounds {
            FactChecks.require(stage, "stage");
            if (rounds < 1) {
                throw new IllegalArgumentException("a stage has at least 1 round, not " + rounds);
            }
        }

        @Override
        public String type() {
            return FactType.STAGE_ROUNDS.wireName();
        }
    }

    /**
     * A player asks for a bye in a coming round (a requested bye, as the format's stage allows:
     * how many, in which rounds, worth how much). The pairing of that round leaves him out.
     */
    record ByeRequest(String player, int round) implements FactBody {
        public ByeRequest {
            FactChecks.require(player, "player");
            if (round < 1) {
                throw new IllegalArgumentException("round " + round + " is before round 1");
            }
        }

        @Override
        public String type() {
            return FactType.BYE_REQUEST.wireName();
        }
    }

    /**
     * The toss: who won it and what the winner chose.
     *
     * @param winner the team (or player) that won the toss
     * @param choice what it chose, as the format's toss allows: {@code scoring} or {@code stopping}
     *        for a side, {@code white} or {@code black} for a colour
     */
    record Toss(String winner, String choice) implements FactBody {
        public Toss {
            FactChecks.require(winner, "toss winner");
            FactChecks.require(choice, "toss choice");
        }

        @Override
        public String type() {
            return FactType.TOSS.wireName();
        }
    }

    /**
     * A team's line-up (order of play) handed to the arbiter.
     *
     * @param team the team
     * @param innings the innings it is for, 0 when the line-up is for the whole match or round
     * @param round the round it is for, 0 when not a round of a team event
     * @param players the players in order of play (batting order, board order)
     * @param captain the captain, empty when not named
     */
    record LineUp(String team, int innings, int round, List<String> players, Optional<String> captain)
            implements FactBody {
        public LineUp {
            FactChecks.require(team, "team");
            players = List.copyOf(players);
            if (players.isEmpty()) {
                throw new IllegalArgumentException("a line-up names at least one player");
            }
            captain = Objects.requireNonNullElse(captain, Optional.<String>empty()).filter(c -> !c.isBlank());
        }

        @Override
        public String type() {
            return FactType.LINE_UP.wireName();
        }
    }

    /** One game of a pairing: its id and the two players. */
    record Board(String game, String white, String black) {
        public Board {
            FactChecks.require(game, "game");
            FactChecks.require(white, "white");
            FactChecks.require(black, "black");
            if (white.equals(black)) {
                throw new IllegalArgumentException("game " + game + " pairs " + white + " with itself");
            }
        }
    }

    /** A player without an opponent in a round, and why ({@code pairing}, {@code requested}, {@code absent}). */
    record Bye(String player, String kind) {
        public Bye {
            FactChecks.require(player, "player");
            FactChecks.require(kind, "bye kind");
        }
    }

    /**
     * A player who plays a round for a team other than the one he was registered for: in a team
     * event whose odd entrant's bye rotates, the player back from the bye takes the seat of the
     * one who sits out (rules.md 6.4).
     */
    record Seat(String player, String team) {
        public Seat {
            FactChecks.require(player, "player");
            FactChecks.require(team, "team");
        }
    }

    /**
     * The pairing of one round, as published. Rounds are numbered through the whole event; a
     * round of a later stage names its stage (a journal written before stages were recorded, or
     * a round of the first stage, leaves it out). {@code seats} names the players who play this
     * round for a team other than their own (empty but where a bye rotates).
     */
    record Pairing(int round, List<Board> boards, List<Bye> byes, Optional<String> stage, List<Seat> seats)
            implements FactBody {
        public Pairing {
            if (round < 1) {
                throw new IllegalArgumentException("round " + round + " is before round 1");
            }
            boards = List.copyOf(boards);
            byes = List.copyOf(byes);
            Objects.requireNonNull(stage, "stage");
            seats = List.copyOf(seats);
        }

        /** A round with every player in his own team. */
        public Pairing(int round, List<Board> boards, List<Bye> byes, Optional<String> stage) {
            this(round, boards, byes, stage, List.of());
        }

        /** A round of the event's first stage. */
        public Pairing(int round, List<Board> boards, List<Bye> byes) {
            this(round, boards, byes, Optional.empty());
        }

        @Override
        public String type() {
            return FactType.PAIRING.wireName();
        }
    }

    /**
     * Games of a play-off for a tied place, as published: {@code playoff} is the play-off's
     * number in the format (1 for the first {@code playoff} line), the games are named
     * {@code PO<playoff>.<n>}. The games count for the play-off only, never in the standings.
     */
    record PlayOffPairing(int playoff, List<Board> boards) implements FactBody {
        public PlayOffPairing {
            if (playoff < 1) {
                throw new IllegalArgumentException("play-off " + playoff + " is before play-off 1");
            }
            boards = List.copyOf(boards);
            if (boards.isEmpty()) {
                throw new IllegalArgumentException("a play-off pairing has at least one game");
            }
        }

        @Override
        public String type() {
            return FactType.PLAYOFF.wireName();
        }
    }

    /**
     * A game begins. A paired game already exists; an innings game comes into being here.
     *
     * @param game the game's id
     * @param white the White player
     * @param black the Black player
     * @param innings the innings it belongs to (innings matches), 0 otherwise
     * @param override the arbiter's reason for setting the stopping side's rotation limits aside
     *        when no legal choice is left, empty normally
     */
    record GameStart(String game, String white, String black, int innings, Optional<String> override)
            implements FactBody {

        /** A game start within the rules. */
        public GameStart(String game, String white, String black, int innings) {
            this(game, white, black, innings, Optional.empty());
        }

        public GameStart {
            override = Objects.requireNonNullElse(override, Optional.<String>empty()).filter(o -> !o.isBlank());
            FactChecks.require(game, "game");
            FactChecks.require(white, "white");
            FactChecks.require(black, "black");
            if (innings < 0) {
                throw new IllegalArgumentException("innings " + innings + " is negative");
            }
        }

        /** The player on {@code side}. */
        public String player(Color side) {
            return side == Color.WHITE ? white : black;
        }

        @Override
        public String type() {
            return FactType.GAME_START.wireName();
        }
    }

    /**
     * A game's result.
     *
     * @param game the game
     * @param outcome who won
     * @param ending how it ended
     * @param capturedByWhite letters of the men White captured (as they were when captured)
     * @param capturedByBlack letters of the men Black captured
     * @param whiteMs White's remaining time at the end, when read
     * @param blackMs Black's remaining time at the end, when read
     * @param moves the moves played, when recorded (required for innings games under a chase
     *        {@code within same moves})
     * @param forfeit whether the game was not played but forfeited: the winner's opponent did not
     *        appear ({@code white-wins}, {@code black-wins}), or neither did ({@code unplayed}); a
     *        forfeit is never a draw, has no captures, clocks or moves, and ends by the arbiter's
     *        decision
     */
    record Result(String game, Outcome outcome, Termination ending, List<String> capturedByWhite,
            List<String> capturedByBlack, OptionalLong whiteMs, OptionalLong blackMs, OptionalInt moves,
            boolean forfeit) implements FactBody {

        /** A result without a move count. */
        public Result(String game, Outcome outcome, Termination ending, List<String> capturedByWhite,
                List<String> capturedByBlack, OptionalLong whiteMs, OptionalLong blackMs) {
            this(game, outcome, ending, capturedByWhite, capturedByBlack, whiteMs, blackMs, OptionalInt.empty());
        }

        /** A game played to its result (not a forfeit). */
        public Result(String game, Outcome outcome, Termination ending, List<String> capturedByWhite,
                List<String> capturedByBlack, OptionalLong whiteMs, OptionalLong blackMs, OptionalInt moves) {
            this(game, outcome, ending, capturedByWhite, capturedByBlack, whiteMs, blackMs, moves, false);
        }

        /**
         * A forfeit: {@code outcome} wins for the player who was present, {@code unplayed} loses
         * for both (neither appeared).
         */
        public static Result forfeit(String game, Outcome outcome) {
            return new Result(game, outcome, Termination.ARBITER_DECISION, List.of(), List.of(), OptionalLong.empty(),
                    OptionalLong.empty(), OptionalInt.empty(), true);
        }

        public Result {
            moves = FactChecks.moves(moves);
            FactChecks.require(game, "game");
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(ending, "ending");
            capturedByWhite = List.copyOf(capturedByWhite);
            capturedByBlack = List.copyOf(capturedByBlack);
            whiteMs = Objects.requireNonNullElse(whiteMs, OptionalLong.empty());
            blackMs = Objects.requireNonNullElse(blackMs, OptionalLong.empty());
            FactChecks.notNegative(whiteMs, "white clock");
            FactChecks.notNegative(blackMs, "black clock");
            if (forfeit) {
                FactChecks.forfeit(game, outcome, ending, capturedByWhite, capturedByBlack, whiteMs, blackMs, moves);
            }
        }

        @Override
        public String type() {
            return FactType.RESULT.wireName();
        }
    }

    /**
     * An illegal move by {@code side} in {@code game}, as the arbiter ruled it. {@code claimed}
     * says that the opponent pointed it out and claims the game: under a law where an illegal move
     * loses only on the opponent's claim (shogi under FESA), that claim is what ends the game.
     */
    record IllegalMove(String game, Color side, boolean claimed) implements FactBody {
        public IllegalMove {
            FactChecks.require(game, "game");
            Objects.requireNonNull(side, "side");
        }

        /** An illegal move the arbiter saw or ruled without the opponent's claim. */
        public IllegalMove(String game, Color side) {
            this(game, side, false);
        }

        @Override
        public String type() {
            return FactType.ILLEGAL_MOVE.wireName();
        }
    }

    /**
     * A flag fell: {@code side} ran out of time, with both clocks as read. It ends the game: a loss
     * for {@code side} unless {@code outcome} says otherwise (a draw when the opponent could not
     * have mated). {@code moves} is the moves played, when recorded (required for innings games
     * under a chase {@code within same moves}).
     */
    record FlagFall(String game, Color side, long whiteMs, long blackMs, List<String> capturedByWhite,
            List<String> capturedByBlack, Optional<Outcome> outcome, OptionalInt moves) implements FactBody {

        /** A flag fall without a move count. */
        public FlagFall(String game, Color side, long whiteMs, long blackMs, List<String> capturedByWhite,
                List<String> capturedByBlack, Optional<Outcome> outcome) {
            this(game, side, whiteMs, blackMs, capturedByWhite, capturedByBlack, outcome, OptionalInt.empty());
        }

        public FlagFall {
            moves = FactChecks.moves(moves);
            FactChecks.require(game, "game");
            Objects.requireNonNull(side, "side");
            if (whiteMs < 0 || blackMs < 0) {
                throw new IllegalArgumentException("clock readings must not be negative");
            }
            capturedByWhite = List.copyOf(capturedByWhite);
            capturedByBlack = List.copyOf(capturedByBlack);
            outcome = Objects.requireNonNullElse(outcome, Optional.<Outcome>empty());
        }

        /** The game's outcome: the flag's side loses unless the arbiter recorded otherwise. */
        public Outcome effectiveOutcome() {
            return outcome.orElse(Outcome.winFor(side.opponent()));
        }

        @Override
        public String type() {
            return FactType.FLAG_FALL.wireName();
        }
    }

    /**
     * An impasse declaration (shogi's 27-point rule) by {@code side}: it ends the game, a win for
     * the declaring side when {@code valid}, a loss otherwise. Where the format has a declaration
     * rule and the position is given, the rules engine judges it and a {@code valid} that
     * disagrees is refused.
     *
     * @param points the declaring side's points as counted
     * @param valid whether the declaration met the rule
     * @param position the position when the clock was stopped (SFEN for shogi), when recorded
     */
    record Declaration(String game, Color side, int points, boolean valid, Optional<String> position)
            implements FactBody {

        /** A declaration without its position. */
        public Declaration(String game, Color side, int points, boolean valid) {
            this(game, side, points, valid, Optional.empty());
        }

        public Declaration {
            FactChecks.require(game, "game");
            Objects.requireNonNull(side, "side");
            position = Objects.requireNonNullElse(position, Optional.<String>empty()).filter(p -> !p.isBlank());
        }

        @Override
        public String type() {
            return FactType.DECLARATION.wireName();
        }
    }

    /**
     * A repetition (sennichite) in {@code game}. Under the format's sennichite policy the game is
     * either replayed as {@code replay} (colours as the policy says; each player keeps the time on
     * his clock where it says so) or the pairing is drawn, and then there is no replay.
     *
     * @param replay the id of the replay, empty when the policy draws the pairing
     * @param whiteMs the main time left on the game's White (sente) clock, 0 when in byoyomi
     * @param blackMs the main time left on the game's Black (gote) clock
     */
    record Sennichite(String game, Optional<String> replay, OptionalLong whiteMs, OptionalLong blackMs)
            implements FactBody {

        /** A sennichite replayed as {@code replay}. */
        public Sennichite(String game, String replay, OptionalLong whiteMs, OptionalLong blackMs) {
            this(game, Optional.of(replay), whiteMs, blackMs);
        }

        public Sennichite {
            FactChecks.require(game, "game");
            replay = Objects.requireNonNullElse(replay, Optional.<String>empty()).filter(r -> !r.isBlank());
            whiteMs = Objects.requireNonNullElse(whiteMs, OptionalLong.empty());
            blackMs = Objects.requireNonNullElse(blackMs, OptionalLong.empty());
            FactChecks.notNegative(whiteMs, "white clock");
            FactChecks.notNegative(blackMs, "black clock");
        }

        @Override
        public String type() {
            return FactType.SENNICHITE.wireName();
        }
    }

    /**
     * The leading captain's decision on the follow-on, where the format leaves it to him.
     *
     * @param team the leading team
     * @param enforce whether the trailing team must bat again at once
     */
    record FollowOn(String team, boolean enforce) implements FactBody {
        public FollowOn {
            FactChecks.require(team, "team");
        }

        @Override
        public String type() {
            return FactType.FOLLOW_ON.wireName();
        }
    }

    /**
     * One team as formed: its id, display name and players.
     *
     * @param team the team's id
     * @param name the display name (default: the id)
     * @param players the players' ids, strongest first where formed by grade
     */
    record FormedTeam(String team, String name, List<String> players) {
        public FormedTeam {
            FactChecks.require(team, "team");
            name = name == null || name.isBlank() ? team : name;
            players = List.copyOf(players);
        }
    }

    /**
     * The teams of the event as formed (by the engine's balancing, by the organiser or as they
     * entered): from this fact on the teams and their members are exactly those listed, earlier
     * team registrations and players' teams being superseded. See {@link org.rookery.engine.team.TeamFormations}.
     *
     * @param teams the teams, team 1 first
     * @param sittingOut registered players left out of every team (an odd entrant's bye)
     * @param explanation how the teams were formed, in words, for the audit trail
     */
    record FormTeams(List<FormedTeam> teams, List<String> sittingOut, String explanation) implements FactBody {
        public FormTeams {
            teams = List.copyOf(teams);
            sittingOut = List.copyOf(sittingOut);
            explanation = explanation == null ? "" : explanation;
        }

        @Override
        public String type() {
            return FactType.FORM_TEAMS.wireName();
        }
    }

    /**
     * Replaces what an earlier fact said; the earlier fact stays in the journal.
     *
     * @param target the sequence number of the fact corrected
     * @param replacement what it should have said (same type)
     * @param reason why, for the audit trail
     */
    record Correction(long target, FactBody replacement, String reason) implements FactBody {
        public Correction {
            Objects.requireNonNull(replacement, "replacement");
            if (replacement instanceof Correction || replacement instanceof Undo) {
                throw new IllegalArgumentException("a correction replaces an action, not another correction or undo");
            }
            FactChecks.require(reason, "reason");
        }

        @Override
        public String type() {
            return FactType.CORRECTION.wireName();
        }
    }

    /** Takes back an earlier fact (or an earlier correction) by its sequence number. */
    record Undo(long target, String reason) implements FactBody {
        public Undo {
            FactChecks.require(reason, "reason");
        }

        @Override
        public String type() {
            return FactType.UNDO.wireName();
        }
    }
}
