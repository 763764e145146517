// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.StoredFact;
import org.rookery.engine.journal.StrictJson;
import org.rookery.testing.ChildJvm;

import com.google.gson.JsonObject;

/**
 * Eight simulated arbiters, each a process of its own, enter the results and corrections of the
 * first round of a 1000-player Swiss on one server event at once, and the database is restarted
 * in the middle of it: no acknowledged fact is lost, none is there twice, every stale decision is
 * refused naming the rule, and the standings from the server are those of a single writer's
 * replay of the same facts (the event pulled into a folder). Bounded: 5,000 actions, and the
 * writers are stopped after 8 minutes.
 */
class ServerLoadTest {

    static final int WRITERS = 8;
    static final int PLAYERS = 1000;
    static final int BOARDS = PLAYERS / 2;
    /** Each board's result is entered by two writers: 1,000 results, and 4,000 corrections. */
    static final int CORRECTIONS_PER_WRITER = 500;

    @Test
    void eightWritersAtOnceLoseNothingDuplicateNothingAndAgreeWithOneWriter(@TempDir Path dir) throws Exception {
        PgServer pg = PgServer.get();
        Path event = dir.resolve("open");
        Path format = Path.of("../../examples/formats/fide-open.tfl").toAbsolutePath().normalize();
        assertEquals(Command.OK, CliRun.of("event", "new", "--format", format.toString(), event.toString()).exitCode);
        List<String> setup = new ArrayList<>();
        for (int i = 1; i <= PLAYERS; i++) {
            setup.add("{\"type\":\"register\",\"player\":\"" + player(i) + "\",\"name\":\"Player " + i + "\",\"rating\":"
                    + (2800 - i) + "}");
        }
        StringBuilder boards = new StringBuilder();
        for (int b = 1; b <= BOARDS; b++) {
            boards.append(b == 1 ? "" : ",").append("{\"game\":\"1.").append(b).append("\",\"white\":\"")
                    .append(player(b % 2 == 1 ? b : b + BOARDS)).append("\",\"black\":\"")
                    .append(player(b % 2 == 1 ? b + BOARDS : b)).append("\"}");
        }
        setup.add("{\"type\":\"pairing\",\"round\":1,\"boards\":[" + boards + "],\"byes\":[]}");
        CliRun add = CliRun.addFacts(event, dir, setup);
        assertEquals(Command.OK, add.exitCode, add.err());
        String name = "load-" + System.nanoTime();
        String url = pg.url("arbiter", name);
        assertEquals(Command.OK, CliRun.of("event", "push", event.toString(), url).exitCode);
        long initial = PLAYERS + 1;

        List<Process> writers = new ArrayList<>();
        List<Path> outputs = new ArrayList<>();
        long start = System.nanoTime();
        String classPath = ChildJvm.classPathOfAllBundles(ServerLoadTest.class);
        for (int w = 0; w < WRITERS; w++) {
            Path out = dir.resolve("writer-" + w + ".out");
            outputs.add(out);
            ProcessBuilder pb = new ProcessBuilder(ChildJvm.java(), "-Xmx256m", "-cp", classPath, LoadWriterProcess.class.getName(),
                    url, Integer.toString(w), Integer.toString(WRITERS), Integer.toString(BOARDS),
                    Integer.toString(CORRECTIONS_PER_WRITER));
            pb.environment().put("ROOKERY_DB_PASSWORD_FILE", pg.secrets.resolve("arbiter.password").toString());
            pb.environment().remove("PGPASSWORD");
            pb.redirectOutput(out.toFile()).redirectError(dir.resolve("writer-" + w + ".err").toFile());
            writers.add(pb.start());
        }
        // the database is restarted once about a third of the facts are in
        Path first = outputs.get(0);
        long deadline = System.currentTimeMillis() + 300_000;
        while (count(first, "ok ") < (BOARDS / WRITERS + CORRECTIONS_PER_WRITER) / 3 && System.currentTimeMillis() < deadline
                && writers.get(0).isAlive()) {
            Thread.sleep(200);
        }
        pg.cluster.restart();
        for (Process p : writers) {
            if (!p.waitFor(480, TimeUnit.SECONDS)) {
                writers.forEach(Process::destroyForcibly);
                throw new AssertionError("the writers did not finish within 8 minutes");
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<Long, String> acked = new HashMap<>();
        int refused = 0;
        int retries = 0;
        for (int w = 0; w < WRITERS; w++) {
            assertEquals(0, writers.get(w).exitValue(), Files.readString(dir.resolve("writer-" + w + ".err")));
            List<String> lines = Files.readAllLines(outputs.get(w), StandardCharsets.UTF_8);
            assertEquals("done", lines.get(lines.size() - 1));
            for (String l : lines) {
                if (l.startsWith("ok ")) {
                    String[] p = l.split(" ");
                    String before = acked.put(Long.parseLong(p[1]), "arbiter-" + (w + 1) + " " + p[2] + " " + p[3]);
                    assertEquals(null, before, "fact " + p[1] + " acknowledged twice");
                } else if (l.startsWith("refused ")) {
                    refused++;
                    assertTrue(l.contains("one result per game: ") && l.contains("has already ended"), l);
                } else if (l.startsWith("retry ")) {
                    retries++;
                }
            }
        }
        assertEquals(BOARDS, refused, "each board's second result is refused, named");
        assertTrue(retries > 0, "the restart was seen by the writers");
        try (FactStore s = pg.server("reader", name).place().openStore(false)) {
            List<StoredFact> facts = s.facts();
            assertEquals(initial + acked.size(), facts.size(), "every fact on the server was acknowledged to one writer");
            Set<String> resultGames = new java.util.HashSet<>();
            for (StoredFact f : facts.subList((int) initial, facts.size())) {
                JsonObject o = StrictJson.parseObject(f.json());
                String mine = acked.get(f.seq());
                assertTrue(mine != null && mine.startsWith(o.get("by").getAsString() + " " + o.get("type").getAsString()),
                        "fact " + f.seq() + " is the one acknowledged: " + mine + " / " + f.json());
                if (o.get("type").getAsString().equals("result")) {
                    assertTrue(resultGames.add(o.get("game").getAsString()), "a second result for " + o.get("game"));
                }
            }
            assertEquals(BOARDS, resultGames.size());
            System.out.printf("ServerLoadTest: %d writers, %d facts acknowledged (%d refused as stale) in %.1f s: %.0f facts/s%n",
                    WRITERS, acked.size(), refused, seconds, acked.size() / seconds);
        }
        Path pulled = dir.resolve("pulled");
        assertEquals(Command.OK, CliRun.of("event", "pull", url, pulled.toString()).exitCode);
        CliRun remote = CliRun.of("score", url);
        CliRun single = CliRun.of("score", pulled.toString());
        assertEquals(Command.OK, remote.exitCode, remote.err());
        assertEquals(single.out(), remote.out());
        assertEquals("replay: ok", CliRun.of("replay", pulled.toString()).lastLine());
    }

    private static String player(int i) {
        return String.format("P%04d", i);
    }

    private static long count(Path file, String prefix) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (var lines = Files.lines(file)) {
            return lines.filter(l -> l.startsWith(prefix)).count();
        } catch (java.io.UncheckedIOException e) {
            return 0;
        }
    }
}
