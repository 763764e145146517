// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.simulate;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import org.rookery.arbiter.innings.InningsGames;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.InningsWarning;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;

/**
 * An innings match's dry run recorded as an event, fact by fact as an arbiter records it: two
 * generated teams (Team A, Team B) with their squads and captains, the toss, each innings'
 * batting order, every game started between the scoring player due and a stopping player the
 * rules let in (never one after whom the innings could not be filled, rules.md 1.10.4), its
 * result (the scoring side wins 60% of games, by mate or on time, with men taken from the
 * format's capture table), and the follow-on choice. What the match needs next is the event's own
 * innings machine's answer, read from the folded facts.
 */
final class InningsDryRun {

    /** Facts after which a match that has not finished is reported as not finishing. */
    private static final int MAX_FACTS = 5000;

    private final EventFolder event;
    private final Random random;
    private final Consumer<String> say;
    private final List<String> lines;
    private int reported;
    private int warned;

    InningsDryRun(EventFolder event, Random random, List<String> lines, Consumer<String> say) {
        this.event = event;
        this.random = random;
        this.lines = lines;
        this.say = say;
    }

    /** Plays the match to its result, or to where the rules let it go no further. */
    DryRunOutcome play() throws IOException {
        EventState state = event.state();
        TeamRules rules = state.format().teams().orElseThrow(() -> new IllegalArgumentException("format "
                + state.format().name() + " has innings but no teams section"));
        List<EventFolder.Draft> entries = new ArrayList<>();
        for (String team : List.of("Team A", "Team B")) {
            entries.add(new EventFolder.Draft(new FactBody.RegisterTeam(team, team), DryRunEvent.BY));
            for (int i = 1; i <= rules.size(); i++) {
                String id = team.substring(team.length() - 1) + i;
                entries.add(new EventFolder.Draft(new FactBody.Register(id, id, Optional.of(team), 0, Optional.empty()),
                        DryRunEvent.BY));
            }
        }
        event.record(entries);
        for (String team : List.of("Team A", "Team B")) {
            List<String> squad = event.state().teamPlayers(team).stream().map(FactBody.Register::player).toList()
                    .subList(0, rules.playersPerMatch());
            event.record(new FactBody.LineUp(team, 0, 0, squad, Optional.of(squad.get(0))), DryRunEvent.BY);
        }
        say.accept("teams: Team A and Team B, " + rules.playersPerMatch() + " players each");
        for (int facts = 0; facts < MAX_FACTS; facts++) {
            InningsMatch m = event.state().innings().orElseThrow();
            report(m);
            Optional<String> stuck;
            try {
                stuck = step(event.state(), m);
            } catch (Refusal r) {
                stuck = Optional.of("the match waits for " + m.due() + " and refuses the dry run's choice: "
                        + r.getMessage() + " (rule: " + r.rule() + ")");
            }
            if (stuck.isPresent()) {
                return stuck.get().isEmpty() ? finished(event.state().innings().orElseThrow()) : stopped(stuck.get());
            }
        }
        return stopped("the match did not finish after " + MAX_FACTS + " facts (totals "
                + totals(event.state().innings().orElseThrow().totals()) + ")");
    }

    /** The progress line of each innings completed since the last report, and of each warning the match gave. */
    private void report(InningsMatch m) {
        for (; reported < m.innings().size() && m.innings().get(reported).complete(); reported++) {
            InningsCard c = m.innings().get(reported);
            say.accept("innings " + c.number() + (c.golden() ? " (golden round " + c.goldenRound() + ")" : "")
                    + (c.followOn() ? " (follow-on)" : "") + ": " + c.battingTeam() + " " + plain(c.total()) + " ("
                    + c.endReason() + ")");
        }
        for (; warned < m.warnings().size(); warned++) {
            InningsWarning w = m.warnings().get(warned);
            say.accept("warning, innings " + w.innings() + " after game " + w.afterGame() + ": " + w.message()
                    + " (rule: " + w.rule() + ")");
        }
    }

    /**
     * Records the fact the match waits for.
     *
     * @return empty to go on; an empty string once the match is finished; else why it cannot go on
     */
    private Optional<String> step(EventState state, InningsMatch m) throws IOException {
        switch (m.phase()) {
            case FINISHED -> {
                return Optional.of("");
            }
            case TOSS, TOSS_CHOICE -> event.record(new FactBody.Toss(pick(m.teams()), random.nextBoolean() ? "scoring"
                    : "stopping"), DryRunEvent.BY);
            case BATTING_ORDER -> {
                InningsCard c = m.currentInnings().orElseThrow();
                List<String> order = new ArrayList<>(m.squads().get(c.battingTeam()));
                Collections.shuffle(order, random);
                event.record(new FactBody.LineUp(c.battingTeam(), c.number(), 0, order, Optional.empty()), DryRunEvent.BY);
            }
            case FOLLOW_ON_CHOICE -> {
                boolean enforce = random.nextBoolean();
                Refusal last = null;
                for (String team : m.teams()) {
                    try {
                        event.record(new FactBody.FollowOn(team, enforce), DryRunEvent.BY);
                        return Optional.empty();
                    } catch (Refusal r) {
                        last = r;
                    }
                }
                throw last;
            }
            case SCORING_PLAYER, STOPPING_PLAYER -> {
                InningsCard c = m.currentInnings().orElseThrow();
                String scorer = m.scoringPlayer().orElseGet(() -> pick(m.scoringCandidates()));
                List<String> dead = m.deadEndStoppingPlayers();
                List<String> keep = m.eligibleStoppingPlayers().stream().filter(p -> !dead.contains(p)).toList();
                if (keep.isEmpty()) {
                    return Optional.of("rotation impossible in innings " + c.number() + ", game " + (played(c) + 1)
                            + ": no stopping player of " + c.stoppingTeam() + " may play within the limits");
                }
                event.record(InningsGames.start(state, c, scorer, pick(keep), Optional.empty()), DryRunEvent.BY);
            }
            case RESULT -> event.record(result(state), DryRunEvent.BY);
            case REGISTRATION, SQUADS -> {
                return Optional.of("the match waits for " + m.due());
            }
        }
        return Optional.empty();
    }

    /**
     * The result of the game in play: the scoring side wins 60% of games, by mate or (a fifth of
     * them) on time, with 0 to 15 men taken; the game's moves where the format chases within the
     * same moves.
     */
    private FactBody.Result result(EventState state) {
        GameRecord g = state.games().values().stream().filter(x -> !x.finished()).reduce((a, b) -> b).orElseThrow();
        Color scoring = InningsGames.scoringSide(state);
        List<String> men = state.scorer().flatMap(s -> s.rules().capturePoints()).map(t -> new ArrayList<>(t.values()
                .keySet())).orElse(new ArrayList<>());
        Collections.sort(men);
        List<String> captured = new ArrayList<>();
        int taken = random.nextInt(16);
        for (int i = 0; i < taken && !men.isEmpty(); i++) {
            captured.add(men.get(random.nextInt(men.size())));
        }
        boolean scoringWins = random.nextInt(10) < 6;
        Color winner = scoringWins ? scoring : scoring.opponent();
        boolean onTime = scoringWins && random.nextInt(5) == 0;
        long winnerMs = 1 + random.nextInt(300_000);
        long loserMs = onTime ? 0 : random.nextInt(300_000);
        long whiteMs = winner == Color.WHITE ? winnerMs : loserMs;
        long blackMs = winner == Color.WHITE ? loserMs : winnerMs;
        boolean moves = state.format().innings().map(InningsRules::chasesWithinSameMoves).orElse(false);
        return new FactBody.Result(g.id(), winner == Color.WHITE ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS,
                onTime ? Termination.TIME_FORFEIT : Termination.CHECKMATE, scoring == Color.WHITE ? captured : List.of(),
                scoring == Color.WHITE ? List.of() : captured, OptionalLong.of(whiteMs), OptionalLong.of(blackMs),
                moves ? OptionalInt.of(10 + random.nextInt(60)) : OptionalInt.empty());
    }

    private DryRunOutcome finished(InningsMatch m) {
        report(m);
        String summary = "completed: " + m.result().map(r -> r.winner().map(w -> w + " wins").orElse("the match is drawn")
                + ", " + totals(r.totals()) + " (" + r.reason() + ")").orElse("the match stopped: " + m.due());
        say.accept(summary);
        return new DryRunOutcome(m.result().isPresent(), summary, lines, Optional.empty(), Optional.empty());
    }

    private DryRunOutcome stopped(String why) {
        say.accept(why);
        return new DryRunOutcome(false, "did not complete: " + why, lines, Optional.of(DeadEnd.of(why, true)),
                Optional.empty());
    }

    private static int played(InningsCard c) {
        return (int) c.games().stream().filter(g -> g.finished()).count();
    }

    private String pick(List<String> options) {
        return options.get(random.nextInt(options.size()));
    }

    private static String totals(Map<String, BigDecimal> totals) {
        return totals.entrySet().stream().map(e -> e.getKey() + " " + plain(e.getValue())).collect(Collectors.joining(", "));
    }

    private static String plain(BigDecimal d) {
        return d.stripTrailingZeros().toPlainString();
    }
}
