// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.FormTeams;
import org.rookery.engine.fact.FactBody.FormedTeam;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.team.TeamFormations;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.refusal.Refusal;

/**
 * Teams formed as the Newport format declares (highest graded with lowest), recorded as a
 * {@code form-teams} fact, refused when wrong, and replayed when the event is opened again.
 */
class TeamFormationFactTest {

    /** The twelve entrants of examples/events/newport-evening with their grades. */
    private static final String[][] ENTRANTS = { { "Alice", "212" }, { "Ben", "198" }, { "Cara", "187" }, { "Dev", "176" },
            { "Eli", "165" }, { "Faye", "158" }, { "Gus", "149" }, { "Hal", "141" }, { "Ivy", "133" }, { "Jon", "120" },
            { "Kim", "104" }, { "Lev", "92" } };

    /** A new event folder running {@code format}, with the variants the example formats play. */
    static EventFolder create(Path dir, CompiledFormat format) throws IOException {
        Path source = dir.resolve("src");
        Files.createDirectories(source);
        Files.writeString(source.resolve("event.tfl"), "// " + format.name() + "\n");
        return EventFolder.create(dir.resolve("event"), source.resolve("event.tfl"), file -> format, TestFormats.REGISTRY,
                InstantSource.fixed(java.time.Instant.parse("2026-09-16T18:30:00Z")));
    }

    private static EventFolder newport(Path dir, int entrants) throws IOException {
        CompiledFormat format = ExampleFormats.newport();
        EventFolder event = create(dir, format);
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (int i = 0; i < entrants; i++) {
            drafts.add(new EventFolder.Draft(new FactBody.Register(ENTRANTS[i][0], ENTRANTS[i][0], Optional.empty(),
                    Integer.parseInt(ENTRANTS[i][1]), Optional.empty()), "Sam"));
        }
        event.record(drafts);
        return event;
    }

    @Test
    void theEngineProposesTheHighestWithTheLowestAndTheFactFormsTheTeams(@TempDir Path dir) throws Exception {
        try (EventFolder event = newport(dir, 12)) {
            FormTeams proposal = TeamFormations.propose(event.state());
            assertEquals(List.of("T1 Alice+Lev", "T2 Ben+Kim", "T3 Cara+Jon", "T4 Dev+Ivy", "T5 Eli+Hal", "T6 Faye+Gus"),
                    proposal.teams().stream().map(t -> t.team() + " " + String.join("+", t.players())).toList());
            assertEquals("Alice & Lev", proposal.teams().get(0).name());
            assertTrue(proposal.explanation().contains("the highest graded is teamed with the lowest"), proposal.explanation());
            assertTrue(proposal.explanation().contains("Alice (212) + Lev (92) = 304"), proposal.explanation());
            assertTrue(proposal.sittingOut().isEmpty());

            event.record(proposal, "Sam");
            EventState state = event.state();
            assertEquals(List.of("T1", "T2", "T3", "T4", "T5", "T6"), List.copyOf(state.teams().keySet()));
            assertEquals(List.of("Alice", "Lev"), state.teamPlayers("T1").stream().map(FactBody.Register::player).toList());
            assertEquals(212, state.players().get("Alice").rating(), "the registration is kept, with its team");

            // Round 1 is paired from the formed teams exactly as the example evening was.
            EventPairing.Next next = EventPairing.next(state, PairingEngines.fromServiceLoader(), OptionalInt.empty());
            assertEquals(List.of("Alice-Faye", "Gus-Lev", "Ben-Eli", "Hal-Kim", "Cara-Dev", "Ivy-Jon"),
                    next.pairing().boards().stream().map(b -> b.white() + "-" + b.black()).toList());
            event.record(next.pairing(), "Sam");
            Refusal late = assertThrows(Refusal.class, () -> event.record(proposal, "Sam"));
            assertEquals("teams formed before play begins", late.rule());

            // Round 1 as the example played it; then team T6 withdraws and is not paired in round 2.
            for (String[] r : new String[][] { { "1.1.2", "BLACK_WINS" }, { "1.2.1", "DRAW" }, { "1.2.2", "WHITE_WINS" },
                    { "1.3.1", "DRAW" }, { "1.3.2", "DRAW" } }) {
                event.record(new FactBody.Result(r[0], FactBody.Outcome.valueOf(r[1]), r[1].equals("DRAW")
                        ? org.rookery.rules.Termination.REPETITION : org.rookery.rules.Termination.CHECKMATE, List.of(), List.of(),
                        java.util.OptionalLong.empty(), java.util.OptionalLong.empty()), "Sam");
            }
            assertTrue(org.rookery.engine.event.TeamBoards.stopped(event.state(), "1.1.1"), "Lev's win stopped board 1");
            assertTrue(!org.rookery.engine.event.TeamBoards.stopped(event.state(), "1.2.1"), "a drawn board is not stopped");
            Refusal unknown = assertThrows(Refusal.class, () -> event.record(new FactBody.Withdraw("T9", 2), "Sam"));
            assertEquals("withdrawal of a registered player", unknown.rule());
            event.record(new FactBody.Withdraw("T6", 2), "Sam");
            EventPairing.Next round2 = EventPairing.next(event.state(), PairingEngines.fromServiceLoader(), OptionalInt.empty());
            assertTrue(round2.pairing().boards().stream().noneMatch(b -> List.of("Faye", "Gus").contains(b.white())
                    || List.of("Faye", "Gus").contains(b.black())), round2.pairing().toString());
            // Five teams: one has a bye, named by its team id, worth what the format says (a match win).
            assertEquals(1, round2.pairing().byes().size(), round2.pairing().toString());
            String byeTeam = round2.pairing().byes().get(0).player();
            assertTrue(event.state().teams().containsKey(byeTeam), byeTeam);
            java.math.BigDecimal before = points(event, byeTeam);
            event.record(round2.pairing(), "Sam");
            assertEquals(before.add(java.math.BigDecimal.ONE), points(event, byeTeam), "the bye counts as a match win");
        }
        try (EventFolder again = EventFolder.open(dir.resolve("event"), file -> ExampleFormats.newport(), TestFormats.REGISTRY,
                InstantSource.system())) {
            assertTrue(again.state().problems().isEmpty(), again.state().problems().toString());
            assertEquals(6, again.state().teams().size(), "the formation is replayed on reopening");
            assertEquals("Ben & Kim", again.state().teams().get("T2").name());
            assertEquals(Optional.of("T6"), again.state().players().get("Gus").team());
        }
    }

    @Test
    void aWrongFormationIsRefusedWithTheRuleAndNothingIsWritten(@TempDir Path dir) throws Exception {
        try (EventFolder event = newport(dir, 12)) {
            Path journal = dir.resolve("event").resolve(EventFolder.JOURNAL);
            byte[] before = Files.readAllBytes(journal);
            assertRefused(event, "a player in one team", new FormTeams(List.of(team("T1", "Alice", "Lev"),
                    team("T2", "Ben", "Lev")), List.of(), ""));
            assertRefused(event, "team of registered players", new FormTeams(List.of(team("T1", "Alice", "Lev"),
                    team("T2", "Ben", "Zed")), List.of(), ""));
            assertRefused(event, "team size", new FormTeams(List.of(team("T1", "Alice", "Lev", "Kim"),
                    team("T2", "Ben", "Jon")), List.of(), ""));
            assertRefused(event, "team ids are unique", new FormTeams(List.of(team("T1", "Alice", "Lev"),
                    team("T1", "Ben", "Kim")), List.of(), ""));
            assertRefused(event, "a player in one team", new FormTeams(List.of(team("T1", "Alice", "Lev"),
                    team("T2", "Ben", "Kim")), List.of("Lev"), ""));
            assertArrayEquals(before, Files.readAllBytes(journal), "nothing was written");

            // The organiser may form teams by hand too; a second formation before play replaces the first.
            event.record(new FormTeams(List.of(team("T1", "Alice", "Ben"), team("T2", "Kim", "Lev")), List.of(), "by hand"), "Sam");
            event.record(new FormTeams(List.of(team("A", "Alice", "Lev"), team("B", "Ben", "Kim")), List.of(), "again"), "Sam");
            assertEquals(List.of("A", "B"), List.copyOf(event.state().teams().keySet()));
            assertEquals(Optional.empty(), event.state().players().get("Cara").team(), "a player left out has no team");
            assertEquals(Optional.of("B"), event.state().players().get("Kim").team());

            // Lev moves to B in Kim's place: Kim goes to A, as one change.
            FormTeams swapped = TeamFormations.withTeam(event.state(), new FormedTeam("B", "Ben & Lev", List.of("Ben", "Lev")));
            assertEquals(List.of("A Alice+Kim", "B Ben+Lev"),
                    swapped.teams().stream().map(t -> t.team() + " " + String.join("+", t.players())).toList());
            assertTrue(swapped.explanation().contains("Lev from A, Kim to A"), swapped.explanation());
            event.record(swapped, "Sam");
            FormTeams added = TeamFormations.withTeam(event.state(), new FormedTeam("C", "", List.of("Cara", "Dev")));
            assertEquals(3, added.teams().size());
            event.record(added, "Sam");
            assertEquals(List.of("Cara", "Dev"), event.state().teamPlayers("C").stream().map(FactBody.Register::player).toList());
        }
    }

    @Test
    void anOddEntrantSitsOutAsTheFormatSays(@TempDir Path dir) throws Exception {
        try (EventFolder event = newport(dir, 7)) {
            FormTeams proposal = TeamFormations.propose(event.state());
            assertEquals(3, proposal.teams().size());
            assertEquals(List.of("Dev"), proposal.sittingOut(), "the middle grade of seven sits out");
            assertTrue(proposal.explanation().contains("sits out"), proposal.explanation());
            event.record(proposal, "Sam");
            assertEquals(Optional.empty(), event.state().players().get("Dev").team());
        }
    }

    /**
     * rules.md 6.4: with an odd number of entrants the middle-graded player sits out, rotating each
     * round. The player back from the bye takes the seat of the next to sit out, and his games
     * count for that team.
     */
    @Test
    void theOddEntrantsByeRotatesAndThePlayerBackPlaysForTheTeamWhoseSeatHeTakes(@TempDir Path dir) throws Exception {
        try (EventFolder event = newport(dir, 7)) {
            event.record(TeamFormations.propose(event.state()), "Sam");
            assertEquals(List.of("Alice", "Gus"), members(event, "T1"));
            assertEquals(List.of("Cara", "Eli"), members(event, "T3"));

            EventPairing.Next round1 = EventPairing.next(event.state(), PairingEngines.fromServiceLoader(), OptionalInt.empty());
            assertTrue(players(round1).size() == 4 && !players(round1).contains("Dev"), "Dev, the middle grade, sits out: "
                    + round1.pairing());
            assertTrue(round1.pairing().seats().isEmpty(), "everyone plays for his own team");
            assertTrue(round1.explanations().stream().anyMatch(e -> e.text().contains("Dev sits out")),
                    round1.explanations().toString());
            event.record(round1.pairing(), "Sam");
            whiteWinsAll(event, round1);

            EventPairing.Next round2 = EventPairing.next(event.state(), PairingEngines.fromServiceLoader(), OptionalInt.empty());
            assertEquals(List.of(new FactBody.Seat("Dev", "T3")), round2.pairing().seats());
            assertTrue(round2.explanations().stream().anyMatch(e -> e.text().contains("Eli sits out; Dev plays for team T3")),
                    round2.explanations().toString());
            assertTrue(!players(round2).contains("Eli"), "Eli sits out round 2: " + round2.pairing());
            event.record(round2.pairing(), "Sam");
            assertEquals(Optional.of("T3"), round2.pairing().byes().stream().map(FactBody.Bye::player).findFirst(),
                    "Berger round 2 of three teams gives T3 the bye");
            whiteWinsAll(event, round2);

            // Round 3: Cara, next outward from the middle, sits out; Eli is back in his own team, and
            // Dev keeps his seat in T3 and plays: his game counts for T3's match.
            EventPairing.Next round3 = EventPairing.next(event.state(), PairingEngines.fromServiceLoader(), OptionalInt.empty());
            assertTrue(!players(round3).contains("Cara"), "the bye passes on outward from the middle: " + round3.pairing());
            assertTrue(players(round3).containsAll(List.of("Dev", "Eli")), round3.pairing().toString());
            assertEquals(List.of(new FactBody.Seat("Dev", "T3")), round3.pairing().seats());
            event.record(round3.pairing(), "Sam");
            java.math.BigDecimal before = points(event, "T3");
            for (FactBody.Board b : round3.pairing().boards()) {
                boolean t3White = List.of("Eli", "Dev").contains(b.white());
                if (!org.rookery.engine.event.TeamBoards.stopped(event.state(), b.game())) {
                    result(event, b.game(), t3White ? "WHITE_WINS" : "BLACK_WINS");
                }
            }
            assertEquals(before.add(java.math.BigDecimal.ONE), points(event, "T3"), "T3 won its match with Dev on board");
        }
        try (EventFolder again = EventFolder.open(dir.resolve("event"), file -> ExampleFormats.newport(), TestFormats.REGISTRY,
                InstantSource.system())) {
            assertTrue(again.state().problems().isEmpty(), again.state().problems().toString());
            assertEquals(List.of(new FactBody.Seat("Dev", "T3")), again.state().pairings().get(2).seats(),
                    "the seats are kept in the journal");
        }
    }

    private static List<String> members(EventFolder event, String team) {
        return event.state().teamPlayers(team).stream().map(FactBody.Register::player).toList();
    }

    private static List<String> players(EventPairing.Next next) {
        return next.pairing().boards().stream().flatMap(b -> java.util.stream.Stream.of(b.white(), b.black())).toList();
    }

    private static void whiteWinsAll(EventFolder event, EventPairing.Next next) throws IOException {
        for (FactBody.Board b : next.pairing().boards()) {
            if (event.state().game(b.game()).orElseThrow().end().isEmpty()
                    && !org.rookery.engine.event.TeamBoards.stopped(event.state(), b.game())) {
                result(event, b.game(), "WHITE_WINS");
            }
        }
    }

    private static void result(EventFolder event, String game, String outcome) throws IOException {
        event.record(new FactBody.Result(game, FactBody.Outcome.valueOf(outcome), outcome.equals("DRAW")
                ? org.rookery.rules.Termination.REPETITION : org.rookery.rules.Termination.CHECKMATE, List.of(), List.of(),
                java.util.OptionalLong.empty(), java.util.OptionalLong.empty()), "Sam");
    }

    @Test
    void theFactReadsBackAsWritten() {
        FormTeams f = new FormTeams(List.of(team("T1", "Alice", "Lev"), team("T2", "Ben", "Kim")), List.of("Dev"),
                "Sorted by grade");
        assertEquals(f, FactCodec.decodeBody(FactCodec.encodeBody(f), false));
        String json = FactCodec.encodeBody(f).toString();
        assertTrue(json.startsWith("{\"type\":\"form-teams\",\"teams\":[{\"team\":\"T1\",\"name\":\"T1 team\","), json);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FactCodec.decodeBody(
                com.google.gson.JsonParser.parseString("{\"type\":\"form-teams\",\"teams\":[{\"team\":\"T1\",\"players\":[\"A\"],\"size\":2}]}")
                        .getAsJsonObject(), false));
        assertTrue(e.getMessage().contains("size"), e.getMessage());
    }

    /** The team's match points so far. */
    private static java.math.BigDecimal points(EventFolder event, String team) {
        org.rookery.engine.event.EventField field = org.rookery.engine.event.EventField.of(event.state());
        return field.crosstable().score(field.players().indexOf(team) + 1);
    }

    private static FormedTeam team(String id, String... players) {
        return new FormedTeam(id, id + " team", List.of(players));
    }

    private static void assertRefused(EventFolder event, String rule, FactBody fact) {
        Refusal r = assertThrows(Refusal.class, () -> event.record(fact, "Sam"));
        assertEquals(rule, r.rule(), r.getMessage());
    }
}
