// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.report;

import static org.rookery.arbiter.report.EventReports.number;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.rookery.engine.event.EventState;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.MatchResult;
import org.rookery.engine.innings.TeamNames;
import org.rookery.export.Column;
import org.rookery.export.Section;

/**
 * The record of an innings match an arbiter files beside the scorecard: the match toss and each
 * golden round's, with the winner's choice; the follow-on and why it applied (the deficit after
 * both first innings against the format's threshold, and whether the format compels it or the
 * leading captain chose); and the result in plain English with the teams' names.
 */
final class MatchRecord {

    private final EventState state;
    private final InningsMatch match;
    private final UnaryOperator<String> team;

    /**
     * @param team a team's name from its id
     */
    MatchRecord(EventState state, InningsMatch match, UnaryOperator<String> team) {
        this.state = state;
        this.match = match;
        this.team = team;
    }

    private String team(String id) {
        return team.apply(id);
    }

    /** The section: the tosses, the follow-on and the result, one row each. */
    Section section() {
        List<List<String>> rows = new ArrayList<>();
        // the match toss, then one before each golden round
        int tosses = 0;
        String pending = null;
        for (InningsAction a : match.actions()) {
            if (a instanceof InningsAction.TossWon t) {
                pending = t.team();
            } else if (a instanceof InningsAction.TossChoice c) {
                rows.add(List.of(toss(tosses++), "won by " + team(c.team()) + ", who chose to " + choice(c.role()) + " first"));
                pending = null;
            }
        }
        if (pending != null) {
            rows.add(List.of(toss(tosses), "won by " + team(pending) + ", who has yet to choose"));
        }
        followOn().ifPresent(f -> rows.add(List.of("Follow-on", f)));
        rows.add(List.of("Result", headline()));
        return new Section("Match record", List.of(Column.left("Item"), Column.left("Record")), rows);
    }

    private static String toss(int n) {
        return n == 0 ? "Toss" : "Toss of golden round " + n;
    }

    private String choice(SideRole role) {
        InningsRules rules = state.format().innings().orElseThrow();
        String scoring = rules.scoringColour().name().charAt(0) + rules.scoringColour().name().substring(1).toLowerCase();
        String stopping = scoring.equals("White") ? "Black" : "White";
        return role == SideRole.SCORING ? "score (play " + scoring + ")"
                : "stop (play " + stopping + ")";
    }

    /**
     * Why the follow-on applied or was declined: the deficit after both first innings against the
     * format's threshold, and whether the format compels it or the leading captain chose it.
     */
    private Optional<String> followOn() {
        InningsRules rules = state.format().innings().orElseThrow();
        if (rules.followOn().isEmpty()) {
            return Optional.empty();
        }
        List<InningsCard> regular = match.innings().stream().filter(c -> !c.golden()).toList();
        if (regular.size() < 2 || !regular.get(0).complete() || !regular.get(1).complete()) {
            return Optional.empty();
        }
        InningsCard first = regular.get(0);
        InningsCard second = regular.get(1);
        BigDecimal lead = first.total().subtract(second.total());
        int threshold = rules.followOn().get().threshold();
        if (lead.compareTo(BigDecimal.valueOf(threshold)) <= 0) {
            return Optional.empty();
        }
        String trailing = team(second.battingTeam());
        String leader = team(first.battingTeam());
        String why = number(lead) + " behind after both first innings (" + number(first.total()) + " to "
                + number(second.total()) + "), more than the format's " + threshold;
        boolean followed = regular.size() > 2 && regular.get(2).followOn();
        if (rules.followOn().get().compulsory()) {
            return Optional.of(trailing + " followed on: " + why + "; the follow-on is compulsory");
        }
        Optional<Boolean> decision = match.actions().stream().filter(a -> a instanceof InningsAction.FollowOnDecision)
                .map(a -> ((InningsAction.FollowOnDecision) a).enforce()).findFirst();
        if (decision.isEmpty()) {
            return Optional.of(trailing + " were " + why + "; " + TeamNames.possessive(leader)
                    + " captain has yet to decide on the follow-on");
        }
        return Optional.of(followed || decision.get() ? trailing + " followed on: " + why + "; "
                + TeamNames.possessive(leader) + " captain enforced it"
                : trailing + " were " + why + "; " + TeamNames.possessive(leader) + " captain did not enforce the follow-on");
    }

    /** The result in words with the teams' names, or where the match stands. */
    String headline() {
        Optional<MatchResult> result = match.result();
        if (result.isEmpty()) {
            return "match in progress; next: " + match.due();
        }
        MatchResult r = result.get();
        Map<String, BigDecimal> totals = r.totals();
        if (r.winner().isEmpty()) {
            BigDecimal level = totals.values().iterator().next();
            return r.goldenRounds().isEmpty() ? "drawn, level at " + number(level)
                    : "drawn, level at " + number(level) + " and in golden round " + r.goldenRounds().size() + " too";
        }
        String winner = r.winner().get();
        String loser = match.teams().stream().filter(t -> !t.equals(winner)).findFirst().orElseThrow();
        if (r.goldenRounds().isEmpty()) {
            BigDecimal by = totals.get(winner).subtract(totals.get(loser));
            long planned = 2L * state.format().innings().orElseThrow().inningsPerSide();
            long played = match.innings().stream().filter(c -> !c.golden()).count();
            return team(winner) + " won by " + number(by) + (by.compareTo(BigDecimal.ONE) == 0 ? " point" : " points") + " ("
                    + number(totals.get(winner)) + " to " + number(totals.get(loser)) + ")"
                    + (played < planned ? "; " + (planned - played) + " innings not needed" : "");
        }
        int round = r.goldenRounds().size();
        Map<String, BigDecimal> last = r.goldenRounds().get(round - 1);
        boolean rounds = state.format().innings().orElseThrow().golden().map(InningsRules.GoldenRule::round).orElse(true);
        return team(winner) + " won golden " + (rounds ? "round " : "game ") + round
                + (rounds ? ", " + number(last.get(winner)) + " to " + number(last.get(loser)) : "")
                + ", after level totals of " + number(totals.get(winner));
    }

}
