// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.cli.Command;
import org.rookery.cli.internal.event.ServerEvents;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.journal.StrictJson;
import org.rookery.engine.refusal.Refusal;
import org.rookery.format.api.FormatTool;
import org.rookery.store.postgresql.internal.LocalCluster;

/**
 * The commands on events kept in a real PostgreSQL server: {@code db init}, {@code event push}
 * and {@code pull} both ways losslessly, and {@code event add}, {@code score}, {@code replay},
 * {@code export} given a {@code postgresql://} URL where they take a folder; a decision made on
 * a stale view is refused naming the fact recorded meanwhile.
 */
class ServerEventsCommandTest {

    private static final Path EVENTS = Path.of("../../examples/events").toAbsolutePath().normalize();

    private static Path copy(String example, Path dir) throws IOException {
        Path source = EVENTS.resolve(example);
        Path target = dir.resolve(example);
        HostileEvents.copyTree(source, target);
        return target;
    }

    /** {@code rookery event add --by Maria URL FILE}, the facts {@code lines} written to a file in {@code dir}. */
    private static CliRun add(String url, Path dir, List<String> lines) throws IOException {
        Path facts = Files.createTempFile(dir, "facts", ".jsonl");
        Files.writeString(facts, String.join("\n", lines) + "\n");
        return CliRun.of("event", "add", "--by", "Maria", url, facts.toString());
    }

    private static String unique(String name) {
        return name + "-" + System.nanoTime();
    }

    @ParameterizedTest
    @ValueSource(strings = { "g20-match", "guardian-club", "fesa-swiss", "newport-evening" })
    void anExampleEventGoesToTheServerAndBackWithTheSameFactsAndStandings(String example, @TempDir Path dir)
            throws Exception {
        Path event = copy(example, dir);
        String url = PgServer.get().url("arbiter", unique(example));
        CliRun push = CliRun.of("event", "push", event.toString(), url);
        assertEquals(Command.OK, push.exitCode, push.err());
        long facts = Files.readAllLines(event.resolve("journal.jsonl")).size() - 1;
        assertTrue(push.out().contains(": " + facts + " facts"), push.out());

        CliRun local = CliRun.of("score", event.toString());
        CliRun remote = CliRun.of("score", url);
        assertEquals(Command.OK, remote.exitCode, remote.err());
        assertEquals(local.out(), remote.out(), "the standings from the server are those from the folder");

        Path back = dir.resolve("back");
        CliRun pull = CliRun.of("event", "pull", url, back.toString());
        assertEquals(Command.OK, pull.exitCode, pull.err());
        assertArrayEquals(Files.readAllBytes(event.resolve("journal.jsonl")), Files.readAllBytes(back.resolve("journal.jsonl")),
                "the same header and facts, byte for byte");
        try (var files = Files.walk(event.resolve("format"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(back.resolve(event.relativize(f).toString())));
            }
        }
        CliRun again = CliRun.of("score", back.toString());
        assertEquals(local.out(), again.out(), "byte-identical standings after the round trip");
        CliRun replay = CliRun.of("replay", url);
        assertEquals(Command.OK, replay.exitCode, replay.err());
        assertEquals("replay: ok", replay.lastLine());
    }

    /** The guardian example up to the result of game 5.1: games 5.2 and 5.3 are still to be entered. */
    private static Path unfinishedGuardian(Path dir) throws IOException {
        Path event = copy("guardian-club", dir);
        List<String> lines = Files.readAllLines(event.resolve("journal.jsonl"));
        Files.write(event.resolve("journal.jsonl"), lines.subList(0, 25));
        return event;
    }

    private static EventFolder open(String url) throws Exception {
        return EventFolder.open(ServerEvents.place(url), new FormatTool().loader(), Variants.registry(), InstantSource.system(),
                true);
    }

    private static Fact fact(String json) {
        return FactCodec.decode(StrictJson.parseObject(json));
    }

    private static final String RESULT_52 = "{\"seq\":1,\"at\":\"2026-03-04T19:00:00Z\",\"by\":\"x\",\"type\":\"result\","
            + "\"game\":\"5.2\",\"outcome\":\"%s\",\"ending\":\"checkmate\"}";

    @Test
    void twoArbitersEnteringAResultForTheSameGameTheSecondIsRefusedNamingTheFirst(@TempDir Path dir) throws Exception {
        String url = PgServer.get().url("arbiter", unique("stale"));
        assertEquals(Command.OK, CliRun.of("event", "push", unfinishedGuardian(dir).toString(), url).exitCode);
        try (EventFolder ruth = open(url); EventFolder sam = open(url)) {
            ruth.record(fact(RESULT_52.formatted("black-wins")).body(), "Ruth");
            Refusal r = assertThrows(Refusal.class, () -> sam.record(fact(RESULT_52.formatted("draw")).body(), "Sam"));
            assertTrue(r.getMessage().startsWith("decided on a stale view: since it was read, fact 25 (result by Ruth) was"
                    + " recorded; re-decide: "), r.getMessage());
            assertTrue(r.getMessage().contains("5.2"), r.getMessage());
            assertEquals("one result per game", r.rule());
            assertEquals(25, sam.facts().size(), "Sam's view now holds Ruth's result");
            // a decision that the new facts do not change is recorded after them
            Fact recorded = sam.record(fact(RESULT_52.formatted("white-wins").replace("5.2", "5.3")).body(), "Sam");
            assertEquals(26, recorded.seq());
        }
        CliRun replay = CliRun.of("replay", url);
        assertTrue(replay.out().contains(": 26 facts"), replay.out());
    }

    @Test
    void eventAddScoreAndExportTakeAUrl(@TempDir Path dir) throws Exception {
        String url = PgServer.get().url("arbiter", unique("add"));
        assertEquals(Command.OK, CliRun.of("event", "push", unfinishedGuardian(dir).toString(), url).exitCode);
        CliRun add = add(url, dir, List.of(
                "{\"type\":\"result\",\"game\":\"5.2\",\"outcome\":\"black-wins\",\"ending\":\"checkmate\"}"));
        assertEquals(Command.OK, add.exitCode, add.err());
        assertTrue(add.out().startsWith("fact 25 by Maria"), add.out());
        CliRun refused = add(url, dir, List.of(
                "{\"type\":\"result\",\"game\":\"5.2\",\"outcome\":\"draw\",\"ending\":\"agreement\"}"));
        assertEquals(Command.FAILED, refused.exitCode);
        assertTrue(refused.err().contains("game 5.2 has already ended"), refused.err());
        Path csv = dir.resolve("standings.csv");
        CliRun export = CliRun.of("export", url, "--csv", csv.toString());
        assertEquals(Command.OK, export.exitCode, export.err());
        assertTrue(Files.readString(csv).contains("Asha Rao"));
    }

    @Test
    void theFactListNamesTheDatabaseAccountThatCommittedEachFactAndAFolderNamesNone(@TempDir Path dir) throws Exception {
        PgServer pg = PgServer.get();
        pg.arbiter("arbiter2");
        String name = unique("accounts");
        Path folder = unfinishedGuardian(dir);
        assertEquals(Command.OK, CliRun.of("event", "push", folder.toString(), pg.url("arbiter", name)).exitCode);
        CliRun grant = CliRun.of("db", "grant", pg.url(LocalCluster.ADMIN, name), "arbiter2");
        assertEquals(Command.OK, grant.exitCode, grant.err());
        // the second arbiter's command line records a result: its line names the account it wrote with
        CliRun add = add(pg.url("arbiter2", name), dir, List.of(
                "{\"type\":\"result\",\"game\":\"5.2\",\"outcome\":\"black-wins\",\"ending\":\"checkmate\"}"));
        assertEquals(Command.OK, add.exitCode, add.err());
        String added = "fact 25 by Maria (account arbiter2): game 5.2: black wins by checkmate";
        assertEquals(added, add.out().strip());

        // read by a third account, every fact names the account that committed it, not the reader
        CliRun replay = CliRun.of("replay", "--facts", pg.url("reader", name));
        assertEquals(Command.OK, replay.exitCode, replay.err());
        List<String> facts = replay.out().lines().filter(l -> l.startsWith("fact ")).toList();
        assertEquals(25, facts.size(), replay.out());
        for (int i = 0; i < 24; i++) {
            assertTrue(facts.get(i).startsWith("fact " + (i + 1) + " by ") && facts.get(i).contains(" (account arbiter): "),
                    facts.get(i));
        }
        assertEquals(added, facts.get(24));

        // the same facts from the folder they were pushed from: the file journal keeps no account
        CliRun local = CliRun.of("replay", "--facts", folder.toString());
        assertEquals(Command.OK, local.exitCode, local.err());
        assertEquals(facts.subList(0, 24).stream().map(l -> l.replace(" (account arbiter)", "")).toList(),
                local.out().lines().filter(l -> l.startsWith("fact ")).toList());
        assertFalse(local.out().contains("(account"), local.out());
        // without --facts the summary stays as it was
        assertTrue(CliRun.of("replay", pg.url("reader", name)).out().lines().noneMatch(l -> l.startsWith("fact ")));
    }

    @Test
    void aReadOnlyAccountReadsButItsAddIsRefusedAndNothingIsWritten(@TempDir Path dir) throws Exception {
        String name = unique("ro");
        assertEquals(Command.OK, CliRun.of("event", "push", unfinishedGuardian(dir).toString(),
                PgServer.get().url("arbiter", name)).exitCode);
        String reader = PgServer.get().url("reader", name);
        assertEquals(Command.OK, CliRun.of("score", reader).exitCode);
        CliRun add = add(reader, dir, List.of(
                "{\"type\":\"result\",\"game\":\"5.2\",\"outcome\":\"black-wins\",\"ending\":\"checkmate\"}"));
        assertEquals(Command.FAILED, add.exitCode);
        assertTrue(add.err().contains("permission denied"), add.err());
        assertTrue(CliRun.of("replay", reader).out().contains(": 24 facts"));
    }

    @Test
    void aUrlWithAPasswordOrNoEventIsRefusedWithTheReason() throws Exception {
        CliRun pw = CliRun.of("score", "postgresql://arbiter:secret@127.0.0.1:1/rookery/e");
        assertEquals(Command.FAILED, pw.exitCode);
        assertTrue(pw.err().contains("never given on the command line"), pw.err());
        CliRun none = CliRun.of("score", PgServer.get().url("arbiter", ""));
        assertEquals(Command.FAILED, none.exitCode);
        assertTrue(none.err().contains("names no event"), none.err());
    }
}
