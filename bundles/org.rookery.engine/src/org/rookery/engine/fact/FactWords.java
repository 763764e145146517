// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A fact said in words on one line, as an arbiter reads his audit trail: the command line's
 * {@code event add}, {@code pair} and {@code replay --facts} print it, and the workbench's
 * Rulings Log shows it as each fact's summary. It is the one wording of the facts; both shells
 * use it, so they never say the same fact differently.
 *
 * <p>Everything an arbiter reads the log for is in the words: a correction or an undo leads with
 * the arbiter's reason (where a pairing change also carries the warnings it was recorded with),
 * then says what the corrected fact now says; a result its outcome, ending, forfeit and moves; a
 * flag fall both clocks and the arbiter's outcome when it is not a loss; an illegal move who
 * claimed it; a sennichite its replay and the time kept; team formations their players, who sits
 * out and how the teams were formed. The fact's JSON ({@link FactCodec#encodeBody}) stays the
 * full record.
 */
public final class FactWords {

    private FactWords() {
    }

    /**
     * {@code body} in words, e.g. {@code game 1.3: white wins by resignation} or
     * {@code fact 12 corrected: the clock was misread; now game 1.3: draw by agreement}.
     */
    public static String of(FactBody body) {
        return of(body, id -> id);
    }

    /**
     * {@code body} in words, each player it names by id followed by his name from {@code names}
     * where it is known and differs from the id ({@code P3 (Ann Lee) withdraws from round 4});
     * a team, or a player {@code names} lacks, by id alone.
     *
     * @param names a player's name by his id, as registered; null for an id it does not know
     */
    public static String withNames(FactBody body, Function<String, String> names) {
        return of(body, id -> {
            String name = names.apply(id);
            return name == null || name.isBlank() || name.equals(id) ? id : id + " (" + name + ")";
        });
    }

    private static String of(FactBody body, Function<String, String> who) {
        return switch (body) {
            case FactBody.RegisterTeam t -> "team " + t.team() + " (" + t.name() + ") registered";
            case FactBody.Register r -> "player " + r.player() + " (" + r.name() + ") registered"
                    + r.team().map(t -> " for team " + t).orElse("");
            case FactBody.Withdraw w -> who.apply(w.player()) + " withdraws from round " + w.fromRound();
            case FactBody.ByeRequest q -> who.apply(q.player()) + " asks for a bye in round " + q.round();
            case FactBody.StageRounds r -> "stage " + r.stage() + " has " + count(r.rounds(), "round");
            case FactBody.Toss t -> t.winner() + " wins the toss and chooses " + t.choice();
            case FactBody.LineUp l -> (l.innings() > 0 ? "batting order of " + l.team() + " for innings " + l.innings()
                    : "line-up of " + l.team() + (l.round() > 0 ? " for round " + l.round() : "")) + ": "
                    + String.join(" ", l.players()) + l.captain().map(c -> " (captain " + c + ")").orElse("");
            case FactBody.Pairing p -> "round " + p.round() + p.stage().map(st -> " (stage " + st + ")").orElse("")
                    + " paired: " + p.boards().size() + " games, "
                    + p.byes().size() + (p.byes().size() == 1 ? " bye" : " byes");
            case FactBody.PlayOffPairing p -> "play-off " + p.playoff() + " paired: " + count(p.boards().size(), "game");
            case FactBody.GameStart g -> "game " + g.game() + " starts: " + who.apply(g.white()) + " v " + who.apply(g.black())
                    + (g.innings() > 0 ? " (innings " + g.innings() + ")" : "")
                    + g.override().map(o -> "; override: " + o).orElse("");
            case FactBody.Result r -> "game " + r.game() + ": " + word(r.outcome())
                    + (r.forfeit() ? " by forfeit" : " by " + word(r.ending())) + moves(r.moves());
            case FactBody.IllegalMove m -> "game " + m.game() + ": illegal move by " + FactBody.sideName(m.side())
                    + (m.claimed() ? ", claimed by " + FactBody.sideName(m.side().opponent()) : "");
            case FactBody.FlagFall f -> "game " + f.game() + ": " + FactBody.sideName(f.side()) + "'s flag falls (white "
                    + f.whiteMs() + " ms, black " + f.blackMs() + " ms)" + moves(f.moves())
                    + f.outcome().filter(o -> o != FactBody.Outcome.winFor(f.side().opponent()))
                            .map(o -> ", ruled " + word(o)).orElse("");
            case FactBody.Declaration d -> "game " + d.game() + ": " + FactBody.sideName(d.side()) + " declares " + d.points()
                    + " points, " + (d.valid() ? "valid" : "not valid");
            case FactBody.Sennichite s -> "game " + s.game() + ": sennichite, "
                    + s.replay().map(r -> "replayed as " + r).orElse("the pairing is drawn") + clocks(s.whiteMs(), s.blackMs());
            case FactBody.FollowOn f -> f.team() + (f.enforce() ? " enforces" : " declines") + " the follow-on";
            case FactBody.FormTeams f -> "teams formed: " + f.teams().stream().map(FactWords::team)
                    .collect(Collectors.joining(", "))
                    + (f.sittingOut().isEmpty() ? "" : "; sitting out " + String.join(", ", f.sittingOut()))
                    + (f.explanation().isBlank() ? "" : "; " + f.explanation().strip());
            case FactBody.Correction c -> "fact " + c.target() + " corrected: " + c.reason() + "; now " + of(c.replacement(), who);
            case FactBody.Undo u -> "fact " + u.target() + " undone: " + u.reason();
        };
    }

    private static String team(FactBody.FormedTeam t) {
        return t.team() + (t.name().equals(t.team()) ? "" : " (" + t.name() + ")") + " " + String.join("+", t.players());
    }

    /** ", 40 moves" when the fact gives the moves played. */
    private static String moves(OptionalInt moves) {
        return moves.isPresent() ? ", " + count(moves.getAsInt(), "move") : "";
    }

    /** The time a sennichite's players keep, when recorded. */
    private static String clocks(OptionalLong whiteMs, OptionalLong blackMs) {
        if (whiteMs.isEmpty() && blackMs.isEmpty()) {
            return "";
        }
        List<String> kept = new java.util.ArrayList<>();
        whiteMs.ifPresent(ms -> kept.add("white " + ms + " ms"));
        blackMs.ifPresent(ms -> kept.add("black " + ms + " ms"));
        return " (time kept: " + String.join(", ", kept) + ")";
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
