// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.event.ScheveningenMatch;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.RoundProgress;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.innings.GameLine;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;

/**
 * {@code rookery score DIR}: the event's scores as derived from its journal: the innings
 * scorecard of an innings match, the standings with the format's tie-breaks otherwise.
 */
public final class ScoreCommand implements Command {

    @Override
    public String name() {
        return "score";
    }

    @Override
    public String summary() {
        return "print an event's standings or innings scorecard, derived from its journal";
    }

    @Override
    public String usage() {
        return """
                usage: rookery score DIR
                  Reads the event folder DIR and prints what its facts add up to:
                  an innings match   each innings (batting team, every game's score and why, the
                                     total; in a chase within the same moves, each game's moves
                                     and the chasing innings' moves used and left), the match
                                     totals and the result or what comes next;
                  other events       the standings after the last round: place, name (a player, or a
                                     team in a team event), points and the format's tie-breaks;
                                     an event of several stages, each stage begun with
                                     its rounds and the standings of its own field; once the
                                     last round is played, each tie the format's play-offs
                                     settle, where its play-off stands, and the final ranking;
                                     a Scheveningen match won on game points, the match's
                                     result and the format's match points.""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of(), Set.of());
        if (a.positional().size() != 1) {
            throw new UsageException("score: name one event folder, e.g. rookery score examples/events/g20-match");
        }
        try (EventFolder event = Events.read(a.positional().get(0))) {
            JournalChecks.reportTornTail(event, name(), err);
            if (JournalChecks.refusedFacts(event, name(), "the standings", err)) {
                return FAILED;
            }
            EventState state = event.state();
            out.println(event.format().name() + (event.format().title().isEmpty() ? "" : ": " + event.format().title()));
            if (state.innings().isPresent()) {
                out.print(scorecard(state.innings().get()));
            } else if (event.format().event().filter(e -> e.kind() == EventRules.Kind.TEAM
                    && e.teamMatches().isEmpty()).isPresent()) {
                err.println("rookery score: " + event.format().name() + " is a team event without team-match rules;"
                        + " its matches cannot be scored");
                return FAILED;
            } else if (event.format().event().filter(e -> e.stages().size() > 1).isPresent()) {
                // each stage begun, with its own field and its own rounds
                for (EventStages.Begun stage : EventStages.of(state)) {
                    out.println("Stage " + stage.stage().name() + " (" + stage.stage().system().label() + "), "
                            + (stage.roundsPaired() == 0 ? "no round paired yet"
                                    : stage.firstRound() == stage.lastRound() ? "round " + stage.firstRound()
                                            : "rounds " + stage.firstRound() + "-" + stage.lastRound()) + ":");
                    out.print(stage.standings(state).text());
                }
            } else {
                EventField field = EventField.of(state);
                // "after round 3 of 7, round 4 in progress: 6 of 15 games played"
                RoundProgress progress = RoundProgress.of(state).orElseThrow();
                out.println("Standings " + progress.text() + (progress.inProgress()
                        ? " (its results so far count; a game without a result counts for neither player, in points or"
                                + " tie-breaks)" : ""));
                out.print(field.standings(state).text());
            }
            if (state.innings().isEmpty() && event.format().event().isPresent()) {
                // ties for a place the format's play-offs name, and the ranking they decide
                out.print(PlayOffs.report(state, java.util.OptionalInt.empty()));
                // a Scheveningen match won on game points: its result and the format's match points
                ScheveningenMatch.of(state).ifPresent(m -> out.println("Match: " + m.text()));
            }
            return OK;
        } catch (IOException e) {
            err.println("rookery score: " + e.getMessage());
            return FAILED;
        }
    }

    /** The scorecard of an innings match as text. */
    static String scorecard(InningsMatch match) {
        StringBuilder out = new StringBuilder();
        for (InningsCard c : match.innings()) {
            out.append('\n').append("Innings ").append(c.number()).append(c.golden() ? " (golden round " + c.goldenRound() + ")" : "")
                    .append(c.followOn() ? " (follow-on)" : "").append(": ").append(c.battingTeam()).append(" batting, ")
                    .append(c.stoppingTeam()).append(" stopping\n");
            for (GameLine g : c.games()) {
                if (g.unplayed()) {
                    out.append(String.format("  %2d  unplayed%n", g.game()));
                    continue;
                }
                out.append(String.format("  %2d  %-8s v %-8s %6s  %s%s%n", g.game(), g.scoringPlayer(), g.stoppingPlayer(),
                        g.score().map(s -> plain(s.total())).orElse("..."),
                        g.score().map(s -> s.explanation()).orElse("in play"),
                        // the moves a game took, where its result gave them (a chase within the same moves counts them)
                        g.report().map(r -> r.movesPlayed()).filter(java.util.OptionalInt::isPresent)
                                .map(n -> " (" + n.getAsInt() + " moves)").orElse("")));
            }
            out.append("  total ").append(plain(c.total()))
                    .append(c.moveLimit().isPresent() ? ", moves " + c.moves() + " of " + c.moveLimit().getAsInt() + " used, "
                            + c.movesLeft().getAsInt() + " left" : "")
                    .append(c.complete() ? " (" + c.endReason() + ")" : " (in play)").append('\n');
        }
        out.append('\n').append("Totals: ").append(totals(match.totals())).append('\n');
        for (int i = 0; i < match.goldenRounds().size(); i++) {
            out.append("Golden round ").append(i + 1).append(": ").append(totals(match.goldenRounds().get(i))).append('\n');
        }
        out.append(match.result().map(r -> "Result: " + r.reason())
                .orElse("Next: " + match.due())).append('\n');
        // The stopping captain's choices, and those after which the innings could not be filled (rules.md 1.10.4).
        List<String> dead = match.deadEndStoppingPlayers();
        if (match.result().isEmpty() && !match.eligibleStoppingPlayers().isEmpty()) {
            out.append("The stopping side may choose: ").append(match.eligibleStoppingPlayers().stream()
                    .filter(p -> !dead.contains(p)).collect(Collectors.joining(", "))).append('\n');
        }
        for (String p : dead) {
            out.append("Refused without an override: ").append(match.deadEndReason(p)).append('\n');
        }
        match.warnings().forEach(w -> out.append("Warning: ").append(w.message()).append(" (rule: ").append(w.rule())
                .append(")\n"));
        return out.toString();
    }

    private static String totals(Map<String, BigDecimal> totals) {
        return totals.entrySet().stream().map(e -> e.getKey() + " " + plain(e.getValue())).collect(Collectors.joining(", "));
    }

    static String plain(BigDecimal d) {
        return d.stripTrailingZeros().toPlainString();
    }
}
