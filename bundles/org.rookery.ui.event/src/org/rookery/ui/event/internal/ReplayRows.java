// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.rookery.arbiter.claims.ShogiClaims;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.game.PairingGame;
import org.rookery.event.model.Event;
import org.rookery.event.model.Game;
import org.rookery.event.model.Round;

/**
 * The rows of a round in the Pairings view: the round's games, each followed by the games that
 * replay it after a sennichite (with the colours and clocks the format's policy gives them), and
 * the note each row carries. The event model lists only paired games; the replays come from the
 * engine's state.
 */
final class ReplayRows {

    private ReplayRows() {
    }

    /** The games of {@code round}, each followed by its replays in order. */
    static List<Game> of(Event model, EventState state, Round round) {
        Map<String, Game> byId = model.getGames().stream().collect(Collectors.toMap(Game::getId, Function.identity(), (a, b) -> a));
        List<Game> rows = new ArrayList<>();
        for (Game g : round.getGames()) {
            rows.add(g);
            Optional<String> next = state == null ? Optional.empty() : state.game(g.getId()).flatMap(GameRecord::replayedBy);
            while (next.isPresent() && byId.containsKey(next.get())) {
                rows.add(byId.get(next.get()));
                next = state.game(next.get()).flatMap(GameRecord::replayedBy);
            }
        }
        return rows;
    }

    /** The board a row is played on: a replay is on its first game's board. */
    static String board(EventState state, Game g, Event model) {
        if (g.getBoard() > 0 || state == null) {
            return g.getBoard() > 0 ? Integer.toString(g.getBoard()) : "";
        }
        String id = g.getId();
        Optional<String> of = state.game(id).flatMap(GameRecord::replayOf);
        while (of.isPresent()) {
            id = of.get();
            of = state.game(id).flatMap(GameRecord::replayOf);
        }
        String root = id;
        return model.getGames().stream().filter(x -> x.getId().equals(root) && x.getBoard() > 0).findFirst()
                .map(x -> Integer.toString(x.getBoard())).orElse("");
    }

    /**
     * The note of a row: for a replay, why it is played and each player's clock at its start; for
     * a game replayed, which game replays it; otherwise empty.
     */
    static String note(EventState state, Game g) {
        if (state == null) {
            return "";
        }
        Optional<GameRecord> rec = state.game(g.getId());
        if (rec.isEmpty()) {
            return "";
        }
        if (rec.get().replayOf().isPresent()) {
            int n = state.shogiGameNumber(g.getId()).orElse(0);
            Optional<PairingGame> pg = state.shogiPairing(g.getId()).filter(p -> n >= 1 && n <= p.games().size())
                    .map(p -> p.games().get(n - 1));
            String of = "replay of " + rec.get().replayOf().get();
            // The clocks first: they are what the arbiter sets the replay's clock to.
            return pg.map(p -> p.sente() + " (sente) " + ShogiClaims.clockText(p.senteClock()) + ", " + p.gote() + " (gote) "
                    + ShogiClaims.clockText(p.goteClock()) + "; " + of + ": " + p.why().replaceFirst("^replay after ", ""))
                    .orElse(of);
        }
        return rec.get().replayedBy().map(r -> "sennichite: replayed as " + r).orElse("");
    }
}
