// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.report;

import java.util.ArrayList;
import java.util.List;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventState;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.format.Stage;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.standings.Standings;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfPlayer;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.engine.trf.TrfWriter;

/**
 * The TRF-2026 file of an individual event: every player with the rounds played so far, the
 * points and the place in the standings, the planned number of rounds.
 */
final class TrfExport {

    private TrfExport() {
    }

    static String of(EventState state) {
        if (state.innings().isPresent()) {
            throw new IllegalArgumentException("TRF describes individual events, not innings matches");
        }
        EventField field = EventField.of(state);
        int played = field.crosstable().lastRound();
        int planned = state.format().event().flatMap(e -> e.stages().stream().findFirst()).map(Stage::rounds)
                .filter(r -> r.isPresent()).map(r -> r.getAsInt()).orElse(played);
        // a request is for the next round, so it must plan at least one more; XXR is set right below
        PairingRequest request = field.request(state, played + 1, Math.max(planned, played + 1),
                PairingRequest.Options.STANDARD);
        String title = state.format().title().isBlank() ? state.format().name() : state.format().title();
        TrfDocument doc = TrfRequests.document(request, title);
        // the play-offs the format calls for decide the final ranking
        Standings standings = PlayOffs.finalStandings(state, field);
        List<TrfPlayer> placed = new ArrayList<>();
        for (TrfPlayer p : doc.players()) {
            int place = standings.row(p.rank()).place();
            // the request announces round played + 1 for absent players; the export reports only what was played
            List<org.rookery.engine.trf.TrfGame> games = p.games().size() > played ? p.games().subList(0, played) : p.games();
            placed.add(new TrfPlayer(p.rank(), p.sex(), p.title(), p.name(), p.rating(), p.federation(), p.fideId(),
                    p.birth(), p.points(), place, games));
        }
        List<TrfDocument.Line> lines = new ArrayList<>();
        for (TrfDocument.Line line : doc.withPlayers(placed).lines()) {
            boolean rounds = line instanceof TrfDocument.TagLine t && t.code().equals("XXR");
            lines.add(rounds ? new TrfDocument.TagLine("XXR", " " + Math.max(planned, played)) : line);
        }
        return TrfWriter.write(new TrfDocument(lines, doc.lineEnding()));
    }
}
