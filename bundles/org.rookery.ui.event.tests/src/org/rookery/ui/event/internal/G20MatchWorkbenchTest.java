// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.clock.ManualTimeSource;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;
import org.rookery.ui.clock.EventClockView;
import org.rookery.ui.event.EventUi;

/**
 * The whole G20 example match ({@code examples/events/g20-match}) run by an arbiter through the
 * workbench's views: a new event from {@code g20.tfl}, the players imported and the two teams
 * composed on the teams page, the squads, the toss and each innings' batting order recorded in the
 * scorecard (with a refusal and an undo), every game started from the scorecard's next-game choice
 * with its clock in the Clocks view, and every result entered in the result dialog: captured men,
 * illegal moves, a penalty timeout recorded by the clock itself, a timeout entered with both clock
 * readings whose 15 s margin decides the score (first misread as 21 s, undone, entered again as
 * 12 s, as the example's correction does), a White flag fall and the compulsory follow-on. The
 * scorecard's lines and totals must be the example README's hand-worked numbers.
 */
class G20MatchWorkbenchTest {

    private static final String PLAYERS = """
            id,name
            C1,Cara Finch
            C2,Colm Byrne
            C3,Cat Ogden
            C4,Cyril Moss
            C5,Clea Hart
            C6,Cole Penn
            C7,Cass Wren
            Z1,Zara Quill
            Z2,Zeb Lowe
            Z3,Zoe Marsh
            Z4,Zak Ennis
            Z5,Zia Noor
            Z6,Zed Hale
            Z7,Zuri Dane
            """;

    private static final String ALL_15 = "P P P P P P P P R R N N G G B B Q";

    /**
     * One game of the example as the arbiter enters it: the innings, the scoring and stopping
     * players, how it ended, the men White captured, the illegal moves, the clocks (for a flag fall
     * entered in the dialog) and the score the README works out by hand.
     */
    private record Step(int innings, String scorer, String stopper, Outcome outcome, Termination ending, String captured,
            int illegalWhite, int illegalBlack, String whiteClock, String blackClock, int score) {

        static Step win(int innings, String scorer, String stopper, String captured, int score) {
            return new Step(innings, scorer, stopper, Outcome.WHITE_WINS, Termination.CHECKMATE, captured, 0, 0, "", "", score);
        }

        static Step out(int innings, String scorer, String stopper) {
            return new Step(innings, scorer, stopper, Outcome.BLACK_WINS, Termination.CHECKMATE, "", 0, 0, "", "", 0);
        }
    }

    /** The example's games in order (README tables); null clocks mark the game whose clock records a penalty timeout. */
    private static final List<Step> SCRIPT = List.of(
            Step.win(1, "C1", "Z1", ALL_15, 42),
            new Step(1, "C1", "Z2", Outcome.WHITE_WINS, Termination.CHECKMATE, "P P N", 0, 1, "", "", 43),
            new Step(1, "C1", "Z3", Outcome.WHITE_WINS, Termination.TIME_FORFEIT, "", 0, 0, null, null, 42),
            new Step(1, "C1", "Z4", Outcome.WHITE_WINS, Termination.CHECKMATE, "P P P P P P P P R N", 1, 0, "", "", 12),
            Step.win(1, "C1", "Z5", "P P P P P P P P R R N N", 18),
            new Step(1, "C1", "Z1", Outcome.WHITE_WINS, Termination.TIME_FORFEIT, "P P P P P P P P B B", 0, 0, "0:12", "0", 18),
            Step.out(1, "C1", "Z2"),
            Step.win(1, "C2", "Z3", "P P P P P P P P Q G G", 22),
            Step.out(1, "C2", "Z4"),
            new Step(1, "C3", "Z5", Outcome.WHITE_WINS, Termination.CROWNING, "P N", 0, 0, "", "", 42),
            Step.out(2, "Z1", "C1"),
            Step.out(2, "Z2", "C2"),
            Step.win(2, "Z3", "C3", "P P P P P P P P R N", 13),
            Step.out(2, "Z3", "C4"),
            new Step(2, "Z4", "C5", Outcome.BLACK_WINS, Termination.TIME_FORFEIT, "", 0, 0, "0", "0:30", 0),
            Step.out(2, "Z5", "C1"),
            Step.win(3, "Z1", "C2", ALL_15, 42),
            Step.win(3, "Z1", "C3", "P P P P P P P P G B", 17),
            new Step(3, "Z1", "C4", Outcome.BLACK_WINS, Termination.CHECKMATE, "", 0, 1, "", "", 1),
            Step.out(3, "Z2", "C5"),
            Step.out(3, "Z3", "C1"),
            Step.out(3, "Z4", "C2"),
            Step.out(3, "Z5", "C3"),
            Step.win(4, "C4", "Z1", "P P P R N", 42),
            Step.out(4, "C4", "Z2"),
            Step.out(4, "C5", "Z3"),
            Step.out(4, "C1", "Z4"),
            Step.out(4, "C2", "Z5"),
            Step.out(4, "C3", "Z1"));

    /** Each innings' batting order as the captains hand it in (the README's innings tables). */
    private static final Map<Integer, String> ORDERS = Map.of(1, "C1 C2 C3 C4 C5", 2, "Z1 Z2 Z3 Z4 Z5", 3, "Z1 Z2 Z3 Z4 Z5",
            4, "C4 C5 C1 C2 C3");

    /** The README's hand-worked innings totals. */
    private static final int[] INNINGS_TOTALS = { 239, 13, 60, 42 };

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.forG20("g20-match-test");
        project.getFile("g20.tfl").create(Files.newInputStream(Path.of("../../examples/formats/g20.tfl")), true, null);
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        shell.setBounds(shell.getDisplay().getPrimaryMonitor().getClientArea());
    }

    @AfterAll
    static void deleteProject() throws Exception {
        page().closeAllEditors(false);
        spin(100);
        project.delete(true, true, null);
    }

    @Test
    void theExampleMatchRunThroughTheScorecardAndClocksEndsWithTheHandWorkedTotals() throws Exception {
        IFile journal = NewEvent.create(project, "g20-match", project.getFile("g20.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        Path journalPath = journal.getLocation().toFile().toPath();
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        InningsStepPanel step = view.step();
        NextGamePanel next = view.nextGame();
        waitUntil("the scorecard asks for the teams", () -> step.stepText().startsWith("Register both teams"));

        // Players from CSV, then the two teams composed on the teams page.
        session.record("Import players", List.copyOf(editor.playersPage().preview(PLAYERS).players()));
        editor.showTeamsPage();
        TeamsPage teams = editor.teamsPage();
        for (String[] t : new String[][] { { "Camels", "Carlton Camels", "C" }, { "Zebras", "Zennor Zebras", "Z" } }) {
            TeamDialog dialog = teams.teamDialog(null);
            dialog.setBlockOnOpen(false);
            dialog.open();
            spin(50);
            dialog.type(t[0], t[1]);
            for (int i = 1; i <= 7; i++) {
                dialog.tick(t[2] + i, true);
            }
            dialog.okPressed();
            session.record("Add team " + t[0], teams.teamFacts(dialog.team()));
        }
        page().activate(view);

        // The squads: a squad of four is refused with the rule, and nothing is written.
        waitUntil("the scorecard asks for the Camels' squad", () -> step.stepText().startsWith("The squad of Camels"));
        byte[] before = Files.readAllBytes(journalPath);
        assertTrue(step.chooseSquad(List.of("C1", "C2", "C3", "C4"), "C1"));
        assertFalse(step.recordSquad(), "four players are not a squad of five");
        assertTrue(step.statusText().startsWith("Refused: ") && step.statusText().contains("(rule: "), step.statusText());
        showMaximized(view, "g20-squad-refused.png");
        assertArrayEquals(before, Files.readAllBytes(journalPath), "a refused squad writes nothing");
        assertTrue(step.chooseSquad(List.of("C1", "C2", "C3", "C4", "C5"), "C1"));
        assertTrue(step.recordSquad(), step.statusText());
        waitUntil("the scorecard asks for the Zebras' squad", () -> step.stepText().startsWith("The squad of Zebras"));
        assertTrue(step.chooseSquad(List.of("Z1", "Z2", "Z3", "Z4", "Z5"), "Z1"));
        press(view, "Record squad");
        waitUntil("the Zebras' squad is recorded", () -> innings(session).squads().containsKey("Zebras"));

        // The toss, undone and recorded again: the workbench's undo takes a toss back like any fact.
        waitUntil("the scorecard asks for the toss", () -> step.stepText().startsWith("The toss"));
        assertTrue(step.chooseToss("Zebras", "stopping"));
        assertTrue(step.recordToss(), step.statusText());
        IOperationHistory history = EventSession.history();
        assertEquals("Toss won by Zebras", history.getUndoOperation(session.undoContext()).getLabel());
        history.undo(session.undoContext(), null, null);
        waitUntil("after undo the toss is asked for again", () -> step.stepText().startsWith("The toss"));
        assertTrue(session.state().toss().isEmpty(), "the toss is taken back");
        assertTrue(step.chooseToss("Camels", "scoring"));
        assertTrue(step.recordToss(), step.statusText());
        assertEquals("Camels", innings(session).battingFirst().orElseThrow(), "the toss winner chose to score first");

        BoardClock penaltyClock = null;
        ManualTimeSource time = new ManualTimeSource(1_000_000);
        int game = 0;
        for (Step s : SCRIPT) {
            game++;
            InningsMatch m = innings(session);
            if (m.phase() == Phase.BATTING_ORDER) {
                int number = m.currentInnings().orElseThrow().number();
                assertEquals(s.innings(), number, "innings " + number + " asks for its batting order");
                if (number == 1) {
                    // The list offers the squad only, so a reserve cannot be put in the order; the
                    // arbiter arranges it with the buttons (or by dragging): C5 up to first and back.
                    BattingOrderList list = step.battingOrder();
                    assertEquals(List.of("C1", "C2", "C3", "C4", "C5"), list.order(), "the squad, as named");
                    assertFalse(step.typeBattingOrder("C1 C2 C3 C4 C6"), "C6 is a reserve, not in the list");
                    list.table().setSelection(4);
                    for (int up = 0; up < 4; up++) {
                        press(view, "Move up");
                    }
                    waitUntil("C5 is moved to the top", () -> list.order().get(0).equals("C5"));
                    assertEquals(List.of("C5", "C1", "C2", "C3", "C4"), list.order());
                    assertTrue(list.table().getItem(0).getText().startsWith("1.  C5"), list.table().getItem(0).getText());
                    showMaximized(view, "g20-batting-order.png");
                }
                assertTrue(step.typeBattingOrder(ORDERS.get(number)));
                // The arbiter presses the button; the batting order is recorded once the event is handled.
                press(view, "Record batting order");
                waitUntil("innings " + number + "'s batting order is recorded", () -> innings(session).phase() != Phase.BATTING_ORDER);
                if (number == 3) {
                    assertTrue(view.tree().getTree().getItem(2).getText(0).contains("(follow-on)"),
                            "the Zebras follow on at once: " + view.tree().getTree().getItem(2).getText(0));
                }
            }
            assertTrue(next.canStart(), "game " + game + " can start: " + view.nextText());
            assertTrue(next.choose(s.scorer(), s.stopper()), "game " + game + ": " + s.scorer() + " v " + s.stopper()
                    + " is offered: " + next.offeredScorers() + " v " + next.offeredStoppers());
            FactBody.GameStart started = next.start().orElseThrow(() -> new AssertionError(next.statusText()));
            String id = started.game();
            waitUntil("the scorecard shows game " + id + " in play", () -> id.equals(step.gameShown()));
            BoardClock clock = step.bindClock(time).orElseThrow(() -> new AssertionError(step.statusText()));
            // Boards of other events (restored by earlier tests) stay; of this event's, only the game in play's.
            assertEquals(List.of("Game " + id), EventClockView.boards(page()).stream()
                    .filter(b -> org.rookery.arbiter.clock.EventClocks.gameOf(session.folder().dir(), b).isPresent())
                    .map(BoardClock::name).toList(),
                    "the Clocks view holds the game in play's clock; the boards of this event's ended games are taken down");
            clock.pressRunning();
            if (s.whiteClock() == null) {
                // The penalty timeout as the clock records it: White has 20 s left when Black's flag falls.
                time.advance(280_000);
                clock.press(org.rookery.rules.Color.WHITE);
                time.advance(300_000);
                assertTrue(clock.check(), "Black's flag falls");
                waitUntil("the clock's flag fall ends game " + id, () -> id != null && session.state().game(id).orElseThrow().finished());
                penaltyClock = clock;
                showMaximized(page().findView("org.rookery.ui.clock.view"), "g20-clock.png");
            } else {
                time.advance(40_000);
                // Game 6 of innings 1 is first entered as the clock was misread: White 21 s, not 12 s.
                if (game == 2) {
                    // Through the "Enter result..." button: the dialog opens modal and the arbiter fills it in.
                    fillWhenOpen(s);
                    press(view, "Enter result...");
                    waitUntil("game " + id + " is recorded through the button", () -> session.state().game(id).orElseThrow().finished());
                } else {
                    enterResult(step, s, game == 6 ? "0:21" : s.whiteClock());
                }
            }
            waitUntil("game " + id + " has its line", () -> lineOf(view, s.innings(), id) != null
                    && !"in play".equals(lineOf(view, s.innings(), id).getText(3)));
            if (game == 1) {
                // The result dialog took both readings from the game's clock: White used 40 s of his 5 min.
                assertEquals("260.000 s / 300.000 s", lineOf(view, 1, id).getText(6));
            }
            if (game == 6) {
                // The flag fall first entered as the clock was misread: White 21 s, more than 15 s ahead.
                assertEquals("42", lineOf(view, 1, id).getText(7), "21 s ahead: a penalty timeout scores 42");
                history.undo(session.undoContext(), null, null);
                waitUntil("after undo game " + id + " is in play again", () -> id.equals(step.gameShown()));
                enterResult(step, s, s.whiteClock());
                waitUntil("game " + id + " has its line again", () -> !"in play".equals(lineOf(view, 1, id).getText(3)));
            }
            assertEquals(String.valueOf(s.score()), lineOf(view, s.innings(), id).getText(7),
                    "game " + id + " (" + s.scorer() + " v " + s.stopper() + ") scores as the README works out");
            if (game == 13) {
                showMaximized(view, "g20-scorecard-mid-match.png");
            }
        }
        assertNotNull(penaltyClock);
        assertTrue(penaltyClock.status().contains("recorded fact"), penaltyClock.status());

        InningsMatch end = innings(session);
        assertEquals(Phase.FINISHED, end.phase());
        for (int i = 0; i < INNINGS_TOTALS.length; i++) {
            assertEquals(0, new BigDecimal(INNINGS_TOTALS[i]).compareTo(end.innings().get(i).total()), "innings " + (i + 1));
            assertEquals(String.valueOf(INNINGS_TOTALS[i]), view.tree().getTree().getItem(i).getText(8), "innings " + (i + 1)
                    + "'s total in the scorecard");
        }
        assertEquals(4, view.tree().getTree().getItemCount());
        assertTrue(view.tree().getTree().getItem(3).getText(0).endsWith(", ahead by 166"),
                "the Camels began their second innings 239 - 73 = 166 ahead: " + view.tree().getTree().getItem(3).getText(0));
        assertEquals(0, new BigDecimal(281).compareTo(end.totals().get("Camels")));
        assertEquals(0, new BigDecimal(73).compareTo(end.totals().get("Zebras")));
        String heading = headingOf(view);
        assertTrue(heading.contains("totals Camels 281, Zebras 73"), heading);
        assertTrue(end.result().orElseThrow().reason().contains("Camels"), end.result().orElseThrow().reason());
        assertEquals("The match is over.", view.nextText());
        assertFalse(next.canStart());
        // The end of the match in view: the first two innings folded to their totals.
        view.tree().getTree().getItem(0).setExpanded(false);
        view.tree().getTree().getItem(1).setExpanded(false);
        showMaximized(view, "g20-scorecard-final.png");
    }

    /** Presses the button labelled {@code text} in the scorecard, as the arbiter clicks it. */
    private static void press(ScorecardView view, String text) {
        // The Clocks view may share the scorecard's stack: the arbiter brings the scorecard to the front.
        page().activate(view);
        spin(50);
        org.eclipse.swt.widgets.Button b = org.rookery.ui.testing.UiTesting.button(view.tree().getControl().getParent(), text);
        assertNotNull(b, "the scorecard shows '" + text + "'");
        b.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
        spin(100);
    }

    /** Fills in the result dialog with {@code s} and presses OK once it is open (it opens modal). */
    private static void fillWhenOpen(Step s) {
        org.eclipse.swt.widgets.Display d = org.eclipse.swt.widgets.Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : d.getShells()) {
                if (shell.isVisible() && shell.getData() instanceof ResultDialog dialog) {
                    dialog.enter(s.outcome(), s.ending(), s.illegalWhite(), s.illegalBlack(), Color.BLACK);
                    dialog.setCaptured(s.captured(), "");
                    dialog.okPressed();
                    return;
                }
            }
            d.timerExec(50, poll[0]);
        };
        d.timerExec(50, poll[0]);
    }

    /** Enters {@code s}'s result in the result dialog of the game in play and records it from the scorecard. */
    private static void enterResult(InningsStepPanel step, Step s, String whiteClock) {
        ResultDialog dialog = step.resultDialog();
        assertNotNull(dialog, "a game is in play");
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(50);
        dialog.enter(s.outcome(), s.ending(), s.illegalWhite(), s.illegalBlack(),
                s.outcome() == Outcome.BLACK_WINS ? Color.WHITE : Color.BLACK);
        dialog.setCaptured(s.captured(), "");
        if (!whiteClock.isEmpty()) {
            // A flag fall entered by hand: the arbiter's reading of both clocks.
            dialog.setClocks(whiteClock, s.blackClock());
        }
        dialog.okPressed();
        assertNotNull(dialog.facts(), "the dialog accepts the entry: " + dialog.getErrorMessage());
        assertTrue(step.recordResult(dialog.facts()), step.statusText());
    }

    private static InningsMatch innings(EventSession session) {
        return session.state().innings().orElseThrow();
    }

    private static TreeItem lineOf(ScorecardView view, int innings, String game) {
        if (view.tree().getTree().getItemCount() < innings) {
            return null;
        }
        for (TreeItem item : view.tree().getTree().getItem(innings - 1).getItems()) {
            // The scorecard numbers the games within their innings: game iN.K is line "game K".
            if (item.getText(0).equals("game " + game.substring(game.indexOf('.') + 1))) {
                return item;
            }
        }
        return null;
    }

    private static String headingOf(ScorecardView view) {
        org.eclipse.swt.widgets.Control tree = view.tree().getControl();
        for (org.eclipse.swt.widgets.Control c : tree.getParent().getChildren()) {
            if (c instanceof org.eclipse.swt.widgets.Label l) {
                return l.getText();
            }
        }
        fail("the scorecard has no heading");
        return "";
    }

    private static void showMaximized(IViewPart view, String name) throws Exception {
        assertNotNull(view, "the view is open");
        page().activate(view);
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            spin(150);
            screenshot(name);
        } finally {
            page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
        }
    }
}
