// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.rookery.engine.innings.BatterLine;
import org.rookery.engine.innings.GameLine;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.export.Column;
import org.rookery.export.Section;

/**
 * The innings scorecard of a G20 match as it is played: the toss, the squads and batting
 * orders, who is in, each innings' games with their scores and reasons, the target and the moves
 * left in a chase, the totals and what comes next, from the engine's {@link InningsMatch}.
 */
final class Scorecard {

    private final Messages m;

    Scorecard(Messages m) {
        this.m = m;
    }

    /** The scorecard as page markup. */
    String html(InningsMatch match) {
        StringBuilder s = new StringBuilder();
        s.append("<h1>").append(Html.text(m.get("scorecard.title"))).append("</h1>\n");
        if (match.tossWinner().isPresent()) {
            s.append("<p>").append(Html.text(m.get("scorecard.toss", match.tossWinner().get(),
                    match.battingFirst().orElse("?")))).append("</p>\n");
        }
        if (!match.squads().isEmpty()) {
            s.append("<h2>").append(Html.text(m.get("scorecard.squads"))).append("</h2>\n<ul>\n");
            for (Map.Entry<String, List<String>> e : match.squads().entrySet()) {
                s.append("<li><strong>").append(Html.text(e.getKey())).append("</strong>: ")
                        .append(Html.text(String.join(", ", e.getValue()))).append("</li>\n");
            }
            s.append("</ul>\n");
        }
        for (InningsCard c : match.innings()) {
            Html.table(s, innings(c), "scorecard", null);
            s.append("<p class=\"innings-total\">").append(Html.text(total(c))).append("</p>\n");
            if (!c.battingOrder().isEmpty()) {
                s.append("<p>").append(Html.text(m.get("scorecard.battingOrder"))).append(": ");
                List<String> order = new ArrayList<>();
                for (String p : c.battingOrder()) {
                    boolean in = c.batters().stream()
                            .anyMatch(b -> b.player().equals(p) && b.status() == BatterLine.Status.IN);
                    order.add(Html.text(p) + (in ? " <strong>(" + Html.text(m.get("scorecard.in")) + ")</strong>" : ""));
                }
                s.append(String.join(", ", order)).append("</p>\n");
            }
        }
        s.append("<p><strong>").append(Html.text(m.get("scorecard.totals"))).append("</strong>: ")
                .append(Html.text(totals(match.totals()))).append("</p>\n");
        s.append("<p>").append(Html.text(match.result().map(r -> m.get("scorecard.result", r.reason()))
                .orElse(m.get("scorecard.next", match.due())))).append("</p>\n");
        return s.toString();
    }

    /** One innings as a table (also what the downloads write). */
    Section innings(InningsCard c) {
        String heading = m.get("scorecard.innings", c.number(), c.battingTeam(), c.stoppingTeam())
                + (c.followOn() ? " (" + m.get("scorecard.followOn") + ")" : "")
                + (c.golden() ? " (" + m.get("scorecard.golden", c.goldenRound()) + ")" : "");
        List<List<String>> rows = new ArrayList<>();
        for (GameLine g : c.games()) {
            rows.add(List.of(Integer.toString(g.game()), g.scoringPlayer(), g.stoppingPlayer(),
                    g.score().map(x -> Tables.number(x.total())).orElse(g.unplayed() ? "" : "..."),
                    g.score().map(x -> x.explanation()).orElse(g.unplayed() ? "" : m.get("scorecard.inPlay"))));
        }
        return new Section(heading, List.of(Column.right(m.get("scorecard.game")), Column.left(m.get("scorecard.batter")),
                Column.left(m.get("scorecard.stopper")), Column.right(m.get("scorecard.score")),
                Column.left(m.get("scorecard.why"))), rows);
    }

    private String total(InningsCard c) {
        StringBuilder t = new StringBuilder(m.get("scorecard.total", Tables.number(c.total())));
        c.target().ifPresent(x -> t.append(", ").append(m.get("scorecard.target", Tables.number(x))));
        if (c.moveLimit().isPresent()) {
            t.append(", ").append(m.get("scorecard.movesLeft", c.moves(), c.moveLimit().getAsInt(),
                    c.movesLeft().getAsInt()));
        }
        t.append(c.complete() ? " (" + c.endReason() + ")" : " (" + m.get("scorecard.inPlay") + ")");
        return t.toString();
    }

    private static String totals(Map<String, BigDecimal> totals) {
        return totals.entrySet().stream().map(e -> e.getKey() + " " + Tables.number(e.getValue()))
                .collect(Collectors.joining(", "));
    }
}
