// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.Facts.draw;
import static org.rookery.engine.event.tests.Facts.flag;
import static org.rookery.engine.event.tests.Facts.illegal;
import static org.rookery.engine.event.tests.Facts.player;
import static org.rookery.engine.event.tests.Facts.start;
import static org.rookery.engine.event.tests.Facts.team;
import static org.rookery.engine.event.tests.Facts.win;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventException;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.EventField;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.shogi.ShogiVariant;
import org.rookery.rules.Color;

/** An event folder records facts durably, refuses what the rules forbid and derives scores from the facts. */
class EventFolderTest {

    private static final VariantRegistry REGISTRY = VariantRegistry.of(new GiraffeVariant(), new ShogiVariant());
    private static final InstantSource CLOCK = InstantSource.fixed(Instant.parse("2026-05-01T09:30:00Z"));

    static EventFolder create(Path dir, CompiledFormat format) throws IOException {
        Path source = dir.resolve("src");
        Files.createDirectories(source.resolve("shared"));
        Files.writeString(source.resolve("event.tfl"), "import \"shared/table.tfl\"\n// " + format.name() + "\n");
        Files.writeString(source.resolve("shared/table.tfl"), "// the table\n");
        return EventFolder.create(dir.resolve("event"), source.resolve("event.tfl"), file -> format, REGISTRY, CLOCK);
    }

    /** Two G20 teams of five, their squads, A won the toss and bats first in the order A1..A5. */
    private static void g20Teams(EventFolder event) throws IOException {
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (String t : List.of("A", "B")) {
            drafts.add(new EventFolder.Draft(team(t), "Maria"));
            for (int i = 1; i <= 5; i++) {
                drafts.add(new EventFolder.Draft(player(t + i, t), "Maria"));
            }
        }
        for (String t : List.of("A", "B")) {
            drafts.add(new EventFolder.Draft(new FactBody.LineUp(t, 0, 0, List.of(t + 1, t + 2, t + 3, t + 4, t + 5),
                    Optional.of(t + 1)), "Maria"));
        }
        drafts.add(new EventFolder.Draft(new FactBody.Toss("A", "scoring"), "Maria"));
        drafts.add(new EventFolder.Draft(new FactBody.LineUp("A", 1, 0, List.of("A1", "A2", "A3", "A4", "A5"),
                Optional.empty()), "Maria"));
        event.record(drafts);
    }

    @Test
    void factsCarryWhoAndWhenAndSurviveReopening(@TempDir Path dir) throws IOException {
        try (EventFolder event = create(dir, TestFormats.g20())) {
            g20Teams(event);
            Fact f = event.record(start("i1.1", "A1", "B1", 1), "Jo");
            assertEquals(17, f.seq());
            assertEquals("Jo", f.by());
            assertEquals(CLOCK.instant(), f.at());
            assertTrue(Files.isRegularFile(dir.resolve("event/format/shared/table.tfl")), "imports are copied too");
        }
        try (EventFolder event = EventFolder.open(dir.resolve("event"), file -> TestFormats.g20(), REGISTRY, CLOCK)) {
            assertEquals(17, event.facts().size());
            assertEquals(10, event.state().players().size());
            assertEquals("G20", event.header().get("formatName"));
            assertTrue(event.state().game("i1.1").orElseThrow().started());
        }
    }

    @Test
    void g20GameScoresComeFromTheFacts(@TempDir Path dir) throws IOException {
        try (EventFolder event = create(dir, TestFormats.g20())) {
            g20Teams(event);
            // 10 men taken (Q 6 + R 2 + N 3 + B 5 + 6 P) = 22, and a Black illegal move +1: 23.
            event.record(start("i1.1", "A1", "B1", 1), "Maria");
            event.record(illegal("i1.1", Color.BLACK), "Maria");
            event.record(win("i1.1", Color.WHITE, Termination.CHECKMATE,
                    List.of("Q", "R", "N", "B", "P", "P", "P", "P", "P", "P")), "Maria");
            // 3 men: an early win, 42, and a White illegal move -1: 41.
            event.record(start("i1.2", "A1", "B2", 1), "Maria");
            event.record(illegal("i1.2", Color.WHITE), "Maria");
            event.record(win("i1.2", Color.WHITE, Termination.CHECKMATE, List.of("P", "P", "N")), "Maria");
            // Black's flag falls with White 20 s ahead: a penalty timeout, 42.
            event.record(start("i1.3", "A1", "B3", 1), "Maria");
            event.record(flag("i1.3", Color.BLACK, 20_000, 0), "Maria");
            // A1 loses: out, 0.
            event.record(start("i1.4", "A1", "B4", 1), "Maria");
            event.record(win("i1.4", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");

            InningsMatch match = event.state().innings().orElseThrow();
            InningsCard card = match.innings().get(0);
            List<Integer> scores = card.games().stream().filter(g -> g.finished())
                    .map(g -> g.score().orElseThrow().total().intValueExact()).toList();
            assertEquals(List.of(23, 41, 42, 0), scores);
            assertEquals(0, new BigDecimal("106").compareTo(card.total()));
            assertEquals(0, new BigDecimal("106").compareTo(match.totals().get("A")));
            assertEquals(Optional.of("A2"), match.scoringPlayer(), "A1 is out, A2 comes in");

            // Facts are added to the state one by one; reading the journal afresh must give the same.
            event.close();
            try (EventFolder reread = EventFolder.open(event.dir(), file -> TestFormats.g20(), REGISTRY, CLOCK)) {
                assertEquals(event.state().games(), reread.state().games());
                assertEquals(match.totals(), reread.state().innings().orElseThrow().totals());
                assertEquals(match.phase(), reread.state().innings().orElseThrow().phase());
            }
        }
    }

    @Test
    void aChaseWithinTheSameMovesRefusesAResultWithoutItsMoveCount(@TempDir Path dir) throws IOException {
        org.rookery.engine.format.InningsRules g = TestFormats.g20().innings().orElseThrow();
        CompiledFormat chase = TestFormats.g20(new org.rookery.engine.format.InningsRules(g.inningsPerSide(),
                g.gamesPerInnings(), g.order(), g.scoringColour(), g.winnerStays(), g.lossesForOut(),
                g.stoppingSideChoosesEachGame(), g.stoppingMaxGamesPerInnings(), g.stoppingNoConsecutiveGames(),
                g.scoringMaxConsecutiveGames(), g.goodGameException(), g.followOn(), g.golden(),
                g.skipDecidedInnings(), Optional.of(new org.rookery.engine.format.InningsRules.Chase(true))));
        try (EventFolder event = create(dir, chase)) {
            g20Teams(event);
            event.record(start("i1.1", "A1", "B1", 1), "Maria");
            Refusal r = refused(event, flag("i1.1", Color.BLACK, 20_000, 0));
            assertEquals("second side chases target within same moves", r.rule());
            // A dialog checks before it records: the same refusal, and nothing written either.
            byte[] before = Files.readAllBytes(event.dir().resolve(EventFolder.JOURNAL));
            Refusal checked = assertThrows(Refusal.class, () -> event.check(List.of(new EventFolder.Draft(
                    flag("i1.1", Color.BLACK, 20_000, 0), "Maria"))));
            assertEquals(r.rule(), checked.rule());
            assertArrayEquals(before, Files.readAllBytes(event.dir().resolve(EventFolder.JOURNAL)));
            event.check(List.of(new EventFolder.Draft(new FactBody.FlagFall("i1.1", Color.BLACK, 20_000, 0, List.of(),
                    List.of(), Optional.empty(), java.util.OptionalInt.of(41)), "Maria")));
            assertArrayEquals(before, Files.readAllBytes(event.dir().resolve(EventFolder.JOURNAL)),
                    "a fact that passes the check is not written by it");
            assertFalse(event.state().game("i1.1").orElseThrow().finished());
            event.record(new FactBody.FlagFall("i1.1", Color.BLACK, 20_000, 0, List.of(), List.of(), Optional.empty(),
                    java.util.OptionalInt.of(41)), "Maria");
            event.record(start("i1.2", "A1", "B2", 1), "Maria");
            event.record(new FactBody.Result("i1.2", FactBody.Outcome.WHITE_WINS, Termination.CHECKMATE, List.of("P"),
                    List.of(), java.util.OptionalLong.empty(), java.util.OptionalLong.empty(),
                    java.util.OptionalInt.of(23)), "Maria");
            assertEquals(64, event.state().innings().orElseThrow().innings().get(0).moves());
        }
        try (EventFolder reread = EventFolder.open(dir.resolve("event"), file -> chase, REGISTRY, CLOCK)) {
            assertEquals(64, reread.state().innings().orElseThrow().innings().get(0).moves(), "the counts are journalled");
        }
    }

    static BigDecimal points(EventFolder event, String player) {
        EventField field = EventField.of(event.state());
        return field.crosstable().score(field.number(player));
    }

    static Refusal refused(EventFolder event, FactBody body) throws IOException {
        Path journal = event.dir().resolve(EventFolder.JOURNAL);
        byte[] before = Files.readAllBytes(journal);
        int facts = event.facts().size();
        Refusal r = assertThrows(Refusal.class, () -> event.record(body, "Maria"));
        assertArrayEquals(before, Files.readAllBytes(journal), "nothing is written when a fact is refused");
        assertEquals(facts, event.facts().size());
        return r;
    }

    @Test
    void factsTheRulesForbidAreRefusedWithTheRuleAndNotWritten(@TempDir Path dir) throws IOException {
        try (EventFolder event = create(dir, TestFormats.g20())) {
            g20Teams(event);
            assertEquals("result for a known game", refused(event, win("i9.9", Color.WHITE, Termination.CHECKMATE,
                    List.of())).rule());
            assertEquals("line-up of registered players", refused(event, new FactBody.LineUp("A", 1, 0,
                    List.of("A1", "A7"), Optional.empty())).rule());
            event.record(start("i1.1", "A1", "B1", 1), "Maria");
            assertEquals("resignation forbidden", refused(event, win("i1.1", Color.WHITE, Termination.RESIGNATION,
                    List.of())).rule());
            assertEquals("a result the format can score", refused(event, win("i1.1", Color.WHITE, Termination.CHECKMATE,
                    List.of("K"))).rule());
            event.record(win("i1.1", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");
            Refusal twice = refused(event, win("i1.1", Color.WHITE, Termination.CHECKMATE, List.of()));
            assertEquals("one result per game", twice.rule());
            assertTrue(twice.getMessage().contains("correct that fact instead"), twice.getMessage());
            assertEquals("player registered once", refused(event, player("A1", "A")).rule());
            assertEquals("order of play", refused(event, new FactBody.Toss("B", "scoring")).rule(), "no toss while an innings is in play");
            // The innings machine's rotation: B1 played game 1 and may not stop game 2 as well.
            event.record(start("i1.2", "A2", "B2", 1), "Maria");
            event.record(win("i1.2", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");
            assertEquals("stopping player no consecutive games", refused(event, start("i1.3", "A3", "B2", 1)).rule());
            assertEquals("winner stays", refused(event, start("i1.3", "A4", "B3", 1)).rule());
        }
    }

    @Test
    void aThirdGameForOneStoppingPlayerInAnInningsIsRefused(@TempDir Path dir) throws IOException {
        try (EventFolder event = create(dir, TestFormats.g20())) {
            g20Teams(event);
            String[] stoppers = { "B1", "B2", "B1", "B3" };
            for (int i = 0; i < stoppers.length; i++) {
                String game = "i1." + (i + 1);
                event.record(start(game, "A1", stoppers[i], 1), "Maria");
                event.record(win(game, Color.WHITE, Termination.CHECKMATE, List.of("P")), "Maria");
            }
            Refusal r = refused(event, start("i1.5", "A1", "B1", 1));
            assertEquals("stopping player max 2 games per innings", r.rule());
            event.record(start("i1.5", "A1", "B4", 1), "Maria");
        }
    }

    @Test
    void anAgreedDrawIsRefusedWhereTheConductForbidsIt(@TempDir Path dir) throws IOException {
        CompiledFormat f = TestFormats.fesa();
        CompiledFormat noDraws = new CompiledFormat(f.name(), f.title(), f.game(), f.time(), f.teams(), f.innings(),
                f.scoring(), f.event(), f.sennichite(), f.declaration(), new ConductRules(Optional.of(false),
                        Optional.empty(), Optional.empty(), false, false, false));
        try (EventFolder event = create(dir, noDraws)) {
            event.record(List.of(new EventFolder.Draft(player("P1", 1800), "Maria"),
                    new EventFolder.Draft(player("P2", 1700), "Maria"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P2")),
                            List.of()), "Maria")));
            assertEquals("draw by agreement forbidden", refused(event, draw("1.1", Termination.AGREEMENT)).rule());
            assertEquals("a shogi game is decisive", refused(event, draw("1.1", Termination.REPETITION)).rule());
            event.record(win("1.1", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "P2")));
        }
    }

    @Test
    void aBatchWithOneRefusedFactWritesNothing(@TempDir Path dir) throws IOException {
        try (EventFolder event = create(dir, TestFormats.fesa())) {
            Path journal = event.dir().resolve(EventFolder.JOURNAL);
            byte[] before = Files.readAllBytes(journal);
            Refusal r = assertThrows(Refusal.class, () -> event.record(List.of(
                    new EventFolder.Draft(player("P1", 0), "Maria"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P2")),
                            List.of()), "Maria"))));
            assertEquals("pairing of registered players", r.rule());
            assertTrue(r.getMessage().startsWith("fact 2 of 2: "), r.getMessage());
            assertArrayEquals(before, Files.readAllBytes(journal));
            assertTrue(event.state().players().isEmpty());
        }
    }

    @Test
    void anUndoAndACorrectionAreNewFactsThatChangeWhatIsDerived(@TempDir Path dir) throws IOException {
        try (EventFolder event = create(dir, TestFormats.fesa())) {
            event.record(List.of(new EventFolder.Draft(player("P1", 0), "Maria"),
                    new EventFolder.Draft(player("P2", 0), "Maria"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P2")),
                            List.of()), "Maria")));
            Fact result = event.record(win("1.1", Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "P1")));

            event.record(new FactBody.Correction(result.seq(), win("1.1", Color.BLACK, Termination.CHECKMATE, List.of()),
                    "the scoresheet shows Black mated"), "Jo");
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "P2")));
            assertEquals(0, BigDecimal.ZERO.compareTo(points(event, "P1")));

            Fact undo = event.record(new FactBody.Undo(result.seq(), "result entered for the wrong board"), "Jo");
            assertTrue(event.state().game("1.1").orElseThrow().end().isEmpty(), "the game is open again");
            assertEquals("an undo is not undone", assertThrows(Refusal.class,
                    () -> event.record(new FactBody.Undo(undo.seq(), "oops"), "Jo")).rule());
            assertEquals("a correction keeps the fact's type", assertThrows(Refusal.class,
                    () -> event.record(new FactBody.Correction(1, draw("1.1", Termination.AGREEMENT), "x"), "Jo")).rule());
            assertEquals(6, event.facts().size(), "every fact stays in the journal");
        }
    }

    @Test
    void aChangedFormatIsNotReplayed(@TempDir Path dir) throws IOException {
        create(dir, TestFormats.g20()).close();
        Path copy = dir.resolve("event/format/shared/table.tfl");
        Files.writeString(copy, "// changed\n");
        EventException e = assertThrows(EventException.class,
                () -> EventFolder.open(dir.resolve("event"), file -> TestFormats.g20(), REGISTRY, CLOCK));
        assertTrue(e.getMessage().contains("has changed since the journal was recorded"), e.getMessage());
    }

    @Test
    void aFactOfUnknownTypeInTheJournalIsNamedByLine(@TempDir Path dir) throws IOException {
        create(dir, TestFormats.g20()).close();
        Path journal = dir.resolve("event/" + EventFolder.JOURNAL);
        Files.writeString(journal, "{\"seq\":1,\"at\":\"2026-05-01T09:30:00Z\",\"by\":\"x\",\"type\":\"resign\"}\n",
                java.nio.file.StandardOpenOption.APPEND);
        byte[] before = Files.readAllBytes(journal);
        JournalException e = assertThrows(JournalException.class,
                () -> EventFolder.open(dir.resolve("event"), file -> TestFormats.g20(), REGISTRY, CLOCK));
        assertTrue(e.getMessage().startsWith(journal + ":2: unknown fact type 'resign'"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(journal));
    }

    @Test
    void aNewEventNeedsANewFolder(@TempDir Path dir) throws IOException {
        create(dir, TestFormats.g20()).close();
        Path source = dir.resolve("src/event.tfl");
        EventException e = assertThrows(EventException.class,
                () -> EventFolder.create(dir.resolve("event"), source, file -> TestFormats.g20(), REGISTRY, CLOCK));
        assertTrue(e.getMessage().contains("not an empty folder"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("event/format/event.tfl.tmp")));
    }
}
