// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.refusal.internal;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.rookery.engine.event.EventStages;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.event.internal.InningsBridge;
import org.rookery.engine.event.internal.SetMatches;
import org.rookery.engine.event.internal.TeamMatches;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Board;
import org.rookery.engine.fact.FactBody.Bye;
import org.rookery.engine.fact.FactBody.Correction;
import org.rookery.engine.fact.FactBody.Declaration;
import org.rookery.engine.fact.FactBody.FlagFall;
import org.rookery.engine.fact.FactBody.GameStart;
import org.rookery.engine.fact.FactBody.IllegalMove;
import org.rookery.engine.fact.FactBody.LineUp;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.fact.FactBody.RegisterTeam;
import org.rookery.engine.fact.FactBody.Result;
import org.rookery.engine.fact.FactBody.Sennichite;
import org.rookery.engine.fact.FactBody.Toss;
import org.rookery.engine.fact.FactBody.Undo;
import org.rookery.engine.fact.FactBody.Withdraw;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.engine.team.TeamFormations;
import org.rookery.rules.Termination;

/**
 * The checks a fact must pass before it is written (and that every fact of a replayed journal
 * must have passed): each failure is a {@link Refusal} naming the rule. The checks here are the
 * event's own (who exists, which game is open, what the conduct rules allow); the innings rules
 * are checked by the innings state machine through {@link InningsBridge}.
 */
public final class Refusals {

    private Refusals() {
    }

    /** Refuses {@code body} if it cannot follow the facts {@code state} was folded from. */
    public static void check(EventState state, FactBody body) {
        switch (body) {
            case RegisterTeam t -> {
                if (state.teams().containsKey(t.team())) {
                    throw new Refusal(RuleNames.TEAM_REGISTERED_ONCE, "team " + t.team() + " is already registered");
                }
            }
            case Register r -> {
                if (state.players().containsKey(r.player())) {
                    throw new Refusal(RuleNames.PLAYER_REGISTERED_ONCE, "player " + r.player() + " is already registered");
                }
                r.team().ifPresent(t -> {
                    if (!state.teams().containsKey(t)) {
                        throw new Refusal(RuleNames.TEAM_REGISTERED_BEFORE_ITS_PLAYERS,
                                "player " + r.player() + " names team " + t + ", which is not registered");
                    }
                });
                FixedPairs.check(state, r);
            }
            case Withdraw w -> {
                // In a team event a team withdraws under its own id.
                if (!state.teams().containsKey(w.player())) {
                    registered(state, w.player(), RuleNames.WITHDRAWAL_OF_A_REGISTERED_PLAYER);
                }
            }
            case FactBody.ByeRequest b -> ByeRequests.check(state, b);
            case FactBody.StageRounds s -> stageRounds(state, s);
            case Toss t -> toss(state, t);
            case LineUp l -> lineUp(state, l);
            case Pairing p -> pairing(state, p);
            case FactBody.PlayOffPairing p -> PlayOffs.check(state, p);
            case GameStart g -> gameStart(state, g);
            case Result r -> {
                ResultChecks.forfeit(state, r);
                result(state, r.game(), r.outcome(), r.ending());
                ResultChecks.check(state, r);
            }
            case IllegalMove m -> open(state, m.game());
            case FlagFall f -> {
                result(state, f.game(), f.effectiveOutcome(), Termination.TIME_FORFEIT);
                ResultChecks.check(state, f);
            }
            case Declaration d -> {
                if (state.format().declaration().isEmpty()) {
                    throw new Refusal(RuleNames.DECLARATION_RULE, "format " + state.format().name()
                            + " has no declaration rule, so game " + d.game() + " cannot end by declaration");
                }
                open(state, d.game());
            }
            case Sennichite s -> {
                open(state, s.game());
                if (s.replay().filter(state.games()::containsKey).isPresent()) {
                    throw new Refusal(RuleNames.GAME_IDS_ARE_UNIQUE, "the replay's id " + s.replay().get() + " is already a game");
                }
            }
            case FactBody.FollowOn f -> {
                if (state.format().innings().flatMap(i -> i.followOn()).isEmpty()) {
                    throw new Refusal(RuleNames.FOLLOW_ON, "format " + state.format().name() + " has no follow-on");
                }
            }
            case FactBody.FormTeams f -> TeamFormations.check(state, f);
            case Correction c -> throw new IllegalArgumentException("use checkMeta for corrections");
            case Undo u -> throw new IllegalArgumentException("use checkMeta for undos");
        }
        ResultChecks.scorable(state, body);
    }

    /** Refuses a correction or undo whose target it may not change. */
    public static void checkMeta(EventState state, FactBody body, long seq) {
        long target = body instanceof Correction c ? c.target() : ((Undo) body).target();
        Optional<FactBody> targetBody = state.recorded(target);
        if (target >= seq || targetBody.isEmpty()) {
            throw new Refusal(RuleNames.CORRECT_OR_UNDO_A_RECORDED_FACT, "there is no fact " + target + " before fact " + seq);
        }
        if (state.isUndone(target)) {
            throw new Refusal(RuleNames.CORRECT_OR_UNDO_A_RECORDED_FACT, "fact " + target + " is already undone");
        }
        if (body instanceof Undo && targetBody.get() instanceof Undo) {
            throw new Refusal(RuleNames.AN_UNDO_IS_NOT_UNDONE, "fact " + target
                    + " is an undo; record the undone fact again instead of undoing the undo");
        }
        if (body instanceof Correction c) {
            if (targetBody.get() instanceof Correction || targetBody.get() instanceof Undo) {
                throw new Refusal(RuleNames.CORRECT_OR_UNDO_A_RECORDED_FACT, "fact " + target
                        + " is a " + targetBody.get().type() + "; correct the original fact instead");
            }
            if (!targetBody.get().type().equals(c.replacement().type())) {
                throw new Refusal(RuleNames.A_CORRECTION_KEEPS_THE_FACTS_TYPE, "fact " + target + " is a "
                        + targetBody.get().type() + ", the correction gives a " + c.replacement().type()
                        + "; undo it and record the new fact instead");
            }
        }
    }

    /**
     * Refuses a number of rounds for a stage the format does not have, one whose format fixes its
     * rounds or plays a system that sets them itself, or fewer rounds than the stage has paired.
     */
    private static void stageRounds(EventState state, FactBody.StageRounds s) {
        EventRules event = state.format().event().orElseThrow(() -> new Refusal(RuleNames.ROUNDS_OF_A_STAGE_OF_THE_FORMAT,
                "format " + state.format().name() + " has no stages"));
        Optional<Stage> stage = event.stages().stream().filter(st -> st.name().equals(s.stage())).findFirst();
        if (stage.isEmpty()) {
            throw new Refusal(RuleNames.ROUNDS_OF_A_STAGE_OF_THE_FORMAT, "the format has no stage " + s.stage() + "; its stages: "
                    + event.stages().stream().map(Stage::name).toList());
        }
        if (stage.get().rounds().isPresent()) {
            throw new Refusal(RuleNames.ROUNDS_OF_A_STAGE_OF_THE_FORMAT, "stage " + s.stage() + " has "
                    + stage.get().rounds().getAsInt() + " rounds, as the format says");
        }
        if (stage.get().system() != PairingSystem.SWISS && stage.get().fallback()
                .filter(f -> f.otherwise() == PairingSystem.SWISS).isEmpty()) {
            throw new Refusal(RuleNames.ROUNDS_OF_A_STAGE_OF_THE_FORMAT, "stage " + s.stage() + " is a "
                    + stage.get().system().label() + ", whose rounds follow from its field");
        }
        int paired = 0;
        try {
            for (EventStages.Begun b : EventStages.of(state)) {
                if (b.stage().name().equals(s.stage())) {
                    paired = b.roundsPaired();
                }
            }
        } catch (IllegalArgumentException e) {
            // the stages cannot be read from the pairings; the pairing checks say why
        }
        if (s.rounds() < paired) {
            throw new Refusal(RuleNames.ROUNDS_OF_A_STAGE_OF_THE_FORMAT, "stage " + s.stage() + " has already paired " + paired
                    + " rounds; it cannot have " + s.rounds());
        }
    }

    private static void registered(EventState state, String player, String rule) {
        if (!state.players().containsKey(player)) {
            throw new Refusal(rule, "player " + player + " is not registered");
        }
    }

    private static void toss(EventState state, Toss t) {
        if (state.format().innings().isPresent()) {
            // The innings machine judges tosses: the match toss and one before each golden round.
            if (!state.teams().containsKey(t.winner())) {
                throw new Refusal(RuleNames.TOSS_BETWEEN_REGISTERED_TEAMS, t.winner() + " is not a registered team");
            }
            return;
        }
        if (state.toss().isPresent()) {
            throw new Refusal(RuleNames.ONE_TOSS, "the toss was already recorded (won by " + state.toss().get().winner() + ")");
        }
        if (!state.teams().containsKey(t.winner()) && !state.players().containsKey(t.winner())) {
            throw new Refusal(RuleNames.TOSS_BETWEEN_REGISTERED_TEAMS, t.winner() + " is not a registered team or player");
        }
        TeamRules.TossChoice kind = state.format().teams().map(TeamRules::toss).orElse(TeamRules.TossChoice.COLOUR);
        List<String> allowed = switch (kind) {
            case SIDE -> List.of("scoring", "stopping");
            case COLOUR -> List.of("white", "black");
            case NONE -> List.of();
        };
        if (!allowed.contains(t.choice())) {
            throw new Refusal(RuleNames.TOSS_CHOICE, kind == TeamRules.TossChoice.NONE
                    ? "format " + state.format().name() + " has no toss"
                    : "the toss winner chooses one of " + allowed + ", not '" + t.choice() + "'");
        }
    }

    private static void lineUp(EventState state, LineUp l) {
        if (!state.teams().containsKey(l.team())) {
            throw new Refusal(RuleNames.LINE_UP_OF_A_REGISTERED_TEAM, "team " + l.team() + " is not registered");
        }
        Set<String> seen = new HashSet<>();
        for (String p : l.players()) {
            Register r = state.players().get(p);
            if (r == null) {
                throw new Refusal(RuleNames.LINE_UP_OF_REGISTERED_PLAYERS, "the line-up of " + l.team() + " names " + p
                        + ", who is not registered");
            }
            if (!r.team().filter(l.team()::equals).isPresent()) {
                throw new Refusal(RuleNames.LINE_UP_OF_THE_TEAMS_OWN_PLAYERS, p + " is not a player of team " + l.team());
            }
            if (!seen.add(p)) {
                throw new Refusal(RuleNames.LINE_UP_NAMES_EACH_PLAYER_ONCE, "the line-up of " + l.team() + " names " + p + " twice");
            }
        }
        state.format().teams().ifPresent(rules -> {
            if (l.players().size() > rules.playersPerMatch()) {
                throw new Refusal(RuleNames.PLAYERS_PER_MATCH, "the line-up of " + l.team() + " names " + l.players().size()
                        + " players; " + rules.playersPerMatch() + " play in a match");
            }
        });
    }

    private static void pairing(EventState state, Pairing p) {
        if (p.stage().isPresent() && state.format().event().filter(e -> e.stages().stream()
                .anyMatch(st -> st.name().equals(p.stage().get()))).isEmpty()) {
            throw new Refusal(RuleNames.PAIRING_OF_A_STAGE_OF_THE_FORMAT, "round " + p.round() + " names stage " + p.stage().get()
                    + ", which the format does not have");
        }
        int next = state.pairings().isEmpty() ? 1 : state.pairings().lastKey() + 1;
        if (p.round() != next) {
            throw new Refusal(RuleNames.ROUNDS_IN_ORDER, "round " + p.round() + " cannot be paired; the next round is " + next);
        }
        for (GameRecord g : state.games().values()) {
            if (g.round() == next - 1 && g.round() > 0 && !g.finished() && !TeamMatches.stopped(state, g)
                    && !SetMatches.stopped(state, g)) {
                throw new Refusal(RuleNames.A_ROUND_ENDS_BEFORE_THE_NEXT_IS_PAIRED, "game " + g.id() + " of round " + g.round()
                        + " has no result yet");
            }
        }
        Set<String> seen = new HashSet<>();
        // in a round of matches of sets two players meet on as many boards as their match has games
        boolean matches = SetMatches.format(state, p).isPresent();
        java.util.Map<String, String> opponent = new java.util.HashMap<>();
        for (Board b : p.boards()) {
            if (state.games().containsKey(b.game())) {
                throw new Refusal(RuleNames.GAME_IDS_ARE_UNIQUE, "game " + b.game() + " already exists");
            }
            for (String player : List.of(b.white(), b.black())) {
                String other = player.equals(b.white()) ? b.black() : b.white();
                if (matches && other.equals(opponent.get(player))) {
                    continue;
                }
                if (matches && opponent.containsKey(player)) {
                    throw new Refusal(RuleNames.ONE_MATCH_A_ROUND, player + " meets " + opponent.get(player) + " and " + other
                            + " in round " + p.round() + "; a match of sets is between the same two players");
                }
                paired(state, player, p.round(), seen);
                opponent.put(player, other);
            }
        }
        for (Bye y : p.byes()) {
            if (TeamMatches.applies(state) && state.teams().containsKey(y.player())) {
                // a team event's bye goes to a team, named by its id
                if (!seen.add(y.player())) {
                    throw new Refusal(RuleNames.ONE_GAME_A_ROUND, y.player() + " appears twice in the pairing of round " + p.round());
                }
                continue;
            }
            paired(state, y.player(), p.round(), seen);
        }
        for (FactBody.Seat s : p.seats()) {
            registered(state, s.player(), RuleNames.A_SEAT_FOR_A_REGISTERED_PLAYER);
            if (!state.teams().containsKey(s.team())) {
                throw new Refusal(RuleNames.A_SEAT_IN_A_REGISTERED_TEAM, "round " + p.round() + " seats " + s.player()
                        + " in team " + s.team() + ", which is not registered");
            }
        }
        ByeRequests.checkPairing(state, p);
        FixedPairs.check(state, p);
    }

    private static void paired(EventState state, String player, int round, Set<String> seen) {
        registered(state, player, RuleNames.PAIRING_OF_REGISTERED_PLAYERS);
        if (!seen.add(player)) {
            throw new Refusal(RuleNames.ONE_GAME_A_ROUND, player + " appears twice in the pairing of round " + round);
        }
        state.withdrawnFrom(player).filter(r -> r <= round).ifPresent(r -> {
            throw new Refusal(RuleNames.WITHDRAWN_PLAYERS_ARE_NOT_PAIRED, player + " withdrew from round " + r);
        });
    }

    private static void gameStart(EventState state, GameStart g) {
        GameRecord known = state.games().get(g.game());
        if (known != null) {
            if (known.started()) {
                throw new Refusal(RuleNames.A_GAME_STARTS_ONCE, "game " + g.game() + " has already started");
            }
            if (!known.white().equals(g.white()) || !known.black().equals(g.black())) {
                throw new Refusal(RuleNames.GAMES_ARE_PLAYED_AS_PAIRED, "game " + g.game() + " was paired " + known.white()
                        + " v " + known.black() + ", not " + g.white() + " v " + g.black());
            }
            return;
        }
        registered(state, g.white(), RuleNames.GAMES_BETWEEN_REGISTERED_PLAYERS);
        registered(state, g.black(), RuleNames.GAMES_BETWEEN_REGISTERED_PLAYERS);
        if (g.innings() == 0 && state.format().innings().isPresent()) {
            throw new Refusal(RuleNames.INNINGS_GAMES_NAME_THEIR_INNINGS, "game " + g.game() + " gives no innings");
        }
    }

    private static GameRecord open(EventState state, String game) {
        GameRecord g = state.games().get(game);
        if (g == null) {
            throw new Refusal(RuleNames.RESULT_FOR_A_KNOWN_GAME, "there is no game " + game);
        }
        if (g.finished()) {
            throw new Refusal(RuleNames.ONE_RESULT_PER_GAME, "game " + game + " has already ended"
                    + g.end().map(e -> " (fact " + e.seq() + "); correct that fact instead").orElse(" in a sennichite"));
        }
        return g;
    }

    private static void result(EventState state, String game, Outcome outcome, Termination ending) {
        GameRecord g = open(state, game);
        ResultChecks.decidedMatch(state, g);
        if (outcome != Outcome.UNPLAYED && TeamMatches.applies(state)) {
            // The team match decides whether a board may still get a result (Newport: not once
            // another board has been won).
            TeamMatches.of(state, game).ifPresent(m -> m.match().record(m.boards().indexOf(g) + 1,
                    TeamMatches.whiteResult(outcome)));
        }
        CompiledFormat f = state.format();
        if (ending == Termination.RESIGNATION && f.scoring().isPresent() && !f.scoring().get().resignationAllowed()) {
            throw new Refusal(RuleNames.RESIGNATION_FORBIDDEN, "format " + f.name() + " forbids resignation; game " + game
                    + " must be played out or ended by the arbiter");
        }
        if (ending == Termination.AGREEMENT) {
            if (f.conduct().drawAgreementAllowed().filter(allowed -> !allowed).isPresent()) {
                throw new Refusal(RuleNames.DRAW_BY_AGREEMENT_FORBIDDEN, "format " + f.name()
                        + " forbids agreed draws; game " + game + " goes on");
            }
            if (outcome != Outcome.DRAW) {
                throw new Refusal(RuleNames.AN_AGREEMENT_IS_A_DRAW, "game " + game + " ended by agreement must be a draw");
            }
        }
        if (outcome == Outcome.DRAW && ending == Termination.CHECKMATE) {
            throw new Refusal(RuleNames.CHECKMATE_HAS_A_WINNER, "game " + game + " cannot be a draw by checkmate");
        }
    }
}
