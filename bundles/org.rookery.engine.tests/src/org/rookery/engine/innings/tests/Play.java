// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.rules.Termination;

/** Shorthand for driving innings matches in tests: Lions (L1..L7) against Tigers (T1..T7). */
final class Play {

    static final List<String> LIONS = List.of("L1", "L2", "L3", "L4", "L5", "L6", "L7");
    static final List<String> TIGERS = List.of("T1", "T2", "T3", "T4", "T5", "T6", "T7");

    private Play() {
    }

    /** Both teams registered with squads of their first five, captains L1 and T1. */
    static InningsMatch registered(CompiledFormat format) {
        return InningsMatch.start(format, TestFormats.REGISTRY)
                .apply(new InningsAction.TeamRegistered("Lions", LIONS))
                .apply(new InningsAction.TeamRegistered("Tigers", TIGERS))
                .apply(new InningsAction.SquadNamed("Lions", LIONS.subList(0, 5), "L1"))
                .apply(new InningsAction.SquadNamed("Tigers", TIGERS.subList(0, 5), "T1"));
    }

    /** Registered, Lions won the toss and bat first, Lions' batting order L1..L5 handed in. */
    static InningsMatch lionsBatting(CompiledFormat format) {
        return registered(format).apply(new InningsAction.TossWon("Lions"))
                .apply(new InningsAction.TossChoice("Lions", SideRole.SCORING))
                .apply(new InningsAction.BattingOrder("Lions", LIONS.subList(0, 5)));
    }

    /** The squad order of a team, for batting orders. */
    static List<String> order(String team) {
        return (team.equals("Lions") ? LIONS : TIGERS).subList(0, 5);
    }

    /** A win on the board with {@code n} pawns and pieces captured: 10 or more count the table. */
    static GameReport win(int captured) {
        List<String> men = new ArrayList<>(Collections.nCopies(Math.min(captured, 8), "P"));
        List<String> pieces = List.of("R", "R", "N", "N", "G", "G", "B", "B", "Q");
        for (int i = 8; i < captured; i++) {
            men.add(pieces.get(i - 8));
        }
        return GameReport.win(Termination.CHECKMATE, men, 60_000, 30_000);
    }

    /** A loss by checkmate: the scoring player is out. */
    static GameReport loss() {
        return GameReport.loss(Termination.CHECKMATE, List.of("P"), 30_000, 60_000);
    }

    /** The current innings' next game number. */
    static int nextGame(InningsMatch m) {
        InningsCard c = m.currentInnings().orElseThrow();
        return (int) c.games().stream().filter(g -> g.finished()).count() + 1;
    }

    /** Chooses {@code stopper} and records {@code report} for the next game. */
    static InningsMatch game(InningsMatch m, String stopper, GameReport report) {
        InningsMatch chosen = m.apply(new InningsAction.StoppingPlayerChosen(stopper));
        InningsCard c = chosen.currentInnings().orElseThrow();
        return chosen.apply(new InningsAction.GameResult(c.number(), nextGame(m), report));
    }

    /**
     * Plays games of the current innings with the stopping side rotating 1,2,3,4,5,1,2,... until the
     * reports run out or the innings ends; hands in the batting order first if it is due.
     */
    static InningsMatch innings(InningsMatch m, List<GameReport> reports) {
        if (m.phase() == Phase.BATTING_ORDER) {
            String team = m.currentInnings().orElseThrow().battingTeam();
            m = m.apply(new InningsAction.BattingOrder(team, order(team)));
        }
        int number = m.currentInnings().orElseThrow().number();
        for (GameReport r : reports) {
            if (m.currentInnings().isEmpty() || m.currentInnings().get().number() != number) {
                break;
            }
            String stopping = m.currentInnings().get().stoppingTeam();
            int g = nextGame(m);
            m = game(m, order(stopping).get((g - 1) % 5), r);
        }
        return m;
    }

    /** {@code n} copies of a report. */
    static List<GameReport> times(int n, GameReport r) {
        return Collections.nCopies(n, r);
    }

    /** Lists joined. */
    @SafeVarargs
    static List<GameReport> of(List<GameReport>... parts) {
        List<GameReport> all = new ArrayList<>();
        for (List<GameReport> p : parts) {
            all.addAll(p);
        }
        return all;
    }
}
