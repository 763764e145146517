// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import javax.crypto.spec.PBEKeySpec;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.provider.IProviderHints;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Ruling;
import org.rookery.event.model.Standing;
import org.rookery.rules.Termination;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;
import org.rookery.store.postgresql.internal.LocalCluster;
import org.rookery.store.postgresql.internal.Transfers;
import org.rookery.testing.ChildJvm;
import org.rookery.ui.event.EventUi;

/**
 * Two arbiters at two desks on one event in a real PostgreSQL database: this workbench (a real
 * window under Xvfb) opens the event from the server through File > Open Event from Server's
 * dialog, with the password kept in a secure storage file of its own; the other arbiter is a
 * second process that records results through the engine on its own connection (two workbenches
 * cannot run in one test JVM). Each result it commits appears in this workbench's Standings
 * view within a second, measured from the other process's acknowledgement; a result decided on a
 * stale view is refused naming the fact that got there first; the database is restarted and the
 * workbench reconnects by itself, then records an undo, a fact like any other.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ServerEventWorkbenchTest {

    private static final int PLAYERS = 60;
    private static final int BOARDS = PLAYERS / 2;
    private static final String EVENT = "shared-open";

    private static Path tmp;
    private static LocalCluster cluster;
    private static IProject project;
    private static EventEditor editor;
    private static Process writer;
    private static PrintWriter toWriter;
    private static final BlockingQueue<String> FROM_WRITER = new LinkedBlockingQueue<>();

    private static ServerAddress as(String account) {
        return new ServerAddress(account, "127.0.0.1", cluster.port(), "rookery", EVENT);
    }

    private static char[] password(String account) throws Exception {
        return org.rookery.store.postgresql.ServerPassword.read(tmp.resolve(account + ".password"));
    }

    @BeforeAll
    static void startServerAndPushAnEvent() throws Exception {
        tmp = Files.createTempDirectory("rookery-server-ui-");
        cluster = LocalCluster.start();
        EventServer owner = EventServer.at(new ServerAddress(LocalCluster.ADMIN, "127.0.0.1", cluster.port(), "rookery", ""),
                Optional.of(cluster.adminPassword()));
        owner.init(new EventServer.Account("arbiter", tmp.resolve("arbiter.password")),
                new EventServer.Account("reader", tmp.resolve("reader.password")));
        owner.init(new EventServer.Account("arbiter2", tmp.resolve("arbiter2.password")),
                new EventServer.Account("reader", tmp.resolve("reader.password")));
        // this workbench's secure storage: a file in the temporary folder, opened with a test key (no prompt, no keyring)
        ISecurePreferences storage = SecurePreferencesFactory.open(tmp.resolve("secure_storage").toUri().toURL(),
                Map.of(IProviderHints.DEFAULT_PASSWORD, new PBEKeySpec("rookery-ui-test-key".toCharArray()),
                        IProviderHints.PROMPT_USER, Boolean.FALSE));
        ServerCredentials.useStorage(storage);

        project = TestProjects.withFormat("server-event-test", "fide-open.tfl");
        var journal = NewEvent.create(project, EVENT, project.getFile("fide-open.tfl"));
        Path dir = journal.getParent().getLocation().toFile().toPath();
        try (EventFolder event = EventFolder.open(dir, Services.loader(), Services.variants(), InstantSource.system())) {
            List<EventFolder.Draft> players = new ArrayList<>();
            for (int i = 1; i <= PLAYERS; i++) {
                players.add(new EventFolder.Draft(new FactBody.Register(EventWriterProcess.player(i), "Player " + i,
                        Optional.empty(), 2400 - i, Optional.empty()), "organiser"));
            }
            event.record(players);
            List<FactBody.Board> boards = new ArrayList<>();
            for (int b = 1; b <= BOARDS; b++) {
                boards.add(new FactBody.Board("1." + b, EventWriterProcess.player(b), EventWriterProcess.player(b + BOARDS)));
            }
            event.record(new FactBody.Pairing(1, boards, List.of()), "organiser");
        }
        EventServer.at(as("arbiter"), Optional.of(password("arbiter"))).push(dir);
        EventServer.at(new ServerAddress(LocalCluster.ADMIN, "127.0.0.1", cluster.port(), "rookery", EVENT),
                Optional.of(cluster.adminPassword())).grant("arbiter2");
    }

    @AfterAll
    static void stopEverything() throws Exception {
        if (toWriter != null) {
            toWriter.println("quit");
            toWriter.flush();
        }
        if (writer != null && !writer.waitFor(10, TimeUnit.SECONDS)) {
            writer.destroyForcibly();
        }
        TestProjects.delete(project);
        var servers = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().getProject(ServerEvents.PROJECT);
        if (servers.exists()) {
            servers.delete(true, true, null);
        }
        ServerCredentials.useStorage(null);
        cluster.close();
        Transfers.deleteTree(tmp);
    }

    @Test
    @Order(1)
    void theDialogOpensTheEventFromTheServerAndKeepsThePasswordOnlyInSecureStorage() throws Exception {
        assertEquals("The URL names no event: postgresql://host[:port]/database/event",
                OpenServerEventDialog.address("postgresql://127.0.0.1/rookery", "arbiter"));
        assertTrue(((String) OpenServerEventDialog.address("postgresql://arbiter:secret@127.0.0.1/rookery/x", ""))
                .contains("holds a password"));

        OpenServerEventDialog dialog = new OpenServerEventDialog(page().getWorkbenchWindow().getShell(), "");
        dialog.setBlockOnOpen(false);
        dialog.open();
        dialog.urlField().setText("postgresql://127.0.0.1:" + cluster.port() + "/rookery/" + EVENT);
        assertFalse(org.rookery.ui.testing.UiTesting.button(dialog.getShell(), "Open").isEnabled(), "no account yet");
        dialog.userField().setText("arbiter");
        dialog.passwordField().setText(new String(password("arbiter")));
        assertTrue(dialog.rememberBox().getSelection());
        var open = org.rookery.ui.testing.UiTesting.button(dialog.getShell(), "Open");
        assertTrue(open.isEnabled());
        open.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertEquals(as("arbiter"), dialog.serverAddress());

        editor = assertInstanceOf(EventEditor.class, OpenServerEventHandler.open(page(), dialog.serverAddress(),
                dialog.typedPassword(), dialog.keepPassword()));
        EventSession session = editor.session();
        assertTrue(session.shared());
        assertEquals(PLAYERS, session.model().getPlayers().size());
        assertEquals(as("arbiter").toString(), session.location());
        assertArrayEquals(password("arbiter"), ServerCredentials.stored(as("arbiter")).orElseThrow());

        String pw = new String(password("arbiter"));
        byte[] stored = Files.readAllBytes(tmp.resolve("secure_storage"));
        assertFalse(new String(stored, StandardCharsets.ISO_8859_1).contains(pw), "secure storage holds it encrypted");
        Path marker = session.container().getFile(new org.eclipse.core.runtime.Path(ServerEvents.MARKER)).getLocation().toFile()
                .toPath();
        assertEquals(as("arbiter") + "\n", Files.readString(marker), "the workspace holds the address only");
        Path log = Platform.getLogFileLocation().toFile().toPath();
        assertTrue(!Files.exists(log) || !Files.readString(log, StandardCharsets.ISO_8859_1).contains(pw), "not in the log");
        Path prefs = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().getLocation().toFile().toPath()
                .resolve(".metadata");
        try (var files = Files.walk(prefs)) {
            for (Path f : files.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".prefs")).toList()) {
                assertFalse(Files.readString(f, StandardCharsets.ISO_8859_1).contains(pw), "not in the preferences: " + f);
            }
        }
        assertFalse(ProcessHandle.current().info().commandLine().orElse("").contains(pw), "not on the command line");
    }

    /** The points the Standings view shows in all, read from its table's rows. */
    private static BigDecimal pointsShown(StandingsView view) {
        BigDecimal sum = BigDecimal.ZERO;
        for (TableItem item : view.table().getTable().getItems()) {
            if (item.getData() instanceof Standing s && s.getPoints() != null) {
                sum = sum.add(s.getPoints());
            }
        }
        return sum;
    }

    private static String fromWriter(String prefix) throws Exception {
        for (;;) {
            String line = FROM_WRITER.poll(60, TimeUnit.SECONDS);
            assertNotNull(line, "the other arbiter's process said nothing for 60 s");
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }

    private static long nowMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1000;
    }

    @Test
    @Order(2)
    void eachResultTheOtherArbiterCommitsAppearsInTheStandingsWithinASecond() throws Exception {
        StandingsView standings = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        page().activate(editor);
        spin(200);
        assertEquals(0, pointsShown(standings).signum());

        ProcessBuilder pb = new ProcessBuilder(ChildJvm.java(), "-cp",
                ChildJvm.classPathOfAllBundles(ServerEventWorkbenchTest.class), ServerWriterProcess.class.getName(),
                as("arbiter2").toString());
        pb.environment().put(org.rookery.store.postgresql.ServerPassword.FILE_VARIABLE, tmp.resolve("arbiter2.password").toString());
        pb.environment().remove("PGPASSWORD");
        pb.redirectError(tmp.resolve("writer.err").toFile());
        writer = pb.start();
        toWriter = new PrintWriter(writer.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(writer.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    FROM_WRITER.add(line);
                }
            } catch (java.io.IOException e) {
                // the process ended
            }
        }, "other arbiter's output");
        reader.setDaemon(true);
        reader.start();
        assertNotNull(fromWriter("ready"), Files.readString(tmp.resolve("writer.err")));

        Display display = Display.getCurrent();
        List<Long> latencies = new ArrayList<>();
        for (int b = 1; b < BOARDS; b++) {
            toWriter.println("result " + b);
            BigDecimal want = BigDecimal.valueOf(b);
            long deadline = System.currentTimeMillis() + 10_000;
            long seen = 0;
            // the event loop runs as the workbench's own: the view is redrawn when the announcement arrives
            while (System.currentTimeMillis() < deadline) {
                if (pointsShown(standings).compareTo(want) == 0) {
                    seen = nowMicros();
                    break;
                }
                if (!display.readAndDispatch()) {
                    display.timerExec(2, () -> { });
                    display.sleep();
                }
            }
            String ack = fromWriter("ack");
            assertTrue(seen > 0, "result " + b + " (" + ack + ") never reached the Standings view");
            long committed = Long.parseLong(ack.split(" ")[2]);
            latencies.add(seen - committed);
        }
        long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        double median = sorted.length % 2 == 1 ? sorted[sorted.length / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2.0;
        long p99 = sorted[(int) Math.ceil(sorted.length * 0.99) - 1];
        String figures = String.format("fact committed in another process -> this workbench's Standings view updated, over %d results:"
                + " median %.1f ms, p99 %.1f ms, max %.1f ms (all: %s us)%n", sorted.length, median / 1000, p99 / 1000.0,
                sorted[sorted.length - 1] / 1000.0, Arrays.toString(sorted));
        System.out.print(figures);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "server-event-latency.txt"), figures);
        // Within a second as a rule; on the shared 2-core build machine (load average often above 15) a
        // few stragglers wait for the processor, so the median is held to the second and every one to 5 s.
        assertTrue(median < 1_000_000, "results within a second: " + figures);
        assertTrue(sorted[sorted.length - 1] < 5_000_000, "every result within 5 s: " + figures);

        RulingsView rulings = (RulingsView) page().showView(EventUi.RULINGS_VIEW_ID);
        // the log as the arbiter sees it unfiltered (an earlier test of this workbench may have left a filter typed)
        rulings.filter("");
        spin(200);
        boolean named = false;
        for (TableItem item : rulings.table().getTable().getItems()) {
            if (item.getData() instanceof Ruling r && r.getType().equals("result")) {
                assertEquals("desk-2", item.getText(2));
                assertEquals("arbiter2", item.getText(3), "the Rulings Log names the database account");
                named = true;
            }
        }
        assertTrue(named, "the results are in the Rulings Log");
        page().showView(EventUi.STANDINGS_VIEW_ID);
        page().activate(editor);
        screenshot("server-event-workbench.png");
    }

    @Test
    @Order(3)
    void aResultDecidedOnAStaleViewIsRefusedNamingTheFactThatGotThereFirstAndTheEventReloads() throws Exception {
        EventSession session = editor.session();
        // the other arbiter records board 30 while this workbench does not run its event loop (the arbiter's decision is made)
        toWriter.println("result " + BOARDS);
        String ack = fromWriter("ack");
        long seq = Long.parseLong(ack.split(" ")[1]);
        Refusal r = assertThrows(Refusal.class, () -> session.record("Result 1." + BOARDS, new FactBody.Result("1." + BOARDS,
                FactBody.Outcome.BLACK_WINS, Termination.RESIGNATION, List.of(), List.of(), java.util.OptionalLong.empty(),
                java.util.OptionalLong.empty())));
        assertTrue(r.getMessage().contains("fact " + seq + " (result by desk-2)"), r.getMessage());
        assertTrue(r.getMessage().contains("stale view"), r.getMessage());
        assertEquals("1-0", session.model().getGames().stream().filter(g -> g.getId().equals("1." + BOARDS)).findFirst()
                .orElseThrow().getResult(), "the event shows the other arbiter's result");
    }

    @Test
    @Order(4)
    void theWorkbenchReconnectsByItselfAfterADatabaseRestartAndItsUndoIsAFactLikeAnyOther() throws Exception {
        EventSession session = editor.session();
        List<String> heard = new CopyOnWriteArrayList<>();
        session.addConnectionListener(heard::add);
        try {
            cluster.restart();
            waitUntil("the workbench says it is disconnected, then connected again",
                    () -> heard.stream().anyMatch(m -> m.startsWith("disconnected"))
                            && heard.stream().anyMatch(m -> m.startsWith("connected again")));
        } finally {
            session.removeConnectionListener(heard::add);
        }
        spin(300);
        assertEquals("", session.connectionProblem());
        assertFalse(editor.getPartName().contains("disconnected"), editor.getPartName());
        long target = session.model().getRulings().stream().filter(x -> x.getType().equals("result")).findFirst().orElseThrow()
                .getSeq();
        FactBody.Undo undo = new FactBody.Undo(target, "entered on the wrong board");
        try {
            session.record("Undo", List.of(undo));
        } catch (java.io.IOException e) {
            // the arbiter's own connection died with the server: a clear error, nothing kept, and the retry goes through
            assertTrue(e.getMessage().contains("try again") || e.getMessage().contains("nothing"), e.getMessage());
            session.record("Undo", List.of(undo));
        }
        long undone = session.model().getRulings().stream().filter(Ruling::isUndone).count();
        assertEquals(1, undone);
        Ruling last = session.model().getRulings().get(session.model().getRulings().size() - 1);
        assertEquals("undo", last.getType());
        assertEquals(Optional.of("arbiter"), session.account(last.getSeq()));
        // the other arbiter's process sees this workbench's undo too
        try (EventFolder other = EventFolder.open(EventServer.at(as("reader"), Optional.of(password("reader"))).place(),
                Services.loader(), Services.variants(), InstantSource.system(), false)) {
            assertEquals(session.model().getFactCount(), other.facts().size());
        }
    }
}
