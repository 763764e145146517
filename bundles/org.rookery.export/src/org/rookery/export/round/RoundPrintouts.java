// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;
import org.rookery.export.round.RoundSheet.ByeLine;
import org.rookery.export.round.RoundSheet.Line;
import org.rookery.export.round.RoundSheet.Match;
import org.rookery.export.round.RoundSheet.Person;
import org.rookery.export.round.RoundSheet.Seating;

/**
 * The hall's printouts of one round as reports: the pairing list by board with the byes, then the
 * alphabetical list in which each player finds his board and side; and the result slips, one
 * per board (one per match where the boards are linked), with the boxes {@link SlipForm} asks for.
 */
public final class RoundPrintouts {

    /** An empty box to tick or write in. */
    static final String BOX = "[   ]";
    /** A line to write on. */
    static final String BLANK = "________";

    private RoundPrintouts() {
    }

    /** The pairing list by board, the byes, and the alphabetical list of {@code sheet}. */
    public static Report pairings(RoundSheet sheet) {
        List<Section> sections = new ArrayList<>();
        for (Match m : sheet.matches()) {
            sections.add(byBoard(sheet, m));
        }
        if (!sheet.byes().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (ByeLine b : sheet.byes()) {
                rows.add(List.of(b.player().label(), b.player().team(), b.player().score(), b.kind()));
            }
            sections.add(withoutTeams(sheet, new Section("Not paired this round", List.of(Column.left("Player"),
                    Column.left("Team"), Column.right("Points"), Column.left("Why")), rows)));
        }
        sections.add(alphabetical(sheet));
        return new Report(sheet.event(), title(sheet, "pairings"), sections);
    }

    private static String title(RoundSheet sheet, String what) {
        return "Round " + sheet.round() + sheet.stage().map(s -> " (" + s + ")").orElse("") + " " + what;
    }

    private static Section byBoard(RoundSheet sheet, Match m) {
        boolean teams = m.teams();
        List<Column> cols = new ArrayList<>(List.of(Column.right("Board"), Column.left(sheet.white())));
        if (teams) {
            cols.add(Column.left("Team"));
        } else {
            cols.add(Column.right("Points"));
        }
        cols.add(Column.left(sheet.black()));
        cols.add(teams ? Column.left("Team") : Column.right("Points"));
        cols.add(Column.center("Result"));
        cols.add(Column.left("Note"));
        List<List<String>> rows = new ArrayList<>();
        for (Line l : m.lines()) {
            String note = l.replayOf().map(o -> "sennichite replay of " + o).orElse("game " + l.game());
            if (l.result().equals("replayed")) {
                note += ", sennichite: replayed below";
            }
            rows.add(List.of(l.board(), l.white().label(), teams ? l.white().team() : l.white().score(), l.black().label(),
                    teams ? l.black().team() : l.black().score(), l.result().equals("replayed") ? "" : l.result(), note));
        }
        String heading;
        if (!teams) {
            heading = "Pairings by board";
        } else {
            String score = m.lines().isEmpty() ? "" : " (" + m.lines().get(0).white().score() + " : "
                    + m.lines().get(0).black().score() + " match points before the round)";
            heading = "Match " + m.number() + ": " + m.home() + " - " + m.away() + score;
            if (sheet.linked()) {
                heading += "; partners " + partners(m, true) + " against " + partners(m, false);
            }
        }
        return new Section(heading, cols, rows);
    }

    /** The partners of a linked match: the home team's players ({@code home}) or the other team's, by board. */
    private static String partners(Match m, boolean home) {
        List<String> names = new ArrayList<>();
        for (Line l : m.lines()) {
            if (l.replayOf().isPresent()) {
                continue;
            }
            Person p = l.white().team().equals(m.home()) == home ? l.white() : l.black();
            names.add(p.name() + " (" + l.board() + ")");
        }
        return String.join(" & ", names);
    }

    private static Section alphabetical(RoundSheet sheet) {
        Collator collator = Collator.getInstance(Locale.ROOT);
        List<Seating> all = new ArrayList<>(sheet.seatings());
        // a replay seats the same players again: each player is listed at his board once
        List<String> seen = new ArrayList<>();
        all.removeIf(s -> {
            String key = s.player().id() + "\u0000" + s.board();
            if (seen.contains(key)) {
                return true;
            }
            seen.add(key);
            return false;
        });
        all.sort(Comparator.comparing((Seating s) -> s.player().name(), collator).thenComparing(s -> s.player().id()));
        List<List<String>> rows = new ArrayList<>();
        for (Seating s : all) {
            rows.add(List.of(s.player().label(), s.player().team(), s.board(), s.side(),
                    s.opponent() == null ? "" : s.opponent().label()));
        }
        return withoutTeams(sheet, new Section("Alphabetical list", List.of(Column.left("Player"), Column.left("Team"),
                Column.right("Board"), Column.left("Plays"), Column.left("Opponent")), rows));
    }

    /** {@code s} without its second column (the team) where the event is not one of teams. */
    private static Section withoutTeams(RoundSheet sheet, Section s) {
        if (sheet.matches().stream().anyMatch(Match::teams)) {
            return s;
        }
        List<Column> cols = new ArrayList<>(s.columns());
        cols.remove(1);
        List<List<String>> rows = new ArrayList<>();
        for (List<String> r : s.rows()) {
            List<String> row = new ArrayList<>(r);
            row.remove(1);
            rows.add(row);
        }
        return new Section(s.heading(), cols, rows);
    }

    /** The result slips of {@code sheet}: one per board, or one per match when its boards are linked. */
    public static Report slips(RoundSheet sheet, SlipForm form) {
        List<Section> sections = new ArrayList<>();
        for (Match m : sheet.matches()) {
            if (form.linked() && m.teams()) {
                sections.add(linkedSlip(sheet, form, m));
                continue;
            }
            for (Line l : m.lines()) {
                sections.add(slip(sheet, form, m, l));
            }
        }
        if (sections.isEmpty()) {
            throw new IllegalArgumentException("round " + sheet.round() + " has no games to print slips for");
        }
        return new Report(sheet.event(), title(sheet, "result slips"), sections);
    }

    private static Section slip(RoundSheet sheet, SlipForm form, Match m, Line l) {
        String board = m.teams() ? "match " + m.number() + ", board " + l.board() : "board " + l.board();
        String heading = "Round " + sheet.round() + ", " + board + " (game " + l.game() + ")"
                + l.replayOf().map(o -> ", sennichite replay of " + o).orElse("");
        List<Column> cols = List.of(Column.left(""), Column.left(form.white()), Column.left(form.black()));
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("Player", l.white().label(), l.black().label()));
        if (m.teams()) {
            rows.add(List.of("Team", l.white().team(), l.black().team()));
        }
        rows.addAll(resultRows(form));
        if (!l.result().isEmpty() && !l.result().equals("replayed")) {
            rows.add(List.of("Recorded result", l.result(), ""));
        }
        rows.add(List.of("Signature", "", ""));
        return new Section(heading, cols, rows);
    }

    /** The boxes of one game's slip, in the order the arbiter reads them. */
    static List<List<String>> resultRows(SlipForm form) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("Won (tick the winner)", BOX, BOX));
        if (form.draws()) {
            rows.add(List.of("Drawn", BOX + " draw", ""));
        }
        List<String> endings = form.endings();
        for (int i = 0; i < endings.size(); i += 2) {
            rows.add(List.of(i == 0 ? "Ending (tick one)" : "", BOX + " " + endings.get(i),
                    i + 1 < endings.size() ? BOX + " " + endings.get(i + 1) : ""));
        }
        if (!form.declaration().isEmpty()) {
            rows.add(List.of("Impasse " + form.declaration(), BOX + " declared, points " + BLANK,
                    BOX + " declared, points " + BLANK));
        }
        if (form.sennichite()) {
            rows.add(List.of("Sennichite (fourfold repetition)", BOX + " replay needed", "moves played " + BLANK));
        }
        if (!form.captures().isEmpty()) {
            StringBuilder men = new StringBuilder();
            for (String letter : form.captures()) {
                men.append(men.length() == 0 ? "" : "  ").append(letter).append(" ___");
            }
            rows.add(List.of("Men captured (count each)", men.toString(), men.toString()));
        }
        if (form.clocks()) {
            rows.add(List.of("Clock at the end (m:ss)", "___:___", "___:___"));
        }
        if (form.illegalMoves()) {
            rows.add(List.of("Illegal moves", BLANK, BLANK));
        }
        return rows;
    }

    private static Section linkedSlip(RoundSheet sheet, SlipForm form, Match m) {
        List<Line> boards = m.lines().stream().filter(l -> l.replayOf().isEmpty()).toList();
        List<Column> cols = new ArrayList<>(List.of(Column.left("")));
        for (Line l : boards) {
            cols.add(Column.left("Board " + l.board() + " " + form.white()));
            cols.add(Column.left("Board " + l.board() + " " + form.black()));
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> players = new ArrayList<>(List.of("Player"));
        List<String> teams = new ArrayList<>(List.of("Team"));
        List<String> games = new ArrayList<>(List.of("Game"));
        for (Line l : boards) {
            players.add(l.white().label());
            players.add(l.black().label());
            teams.add(l.white().team());
            teams.add(l.black().team());
            games.add(l.game());
            games.add("");
        }
        rows.add(players);
        rows.add(teams);
        rows.add(games);
        for (List<String> r : resultRows(form)) {
            List<String> row = new ArrayList<>(List.of(r.get(0)));
            for (int i = 0; i < boards.size(); i++) {
                row.add(r.get(1));
                row.add(r.get(2));
            }
            rows.add(row);
        }
        List<String> recorded = new ArrayList<>(List.of("Recorded result"));
        boolean any = false;
        for (Line l : boards) {
            recorded.add(l.result());
            recorded.add("");
            any |= !l.result().isEmpty();
        }
        if (any) {
            rows.add(recorded);
        }
        List<String> sign = new ArrayList<>(List.of("Signature"));
        for (int i = 0; i < boards.size() * 2; i++) {
            sign.add("");
        }
        rows.add(sign);
        String heading = "Round " + sheet.round() + ", match " + m.number() + ": " + m.home() + " - " + m.away()
                + " (both boards; the match ends as the format says)";
        return new Section(heading, cols, rows);
    }
}
