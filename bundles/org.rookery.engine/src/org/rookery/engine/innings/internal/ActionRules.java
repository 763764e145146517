// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.internal;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameScore;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsWarning;
import org.rookery.engine.innings.Phase;
import org.rookery.engine.innings.TeamNames;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;

/**
 * Checks one action against the format's rules and the match so far, and applies it to the model.
 * Every refusal names the rule (in the format language's words where the format has a setting) and
 * says what was asked and why it cannot be done; nothing is changed before all checks pass.
 */
final class ActionRules {

    static final String ORDER_OF_PLAY = RuleNames.ORDER_OF_PLAY;
    static final String REGISTERED = RuleNames.LINE_UP_NAMES_REGISTERED_PLAYERS;
    static final String UNKNOWN_GAME = RuleNames.RESULTS_ARE_FOR_THE_GAME_IN_PLAY;
    static final String FINISHED_GAME = RuleNames.ONE_RESULT_PER_GAME;
    static final String WITHIN_SAME_MOVES = RuleNames.SECOND_SIDE_CHASES_TARGET_WITHIN_SAME_MOVES;
    /** rules.md 1.10.4: the stopping side's choices must leave a full innings possible. */
    static final String COMPLETABLE = RuleNames.STOPPING_ROTATION_CAN_COMPLETE_THE_INNINGS;

    private final MatchModel m;

    ActionRules(MatchModel model) {
        this.m = model;
    }

    void apply(InningsAction action) {
        switch (action) {
            case InningsAction.TeamRegistered a -> register(a);
            case InningsAction.SquadNamed a -> squad(a);
            case InningsAction.TossWon a -> toss(a);
            case InningsAction.TossChoice a -> choice(a);
            case InningsAction.BattingOrder a -> battingOrder(a);
            case InningsAction.ScoringPlayerIn a -> scoringPlayer(a);
            case InningsAction.StoppingPlayerChosen a -> stoppingPlayer(a);
            case InningsAction.GameResult a -> result(a);
            case InningsAction.FollowOnDecision a -> followOn(a);
        }
    }

    private void expect(Phase phase, String asked) {
        if (m.phase != phase) {
            throw new Refusal(ORDER_OF_PLAY, asked + " is not due now; the match waits for " + m.due);
        }
    }

    private void register(InningsAction.TeamRegistered a) {
        expect(Phase.REGISTRATION, "registering " + a.team());
        if (a.team().isBlank() || m.registered.containsKey(a.team())) {
            throw new Refusal(RuleNames.TWO_TEAMS, "team name '" + a.team() + "' is " + (a.team().isBlank() ? "empty" : "taken"));
        }
        String sizeRule = RuleNames.withNumber(RuleNames.SIZE_N, m.teams.size());
        if (a.players().size() < m.teams.playersPerMatch() || a.players().size() > m.teams.size()) {
            throw new Refusal(sizeRule, a.team() + " lists " + a.players().size() + " players; a team has "
                    + m.teams.playersPerMatch() + " to " + m.teams.size());
        }
        Set<String> seen = new HashSet<>();
        for (String p : a.players()) {
            if (p.isBlank() || !seen.add(p)) {
                throw new Refusal(sizeRule, a.team() + " lists " + (p.isBlank() ? "an empty name" : p + " twice"));
            }
            for (Map.Entry<String, List<String>> other : m.registered.entrySet()) {
                if (other.getValue().contains(p)) {
                    throw new Refusal(sizeRule, p + " is already registered for " + other.getKey());
                }
            }
        }
        m.registered.put(a.team(), a.players());
    }

    private void squad(InningsAction.SquadNamed a) {
        if (m.registered.size() < 2 || !m.innings.isEmpty()) {
            throw new Refusal(ORDER_OF_PLAY, "naming the squad of " + a.team() + " is not due now"
                    + (m.innings.isEmpty() ? "" : ": play has begun") + "; the match waits for " + m.due);
        }
        List<String> list = registeredList(a.team());
        checkMembers(a.team(), a.players(), list);
        if (a.players().size() != m.teams.playersPerMatch()) {
            throw new Refusal(RuleNames.withNumber(RuleNames.PLAYERS_PER_MATCH_N, m.teams.playersPerMatch()), a.team() + " names "
                    + a.players().size() + " players to play; the format wants " + m.teams.playersPerMatch());
        }
        if (m.teams.captainRequired() && !a.players().contains(a.captain())) {
            throw new Refusal(RuleNames.CAPTAIN_REQUIRED, TeamNames.possessive(a.team()) + " captain "
                    + (a.captain().isEmpty() ? "is not named"
                    : a.captain() + " is not one of the players named to play"));
        }
        m.squads.put(a.team(), new MatchModel.Squad(a.players(), a.captain()));
    }

    private List<String> registeredList(String team) {
        List<String> list = m.registered.get(team);
        if (list == null) {
            throw new Refusal(REGISTERED, "'" + team + "' is not a registered team; teams: " + m.registered.keySet());
        }
        return list;
    }

    private void checkMembers(String team, List<String> players, List<String> allowed) {
        Set<String> seen = new HashSet<>();
        for (String p : players) {
            if (!m.registered.get(team).contains(p)) {
                throw new Refusal(REGISTERED, p + " is not registered for " + team + "; registered: "
                        + m.registered.get(team));
            }
            if (!allowed.contains(p)) {
                throw new Refusal(RuleNames.withNumber(RuleNames.PLAYERS_PER_MATCH_N, m.teams.playersPerMatch()), p + " is a reserve of " + team
                        + ", not one of the players named to play: " + allowed);
            }
            if (!seen.add(p)) {
                throw new Refusal(REGISTERED, TeamNames.possessive(team) + " line-up names " + p + " twice");
            }
        }
    }

    private void toss(InningsAction.TossWon a) {
        expect(Phase.TOSS, "a toss");
        registeredList(a.team());
        m.tossWinner = a.team();
    }

    private void choice(InningsAction.TossChoice a) {
        expect(Phase.TOSS_CHOICE, "a toss choice");
        if (!a.team().equals(m.tossWinner)) {
            throw new Refusal(RuleNames.TOSS_WINNER_CHOOSES_SIDE, a.team() + " did not win the toss; " + m.tossWinner + " did");
        }
        String opening = a.role() == SideRole.SCORING ? a.team() : m.other(a.team());
        if (m.goldenRound == 0) {
            m.plan(opening);
        } else {
            m.goldenPlan(opening);
        }
    }

    private void battingOrder(InningsAction.BattingOrder a) {
        expect(Phase.BATTING_ORDER, TeamNames.possessive(a.team()) + " batting order");
        InningsModel cur = m.current();
        if (!a.team().equals(cur.batting)) {
            throw new Refusal(RuleNames.LINEUP_BEFORE_EACH_INNINGS, "innings " + cur.number + " is "
                    + TeamNames.possessive(cur.batting) + " to bat; " + a.team() + " hand in no batting order now");
        }
        List<String> squad = m.squads.get(a.team()).players();
        registeredList(a.team());
        checkMembers(a.team(), a.order(), squad);
        int wanted = cur.goldenRound > 0 ? 1 : squad.size();
        if (a.order().size() != wanted) {
            throw new Refusal(cur.goldenRound > 0 ? RuleNames.GOLDEN_ROUND : RuleNames.LINEUP_BEFORE_EACH_INNINGS, a.team() + " name "
                    + a.order().size() + " players; " + (cur.goldenRound > 0 ? "the captain chooses one player for"
                            + " the golden game" : "the batting order lists all " + wanted + " playing members"));
        }
        cur.setOrder(a.order());
    }

    private void scoringPlayer(InningsAction.ScoringPlayerIn a) {
        InningsModel cur = m.current();
        if (m.phase == Phase.STOPPING_PLAYER && a.player().equals(cur.in)) {
            return; // he is in already: the action confirms it
        }
        expect(Phase.SCORING_PLAYER, a.player() + " coming in");
        List<String> may = cur.candidates(m.rules);
        if (!may.contains(a.player())) {
            throw new Refusal(RuleNames.GOOD_GAME_EXCEPTION, a.player() + " may not play game " + (cur.gamesPlayed() + 1)
                    + " of innings " + cur.number + "; one of " + may + " may");
        }
        cur.comeIn(a.player());
    }

    private void stoppingPlayer(InningsAction.StoppingPlayerChosen a) {
        expect(Phase.STOPPING_PLAYER, "choosing " + a.player() + " to stop");
        InningsModel cur = m.current();
        List<String> squad = m.squads.get(cur.stopping).players();
        checkMembers(cur.stopping, List.of(a.player()), squad);
        int game = cur.gamesPlayed() + 1;
        Map<String, Integer> played = cur.stoppingGames();
        String last = cur.lastStopping();
        int max = m.rules.stoppingMaxGamesPerInnings();
        if (a.override().isEmpty()) {
            if (max > 0 && played.getOrDefault(a.player(), 0) >= max) {
                List<Integer> his = cur.lines.stream().filter(l -> l.stopping().equals(a.player()))
                        .map(InningsModel.Line::game).toList();
                throw new Refusal(RuleNames.withNumber(RuleNames.STOPPING_PLAYER_MAX_N_GAMES_PER_INNINGS, max), "a " + ordinal(max + 1)
                        + " game for one stopping player in an innings: " + a.player() + " played game"
                        + (his.size() == 1 ? " " : "s ") + join(his) + " of innings " + cur.number);
            }
            if (m.rules.stoppingNoConsecutiveGames() && a.player().equals(last)) {
                throw new Refusal(RuleNames.STOPPING_PLAYER_NO_CONSECUTIVE_GAMES, "the same stopping player twice in a row: "
                        + a.player() + " played game " + (game - 1) + " of innings " + cur.number);
            }
            // rules.md 1.10.4: a choice after which no order can fill the innings is refused when it is made,
            // not found out games later; the arbiter may still allow it with a reason.
            if (m.deadEndStoppingPlayers().contains(a.player())) {
                throw new Refusal(COMPLETABLE, m.deadEndReason(a.player())
                        + "; the arbiter may allow it with a reason (override)");
            }
        }
        cur.choose(a.player(), a.override());
        warnIfStuck(cur, game);
    }

    /** rules.md 1.10.4: warn once an innings when the rotation can no longer fill every game left. */
    private void warnIfStuck(InningsModel cur, int game) {
        if (cur.warned || cur.goldenRound > 0) {
            return;
        }
        int max = m.rules.stoppingMaxGamesPerInnings();
        Map<String, Integer> left = m.stoppingGamesLeft(cur);
        int remaining = cur.limit - game;
        if (!Rotation.feasible(left, cur.lastStopping(), remaining, m.rules.stoppingNoConsecutiveGames())) {
            cur.warned = true;
            StringBuilder who = new StringBuilder();
            left.forEach((p, n) -> {
                if (n > 0 && n != Integer.MAX_VALUE) {
                    who.append(who.isEmpty() ? "" : ", ").append(p).append(' ').append(n);
                }
            });
            m.warnings.add(new InningsWarning(cur.number, game, m.rules.stoppingNoConsecutiveGames()
                    ? RuleNames.STOPPING_PLAYER_NO_CONSECUTIVE_GAMES
                    : RuleNames.withNumber(RuleNames.STOPPING_PLAYER_MAX_N_GAMES_PER_INNINGS, max),
                    "innings " + cur.number + ": if the innings runs its full " + cur.limit + " games, " + cur.stopping
                            + " cannot fill the " + remaining + " left within the rotation limits (games left: "
                            + (who.isEmpty() ? "none" : who) + "; " + cur.lastStopping() + " played game " + game + ")"));
        }
    }

    private void result(InningsAction.GameResult a) {
        InningsModel cur = m.current();
        Optional<InningsModel.Line> inPlay = cur == null ? Optional.empty() : cur.inPlay();
        String what = "innings " + a.innings() + " game " + a.game();
        if (inPlay.isEmpty() || cur.number != a.innings() || inPlay.get().game() != a.game()) {
            Optional<InningsModel.Line> done = finished(a.innings(), a.game());
            if (done.isPresent()) {
                InningsModel.Line l = done.get();
                throw new Refusal(FINISHED_GAME, what + " is finished" + (l.scoring().isEmpty() ? " (not played)"
                        : " (" + l.scoring() + " against " + l.stopping() + ", scored " + l.score().total().toPlainString()
                                + ")") + "; a correction is a new fact, not a second result");
            }
            throw new Refusal(UNKNOWN_GAME, what + " is not a game in play; "
                    + (inPlay.isPresent() ? "the game in play is innings " + cur.number + " game " + inPlay.get().game()
                            : "no game is in play: the match waits for " + m.due));
        }
        if (a.report().result() == GameOutcome.UNPLAYED) {
            throw new Refusal(UNKNOWN_GAME, what + " is in play, so it cannot be recorded as unplayed");
        }
        if (m.chaseWithinMoves() && cur.goldenRound == 0 && a.report().movesPlayed().isEmpty()) {
            // Both sides' moves count: the first side's set the limit, the second side's use it up.
            throw new Refusal(WITHIN_SAME_MOVES, what + " has no move count; the chase is won only within the moves"
                    + " the first side used, so every innings game's result must say how many moves were played");
        }
        GameScore score = m.scorer.score(a.report());
        BigDecimal before = m.teamTotal(cur);
        cur.record(a.report(), score, m.rules, before);
    }

    private Optional<InningsModel.Line> finished(int innings, int game) {
        if (innings < 1 || innings > m.innings.size()) {
            return Optional.empty();
        }
        return m.innings.get(innings - 1).lines.stream().filter(l -> l.game() == game && l.score() != null).findFirst();
    }

    private void followOn(InningsAction.FollowOnDecision a) {
        expect(Phase.FOLLOW_ON_CHOICE, "a follow-on decision");
        if (!a.team().equals(m.first)) {
            throw new Refusal(RuleNames.FOLLOW_ON, "the follow-on is " + TeamNames.possessive(m.first) + " captain's choice, not "
                    + TeamNames.possessive(a.team()));
        }
        if (a.enforce()) {
            m.followOn();
        } else {
            m.followOnPending = false;
        }
    }

    private static String ordinal(int n) {
        return switch (n) {
            case 1 -> "first";
            case 2 -> "second";
            case 3 -> "third";
            case 4 -> "fourth";
            default -> n + "th";
        };
    }

    private static String join(List<Integer> games) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < games.size(); i++) {
            sb.append(i == 0 ? "" : i == games.size() - 1 ? " and " : ", ").append(games.get(i));
        }
        return sb.toString();
    }
}
