// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;


import org.eclipse.core.resources.IProject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.event.EventField;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.standings.Standings;
import org.rookery.export.round.Printout;
import org.rookery.ui.event.EventUi;

/**
 * An arbiter's seven-round, thirty-player Guardian Swiss in the workbench: each round paired from
 * the Pairings view, its pairing list and result slips printed (the PDFs read back for every
 * board's players and slip), its fifteen results typed into the view's keyboard entry (each line
 * checked as typed, recorded on Enter, one of them undone and typed again), to the final
 * standings. Typing a round's results must take under a minute.
 */
class ArbiterSwissWorkbenchTest {

    private static final int PLAYERS = 30;
    private static final int ROUNDS = 7;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("arbiter-swiss-test", "guardian-open.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    /** Types {@code line} into the entry a character at a time, each one checked as typed, then presses Enter. */
    private static void type(Text field, String line) {
        field.setText("");
        field.setFocus();
        for (char c : line.toCharArray()) {
            field.insert(String.valueOf(c));
        }
        field.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
    }

    @Test
    void sevenRoundsFromPairingToFinalStandingsByKeyboardWithPrintoutsEachRound() throws Exception {
        page().closeAllEditors(false);
        StringBuilder csv = new StringBuilder("id,name,rating\n");
        for (int i = 1; i <= PLAYERS; i++) {
            csv.append('P').append(i).append(',').append(Printouts.playerName(i)).append(',').append(2300 - 10 * i).append('\n');
        }
        EventEditor editor = TestProjects.newEvent(project, "open30", "guardian-open.tfl", csv.toString());
        EventSession session = editor.session();
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        Path out = Files.createTempDirectory("arbiter-swiss");
        long slowest = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            final int r = round;
            assertNotNull(view.pairNext());
            waitUntil("round " + r + " is paired", () -> session.model().getRounds().size() == r
                    && view.boards().getTable().getItemCount() == PLAYERS / 2);
            FactBody.Pairing pairing = session.state().pairings().get(r);
            assertEquals(PLAYERS / 2, pairing.boards().size());

            // the printouts of the round, read back
            Path list = out.resolve("round-" + r + "-pairings.pdf");
            Path slips = out.resolve("round-" + r + "-slips.pdf");
            RoundPrinting.write(session, Printout.PAIRINGS, r, list);
            RoundPrinting.write(session, Printout.SLIPS, r, slips);
            String listText = Printouts.text(list);
            String slipText = Printouts.text(slips);
            int at = 0;
            for (int b = 0; b < pairing.boards().size(); b++) {
                FactBody.Board board = pairing.boards().get(b);
                String white = session.state().players().get(board.white()).name() + " (" + board.white() + ")";
                String black = session.state().players().get(board.black()).name() + " (" + board.black() + ")";
                int i = listText.indexOf((b + 1) + " " + white + " ", at);
                assertTrue(i >= at, "round " + r + " board " + (b + 1) + ": " + white + " in " + listText);
                assertTrue(listText.indexOf(black, i) > i, "round " + r + " board " + (b + 1) + ": " + black);
                at = i;
                assertTrue(slipText.contains("Round " + r + ", board " + (b + 1) + " (game " + board.game() + ") White Black Player "
                        + white + " " + black), "round " + r + " slip " + (b + 1) + " in " + slipText);
            }
            if (r == 1) {
                Printouts.render(list, "printout-pairings.png");
                Printouts.render(slips, "printout-slips.png");
            }

            // the results, typed from the slips
            KeyboardEntry entry = view.entry();
            long start = System.nanoTime();
            for (int b = 1; b <= PLAYERS / 2; b++) {
                String result = (b + r) % 5 == 0 ? "=" : (b + r) % 2 == 0 ? "1-0" : "0-1";
                type(entry.line(), b + " " + result);
                assertTrue(entry.status().startsWith("Recorded game " + pairing.boards().get(b - 1).game()), entry.status());
                assertEquals("", entry.line().getText(), "the field is cleared for the next board");
            }
            slowest = Math.max(slowest, System.nanoTime() - start);
            assertTrue(session.state().games().values().stream().filter(g -> g.round() == r).allMatch(g -> g.finished()),
                    "every game of round " + r + " has its result");
            if (r == 1) {
                // a wrong line is refused as it is typed and records nothing
                long facts = session.folder().facts().size();
                type(entry.line(), "16 1-0");
                assertEquals("round 1 has boards 1 to 15, not board 16", entry.status());
                type(entry.line(), "3 0-1");
                assertTrue(entry.status().contains("has already ended"), entry.status());
                assertEquals(facts, session.folder().facts().size(), "nothing was written");
                // the last result is undone and typed again
                EventSession.history().undo(session.undoContext(), null, null);
                waitUntil("the undo is recorded", () -> session.state().games().values().stream()
                        .filter(g -> g.round() == 1).filter(g -> !g.finished()).count() == 1);
                type(entry.line(), "15 " + ((15 + 1) % 5 == 0 ? "=" : (15 + 1) % 2 == 0 ? "1-0" : "0-1"));
                assertTrue(entry.status().startsWith("Recorded"), entry.status());
            }
        }
        assertTrue(slowest < 60_000_000_000L, "a round's fifteen results took " + slowest / 1_000_000 + " ms to enter");

        // the final standings: 7 rounds, every point given out
        Standings standings = EventField.of(session.state()).standings(session.state());
        assertEquals(PLAYERS, standings.rows().size());
        assertEquals(ROUNDS, standings.afterRound());
        BigDecimal total = standings.rows().stream().map(Standings.Row::points).reduce(BigDecimal.ZERO, BigDecimal::add);
        assertEquals(0, BigDecimal.valueOf(ROUNDS * PLAYERS / 2).compareTo(total), "points given out: " + total);
        StandingsView shown = (StandingsView) page().showView(EventUi.STANDINGS_VIEW_ID);
        waitUntil("the standings list every player", () -> shown.table().getTable().getItemCount() == PLAYERS);
        assertFalse(shown.heading().isEmpty());
        spin(100);
    }
}
