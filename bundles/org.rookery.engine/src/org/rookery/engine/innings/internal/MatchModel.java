// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScore;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsWarning;
import org.rookery.engine.innings.MatchResult;
import org.rookery.engine.innings.Phase;
import org.rookery.engine.innings.TeamNames;
import org.rookery.rules.Termination;

/**
 * The state of an innings match as the fold of its actions: registration, toss, the innings in
 * order, the follow-on, skipped innings, golden rounds and the result. Mutable for the fold; the
 * public {@code InningsMatch} changes only copies, so a refused action leaves the state as it was.
 * {@link ActionRules} checks and applies each action; {@link #advance()} then moves through the
 * steps that need no action (an innings starting or ending, a player coming in, the result).
 */
public final class MatchModel {

    /** A team's playing members and captain. */
    record Squad(List<String> players, String captain) {
    }

    final CompiledFormat format;
    final InningsRules rules;
    final TeamRules teams;
    final GameScorer scorer;

    final Map<String, List<String>> registered = new LinkedHashMap<>();
    final Map<String, Squad> squads = new LinkedHashMap<>();
    String tossWinner;
    String first;
    final List<String> plan = new ArrayList<>();
    boolean followOnChecked;
    boolean followOnPending;
    String followOnTeam;
    int skipped;
    final List<InningsModel> innings = new ArrayList<>();
    int goldenRound;
    List<String> goldenPlan;
    final List<Map<String, BigDecimal>> goldenTotals = new ArrayList<>();
    MatchResult result;
    final List<InningsWarning> warnings = new ArrayList<>();
    Phase phase = Phase.REGISTRATION;
    String due = "";

    /**
     * A match about to begin.
     *
     * @throws IllegalArgumentException if the format is not an innings format
     */
    public MatchModel(CompiledFormat format, GameScorer scorer) {
        this.format = format;
        this.rules = format.innings().orElseThrow(() -> new IllegalArgumentException(
                "format " + format.name() + " has no innings section, so it is not an innings match"));
        this.teams = format.teams().orElseThrow();
        this.scorer = scorer;
        advance();
    }

    private MatchModel(MatchModel o) {
        format = o.format;
        rules = o.rules;
        teams = o.teams;
        scorer = o.scorer;
        registered.putAll(o.registered);
        squads.putAll(o.squads);
        tossWinner = o.tossWinner;
        first = o.first;
        plan.addAll(o.plan);
        followOnChecked = o.followOnChecked;
        followOnPending = o.followOnPending;
        followOnTeam = o.followOnTeam;
        skipped = o.skipped;
        for (InningsModel m : o.innings) {
            innings.add(m.complete ? m : m.copy());
        }
        goldenRound = o.goldenRound;
        goldenPlan = o.goldenPlan == null ? null : new ArrayList<>(o.goldenPlan);
        goldenTotals.addAll(o.goldenTotals);
        result = o.result;
        warnings.addAll(o.warnings);
        phase = o.phase;
        due = o.due;
    }

    /** A copy to apply the next action to. */
    public MatchModel copy() {
        return new MatchModel(this);
    }

    /**
     * Applies an action to this model.
     *
     * @throws org.rookery.engine.refusal.Refusal if the format's rules do not allow it now
     */
    public void apply(org.rookery.engine.innings.InningsAction action) {
        new ActionRules(this).apply(action);
        advance();
    }

    // ---- read side ----

    public Phase phase() {
        return phase;
    }

    public String due() {
        return due;
    }

    public List<String> teamNames() {
        return List.copyOf(registered.keySet());
    }

    public Map<String, List<String>> registered() {
        return java.util.Collections.unmodifiableMap(registered);
    }

    public Map<String, List<String>> squads() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        squads.forEach((k, v) -> out.put(k, v.players()));
        return out;
    }

    public Map<String, String> captains() {
        Map<String, String> out = new LinkedHashMap<>();
        squads.forEach((k, v) -> out.put(k, v.captain()));
        return out;
    }

    public Optional<String> tossWinner() {
        return Optional.ofNullable(tossWinner);
    }

    public Optional<String> battingFirst() {
        return Optional.ofNullable(first);
    }

    public List<InningsCard> cards() {
        return innings.stream().map(m -> m.card()).toList();
    }

    public Map<String, BigDecimal> totals() {
        Map<String, BigDecimal> t = new LinkedHashMap<>();
        for (String team : registered.keySet()) {
            t.put(team, total(team));
        }
        return t;
    }

    public List<Map<String, BigDecimal>> goldenTotals() {
        List<Map<String, BigDecimal>> all = new ArrayList<>(goldenTotals);
        if (goldenRound > goldenTotals.size() && result == null) {
            Map<String, BigDecimal> now = new LinkedHashMap<>();
            for (String team : registered.keySet()) {
                now.put(team, goldenTotal(team, goldenRound));
            }
            all.add(now);
        }
        return all;
    }

    public List<InningsWarning> warnings() {
        return List.copyOf(warnings);
    }

    public Optional<MatchResult> result() {
        return Optional.ofNullable(result);
    }

    /** The scoring players who may come in for the next game (one, or a choice). */
    public List<String> scoringCandidates() {
        InningsModel cur = current();
        if (cur == null || cur.order == null || cur.inPlay().isPresent()) {
            return List.of();
        }
        return cur.candidates(rules);
    }

    /** The scoring player of the next game or the game in play. */
    public Optional<String> scoringPlayer() {
        InningsModel cur = current();
        if (cur == null) {
            return Optional.empty();
        }
        return cur.inPlay().map(InningsModel.Line::scoring).or(() -> Optional.ofNullable(cur.in));
    }

    /** The stopping players the captain may choose for the next game within the rotation limits. */
    public List<String> eligibleStoppingPlayers() {
        InningsModel cur = current();
        if (phase != Phase.STOPPING_PLAYER || cur == null) {
            return List.of();
        }
        return withinLimits(cur);
    }

    private List<String> withinLimits(InningsModel cur) {
        Map<String, Integer> played = cur.stoppingGames();
        String last = cur.lastStopping();
        return squads.get(cur.stopping).players().stream()
                .filter(p -> rules.stoppingMaxGamesPerInnings() == 0
                        || played.getOrDefault(p, 0) < rules.stoppingMaxGamesPerInnings())
                .filter(p -> !rules.stoppingNoConsecutiveGames() || !p.equals(last))
                .toList();
    }

    /**
     * The eligible stopping players whose choice now would leave the innings impossible to fill
     * within the rotation limits if it runs its full games, while another choice keeps it possible
     * (rules.md 1.10.4): choosing one of them is refused unless the arbiter overrides it.
     */
    public List<String> deadEndStoppingPlayers() {
        InningsModel cur = current();
        // Before the next game the scoring player may still be due; the stopping choice follows him.
        if (phase != Phase.STOPPING_PLAYER && phase != Phase.SCORING_PLAYER || cur == null || cur.goldenRound > 0) {
            return List.of();
        }
        int game = cur.gamesPlayed() + 1;
        return Rotation.deadEnds(stoppingGamesLeft(cur), cur.lastStopping(), withinLimits(cur), cur.limit - game + 1,
                rules.stoppingNoConsecutiveGames());
    }

    /** Why choosing {@code player} for the next game leaves the innings unfillable, in the arbiter's terms. */
    public String deadEndReason(String player) {
        InningsModel cur = current();
        int game = cur.gamesPlayed() + 1;
        Map<String, Integer> left = stoppingGamesLeft(cur);
        left.computeIfPresent(player, (p, n) -> n == Integer.MAX_VALUE ? n : n - 1);
        StringBuilder who = new StringBuilder();
        left.forEach((p, n) -> {
            if (n > 0 && n != Integer.MAX_VALUE) {
                who.append(who.isEmpty() ? "" : ", ").append(p).append(' ').append(n);
            }
        });
        List<String> dead = deadEndStoppingPlayers();
        List<String> keep = withinLimits(cur).stream().filter(p -> !dead.contains(p)).toList();
        return "choosing " + player + " for game " + game + " of innings " + cur.number + " leaves " + cur.stopping
                + " unable to stop the " + (cur.limit - game) + " games after it within the rotation limits (games left"
                + " after him: " + (who.isEmpty() ? "none" : who) + "); " + (keep.size() == 1 ? keep.get(0) + " keeps"
                        : "one of " + String.join(", ", keep) + " keeps") + " the innings complete";
    }

    /** The games each stopping player may still play in the innings ({@link Integer#MAX_VALUE}: no limit). */
    Map<String, Integer> stoppingGamesLeft(InningsModel cur) {
        int max = rules.stoppingMaxGamesPerInnings();
        Map<String, Integer> played = cur.stoppingGames();
        Map<String, Integer> left = new java.util.LinkedHashMap<>();
        for (String p : squads.get(cur.stopping).players()) {
            left.put(p, max == 0 ? Integer.MAX_VALUE : max - played.getOrDefault(p, 0));
        }
        return left;
    }

    // ---- the fold ----

    InningsModel current() {
        if (innings.isEmpty()) {
            return null;
        }
        InningsModel last = innings.get(innings.size() - 1);
        return last.complete ? null : last;
    }

    String other(String team) {
        return registered.keySet().stream().filter(t -> !t.equals(team)).findFirst().orElseThrow();
    }

    BigDecimal total(String team) {
        return innings.stream().filter(m -> m.goldenRound == 0 && m.batting.equals(team)).map(m -> m.total)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** The moves a team played in its regular innings. */
    int moves(String team) {
        return innings.stream().filter(m -> m.goldenRound == 0 && m.batting.equals(team)).mapToInt(m -> m.moves).sum();
    }

    /** Whether the format's chase must be won within the moves the first side used. */
    boolean chaseWithinMoves() {
        return rules.chase().filter(InningsRules.Chase::withinSameMoves).isPresent();
    }

    BigDecimal goldenTotal(String team, int round) {
        return innings.stream().filter(m -> m.goldenRound == round && m.batting.equals(team)).map(m -> m.total)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    BigDecimal teamTotal(InningsModel m) {
        return m.goldenRound == 0 ? total(m.batting) : goldenTotal(m.batting, m.goldenRound);
    }

    /** The batting team of each regular innings, in order, with {@code first} opening. */
    void plan(String opening) {
        first = opening;
        String second = other(opening);
        plan.clear();
        for (int i = 0; i < rules.inningsPerSide(); i++) {
            if (rules.order() == InningsRules.InningsOrder.ALTERNATE) {
                plan.add(opening);
                plan.add(second);
            }
        }
        if (rules.order() == InningsRules.InningsOrder.CONSECUTIVE) {
            for (int i = 0; i < rules.inningsPerSide(); i++) {
                plan.add(opening);
            }
            for (int i = 0; i < rules.inningsPerSide(); i++) {
                plan.add(second);
            }
        }
    }

    /** The golden round's order once its toss is chosen. */
    void goldenPlan(String opening) {
        goldenPlan = new ArrayList<>();
        goldenPlan.add(opening);
        if (rules.golden().orElseThrow().round()) {
            goldenPlan.add(other(opening));
        }
    }

    private void advance() {
        while (true) {
            if (result != null) {
                set(Phase.FINISHED, "nothing: " + result.reason());
                return;
            }
            if (registered.size() < 2) {
                set(Phase.REGISTRATION, "team registration (" + registered.size() + " of 2 teams registered)");
                return;
            }
            if (squads.size() < 2) {
                String missing = registered.keySet().stream().filter(t -> !squads.containsKey(t)).findFirst().orElseThrow();
                set(Phase.SQUADS, "the squad of " + missing + " (" + teams.playersPerMatch() + " players"
                        + (teams.captainRequired() ? " and a captain" : "") + ")");
                return;
            }
            if (first == null) {
                if (teams.toss() == TeamRules.TossChoice.NONE) {
                    plan(registered.keySet().iterator().next());
                    continue;
                }
                if (tossWinner == null) {
                    set(Phase.TOSS, "the toss");
                } else {
                    set(Phase.TOSS_CHOICE, TeamNames.possessive(tossWinner) + " choice of side after winning the toss");
                }
                return;
            }
            InningsModel cur = current();
            if (cur != null) {
                if (stepInnings(cur)) {
                    continue;
                }
                return;
            }
            if (followOnPending) {
                set(Phase.FOLLOW_ON_CHOICE, TeamNames.possessive(first) + " captain's decision whether " + other(first)
                        + " follow on");
                return;
            }
            if (goldenRound == 0) {
                if (!plan.isEmpty()) {
                    if (decided()) {
                        skipRest(null);
                        continue;
                    }
                    String team = plan.remove(0);
                    start(team, 0, rules.gamesPerInnings());
                    continue;
                }
                finishRegular();
                continue;
            }
            if (goldenPlan == null) {
                if (teams.toss() == TeamRules.TossChoice.NONE) {
                    goldenPlan(first);
                    continue;
                }
                if (tossWinner == null) {
                    set(Phase.TOSS, "the toss of golden round " + goldenRound);
                } else {
                    set(Phase.TOSS_CHOICE, TeamNames.possessive(tossWinner) + " choice of side in golden round "
                            + goldenRound);
                }
                return;
            }
            if (!goldenPlan.isEmpty()) {
                start(goldenPlan.remove(0), goldenRound, 1);
                continue;
            }
            finishGoldenRound();
        }
    }

    /** One automatic step inside an innings; false when the innings waits for an action. */
    private boolean stepInnings(InningsModel cur) {
        if (cur.order == null) {
            if (cur.goldenRound > 0 || teams.lineUp() == TeamRules.LineUpTiming.BEFORE_EACH_INNINGS) {
                set(Phase.BATTING_ORDER, cur.goldenRound > 0
                        ? TeamNames.possessive(cur.batting) + " player for the golden game (innings " + cur.number + ")"
                        : TeamNames.possessive(cur.batting) + " batting order for innings " + cur.number);
                return false;
            }
            cur.setOrder(squads.get(cur.batting).players());
            return true;
        }
        if (cur.inPlay().isPresent()) {
            InningsModel.Line l = cur.inPlay().get();
            set(Phase.RESULT, "the result of innings " + cur.number + " game " + l.game() + " (" + l.scoring() + " against "
                    + l.stopping() + ")");
            return false;
        }
        if (cur.gamesPlayed() >= cur.limit) {
            endInnings(cur, cur.limit + (cur.limit == 1 ? " game" : " games") + " played");
            return true;
        }
        if (decided()) {
            skipRest(cur);
            return true;
        }
        if (cur.moveLimit >= 0 && cur.moves >= cur.moveLimit) {
            // The chase failed on moves: the game in which the limit was reached counted in full
            // (its points are in the total), but no further game may start.
            endInnings(cur, "the chase's moves are used up: " + cur.batting + " used " + cur.moves + " of "
                    + cur.moveLimit + " moves without passing " + TeamNames.possessive(cur.stopping) + " total");
            return true;
        }
        List<String> candidates = cur.candidates(rules);
        if (candidates.isEmpty()) {
            boolean allOut = cur.batters.values().stream()
                    .allMatch(b -> b.status == org.rookery.engine.innings.BatterLine.Status.OUT);
            endInnings(cur, allOut ? "all out" : "no scoring player may come in (the others are out)");
            return true;
        }
        if (cur.in == null) {
            if (candidates.size() == 1) {
                cur.comeIn(candidates.get(0));
                return true;
            }
            set(Phase.SCORING_PLAYER, TeamNames.possessive(cur.batting) + " choice of scoring player for game "
                    + (cur.gamesPlayed() + 1) + " of innings " + cur.number + ": one of " + candidates);
            return false;
        }
        set(Phase.STOPPING_PLAYER, TeamNames.possessive(cur.stopping) + " stopping player for game "
                + (cur.gamesPlayed() + 1) + " of innings " + cur.number + " against " + cur.in);
        return false;
    }

    private void start(String team, int golden, int limit) {
        InningsModel m = new InningsModel(innings.size() + 1, team, other(team), golden, limit);
        if (golden == 0 && team.equals(followOnTeam)) {
            m.followOn = true;
            followOnTeam = null;
        }
        String rival = other(team);
        if (golden == 0 && !plan.contains(rival)) {
            m.target = total(rival).subtract(total(team)).add(BigDecimal.ONE);
            if (chaseWithinMoves()) {
                // The limit is on the side's moves over all its innings: what is left after its earlier ones.
                m.moveLimit = Math.max(0, moves(rival) - moves(team));
            }
        } else if (golden > 0 && rules.golden().orElseThrow().round() && goldenPlan.isEmpty()) {
            m.target = goldenTotal(rival, golden).add(BigDecimal.ONE);
        }
        innings.add(m);
    }

    void endInnings(InningsModel cur, String reason) {
        GameReport unplayed = new GameReport(GameOutcome.UNPLAYED, Termination.ARBITER_DECISION, List.of(), 0, 0, 0, 0);
        GameScore score = scorer.score(unplayed);
        cur.end(reason, unplayed, score, teamTotal(cur));
        if (cur.goldenRound == 0) {
            checkFollowOn();
        }
    }

    /** After both first innings (alternate order): the follow-on, if the format has one. */
    private void checkFollowOn() {
        long regular = innings.stream().filter(m -> m.goldenRound == 0 && m.complete).count();
        if (followOnChecked || regular != 2 || rules.order() != InningsRules.InningsOrder.ALTERNATE
                || rules.followOn().isEmpty() || plan.size() < 2) {
            return;
        }
        followOnChecked = true;
        String second = other(first);
        BigDecimal lead = total(first).subtract(total(second));
        if (lead.compareTo(BigDecimal.valueOf(rules.followOn().get().threshold())) > 0) {
            if (rules.followOn().get().compulsory()) {
                followOn();
            } else {
                followOnPending = true;
            }
        }
    }

    /** The trailing team bats next: it changes places with the leader in the plan. */
    void followOn() {
        String second = other(first);
        int at = plan.indexOf(second);
        plan.remove(at);
        plan.add(0, second);
        followOnTeam = second;
        followOnPending = false;
    }

    /**
     * Whether only one team has innings left and it already leads (skip decided innings; in a
     * chase the side batting last stops as soon as it passes the target).
     */
    private boolean decided() {
        if ((!rules.skipDecidedInnings() && rules.chase().isEmpty()) || goldenRound > 0) {
            return false;
        }
        java.util.Set<String> left = new java.util.HashSet<>(plan);
        InningsModel cur = current();
        if (cur != null) {
            left.add(cur.batting);
        }
        if (left.size() != 1) {
            return false;
        }
        String team = left.iterator().next();
        return total(team).compareTo(total(other(team))) > 0;
    }

    private void skipRest(InningsModel cur) {
        String team = cur != null ? cur.batting : plan.get(0);
        skipped = plan.size();
        plan.clear();
        if (cur != null) {
            endInnings(cur, "match decided: " + team + " passed " + TeamNames.possessive(other(team)) + " total"
                    + (cur.moveLimit >= 0 ? " within the moves: " + cur.moves + " of " + cur.moveLimit + " used, "
                            + Math.max(0, cur.moveLimit - cur.moves) + " left" : ""));
        }
    }

    private void finishRegular() {
        List<String> names = teamNames();
        BigDecimal a = total(names.get(0));
        BigDecimal b = total(names.get(1));
        int c = a.compareTo(b);
        if (c != 0) {
            String winner = c > 0 ? names.get(0) : names.get(1);
            String loser = other(winner);
            String reason = winner + " win by " + total(winner).subtract(total(loser)).toPlainString() + " points ("
                    + total(winner).toPlainString() + " to " + total(loser).toPlainString() + ")"
                    + (skipped > 0 ? "; " + skipped + " innings not needed" : "");
            result = new MatchResult(Optional.of(winner), totals(), List.of(), reason);
            return;
        }
        if (rules.golden().isEmpty()) {
            result = new MatchResult(Optional.empty(), totals(), List.of(),
                    "drawn: level at " + a.toPlainString() + " and the format has no golden game");
            return;
        }
        goldenRound = 1;
        tossWinner = null;
        goldenPlan = null;
    }

    private void finishGoldenRound() {
        Map<String, BigDecimal> round = new LinkedHashMap<>();
        for (String team : registered.keySet()) {
            round.put(team, goldenTotal(team, goldenRound));
        }
        goldenTotals.add(round);
        String winner = null;
        String how;
        if (rules.golden().orElseThrow().round()) {
            List<String> names = teamNames();
            int c = round.get(names.get(0)).compareTo(round.get(names.get(1)));
            winner = c == 0 ? null : c > 0 ? names.get(0) : names.get(1);
            how = winner == null ? "" : winner + " win golden round " + goldenRound + ", "
                    + round.get(winner).toPlainString() + " to " + round.get(other(winner)).toPlainString();
        } else {
            InningsModel game = innings.get(innings.size() - 1);
            GameOutcome o = game.lines.get(0).report().result();
            winner = o == GameOutcome.WIN ? game.batting : o == GameOutcome.LOSS ? game.stopping : null;
            how = winner == null ? "" : winner + " win golden game " + goldenRound;
        }
        String level = "after level totals of " + total(first).toPlainString();
        if (winner != null) {
            result = new MatchResult(Optional.of(winner), totals(), goldenTotals, how + " " + level);
            return;
        }
        if (rules.golden().get().repeatWhileLevel()) {
            goldenRound++;
            tossWinner = null;
            goldenPlan = null;
            return;
        }
        result = new MatchResult(Optional.empty(), totals(), goldenTotals,
                "drawn: golden round " + goldenRound + " level too, " + level);
    }

    private void set(Phase p, String what) {
        phase = p;
        due = what;
    }
}
