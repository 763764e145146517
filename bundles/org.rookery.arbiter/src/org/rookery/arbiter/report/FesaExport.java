// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Standings;
import org.rookery.export.FesaResults;
import org.rookery.export.FesaResults.Game;
import org.rookery.export.FesaResults.Outcome;

/**
 * The FESA results file of an individual event. A player's registered name is split at its last
 * space into first and family name ("Anna Maria Nowak": first "Anna Maria", family "Nowak"); a
 * player with no rating is reported as new (N). Where the event was held is not in its facts and
 * comes from the arbiter ({@link EventExports.Venue}).
 */
final class FesaExport {

    private FesaExport() {
    }

    static FesaResults of(EventState state, EventExports.Venue venue) {
        if (state.innings().isPresent()) {
            throw new IllegalArgumentException("the FESA results file is for individual shogi events, not innings matches");
        }
        EventField field = EventField.of(state);
        // the play-offs the format calls for decide the final ranking
        Standings standings = PlayOffs.finalStandings(state, field);
        Crosstable table = field.crosstable();
        int rounds = table.lastRound();
        if (rounds == 0) {
            throw new IllegalArgumentException("no round has a result yet, so there is nothing to report to FESA");
        }
        Map<Integer, Integer> line = new HashMap<>();
        for (int i = 0; i < standings.rows().size(); i++) {
            line.put(standings.rows().get(i).participant().id(), i + 1);
        }
        List<FesaResults.Player> players = new ArrayList<>();
        for (Standings.Row row : standings.rows()) {
            String id = field.player(row.participant().id());
            Register reg = state.players().get(id);
            String name = reg == null ? row.participant().name() : reg.name();
            int space = name.trim().lastIndexOf(' ');
            if (space < 0) {
                throw new IllegalArgumentException("player " + id + " is registered as '" + name
                        + "'; FESA needs a first and a family name");
            }
            List<Game> games = new ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                games.add(game(table.record(round, row.participant().id()), line));
            }
            boolean unrated = reg == null ? row.participant().rating() == 0 : reg.rating() == 0;
            players.add(new FesaResults.Player(name.trim().substring(space + 1), name.trim().substring(0, space).trim(), unrated,
                    "", games, Optional.empty(), row.points()));
        }
        TimeControl clock = state.format().time().clock();
        Optional<String> time = clock.hasByoyomi()
                ? Optional.of(FesaResults.timeControl(clock.main(), clock.byoyomi()))
                : Optional.empty();
        String title = state.format().title().isBlank() ? state.format().name() : state.format().title();
        return new FesaResults(title, venue.city(), venue.country(), venue.dates(), venue.lastDay(), time, rounds, players);
    }

    private static Game game(RoundRecord r, Map<Integer, Integer> line) {
        if (r == null) {
            return new Game(0, Outcome.LOSS);
        }
        Outcome o = switch (r.result()) {
            case WIN, UNRATED_WIN, FORFEIT_WIN, FULL_POINT_BYE, PAIRING_BYE -> Outcome.WIN;
            case DRAW, UNRATED_DRAW, HALF_POINT_BYE -> Outcome.DRAW;
            default -> Outcome.LOSS;
        };
        return new Game(r.hadOpponent() ? line.get(r.opponent()) : 0, o);
    }
}
