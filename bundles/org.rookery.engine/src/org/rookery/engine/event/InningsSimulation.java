// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.InningsWarning;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;

/**
 * The organiser's dry run of an innings match: two generated teams play a whole match under the
 * format's innings rules with random results and random (legal) captains' choices, driven
 * through the innings state machine, and the report says whether and how it completes, e.g.
 * "rotation impossible in innings 2, game 9: no stopping player may play within the limits".
 * The same seed plays the same match.
 */
public final class InningsSimulation {

    /** Actions after which a match that has not finished is reported as not finishing (golden rounds level forever). */
    private static final int MAX_ACTIONS = 5000;

    /**
     * What the simulated match came to.
     *
     * @param completed whether the match reached a result
     * @param outcome one line: the result, or where and why the match could not go on
     * @param progress the progress lines, in order
     * @param match the match as far as it went
     */
    public record Report(boolean completed, String outcome, List<String> progress, InningsMatch match) {
        public Report {
            progress = List.copyOf(progress);
        }
    }

    private final Random random;
    private final List<String> lines = new ArrayList<>();
    private final Consumer<String> progress;
    private final List<String> men;
    /** Whether each game needs its moves (a chase within the same moves). */
    private final boolean countsMoves;

    private InningsSimulation(long seed, Consumer<String> progress, GameScorer scorer, boolean countsMoves) {
        this.random = new Random(seed);
        this.progress = progress == null ? x -> { } : progress;
        this.men = capturable(scorer);
        this.countsMoves = countsMoves;
    }

    /**
     * Plays a match of {@code format}.
     *
     * @param scorer the format's game scorer (for the piece letters a game can capture)
     * @param progress receives each progress line as it happens
     * @throws IllegalArgumentException when the format has no innings
     */
    public static Report run(CompiledFormat format, GameScorer scorer, long seed, Consumer<String> progress) {
        TeamRules teams = format.teams().filter(t -> format.innings().isPresent()).orElseThrow(
                () -> new IllegalArgumentException("format " + format.name() + " has no innings to simulate"));
        boolean moves = format.innings().map(InningsRules::chasesWithinSameMoves).orElse(false);
        return new InningsSimulation(seed, progress, scorer, moves).play(InningsMatch.start(format, scorer), teams);
    }

    /** The men a side starts with that can be captured, by letter, from the capture table's letters. */
    private static List<String> capturable(GameScorer scorer) {
        List<String> letters = new ArrayList<>(scorer.rules().capturePoints()
                .map(t -> t.values().keySet()).orElse(java.util.Set.of()));
        Collections.sort(letters);
        return letters;
    }

    private void say(String line) {
        lines.add(line);
        progress.accept(line);
    }

    private Report play(InningsMatch start, TeamRules rules) {
        InningsMatch m = start;
        for (String team : List.of("Team A", "Team B")) {
            List<String> players = new ArrayList<>();
            for (int i = 1; i <= rules.size(); i++) {
                players.add(team.substring(team.length() - 1) + i);
            }
            m = m.apply(new InningsAction.TeamRegistered(team, players));
        }
        for (String team : m.teams()) {
            List<String> squad = m.registered().get(team).subList(0, rules.playersPerMatch());
            m = m.apply(new InningsAction.SquadNamed(team, squad, squad.get(0)));
        }
        say("teams: " + String.join(" and ", m.teams()) + ", " + rules.playersPerMatch() + " players each");
        int reported = 0;
        int warned = 0;
        for (int actions = 0; actions < MAX_ACTIONS; actions++) {
            for (; reported < m.innings().size() && m.innings().get(reported).complete(); reported++) {
                InningsCard c = m.innings().get(reported);
                say("innings " + c.number() + (c.golden() ? " (golden round " + c.goldenRound() + ")" : "")
                        + (c.followOn() ? " (follow-on)" : "") + ": " + c.battingTeam() + " " + plain(c.total()) + " ("
                        + c.endReason() + ")");
            }
            for (; warned < m.warnings().size(); warned++) {
                InningsWarning w = m.warnings().get(warned);
                say("warning, innings " + w.innings() + " after game " + w.afterGame() + ": " + w.message()
                        + " (rule: " + w.rule() + ")");
            }
            try {
                Optional<InningsMatch> next = step(m);
                if (next.isEmpty()) {
                    return finish(m);
                }
                m = next.get();
            } catch (Stuck s) {
                say(s.getMessage());
                return new Report(false, s.getMessage(), lines, m);
            }
        }
        String line = "the match did not finish after " + MAX_ACTIONS + " actions (totals " + totals(m.totals()) + ")";
        say(line);
        return new Report(false, line, lines, m);
    }

    private Report finish(InningsMatch m) {
        String line = m.result().map(r -> r.winner().map(w -> w + " wins").orElse("the match is drawn") + ", "
                + totals(r.totals()) + " (" + r.reason() + ")").orElse("the match stopped: " + m.due());
        say(line);
        return new Report(m.result().isPresent(), line, lines, m);
    }

    /** The match can go no further by the rules. */
    private static final class Stuck extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stuck(String message) {
            super(message, null, false, false);
        }
    }

    /** The match after the next action, empty once it is finished. */
    private Optional<InningsMatch> step(InningsMatch m) {
        return switch (m.phase()) {
            case FINISHED -> Optional.empty();
            case TOSS -> Optional.of(m.apply(new InningsAction.TossWon(pick(m.teams()))));
            case TOSS_CHOICE -> Optional.of(m.apply(new InningsAction.TossChoice(m.tossWinner().orElseThrow(),
                    random.nextBoolean() ? SideRole.SCORING : SideRole.STOPPING)));
            case BATTING_ORDER -> Optional.of(battingOrder(m));
            case FOLLOW_ON_CHOICE -> Optional.of(firstAccepted(m, m.teams().stream()
                    .map(t -> (InningsAction) new InningsAction.FollowOnDecision(t, random.nextBoolean())).toList()));
            case SCORING_PLAYER -> Optional.of(m.apply(new InningsAction.ScoringPlayerIn(pick(m.scoringCandidates()))));
            case STOPPING_PLAYER -> {
                List<String> eligible = m.eligibleStoppingPlayers();
                InningsCard c = m.currentInnings().orElseThrow();
                if (eligible.isEmpty()) {
                    throw new Stuck("rotation impossible in innings " + c.number() + ", game " + (played(c) + 1)
                            + ": no stopping player of " + c.stoppingTeam() + " may play within the limits");
                }
                // A captain never picks a player after whom the innings could not be filled (rules.md 1.10.4).
                List<String> dead = m.deadEndStoppingPlayers();
                List<String> keep = eligible.stream().filter(p -> !dead.contains(p)).toList();
                yield Optional.of(m.apply(new InningsAction.StoppingPlayerChosen(pick(keep))));
            }
            case RESULT -> {
                InningsCard c = m.currentInnings().orElseThrow();
                yield Optional.of(m.apply(new InningsAction.GameResult(c.number(), played(c) + 1, randomGame())));
            }
            case REGISTRATION, SQUADS -> throw new Stuck("the match waits for " + m.due());
        };
    }

    private InningsMatch battingOrder(InningsMatch m) {
        List<InningsAction> tries = new ArrayList<>();
        for (String team : m.teams()) {
            List<String> squad = new ArrayList<>(m.squads().get(team));
            Collections.shuffle(squad, random);
            tries.add(new InningsAction.BattingOrder(team, squad));
            tries.add(new InningsAction.BattingOrder(team, squad.subList(0, 1)));
        }
        return firstAccepted(m, tries);
    }

    private static InningsMatch firstAccepted(InningsMatch m, List<InningsAction> tries) {
        Refusal last = null;
        for (InningsAction a : tries) {
            try {
                return m.apply(a);
            } catch (Refusal r) {
                last = r;
            }
        }
        throw new Stuck("the match waits for " + m.due() + (last == null ? "" : " and refuses every choice: "
                + last.getMessage() + " (rule: " + last.rule() + ")"));
    }

    private static int played(InningsCard c) {
        return (int) c.games().stream().filter(g -> g.finished()).count();
    }

    /**
     * A game: the scoring side wins 60% of them, by mate or on time, with 0 to 15 men taken; 10 to
     * 69 moves long where the format chases within the same moves.
     */
    private GameReport randomGame() {
        int taken = random.nextInt(16);
        List<String> captured = new ArrayList<>();
        for (int i = 0; i < taken && !men.isEmpty(); i++) {
            captured.add(men.get(random.nextInt(men.size())));
        }
        long scoringMs = random.nextInt(300_000);
        long stoppingMs = random.nextInt(300_000);
        GameReport report;
        if (random.nextInt(10) < 6) {
            boolean onTime = random.nextInt(5) == 0;
            report = onTime ? GameReport.win(Termination.TIME_FORFEIT, captured, Math.max(scoringMs, 1), 0)
                    : GameReport.win(Termination.CHECKMATE, captured, scoringMs, stoppingMs);
        } else {
            report = new GameReport(GameOutcome.LOSS, Termination.CHECKMATE, captured, scoringMs, stoppingMs, 0, 0);
        }
        int illegal = random.nextInt(20);
        report = illegal == 0 ? report.withIllegalMoves(1, 0) : illegal == 1 ? report.withIllegalMoves(0, 1) : report;
        // Only where the format counts moves is a count drawn, so other formats' simulations stay as they were.
        return countsMoves ? report.withMoves(10 + random.nextInt(60)) : report;
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
