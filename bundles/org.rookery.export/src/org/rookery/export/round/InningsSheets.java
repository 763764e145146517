// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.rules.Color;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;

/**
 * An innings match on paper: the game sheet (the innings order so far, which side scores and
 * which stops, and the next game with its scoring player and the stopping players the captain may
 * send), the slip of the next game, and the blank innings score sheet (toss, batting order, a row
 * per game) sized by the format's innings, games and players per match.
 */
public final class InningsSheets {

    private InningsSheets() {
    }

    private static InningsMatch match(EventState state) {
        return state.innings().orElseThrow(() -> new IllegalArgumentException(
                "the event is not an innings match; the innings sheets are for innings formats"));
    }

    /** The innings order and the next game of the innings match folded into {@code state}. */
    public static Report gameSheet(EventState state, String event) {
        InningsMatch m = match(state);
        Sides sides = Sides.of(state);
        InningsRules rules = state.format().innings().get();
        String scoring = rules.scoringColour() == Color.WHITE ? sides.white() : sides.black();
        String stopping = rules.scoringColour() == Color.WHITE ? sides.black() : sides.white();
        List<List<String>> rows = new ArrayList<>();
        for (InningsCard c : m.innings()) {
            rows.add(List.of((c.golden() ? "golden round " + c.goldenRound() + ", " : "") + "innings " + c.number()
                    + (c.followOn() ? " (follow-on)" : ""), team(state, c.battingTeam()), team(state, c.stoppingTeam()),
                    RoundSheet.number(c.total()), c.complete() ? c.endReason() : "in play"));
        }
        List<Section> sections = new ArrayList<>();
        sections.add(new Section("Innings order (" + scoring + " scores, " + stopping + " stops)", List.of(Column.left("Innings"),
                Column.left("Scoring (" + scoring + ")"), Column.left("Stopping (" + stopping + ")"), Column.right("Total"),
                Column.left("Status")), rows.isEmpty() ? List.of(List.of("innings 1", m.battingFirst().map(t -> team(state, t))
                        .orElse("decided by the toss"), "", "", "not begun")) : rows));
        List<List<String>> next = new ArrayList<>();
        next.add(List.of("Waiting for", m.due()));
        nextGame(m).ifPresent(g -> next.add(List.of("Game", g)));
        m.scoringPlayer().ifPresent(p -> next.add(List.of("Scoring player (" + scoring + ")", player(state, p))));
        if (m.phase() == Phase.STOPPING_PLAYER || m.phase() == Phase.SCORING_PLAYER) {
            List<String> may = m.eligibleStoppingPlayers().stream().map(p -> player(state, p)).toList();
            next.add(List.of("Stopping player (" + stopping + "): the captain may send", may.isEmpty() ? "nobody within the limits"
                    : String.join(", ", may)));
        }
        if (m.scoringCandidates().size() > 1) {
            next.add(List.of("Scoring players who may come in", String.join(", ",
                    m.scoringCandidates().stream().map(p -> player(state, p)).toList())));
        }
        sections.add(new Section("Next game", List.of(Column.left(""), Column.left("")), next));
        return new Report(event, "Innings match game sheet", sections);
    }

    /** The number of the next game, as "innings 2, game 4", while an innings runs or is about to. */
    private static Optional<String> nextGame(InningsMatch m) {
        return m.currentInnings().map(c -> "innings " + c.number() + ", game "
                + (c.games().stream().filter(g -> g.finished()).count() + 1));
    }

    /** The slip of the next game of the innings match folded into {@code state}. */
    public static Report nextGameSlip(EventState state, String event) {
        InningsMatch m = match(state);
        if (m.phase() == Phase.FINISHED) {
            throw new IllegalArgumentException("the match has a result; there is no next game to print a slip for");
        }
        SlipForm form = SlipForm.of(state);
        InningsRules rules = state.format().innings().get();
        boolean scoringWhite = rules.scoringColour() == Color.WHITE;
        String scorer = m.scoringPlayer().map(p -> player(state, p)).orElse(RoundPrintouts.BLANK);
        List<String> may = m.eligibleStoppingPlayers().stream().map(p -> player(state, p)).toList();
        String stopper = RoundPrintouts.BLANK + (may.isEmpty() ? "" : " (one of " + String.join(", ", may) + ")");
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("Player", scoringWhite ? scorer : stopper, scoringWhite ? stopper : scorer));
        rows.addAll(RoundPrintouts.resultRows(form));
        rows.add(List.of("Signature", "", ""));
        String heading = nextGame(m).map(g -> "Innings match, " + g).orElse("Innings match, next game");
        return new Report(event, "Result slip", List.of(new Section(heading,
                List.of(Column.left(""), Column.left(form.white()), Column.left(form.black())), rows)));
    }

    /** The blank innings score sheet of the format of {@code state}: toss, batting order, a row per game. */
    public static Report blankSheet(EventState state, String event) {
        InningsRules rules = state.format().innings().orElseThrow(() -> new IllegalArgumentException(
                "the format has no innings; the innings score sheet is for innings formats"));
        int players = state.format().teams().map(TeamRules::playersPerMatch).orElse(5);
        Sides sides = Sides.of(state);
        String scoring = rules.scoringColour() == Color.WHITE ? sides.white() : sides.black();
        String stopping = rules.scoringColour() == Color.WHITE ? sides.black() : sides.white();
        List<String> teams = state.innings().map(InningsMatch::teams).orElse(List.of());
        String teamA = teams.size() > 0 ? team(state, teams.get(0)) : RoundPrintouts.BLANK;
        String teamB = teams.size() > 1 ? team(state, teams.get(1)) : RoundPrintouts.BLANK;
        List<Section> sections = new ArrayList<>();
        sections.add(new Section("Toss", List.of(Column.left(""), Column.left("")), List.of(
                List.of("Teams", teamA + " - " + teamB),
                List.of("Toss won by", RoundPrintouts.BOX + " " + teamA + "   " + RoundPrintouts.BOX + " " + teamB),
                List.of("Chose", RoundPrintouts.BOX + " to score (" + scoring + ") first   " + RoundPrintouts.BOX
                        + " to stop (" + stopping + ") first"))));
        SlipForm form = SlipForm.of(state);
        int innings = 2 * rules.inningsPerSide();
        for (int i = 1; i <= innings; i++) {
            String heading = "Innings " + i + ": " + RoundPrintouts.BLANK + " scores (" + scoring + ") against "
                    + RoundPrintouts.BLANK + " (" + stopping + ")";
            List<List<String>> order = new ArrayList<>();
            for (int p = 1; p <= players; p++) {
                order.add(List.of(Integer.toString(p), "", "", ""));
            }
            sections.add(new Section(heading + " - batting order", List.of(Column.right("Order"), Column.left("Player"),
                    Column.right("Games"), Column.left("Out")), order));
            List<Column> cols = new ArrayList<>(List.of(Column.right("Game"), Column.left("Scoring (" + scoring + ")"),
                    Column.left("Stopping (" + stopping + ")"), Column.left("Result")));
            if (!form.captures().isEmpty()) {
                cols.add(Column.left("Men captured (" + String.join(" ", form.captures()) + ")"));
            }
            if (form.clocks()) {
                cols.add(Column.left("Clocks " + scoring + " / " + stopping));
            }
            if (form.illegalMoves()) {
                cols.add(Column.left("Illegal moves"));
            }
            cols.add(Column.right("Score"));
            cols.add(Column.right("Running total"));
            List<List<String>> games = new ArrayList<>();
            for (int g = 1; g <= rules.gamesPerInnings(); g++) {
                List<String> row = new ArrayList<>(List.of(Integer.toString(g)));
                while (row.size() < cols.size()) {
                    row.add("");
                }
                games.add(row);
            }
            sections.add(new Section(heading + " - games", cols, games));
        }
        String follow = rules.followOn().map(f -> "; follow-on when trailing by more than " + f.threshold() + " after the first innings")
                .orElse("");
        return new Report(event, "Innings score sheet: " + rules.inningsPerSide() + " innings a side, "
                + rules.gamesPerInnings() + " games an innings" + follow, sections);
    }

    private static String team(EventState state, String id) {
        var t = state.teams().get(id);
        return t == null ? id : t.name();
    }

    private static String player(EventState state, String id) {
        var r = state.players().get(id);
        return r == null || r.name().equals(id) ? id : r.name() + " (" + id + ")";
    }
}
