// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;


import org.eclipse.core.resources.IProject;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.event.EventField;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.standings.Standings;
import org.rookery.export.round.Printout;
import org.rookery.ui.event.EventUi;
import org.rookery.ui.testing.Keys;

/**
 * An arbiter's seven-round, thirty-player Guardian Swiss as an arbiter runs it, with real
 * keystrokes posted to the display: the event is created in the New Event wizard (its name typed,
 * Enter to finish), the thirty players entered one by one in the Players page's dialog, and each
 * round paired, its pairing list and slips printed (the PDFs read back for every board's players)
 * and its fifteen results typed into the Pairings view's entry from the slips, to the final
 * standings. Entering a round's results must take under a minute; the test prints the times.
 */
class ArbiterWizardSwissTest {

    private static final int PLAYERS = 30;
    private static final int ROUNDS = 7;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("arbiter-wizard-test", "guardian-open.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    /** Gives {@code control} the keyboard as a click into it would, in its active window. */
    private static void focus(Control control) {
        control.getShell().forceActive();
        control.forceFocus();
        spin(30);
    }

    private static <T extends Control> List<T> find(Composite root, Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Control c : root.getChildren()) {
            if (type.isInstance(c)) {
                found.add(type.cast(c));
            }
            if (c instanceof Composite child) {
                found.addAll(find(child, type));
            }
        }
        return found;
    }

    /** The fields a user types in: bordered, editable text fields, in their order on the screen. */
    private static List<Text> fields(Composite root) {
        return find(root, Text.class).stream().filter(t -> (t.getStyle() & SWT.BORDER) != 0 && t.getEditable()).toList();
    }

    /**
     * Types {@code keys} into the first field of the dialog titled {@code title} once it is open
     * (the dialog's own event loop runs this); a dialog that never opens is reported, and one
     * whose field cannot be found is closed, so that the test fails rather than waits for ever.
     */
    private static void typeIntoDialog(Display display, String title, String keys, int triesLeft) {
        display.timerExec(50, () -> {
            Shell d = shellTitled(display, title);
            if (d == null) {
                if (triesLeft > 0) {
                    typeIntoDialog(display, title, keys, triesLeft - 1);
                } else {
                    System.err.println("ArbiterWizardSwissTest: the dialog '" + title + "' did not open");
                }
                return;
            }
            List<Text> fields = fields(d);
            if (fields.isEmpty()) {
                d.close();
                return;
            }
            focus(fields.get(0));
            Keys.type(display, keys);
            // keystrokes that did not reach the dialog leave it open: close it so the test fails, not hangs
            display.timerExec(15_000, () -> {
                if (!d.isDisposed()) {
                    System.err.println("ArbiterWizardSwissTest: '" + title + "' was still open after typing " + keys);
                    d.close();
                }
            });
        });
    }

    private static Shell shellTitled(Display display, String title) {
        for (Shell s : display.getShells()) {
            if (!s.isDisposed() && title.equals(s.getText()) && s.isVisible()) {
                return s;
            }
        }
        return null;
    }

    @Test
    void fromTheNewEventWizardToTheFinalStandingsByKeyboard() throws Exception {
        page().closeAllEditors(false);
        Display display = page().getWorkbenchWindow().getShell().getDisplay();

        // File > New > Event, with the format selected: the event's name typed, Enter finishes
        var descriptor = PlatformUI.getWorkbench().getNewWizardRegistry().findWizard("org.rookery.ui.event.newEvent");
        NewEventWizard wizard = assertInstanceOf(NewEventWizard.class, descriptor.createWizard());
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project.getFile("guardian-open.tfl")));
        WizardDialog dialog = new WizardDialog(page().getWorkbenchWindow().getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Text eventName = fields(dialog.getShell()).get(0);
        focus(eventName);
        Keys.type(display, "autumn-open");
        waitUntil("the name typed", () -> "autumn-open".equals(eventName.getText()));
        Keys.type(display, "\r");
        waitUntil("the event editor opens", () -> page().getActiveEditor() instanceof EventEditor);
        EventEditor editor = (EventEditor) page().getActiveEditor();
        assertEquals("autumn-open", editor.getPartName());
        EventSession session = editor.session();

        // thirty players, each typed into the Players page's dialog (Tab to the next field, Enter records)
        Button add = find((Composite) editor.playersPage().control(), Button.class).stream()
                .filter(b -> "Add...".equals(b.getText())).findFirst().orElseThrow();
        for (int i = 1; i <= PLAYERS; i++) {
            String typed = "P" + i + "\t" + Printouts.playerName(i) + "\t" + (2300 - 10 * i) + "\r";
            typeIntoDialog(display, "Register a player", typed, 100);
            add.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
            final int n = i;
            waitUntil("player " + n + " is registered", () -> session.state().players().size() == n);
            assertEquals(Printouts.playerName(i), session.state().players().get("P" + i).name());
            assertEquals(2300 - 10 * i, session.state().players().get("P" + i).rating());
        }

        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        Path out = Files.createTempDirectory("arbiter-wizard");
        List<Long> millis = new ArrayList<>();
        for (int round = 1; round <= ROUNDS; round++) {
            final int r = round;
            assertNotNull(view.pairNext());
            waitUntil("round " + r + " is paired", () -> session.model().getRounds().size() == r
                    && view.boards().getTable().getItemCount() == PLAYERS / 2);
            FactBody.Pairing pairing = session.state().pairings().get(r);

            Path list = out.resolve("round-" + r + "-pairings.pdf");
            Path slips = out.resolve("round-" + r + "-slips.pdf");
            RoundPrinting.write(session, Printout.PAIRINGS, r, list);
            RoundPrinting.write(session, Printout.SLIPS, r, slips);
            String listText = Printouts.text(list);
            String slipText = Printouts.text(slips);
            for (int b = 0; b < pairing.boards().size(); b++) {
                FactBody.Board board = pairing.boards().get(b);
                String white = session.state().players().get(board.white()).name() + " (" + board.white() + ")";
                String black = session.state().players().get(board.black()).name() + " (" + board.black() + ")";
                int i = listText.indexOf((b + 1) + " " + white + " ");
                assertTrue(i >= 0, "round " + r + " board " + (b + 1) + ": " + white + " in " + listText);
                assertTrue(listText.indexOf(black, i) > i, "round " + r + " board " + (b + 1) + ": " + black);
                assertTrue(slipText.contains("Round " + r + ", board " + (b + 1) + " (game " + board.game()
                        + ") White Black Player " + white + " " + black), "round " + r + " slip " + (b + 1));
            }
            if (r == 1) {
                Printouts.render(list, "wizard-round-1-pairings.png");
                Printouts.render(slips, "wizard-round-1-slips.png");
            }

            // the fifteen results, typed from the slips into the entry
            KeyboardEntry entry = view.entry();
            long start = System.nanoTime();
            for (int b = 1; b <= PLAYERS / 2; b++) {
                String result = (b + r) % 5 == 0 ? "=" : (b + r) % 2 == 0 ? "1-0" : "0-1";
                String game = pairing.boards().get(b - 1).game();
                focus(entry.line());
                Keys.type(display, b + " " + result + "\r");
                final int board = b;
                waitUntil("round " + r + " board " + board + " is recorded", () -> session.state().game(game)
                        .map(g -> g.finished()).orElse(false));
                assertTrue(entry.status().startsWith("Recorded game " + game), entry.status());
            }
            millis.add((System.nanoTime() - start) / 1_000_000);
        }
        System.out.println("ArbiterWizardSwissTest: ms to type each round's 15 results: " + millis);
        assertTrue(millis.stream().allMatch(m -> m < 60_000), "a round's results took " + millis + " ms");

        Standings standings = EventField.of(session.state()).standings(session.state());
        assertEquals(PLAYERS, standings.rows().size());
        assertEquals(ROUNDS, standings.afterRound());
        BigDecimal total = standings.rows().stream().map(Standings.Row::points).reduce(BigDecimal.ZERO, BigDecimal::add);
        assertEquals(0, BigDecimal.valueOf(ROUNDS * PLAYERS / 2).compareTo(total), "points given out: " + total);
        StandingsView shown = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        waitUntil("the standings list every player", () -> shown.table().getTable().getItemCount() == PLAYERS);
        spin(100);
    }
}
