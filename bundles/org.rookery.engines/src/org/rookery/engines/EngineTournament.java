// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Consumer;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.games.GameFiles;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;

/**
 * An engine tournament as an event like any other: the engines are registered players of an event
 * folder, each round is paired by the format's own pairing (round robin, or Swiss by the Dutch
 * engine), its games are played by the engines in parallel, refereed by the rules, and every
 * result is recorded as a fact in the journal, so that the standings, crosstable and exports come
 * from the same views as for people. Games are saved in {@code DIR/games/}.
 */
public final class EngineTournament {

    /** What a round did. */
    public record Round(int round, List<GameResult> games) {
    }

    private final EventFolder event;
    private final PairingEngines pairing;
    private final Map<String, EngineSpec> engines = new LinkedHashMap<>();
    private final Match match;
    private final Rules rules;
    private final SavedGames saved;
    private final String by;

    /**
     * @param event the event folder (its format says the variant, the rounds and the pairing)
     * @param bound the format's game with its options (the rules the games are refereed by)
     * @param pairing the pairing engines
     * @param engines the entrants
     * @param settings how games are played ({@code settings.rules()} must be {@code bound.rules()})
     * @param files the game files, for saving
     * @param by who records the facts
     */
    public EngineTournament(EventFolder event, BoundGame bound, PairingEngines pairing, List<EngineSpec> engines,
            Match.Settings settings, GameFiles files, String by) {
        this.event = event;
        this.pairing = pairing;
        for (EngineSpec e : engines) {
            if (this.engines.put(e.name(), e) != null) {
                throw new IllegalArgumentException("engine '" + e.name() + "' is entered twice");
            }
        }
        this.rules = bound.rules();
        this.match = new Match(settings);
        this.saved = new SavedGames(files);
        this.by = by;
    }

    /**
     * Registers the engines (when the event has no players yet) and plays every round the format
     * has, or {@code rounds} for a Swiss whose format leaves the number open.
     *
     * @param progress receives a line per game and per round
     * @throws PairingException when a round cannot be paired
     */
    public List<Round> run(OptionalInt rounds, Opening opening, Consumer<String> progress)
            throws IOException, PairingException, InterruptedException {
        if (event.state().players().isEmpty()) {
            List<EventFolder.Draft> drafts = new ArrayList<>();
            for (EngineSpec e : engines.values()) {
                drafts.add(new EventFolder.Draft(new FactBody.Register(e.name(), e.name(), java.util.Optional.empty(), 0,
                        java.util.Optional.empty()), by));
            }
            event.record(drafts);
        }
        for (String player : event.state().players().keySet()) {
            if (!engines.containsKey(player)) {
                throw new IllegalArgumentException("player '" + player + "' of the event is no engine of the engines file");
            }
        }
        List<Round> played = new ArrayList<>();
        int planned = Integer.MAX_VALUE;
        while (event.state().pairings().size() < planned) {
            EventPairing.Next next = EventPairing.next(event.state(), pairing, rounds);
            planned = next.plannedRounds();
            FactBody.Pairing p = next.pairing();
            event.record(p, by);
            List<Match.Pairing> games = new ArrayList<>();
            int n = 0;
            for (FactBody.Board b : p.boards()) {
                Map<String, String> h = new LinkedHashMap<>();
                h.put("Event", event.format().title());
                h.put("Site", "Rookery");
                h.put("Round", String.valueOf(p.round()));
                h.put("Board", b.game());
                games.add(new Match.Pairing(++n, engines.get(b.white()), engines.get(b.black()), opening, h));
            }
            List<GameResult> results = match.play(games, done -> false,
                    r -> progress.accept("round " + p.round() + ": " + r.white() + " - " + r.black() + " "
                            + (r.outcome() == null ? "unfinished" : r.outcome().result()) + " (" + r.reason() + ")"));
            List<EventFolder.Draft> facts = new ArrayList<>();
            List<GameRecord> records = new ArrayList<>();
            for (int i = 0; i < results.size(); i++) {
                facts.add(new EventFolder.Draft(result(p.boards().get(i).game(), results.get(i)), by));
                records.add(results.get(i).record());
            }
            event.record(facts);
            saved.save(event.dir().resolve("games"), "round-" + p.round(), records, null);
            progress.accept("round " + p.round() + " of " + planned + " recorded: " + results.size() + " games");
            played.add(new Round(p.round(), results));
        }
        return played;
    }

    /** The result fact of a game: who won and how, the men each side captured, the clocks and the moves. */
    private FactBody.Result result(String game, GameResult r) {
        FactBody.Outcome outcome;
        Termination ending;
        if (r.outcome() == null) {
            outcome = FactBody.Outcome.UNPLAYED;
            ending = Termination.ARBITER_DECISION;
        } else {
            outcome = r.outcome().isDraw() ? FactBody.Outcome.DRAW
                    : r.outcome().winner() == Color.WHITE ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS;
            ending = r.outcome().termination();
        }
        List<String> byWhite = new ArrayList<>();
        List<String> byBlack = new ArrayList<>();
        GameRecord g = r.record();
        Position p = g.startPosition() == null ? rules.startPosition() : rules.position(g.startPosition());
        for (GameNode node : g.mainLine()) {
            Move m = node.move();
            if (m.captured() != null) {
                (p.sideToMove() == Color.WHITE ? byWhite : byBlack).add(BoundGame.letter(m.captured()));
            }
            p.doMove(m);
        }
        OptionalLong w = r.whiteMillis() == null ? OptionalLong.empty() : OptionalLong.of(r.whiteMillis());
        OptionalLong b = r.blackMillis() == null ? OptionalLong.empty() : OptionalLong.of(r.blackMillis());
        return new FactBody.Result(game, outcome, ending, byWhite, byBlack, w, b, OptionalInt.of(g.mainLine().size()));
    }
}
