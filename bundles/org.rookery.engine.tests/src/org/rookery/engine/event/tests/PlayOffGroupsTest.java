// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.player;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * Play-offs among three or more players level for a place, run from the journal: a rapid
 * play-off is a round robin among all of them (those still level on its points go on to the next
 * play-off), Armageddon and golden games a ladder from the lowest placed up; the order the
 * play-offs give feeds the final standings.
 */
class PlayOffGroupsTest {

    static final EventPlan.PlayOff RAPID = PlayOffsTest.RAPID;
    static final EventPlan.PlayOff ARMAGEDDON = PlayOffsTest.ARMAGEDDON;
    static final EventPlan.PlayOff RAPID_ONE_TOP_4 = new EventPlan.PlayOff(4, new EventPlan.RapidMatch(1,
            TimeControl.suddenDeath(Duration.ofMinutes(15))), true);
    static final EventPlan.PlayOff GOLDEN_TOP_4 = new EventPlan.PlayOff(4, new EventPlan.GoldenGame(
            TimeControl.suddenDeath(Duration.ofMinutes(5))), true);

    /**
     * A round robin of the players (rated 2100, 2000, ... in this order) in which {@code beats}
     * names, for each two, who wins; two not named draw.
     */
    static EventFolder roundRobin(Path dir, List<EventPlan.PlayOff> playOffs, List<String> players,
            Map<String, String> beats) throws Exception {
        EventFolder event = create(dir, PlayOffsTest.roundRobin(playOffs));
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            drafts.add(new EventFolder.Draft(player(players.get(i), 2100 - 100 * i), "Maria"));
        }
        event.record(drafts);
        int rounds = players.size() % 2 == 0 ? players.size() - 1 : players.size();
        for (int round = 1; round <= rounds; round++) {
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            event.record(p, "Maria");
            for (FactBody.Board b : p.boards()) {
                record(event, b, beats);
            }
        }
        return event;
    }

    /** Records a game's result: the winner {@code beats} names for the two, a draw otherwise. */
    static void record(EventFolder event, FactBody.Board b, Map<String, String> beats) throws Exception {
        String w = beats.get(b.white() + "-" + b.black());
        String v = beats.get(b.black() + "-" + b.white());
        String winner = w != null ? w : v;
        if (winner == null) {
            event.record(Facts.draw(b.game(), Termination.REPETITION), "Maria");
        } else {
            event.record(Facts.win(b.game(), winner.equals(b.white()) ? Color.WHITE : Color.BLACK, Termination.CHECKMATE,
                    List.of()), "Maria");
        }
    }

    private static FactBody.PlayOffPairing pair(EventFolder event) throws Exception {
        FactBody.PlayOffPairing p = PlayOffs.next(event.state(), OptionalInt.empty()).orElseThrow();
        event.record(p, "Maria");
        return p;
    }

    private static Standings fin(EventFolder event) {
        Standings before = EventStages.of(event.state()).get(0).standings(event.state());
        return PlayOffs.ranking(event.state(), before, OptionalInt.empty());
    }

    private static List<String> names(Standings s) {
        return s.rows().stream().map(r -> r.participant().name().substring("Player ".length())).toList();
    }

    /** Ann beats Bob, Bob beats Cid, Cid beats Ann, and all three beat Dan: three on 2 points, level on every tie-break. */
    static final Map<String, String> CYCLE = Map.of("Ann-Bob", "Ann", "Bob-Cid", "Bob", "Cid-Ann", "Cid",
            "Ann-Dan", "Ann", "Bob-Dan", "Bob", "Cid-Dan", "Cid");

    @Test
    void threeLevelPlayARapidRoundRobinAndThoseStillLevelStayLevelBelowThePlacesAtStake(@TempDir Path dir)
            throws Exception {
        try (EventFolder event = roundRobin(dir, List.of(RAPID, ARMAGEDDON), List.of("Ann", "Bob", "Cid", "Dan"), CYCLE)) {
            List<PlayOffs.Tie> ties = PlayOffs.ties(event.state(), OptionalInt.empty());
            assertEquals(1, ties.size(), ties.toString());
            assertEquals(List.of("Ann", "Bob", "Cid"), ties.get(0).players(), "all three play, not only the top two");
            assertEquals(PlayOffs.State.DUE, ties.get(0).state());
            assertTrue(ties.get(0).text().startsWith("play-off for place 1: Ann v Bob v Cid (places 1 to 3); 2 rapid games,"
                    + " a round robin of 3: due"), ties.get(0).text());

            FactBody.PlayOffPairing rr = pair(event);
            assertEquals(1, rr.playoff());
            assertEquals(6, rr.boards().size(), "each two meet twice: " + rr.boards());
            for (String[] two : new String[][] { { "Ann", "Bob" }, { "Ann", "Cid" }, { "Bob", "Cid" } }) {
                List<FactBody.Board> met = rr.boards().stream().filter(b -> List.of(b.white(), b.black()).containsAll(
                        List.of(two[0], two[1]))).toList();
                assertEquals(2, met.size(), "two games between " + two[0] + " and " + two[1] + ": " + rr.boards());
                assertTrue(!met.get(0).white().equals(met.get(1).white()), "with colours reversed: " + met);
            }
            assertEquals("PO1.6", rr.boards().get(5).game());
            // Ann wins both her meetings; Bob and Cid draw every game: Ann 4, Bob 1, Cid 1
            for (FactBody.Board b : rr.boards()) {
                record(event, b, Map.of("Ann-Bob", "Ann", "Ann-Cid", "Ann"));
            }
            PlayOffs.Tie t = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(PlayOffs.State.LEVEL, t.state(), t.text());
            assertEquals(Optional.of("Ann"), t.winner());
            assertEquals(List.of(List.of("Ann"), List.of("Bob", "Cid")), t.order());
            assertTrue(t.text().endsWith("a round robin of 3: Ann 4, Bob 1, Cid 1; Ann takes place 1, Bob and Cid still"
                    + " level for places 2 to 3"), t.text());
            assertTrue(PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty(),
                    "the Armageddon is for first place only: Bob and Cid do not play it");

            Standings s = fin(event);
            assertEquals(List.of("Ann", "Bob", "Cid", "Dan"), names(s));
            assertEquals(List.of(1, 2, 2, 4), s.rows().stream().map(Standings.Row::place).toList(),
                    "Bob and Cid, level on every tie-break, share place 2");
            assertTrue(s.rows().get(1).shared() && !s.rows().get(0).shared());
            assertTrue(PlayOffs.report(event.state(), OptionalInt.empty()).contains("Final ranking after the play-offs"));
        }
    }

    @Test
    void threeStillLevelAfterTheRoundRobinPlayAnArmageddonLadderFromTheLowestPlacedUp(@TempDir Path dir)
            throws Exception {
        try (EventFolder event = roundRobin(dir, List.of(RAPID, ARMAGEDDON), List.of("Ann", "Bob", "Cid", "Dan"), CYCLE)) {
            FactBody.PlayOffPairing rr = pair(event);
            for (FactBody.Board b : rr.boards()) {
                record(event, b, Map.of());
            }
            // all level again on 2 each: Armageddon, Bob v Cid first (Bob, placed higher, has White)
            PlayOffs.Tie t = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(PlayOffs.State.DUE, t.state(), t.text());
            assertEquals(2, t.playOff());
            FactBody.PlayOffPairing first = pair(event);
            assertEquals(List.of(new FactBody.Board("PO2.1", "Bob", "Cid")), first.boards());
            assertTrue(PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty(), "one ladder game at a time");
            assertEquals("play-off between the players level", refused(event, new FactBody.PlayOffPairing(2,
                    List.of(new FactBody.Board("PO2.2", "Ann", "Bob")))).rule(), "Ann meets the winner of Bob v Cid");
            event.record(Facts.win("PO2.1", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");

            FactBody.PlayOffPairing second = pair(event);
            assertEquals(List.of(new FactBody.Board("PO2.2", "Ann", "Cid")), second.boards(),
                    "the winner meets the next higher placed, who has White");
            event.record(Facts.draw("PO2.2", Termination.REPETITION), "Maria");

            t = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(PlayOffs.State.DECIDED, t.state(), t.text());
            assertEquals(List.of(List.of("Cid"), List.of("Ann"), List.of("Bob")), t.order());
            assertTrue(t.text().endsWith("; Armageddon (White 10 min, Black 7 min, draw odds to Black), a ladder from the"
                    + " lowest placed up: Bob v Cid: won by Cid, Ann v Cid: drawn, Black's draw odds; Cid takes place 1,"
                    + " Ann takes place 2, Bob takes place 3"), t.text());
            Standings s = fin(event);
            assertEquals(List.of("Cid", "Ann", "Bob", "Dan"), names(s));
            assertEquals(List.of(1, 2, 3, 4), s.rows().stream().map(Standings.Row::place).toList());
            assertTrue(s.rows().stream().noneMatch(Standings.Row::shared));
        }
    }

    @Test
    void fourLevelPlayARoundRobinThenGoldenGamesForThoseStillLevel(@TempDir Path dir) throws Exception {
        // every game drawn: four on 1.5, level on every tie-break
        try (EventFolder event = roundRobin(dir, List.of(RAPID_ONE_TOP_4, GOLDEN_TOP_4), List.of("Ann", "Bob", "Cid",
                "Dan"), Map.of())) {
            PlayOffs.Tie t = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(List.of("Ann", "Bob", "Cid", "Dan"), t.players());
            FactBody.PlayOffPairing rr = pair(event);
            assertEquals(6, rr.boards().size(), "a single round robin of four: " + rr.boards());
            assertEquals("play-off between the players level", refused(event, new FactBody.PlayOffPairing(1,
                    List.of(new FactBody.Board("PO1.7", "Ann", "Bob")))).rule(), "each two meet once");
            // Ann beats everyone; Bob beats Cid, Cid beats Dan, Dan beats Bob: 1 each
            for (FactBody.Board b : rr.boards()) {
                record(event, b, Map.of("Ann-Bob", "Ann", "Ann-Cid", "Ann", "Ann-Dan", "Ann", "Bob-Cid", "Bob",
                        "Cid-Dan", "Cid", "Dan-Bob", "Dan"));
            }
            t = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(PlayOffs.State.DUE, t.state(), t.text());
            assertEquals(List.of(List.of("Ann"), List.of("Bob", "Cid", "Dan")), t.order());
            assertTrue(t.text().contains("Ann 3, Bob 1, Cid 1, Dan 1; then Bob v Cid v Dan; golden game, a ladder"),
                    t.text());

            assertEquals(List.of(new FactBody.Board("PO2.1", "Cid", "Dan")), pair(event).boards());
            event.record(Facts.win("PO2.1", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");
            assertEquals(List.of(new FactBody.Board("PO2.2", "Bob", "Dan")), pair(event).boards());
            event.record(Facts.draw("PO2.2", Termination.REPETITION), "Maria");
            assertEquals(List.of(new FactBody.Board("PO2.3", "Dan", "Bob")), pair(event).boards(),
                    "a drawn golden game is followed by another, colours swapped");
            event.record(Facts.win("PO2.3", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");

            t = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(PlayOffs.State.DECIDED, t.state(), t.text());
            assertEquals(Optional.of("Ann"), t.winner());
            Standings s = fin(event);
            assertEquals(List.of("Ann", "Bob", "Dan", "Cid"), names(s));
            assertEquals(List.of(1, 2, 3, 4), s.rows().stream().map(Standings.Row::place).toList());
            assertTrue(PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty());
        }
    }

    @Test
    void gamesTheThreeWayTieDoesNotCallForAreRefused(@TempDir Path dir) throws Exception {
        try (EventFolder event = roundRobin(dir, List.of(RAPID, ARMAGEDDON), List.of("Ann", "Bob", "Cid", "Dan"), CYCLE)) {
            assertEquals("play-off between the players level", refused(event, new FactBody.PlayOffPairing(1,
                    List.of(new FactBody.Board("PO1.1", "Ann", "Dan")))).rule(), "Dan is not level with them");
            assertEquals("play-off between the players level", refused(event, new FactBody.PlayOffPairing(2,
                    List.of(new FactBody.Board("PO2.1", "Bob", "Cid")))).rule(), "Armageddon only after the round robin");
            assertEquals("play-off of the format", refused(event, new FactBody.PlayOffPairing(3,
                    List.of(new FactBody.Board("PO3.1", "Ann", "Bob")))).rule());
            // drawing lots, the arbiter may pair the round robin's games in his own order and colours
            event.record(new FactBody.PlayOffPairing(1, List.of(new FactBody.Board("PO1.1", "Cid", "Ann"))), "Maria");
            assertEquals(PlayOffs.State.IN_PLAY, PlayOffs.ties(event.state(), OptionalInt.empty()).get(0).state());
            assertEquals("play-off between the players level", refused(event, new FactBody.PlayOffPairing(1,
                    List.of(new FactBody.Board("PO1.2", "Ann", "Bob")))).rule(), "nothing is due while a game is played");
        }
    }

    @Test
    void theDryRunPlaysOffEveryTieOfThreeOrMore() {
        var format = PlayOffsTest.roundRobin(List.of(RAPID_ONE_TOP_4, GOLDEN_TOP_4));
        int seen = 0;
        for (long seed = 1; seed <= 60; seed++) {
            var r = org.rookery.engine.stage.Simulation.run(format, 6, seed, null);
            assertTrue(r.completed(), r.outcome());
            Optional<String> line = r.progress().stream().filter(l -> l.startsWith("play-off for place ")
                    && l.contains(" (places ")).findFirst();
            if (line.isEmpty()) {
                continue;
            }
            seen++;
            assertTrue(line.get().contains("a round robin of"), line.get());
            Standings s = r.standings().orElseThrow();
            // a golden game always decides: every place of the tie is a place of its own
            assertTrue(line.get().contains(" takes place "), line.get());
            assertTrue(s.rows().stream().limit(4).noneMatch(Standings.Row::shared), r.progress() + "\n" + s.text());
        }
        assertTrue(seen > 0, "some of 60 dry runs of six players leave three or more level in the first four places");
    }
}
