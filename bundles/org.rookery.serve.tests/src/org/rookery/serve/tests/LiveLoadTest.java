// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.rules.Termination;
import org.rookery.serve.ResultsServer;

/**
 * The load a big open puts on the server, bounded and on loopback: {@value #PLAYERS} players,
 * {@code rookery.load.viewers} viewers (2,000 by default) with the pairings open while results
 * are recorded at 10 a second ({@code rookery.load.results}, 100 by default, so ten seconds).
 * Every viewer must see every result; the heap after the run must stay within a bound; the
 * median and 99th percentile from the fact being handed to the journal to its row reaching each viewer are
 * printed (README, Performance), not asserted beyond a generous bound.
 */
class LiveLoadTest {

    private static final int PLAYERS = 1000;
    private static final int BOARDS = PLAYERS / 2;
    /** A pairings row; its result cell is the last. */
    private static final Pattern ROW = Pattern.compile("<tr id=\"b-(\\d+)\">(.*?)</tr>", Pattern.DOTALL);
    private static final Pattern RESULT = Pattern.compile("<td class=\"center\">(1-0|0-1|½-½)</td>$");

    @TempDir
    Path temp;

    @Test
    void twoThousandViewersGetEveryResultOfAThousandPlayerOpen() throws Exception {
        int viewers = Integer.getInteger("rookery.load.viewers", 2000);
        int results = Math.min(BOARDS, Integer.getInteger("rookery.load.results", 100));
        Path dir = temp.resolve("load");
        Path format = Served.examples().getParent().resolve("formats/fide-open.tfl");
        try (EventFolder folder = EventFolder.create(dir, format, Served.tool().loader(), Served.registry(),
                InstantSource.system())) {
            List<EventFolder.Draft> drafts = new ArrayList<>();
            for (int i = 1; i <= PLAYERS; i++) {
                // names in any script: every tenth player's in Cyrillic or kanji
                String name = i % 10 == 3 ? "Иван Петров " + i : i % 10 == 7 ? "山田 太郎 " + i : "Player " + i;
                drafts.add(new EventFolder.Draft(new FactBody.Register("P" + i, name, Optional.empty(), 2800 - i,
                        Optional.empty()), "Load"));
            }
            List<FactBody.Board> boards = new ArrayList<>();
            for (int b = 1; b <= BOARDS; b++) {
                // round 1 as the Dutch system pairs it: top half against bottom half, colours alternating
                String top = "P" + b;
                String bottom = "P" + (b + BOARDS);
                boards.add(b % 2 == 1 ? new FactBody.Board("1." + b, top, bottom) : new FactBody.Board("1." + b, bottom, top));
            }
            drafts.add(new EventFolder.Draft(new FactBody.Pairing(1, boards, List.of()), "Load"));
            folder.record(drafts);
        }

        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.gc();
        long heapBefore = memory.getHeapMemoryUsage().getUsed();
        AtomicLongArray recordedAt = new AtomicLongArray(BOARDS);
        try (Served served = Served.start(Served.open(dir)); Selector selector = Selector.open()) {
            InetSocketAddress address = new InetSocketAddress(served.address().getHost(), served.address().getPort());
            List<Viewer> all = new ArrayList<>();
            for (int i = 0; i < viewers; i++) {
                SocketChannel ch = SocketChannel.open(address);
                ch.write(ByteBuffer.wrap(("GET /e/load/live/pairings HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII)));
                ch.configureBlocking(false);
                Viewer v = new Viewer(results);
                all.add(v);
                ch.register(selector, SelectionKey.OP_READ, v);
            }
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (served.server.viewers() < viewers && System.nanoTime() < deadline) {
                pump(selector, recordedAt, 50);
            }
            assertEquals(viewers, served.server.viewers(), "every viewer subscribed");
            long waitFirst = System.nanoTime() + 60_000_000_000L;
            while (all.stream().anyMatch(v -> v.messages == 0) && System.nanoTime() < waitFirst) {
                pump(selector, recordedAt, 50);
            }

            // results at 10 a second, recorded as the arbiter's workbench records them
            Thread writer = Thread.ofPlatform().name("load results").start(() -> {
                try (EventFolder folder = EventFolder.open(dir, Served.tool().loader(), Served.registry(),
                        InstantSource.system())) {
                    long start = System.nanoTime();
                    for (int b = 0; b < results; b++) {
                        long due = start + b * 100_000_000L;
                        while (System.nanoTime() < due) {
                            Thread.sleep(Math.max(1, (due - System.nanoTime()) / 1_000_000));
                        }
                        FactBody.Outcome o = b % 3 == 0 ? FactBody.Outcome.DRAW
                                : b % 3 == 1 ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS;
                        Termination t = o == FactBody.Outcome.DRAW ? Termination.AGREEMENT : Termination.RESIGNATION;
                        // the clock starts when the fact is handed to the journal, before it is written and forced
                        recordedAt.set(b, System.nanoTime());
                        folder.record(new FactBody.Result("1." + (b + 1), o, t, List.of(), List.of(), OptionalLong.empty(),
                                OptionalLong.empty()), "Arbiter");
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            long end = System.nanoTime() + (results / 10 + 60) * 1_000_000_000L;
            while (all.stream().anyMatch(v -> v.seen < results) && System.nanoTime() < end) {
                pump(selector, recordedAt, 50);
            }
            writer.join(30_000);
            long heapPeak = memory.getHeapMemoryUsage().getUsed();
            System.gc();
            long heapAfter = memory.getHeapMemoryUsage().getUsed();

            long missing = all.stream().mapToLong(v -> results - v.seen).sum();
            long[] latencies = all.stream().flatMapToLong(v -> Arrays.stream(v.latencies, 0, v.seen)).sorted().toArray();
            long bytes = all.stream().mapToLong(v -> v.bytes).sum();
            System.out.printf("LiveLoadTest: %d players, %d viewers, %d results at 10/s: %d results missing;"
                    + " fact to page median %.1f ms, 99th percentile %.1f ms, max %.1f ms; %d bytes to viewers;"
                    + " heap %d MB before, %d MB at the end, %d MB after GC; %d viewers resent a whole page%n",
                    PLAYERS, viewers, results, missing, pct(latencies, 50), pct(latencies, 99),
                    latencies.length == 0 ? 0 : latencies[latencies.length - 1] / 1e6, bytes,
                    heapBefore >> 20, heapPeak >> 20, heapAfter >> 20, resent(served.server));
            assertEquals(0, missing, "every viewer sees every result");
            // bounded: what 2,000 idle streams and the event take, far from what keeping every update would
            assertTrue(heapAfter - heapBefore < 256L << 20, "heap grew by " + ((heapAfter - heapBefore) >> 20) + " MB");
            // a correctness bound only (a viewer left behind for good), not a speed figure: the machine is shared
            assertTrue(pct(latencies, 99) < 60_000, "99th percentile " + pct(latencies, 99) + " ms");
            for (SelectionKey k : selector.keys()) {
                k.channel().close();
            }
        }
    }

    private static long resent(ResultsServer server) {
        return server.resentPages();
    }

    private static double pct(long[] sorted, int p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }

    /** Reads whatever arrived, for at most {@code millis}. */
    private static void pump(Selector selector, AtomicLongArray recordedAt, long millis) throws IOException {
        if (selector.select(millis) == 0) {
            return;
        }
        ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
        var it = selector.selectedKeys().iterator();
        while (it.hasNext()) {
            SelectionKey k = it.next();
            it.remove();
            Viewer v = (Viewer) k.attachment();
            buffer.clear();
            int n = ((SocketChannel) k.channel()).read(buffer);
            if (n < 0) {
                k.cancel();
                k.channel().close();
                continue;
            }
            v.bytes += n;
            v.take(new String(buffer.array(), 0, n, StandardCharsets.UTF_8), recordedAt, System.nanoTime());
        }
    }

    /** One viewer's stream: the results it has seen and when each arrived after its fact. */
    private static final class Viewer {
        final boolean[] seenBoard = new boolean[BOARDS];
        final long[] latencies;
        StringBuilder pending = new StringBuilder();
        int seen;
        int messages;
        long bytes;
        boolean headers = true;

        Viewer(int results) {
            latencies = new long[results];
        }

        void take(String text, AtomicLongArray recordedAt, long now) {
            pending.append(text);
            if (headers) {
                int end = pending.indexOf("\r\n\r\n");
                if (end < 0) {
                    return;
                }
                pending.delete(0, end + 4);
                headers = false;
            }
            int end;
            int from = 0;
            while ((end = pending.indexOf("\n\n", from)) >= 0) {
                String event = pending.substring(from, end);
                from = end + 2;
                if (!event.contains("\ndata: ") && !event.startsWith("data: ")) {
                    continue;
                }
                messages++;
                Matcher m = ROW.matcher(event);
                while (m.find()) {
                    if (!RESULT.matcher(m.group(2)).find()) {
                        continue;
                    }
                    int board = Integer.parseInt(m.group(1));
                    if (!seenBoard[board]) {
                        seenBoard[board] = true;
                        latencies[seen++] = now - recordedAt.get(board);
                    }
                }
            }
            // keep only the unfinished event, in a buffer no larger than it: the viewers' memory is not the server's
            pending = new StringBuilder(pending.substring(from));
        }
    }
}
