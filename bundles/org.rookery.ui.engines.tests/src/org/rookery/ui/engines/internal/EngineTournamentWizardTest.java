// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.report.EventExports;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.standings.Standings;
import org.rookery.export.Column;
import org.rookery.export.Section;
import org.rookery.format.api.FormatTool;
import org.rookery.games.GameFiles;
import org.rookery.games.GameRecord;
import org.rookery.rules.VariantRegistry;
import org.rookery.ui.event.EventUi;
import org.rookery.ui.testing.Keys;
import org.rookery.ui.testing.UiTesting;

/**
 * The Engine Tournament wizard in the real workbench with Debian's engines (Stockfish and
 * Fairy-Stockfish over UCI, each move bounded by nodes): the form filled with keystrokes, a round
 * robin and a Swiss played by the job to the end, the event's Standings and Crosstable views
 * showing what the journal says (and following it while the games are played), the games saved
 * in the folder and read back; engines that do not play the chosen variant blocked in the form;
 * a cancelled tournament leaving a journal with the finished games only and no engine running.
 */
class EngineTournamentWizardTest {

    private static final String PROJECT = "engine-tournaments";
    /** How long a whole tournament may take here (two cores shared with other builds). */
    private static final long TOURNAMENT_MS = 300_000;

    @TempDir
    static Path dir;
    private static IProject project;

    private WizardDialog dialog;

    @BeforeAll
    static void engines() throws Exception {
        Path enginesFile = dir.resolve("engines.conf");
        Files.writeString(enginesFile, """
                [sf]
                command = stockfish
                protocol = uci
                option Hash = 16

                [sf-0]
                command = stockfish
                protocol = uci
                option Hash = 16
                option Skill Level = 0

                [fsf]
                command = fairy-stockfish
                protocol = uci
                option Hash = 16

                [fsf-0]
                command = fairy-stockfish
                protocol = uci
                option Hash = 16
                option Skill Level = 0

                [fsf-usi]
                command = fairy-stockfish
                protocol = usi

                [fsf-usi-0]
                command = fairy-stockfish
                protocol = usi
                option Skill Level = 0
                """);
        System.setProperty(EnginesFile.PROPERTY, enginesFile.toString());
        project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell().setSize(1280, 800);
    }

    @AfterEach
    void close() {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        page().closeAllEditors(false);
        spin(50);
    }

    /** File > New > Engine Tournament with the project selected, open and not blocking. */
    private EngineTournamentWizard openWizard() {
        var descriptor = PlatformUI.getWorkbench().getNewWizardRegistry().findWizard(EngineTournamentWizard.ID);
        assertNotNull(descriptor, "the wizard is in File > New");
        EngineTournamentWizard wizard;
        try {
            wizard = (EngineTournamentWizard) descriptor.createWizard();
        } catch (org.eclipse.core.runtime.CoreException e) {
            throw new AssertionError(e);
        }
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        dialog = new WizardDialog(page().getWorkbenchWindow().getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        EngineTournamentPage form = wizard.page();
        waitUntil("every engine's handshake", form::handshakesDone);
        spin(100);
        return wizard;
    }

    /** Gives {@code control} the keyboard, as a click into it would. */
    private static void focus(Control control) {
        control.getShell().forceActive();
        control.forceFocus();
        spin(30);
    }

    /** Types {@code text} into the field, replacing what it held. */
    private static void typeInto(Text field, String text) {
        focus(field);
        field.selectAll();
        Keys.type(field.getDisplay(), text);
        waitUntil("'" + text + "' typed", () -> text.equals(field.getText()));
    }

    /** Ticks the engine's box as a click on it does (the table is told of the check). */
    private static void tick(Table table, String engine) {
        TableItem item = row(table, engine);
        item.setChecked(true);
        Event e = new Event();
        e.item = item;
        e.detail = SWT.CHECK;
        table.notifyListeners(SWT.Selection, e);
        spin(30);
    }

    private static TableItem row(Table table, String engine) {
        for (TableItem i : table.getItems()) {
            if (i.getText(0).equals(engine)) {
                return i;
            }
        }
        throw new AssertionError("no row for " + engine);
    }

    /** Chooses the variant as picking it from the list does. */
    private static void chooseVariant(EngineTournamentPage form, String name) {
        var combo = form.variantField();
        int i = java.util.Arrays.asList(combo.getItems()).indexOf(name);
        assertTrue(i >= 0, name + " in " + java.util.Arrays.toString(combo.getItems()));
        combo.select(i);
        combo.notifyListeners(SWT.Selection, new Event());
        spin(30);
    }

    private static void clickRadio(Button radio) {
        for (Control sibling : radio.getParent().getChildren()) {
            if (sibling instanceof Button b && (b.getStyle() & SWT.RADIO) != 0) {
                b.setSelection(b == radio);
            }
        }
        radio.notifyListeners(SWT.Selection, new Event());
        spin(30);
    }

    /** Fills the form for four engines bounded by nodes, {@code atOnce} games at once (1 or 2), and presses Enter to finish. */
    private EngineTournamentJob play(String name, boolean swiss, String nodes, String plies, int atOnce) throws java.io.IOException {
        return play(name, swiss ? "swiss" : "round robin", List.of("sf", "sf-0", "fsf", "fsf-0"), nodes, plies, atOnce);
    }

    /** Fills the form for {@code ticked} engines and the system ("round robin", "swiss", "gauntlet"), and presses Enter to finish. */
    private EngineTournamentJob play(String name, String system, List<String> ticked, String nodes, String plies, int atOnce)
            throws java.io.IOException {
        boolean swiss = system.equals("swiss");
        EngineTournamentWizard wizard = openWizard();
        EngineTournamentPage form = wizard.page();
        Display display = form.getShell().getDisplay();
        typeInto(form.nameField(), name);
        chooseVariant(form, "Chess");
        for (String e : ticked) {
            tick(form.enginesTable(), e);
        }
        if (swiss) {
            clickRadio(form.swissButton());
        } else if (system.equals("gauntlet")) {
            clickRadio(form.gauntletButton());
        }
        typeInto(form.nodesField(), nodes);
        typeInto(field(form, "500"), plies);
        if (atOnce == 2) {
            focus(form.concurrencyField());
            Keys.press(display, SWT.ARROW_UP);
            waitUntil("two games at once", () -> form.concurrencyField().getSelection() == 2);
        }
        assertEquals(null, form.getErrorMessage());
        assertTrue(form.isPageComplete());
        if (swiss) {
            UiTesting.screenshot("engine-tournament-form.png");
        }
        focus(form.nameField());
        Keys.type(display, "\r");
        EngineTournamentJob job = UiTesting.waitFor("the tournament's job", wizard::job);
        waitUntil("the wizard closes", () -> dialog.getShell() == null || dialog.getShell().isDisposed());
        return job;
    }

    /** The form's field that holds {@code text} (the adjudication's 500 plies). */
    private static Text field(EngineTournamentPage form, String text) {
        for (Text t : texts((Composite) form.getControl())) {
            if (text.equals(t.getText())) {
                return t;
            }
        }
        throw new AssertionError("no field holding " + text);
    }

    private static List<Text> texts(Composite root) {
        List<Text> found = new ArrayList<>();
        for (Control c : root.getChildren()) {
            if (c instanceof Text t) {
                found.add(t);
            } else if (c instanceof Composite k) {
                found.addAll(texts(k));
            }
        }
        return found;
    }

    private static void waitLong(String what, BooleanSupplier condition) {
        long end = System.currentTimeMillis() + TOURNAMENT_MS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out after " + TOURNAMENT_MS / 1000 + " s waiting for " + what);
            }
            spin(50);
        }
    }

    private static EventState journal(String name) throws Exception {
        VariantRegistry registry = EngineTournamentWizard.variants();
        try (EventFolder f = EventFolder.read(eventDir(name), new FormatTool().loader(), registry, InstantSource.system())) {
            return f.state();
        }
    }

    private static Path eventDir(String name) {
        return project.getFolder(name).getLocation().toFile().toPath();
    }

    /** The table among the workbench window's controls whose column headers are {@code headers}. */
    private static Table tableWith(List<String> headers) {
        return findTable(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell(), headers);
    }

    private static Table findTable(Composite root, List<String> headers) {
        for (Control c : root.getChildren()) {
            if (c instanceof Table t && !t.isDisposed()
                    && java.util.Arrays.stream(t.getColumns()).map(TableColumn::getText).toList().equals(headers)) {
                return t;
            }
            if (c instanceof Composite k) {
                Table found = findTable(k, headers);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static List<List<String>> rows(Table t) {
        List<List<String>> rows = new ArrayList<>();
        for (TableItem item : t.getItems()) {
            List<String> row = new ArrayList<>();
            for (int i = 0; i < t.getColumnCount(); i++) {
                row.add(item.getText(i));
            }
            rows.add(row);
        }
        return rows;
    }

    /** The standings the journal gives, as the Standings view's first three columns show them. */
    private static List<List<String>> standings(EventState state) {
        Standings s = EventField.of(state).standings(state);
        return s.rows().stream().map(r -> List.of(r.place() + (r.shared() ? "=" : ""), r.participant().name(),
                r.points().stripTrailingZeros().toPlainString())).toList();
    }

    private static Section crosstable(EventState state) {
        return EventExports.report(state).sections().stream().filter(s -> s.heading().startsWith("Crosstable")).findFirst()
                .orElseThrow();
    }

    /** Finds the Standings view's table by its first columns (its tie-break columns follow). */
    private static Table standingsTable() {
        return standingsTable(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell());
    }

    private static Table standingsTable(Composite root) {
        for (Control c : root.getChildren()) {
            if (c instanceof Table t && !t.isDisposed() && t.getColumnCount() >= 3 && t.getColumn(0).getText().equals("Rank")
                    && t.getColumn(1).getText().equals("Player") && t.getColumn(2).getText().equals("Points")) {
                return t;
            }
            if (c instanceof Composite k) {
                Table found = standingsTable(k);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Asserts that the views show the journal's standings and crosstable and that the saved games are the recorded ones. */
    private static void assertViewsAndGamesAreTheJournals(String name, int games) throws Exception {
        EventState state = journal(name);
        long results = state.games().values().stream().filter(g -> g.finished()).count();
        assertEquals(games, results, "every game is a result in the journal");
        assertTrue(state.problems().isEmpty(), state.problems().toString());

        page().showView(EventUi.STANDINGS_VIEW_ID);
        List<List<String>> expected = standings(state);
        waitUntil("the Standings view shows the journal's standings", () -> {
            Table t = standingsTable();
            return t != null && rows(t).stream().map(r -> r.subList(0, 3)).toList().equals(expected);
        });

        page().showView(EventUi.CROSSTABLE_VIEW_ID);
        Section crosstable = crosstable(state);
        List<String> headers = crosstable.columns().stream().map(Column::header).toList();
        waitUntil("the Crosstable view shows the journal's crosstable", () -> {
            Table t = tableWith(headers);
            return t != null && rows(t).equals(crosstable.rows());
        });

        // the games in the folder, one file per round, read back by the game files' own reader
        GameFiles files = new GameFiles(EngineTournamentWizard.variants());
        Map<String, GameRecord> saved = new HashMap<>();
        for (int round : state.pairings().keySet()) {
            int r = round;
            if (state.games().values().stream().noneMatch(g -> g.round() == r && g.finished())) {
                continue; // a round stopped before any of its games ended has nothing to save
            }
            Path file = eventDir(name).resolve("games/round-" + round + ".pgn");
            assertTrue(Files.exists(file), file + " exists");
            for (GameRecord g : files.read(file)) {
                saved.put(g.headers().get("Board"), g);
            }
        }
        assertEquals(games, saved.size(), "a saved game for each result: " + saved.keySet());
        for (var g : state.games().values()) {
            if (g.finished()) {
                GameRecord record = saved.get(g.id());
                assertNotNull(record, "game " + g.id() + " is saved");
                assertEquals(g.white(), record.headers().get("White"));
                assertEquals(g.black(), record.headers().get("Black"));
                assertNotNull(record.outcome(), "game " + g.id() + " has its result");
            }
        }
    }

    @Test
    void aRoundRobinOfFourEnginesIsPlayedAndTheEventViewsShowTheJournal() throws Exception {
        long started = System.nanoTime();
        EngineTournamentJob job = play("rr-chess", false, "2000", "120", 2);
        assertTrue(page().getActiveEditor() != null && page().getActiveEditor().getTitle().equals("rr-chess"),
                "the event opens in the event editor");
        // the views follow the games as they end: standings with points while the job still runs
        boolean[] seenWhileRunning = { false };
        waitLong("the tournament's end", () -> {
            if (job.getResult() == null && job.done() > 0 && job.done() < 6) {
                Table t = standingsTable();
                if (t != null && rows(t).stream().anyMatch(r -> !r.get(2).equals("0"))) {
                    seenWhileRunning[0] = true;
                }
            }
            return job.getResult() != null;
        });
        assertEquals(IStatus.OK, job.getResult().getSeverity(), job.getResult().getMessage() + " " + job.log());
        assertEquals("Finished: 6 games recorded.", job.outcome());
        assertTrue(seenWhileRunning[0], "the Standings view showed results before the tournament ended");
        assertViewsAndGamesAreTheJournals("rr-chess", 6);
        EventState state = journal("rr-chess");
        assertEquals(3, state.pairings().size(), "a round robin of four engines is three rounds");
        System.out.println("EngineTournamentWizardTest: round robin of 4 engines, 6 games, in "
                + (System.nanoTime() - started) / 1_000_000 + " ms");
    }

    @Test
    void aSwissOfThreeRoundsIsPairedByTheDutchEngineAndTheViewsShowTheJournal() throws Exception {
        long started = System.nanoTime();
        EngineTournamentJob job = play("swiss-chess", true, "2000", "120", 2);
        waitLong("the tournament's end", () -> job.getResult() != null);
        assertEquals(IStatus.OK, job.getResult().getSeverity(), job.getResult().getMessage() + " " + job.log());
        assertViewsAndGamesAreTheJournals("swiss-chess", 6);
        EventState state = journal("swiss-chess");
        assertEquals(3, state.pairings().size(), "three rounds");
        String format = Files.readString(eventDir("swiss-chess").resolve("format/SwissChess.tfl"));
        assertTrue(format.contains("stage main dutch {\n      rounds 3\n    }"), format);
        page().showView(EventUi.STANDINGS_VIEW_ID);
        UiTesting.screenshot("engine-tournament-standings.png");
        page().showView(EventUi.CROSSTABLE_VIEW_ID);
        UiTesting.screenshot("engine-tournament-crosstable.png");
        System.out.println("EngineTournamentWizardTest: Swiss of 4 engines, 3 rounds, 6 games, in "
                + (System.nanoTime() - started) / 1_000_000 + " ms");
    }

    @Test
    void aGauntletPlaysTheFirstTickedEngineAgainstEachOfTheOthersWhoNeverMeet() throws Exception {
        long started = System.nanoTime();
        // the table lists the engines as the engines file does: sf comes first, so sf is the gauntlet's engine
        EngineTournamentJob job = play("gauntlet-chess", "gauntlet", List.of("sf", "sf-0", "fsf-0"), "2000", "120", 1);
        waitLong("the tournament's end", () -> job.getResult() != null);
        assertEquals(IStatus.OK, job.getResult().getSeverity(), job.getResult().getMessage() + " " + job.log());
        assertEquals("Finished: 2 games recorded.", job.outcome());
        assertViewsAndGamesAreTheJournals("gauntlet-chess", 2);
        EventState state = journal("gauntlet-chess");
        assertEquals(2, state.pairings().size(), "a gauntlet of three engines is two rounds");
        List<List<String>> met = new ArrayList<>();
        for (FactBody.Pairing p : state.pairings().values()) {
            assertEquals(1, p.boards().size(), "one game a round: " + p);
            FactBody.Board b = p.boards().get(0);
            met.add(List.of(b.white(), b.black()));
        }
        assertEquals(List.of(List.of("sf", "sf-0"), List.of("fsf-0", "sf")), met,
                "sf meets sf-0 with White, then fsf-0 with Black; sf-0 and fsf-0 never meet");
        String format = Files.readString(eventDir("gauntlet-chess").resolve("format/GauntletChess.tfl"));
        assertTrue(format.contains("stage main gauntlet\n"), format);
        System.out.println("EngineTournamentWizardTest: gauntlet of 3 engines, 2 games, in "
                + (System.nanoTime() - started) / 1_000_000 + " ms");
    }

    @Test
    void anEngineThatDoesNotDeclareTheVariantIsBlockedInTheForm() throws Exception {
        EngineTournamentWizard wizard = openWizard();
        EngineTournamentPage form = wizard.page();
        typeInto(form.nameField(), "shogi-engines");
        chooseVariant(form, "Shogi");
        Table table = form.enginesTable();
        // Stockfish declares chess alone: blocked, with the engine's own list
        TableItem sf = row(table, "sf");
        assertTrue(sf.getText(2).startsWith("blocked: engine 'sf' cannot play the variant: Shogi (as 'shogi') is not among the variants"
                + " it declares: chess"), sf.getText(2));
        tick(table, "sf");
        assertFalse(sf.getChecked(), "a blocked engine cannot be ticked");
        assertTrue(form.getErrorMessage().startsWith("Blocked: engine 'sf' cannot play the variant: Shogi"), form.getErrorMessage());
        assertFalse(form.isPageComplete());
        // Fairy-Stockfish declares shogi, but over UCI it would read the USI moves as its own coordinates
        TableItem fsfUci = row(table, "fsf");
        assertTrue(fsfUci.getText(2).startsWith("blocked: engine 'fsf' cannot play the variant: Shogi is spoken to engines in USI"
                + " notation only, and this engine's protocol is uci"), fsfUci.getText(2));
        tick(table, "fsf");
        assertFalse(fsfUci.getChecked(), "an engine whose protocol cannot carry shogi moves cannot be ticked");
        // over USI it plays shogi: two of it make a tournament
        assertTrue(row(table, "fsf-usi").getText(2).startsWith("plays Shogi"), row(table, "fsf-usi").getText(2));
        tick(table, "fsf-usi");
        tick(table, "fsf-usi-0");
        typeInto(form.nodesField(), "1000");
        assertEquals(null, form.getErrorMessage());
        assertTrue(form.isPageComplete());
        UiTesting.screenshot("engine-tournament-blocked.png");
        // back to chess: Stockfish plays it, and ticks
        chooseVariant(form, "Chess");
        assertTrue(row(table, "sf").getText(2).startsWith("plays Chess"), row(table, "sf").getText(2));
        tick(table, "sf");
        assertTrue(row(table, "sf").getChecked());
        dialog.close();
        assertFalse(project.getFolder("shogi-engines").exists(), "a form closed without Finish makes nothing");
    }

    @Test
    void cancellingMidTournamentStopsTheEnginesAndLeavesTheFinishedGamesOnly() throws Exception {
        // one game at a time: cancelled while the second game is being played
        EngineTournamentJob job = play("cancelled", false, "20000", "400", 1);
        waitLong("the first game recorded and the second under way",
                () -> job.done() >= 1 && !job.playing().isEmpty() || job.getResult() != null);
        assertEquals(null, job.getResult(), "the tournament is still running when it is cancelled");
        job.cancel();
        waitLong("the job ends", () -> job.getResult() != null);
        assertEquals(IStatus.CANCEL, job.getResult().getSeverity(), job.getResult().getMessage());
        int recorded = job.done();
        assertTrue(recorded >= 1 && recorded < 6, "cancelled part way: " + recorded + " games");
        assertTrue(job.outcome().startsWith("Cancelled: " + recorded + " of 6 games recorded"), job.outcome());
        waitUntil("no engine process left", () -> ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .noneMatch(p -> p.info().command().map(c -> c.contains("stockfish")).orElse(false)));
        // the journal: every recorded game is one that ended, the games under way are not results
        EventState state = journal("cancelled");
        assertTrue(state.problems().isEmpty(), state.problems().toString());
        long results = state.games().values().stream().filter(g -> g.finished()).count();
        assertEquals(recorded, results);
        int paired = state.pairings().values().stream().mapToInt(p -> p.boards().size()).sum();
        assertTrue(paired > results, "the last round's pairing stands with games not played out: " + paired + " paired");
        for (FactBody.Pairing p : state.pairings().values()) {
            for (FactBody.Board b : p.boards()) {
                assertTrue(state.game(b.game()).isPresent(), b.game());
            }
        }
        assertViewsAndGamesAreTheJournals("cancelled", recorded);
        assertTrue(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell().isVisible(), "the workbench lives on");
    }
}
