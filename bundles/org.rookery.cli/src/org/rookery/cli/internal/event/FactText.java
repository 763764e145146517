// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.Fact;
import org.rookery.engine.event.FactBody;

/** One fact in a line of words, for the output of {@code event add}, {@code pair} and {@code replay --facts}. */
final class FactText {

    private FactText() {
    }

    static String of(Fact f) {
        return "fact " + f.seq() + " by " + f.by() + ": " + of(f.body());
    }

    /**
     * One fact of {@code event}, with the database account that committed it when the event is on
     * a server ({@code fact 25 by Maria (account arbiter): ...}); a folder's fact names none.
     */
    static String of(Fact f, EventFolder event) {
        return "fact " + f.seq() + " by " + f.by() + event.account(f.seq()).map(a -> " (account " + a + ")").orElse("") + ": "
                + of(f.body());
    }

    static String of(FactBody b) {
        return switch (b) {
            case FactBody.RegisterTeam t -> "team " + t.team() + " (" + t.name() + ") registered";
            case FactBody.Register r -> "player " + r.player() + " (" + r.name() + ") registered"
                    + r.team().map(t -> " for team " + t).orElse("");
            case FactBody.Withdraw w -> w.player() + " withdraws from round " + w.fromRound();
            case FactBody.ByeRequest q -> q.player() + " asks for a bye in round " + q.round();
            case FactBody.StageRounds r -> "stage " + r.stage() + " has " + r.rounds() + (r.rounds() == 1 ? " round" : " rounds");
            case FactBody.Toss t -> t.winner() + " wins the toss and chooses " + t.choice();
            case FactBody.LineUp l -> (l.innings() > 0 ? "batting order of " + l.team() + " for innings " + l.innings()
                    : "line-up of " + l.team()) + ": " + String.join(" ", l.players());
            case FactBody.Pairing p -> "round " + p.round() + p.stage().map(st -> " (stage " + st + ")").orElse("")
                    + " paired: " + p.boards().size() + " games, "
                    + p.byes().size() + (p.byes().size() == 1 ? " bye" : " byes");
            case FactBody.PlayOffPairing p -> "play-off " + p.playoff() + " paired: " + p.boards().size()
                    + (p.boards().size() == 1 ? " game" : " games");
            case FactBody.GameStart g -> "game " + g.game() + " starts: " + g.white() + " v " + g.black()
                    + (g.innings() > 0 ? " (innings " + g.innings() + ")" : "");
            case FactBody.Result r -> "game " + r.game() + ": " + word(r.outcome()) + " by " + word(r.ending())
                    + moves(r.moves());
            case FactBody.IllegalMove m -> "game " + m.game() + ": illegal move by " + FactBody.sideName(m.side())
                    + (m.claimed() ? ", claimed by " + FactBody.sideName(m.side().opponent()) : "");
            case FactBody.FlagFall f -> "game " + f.game() + ": " + FactBody.sideName(f.side()) + "'s flag falls (white "
                    + f.whiteMs() + " ms, black " + f.blackMs() + " ms)" + moves(f.moves());
            case FactBody.Declaration d -> "game " + d.game() + ": " + FactBody.sideName(d.side()) + " declares " + d.points()
                    + " points, " + (d.valid() ? "valid" : "not valid");
            case FactBody.Sennichite s -> "game " + s.game() + ": sennichite, " + s.replay().map(r -> "replayed as " + r).orElse("the pairing is drawn");
            case FactBody.FollowOn f -> f.team() + (f.enforce() ? " enforces" : " declines") + " the follow-on";
            case FactBody.FormTeams f -> "teams formed: " + f.teams().stream().map(t -> t.team() + " " + String.join("+", t.players()))
                    .collect(java.util.stream.Collectors.joining(", ")) + (f.sittingOut().isEmpty() ? "" : "; sitting out " + String.join(", ", f.sittingOut()));
            case FactBody.Correction c -> "fact " + c.target() + " corrected (" + c.reason() + "): " + of(c.replacement());
            case FactBody.Undo u -> "fact " + u.target() + " undone (" + u.reason() + ")";
        };
    }

    /** ", 40 moves" when the fact gives the moves played. */
    private static String moves(java.util.OptionalInt moves) {
        return moves.isPresent() ? ", " + moves.getAsInt() + (moves.getAsInt() == 1 ? " move" : " moves") : "";
    }

    private static String word(Enum<?> e) {
        return e.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
