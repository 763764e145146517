// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.util.List;
import java.util.OptionalLong;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.PairingChanges;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Game;
import org.rookery.event.model.Round;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * The arbiter changes a published round in the Pairings view of a Guardian open: swaps a board's
 * colours, exchanges a player with the one who had the bye, gives a bye to a player who did not
 * come; each asks for a reason, is shown in the pairings and in the rulings log with its reason,
 * Undo takes the last back, and once a board has a result it is refused with the rule's name.
 */
class PairingChangesViewTest {

    private static final String PLAYERS = """
            id,name,rating
            P1,Asha Rao,2150
            P2,Bram de Vries,2080
            P3,Chen Wei,2030
            P4,Dara Okafor,1990
            P5,Eli Navarro,1945
            P6,Fatima Haddad,1900
            P7,Gus Lindqvist,1850
            """;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("pairing-changes-test", "guardian-open.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void theArbiterChangesARoundWithAReasonAndTheRulingsLogShowsIt() throws Exception {
        EventEditor editor = TestProjects.newEvent(project, "open", "guardian-open.tfl", PLAYERS);
        EventSession session = editor.session();
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        Job job = view.pairNext();
        assertNotNull(job);
        waitUntil("round 1 is paired", () -> view.boards().getTable().getItemCount() == 3);
        Round round = session.model().getRounds().get(0);
        Game board1 = round.getGames().get(0);
        String white = board1.getWhite().getId();
        String black = board1.getBlack().getId();
        String byePlayer = round.getByes().get(0).getPlayer().getId();
        PairingChangeActions actions = new PairingChangeActions(view.pairings());

        // Swap colours: the dialog will not take the change without a reason.
        PairingChangeDialog swap = actions.dialog(view.getSite().getShell(), PairingChangeActions.Kind.SWAP_COLOURS, board1, round);
        swap.setBlockOnOpen(false);
        swap.open();
        spin(100);
        assertFalse(swap.okEnabled(), "no reason, no change");
        swap.fill(-1, null, "White's board light is broken");
        assertTrue(swap.okEnabled());
        swap.okPressed();
        PairingChanges.Change change = PairingChangeActions.change(session, PairingChangeActions.Kind.SWAP_COLOURS, board1,
                swap.chosen(), swap.reason());
        session.record("Swap colours", List.of(change.correction()));
        waitUntil("the pairings view shows the colours swapped", () -> view.boards().getTable().getItem(0).getText(2)
                .endsWith("(" + black + ")"));

        // Exchange board 1's White (now the former Black) with the player who had the bye.
        Game swapped = session.model().getRounds().get(0).getGames().get(0);
        PairingChangeDialog exchange = actions.dialog(view.getSite().getShell(), PairingChangeActions.Kind.EXCHANGE, swapped,
                session.model().getRounds().get(0));
        exchange.setBlockOnOpen(false);
        exchange.open();
        spin(100);
        String byeLabel = byePlayer + " " + session.model().getPlayers().stream().filter(p -> p.getId().equals(byePlayer))
                .findFirst().orElseThrow().getName();
        exchange.fill(1, byeLabel, "he asked to play, his opponent agreed to sit out");
        exchange.okPressed();
        assertEquals(byeLabel, exchange.chosen().get(1));
        session.record("Exchange players", List.of(PairingChangeActions.change(session, PairingChangeActions.Kind.EXCHANGE,
                swapped, exchange.chosen(), exchange.reason()).correction()));
        waitUntil("the bye passed to " + black, () -> view.boards().getTable().getItem(0).getText(2).endsWith("(" + byePlayer + ")")
                && session.model().getRounds().get(0).getByes().get(0).getPlayer().getId().equals(black));

        // Give board 3's White a zero bye (absent); his opponent gets the pairing bye.
        Game board3 = session.model().getRounds().get(0).getGames().get(2);
        String absent = board3.getWhite().getId();
        session.record("Give bye", List.of(PairingChangeActions.change(session, PairingChangeActions.Kind.BYE, board3,
                List.of(absent + " x", "zero", "pairing"), "did not come").correction()));
        waitUntil("board 3 is out of the round", () -> view.boards().getTable().getItemCount() == 2);
        assertTrue(session.model().getRounds().get(0).getByes().stream().anyMatch(b -> b.getPlayer().getId().equals(absent)
                && b.getKind().equals("zero")));

        RulingsView rulings = (RulingsView) page().showView(EventUi.RULINGS_VIEW_ID);
        rulings.filter("correction");
        waitUntil("the rulings log shows the three changes", () -> rulings.table().getTable().getItemCount() == 3);
        // the log speaks words: the correction leads with the arbiter's reason, then what the round now is
        String swapped1 = rulings.table().getTable().getItem(0).getText(5);
        assertTrue(swapped1.matches("fact \\d+ corrected: White's board light is broken \\(colours of game "
                + java.util.regex.Pattern.quote(board1.getId()) + " swapped\\); now round 1 paired: 3 games, 1 bye"), swapped1);
        assertTrue(rulings.table().getTable().getItem(0).getText(7).contains("\"reason\":\"White's board light is broken"),
                "the fact's JSON stays in the Details column: " + rulings.table().getTable().getItem(0).getText(7));
        page().setPartState(page().getReference(rulings), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            screenshot("pairing-changes.png");
        } finally {
            page().setPartState(page().getReference(rulings), IWorkbenchPage.STATE_RESTORED);
        }
        rulings.filter("");

        // Undo takes the bye back: board 3 is played after all.
        EventSession.history().undo(session.undoContext(), null, null);
        waitUntil("undo restores board 3", () -> session.model().getRounds().get(0).getGames().size() == 3);
        assertEquals(white, session.model().getRounds().get(0).getGames().get(0).getBlack().getId(),
                "the earlier changes stay");

        // Once board 1 has a result it cannot change.
        Game played = session.model().getRounds().get(0).getGames().get(0);
        session.record("Result", new FactBody.Result(played.getId(), FactBody.Outcome.DRAW, Termination.AGREEMENT, List.of(),
                List.of(), OptionalLong.empty(), OptionalLong.empty()));
        rulings.filter(played.getId() + ": draw");
        waitUntil("the rulings log finds the result by its game and words", () -> rulings.table().getTable().getItemCount() == 1);
        assertEquals("game " + played.getId() + ": draw by agreement", rulings.table().getTable().getItem(0).getText(5));
        String tip = ((org.eclipse.jface.viewers.ColumnLabelProvider) rulings.table().getLabelProvider(5))
                .getToolTipText(rulings.table().getTable().getItem(0).getData());
        assertTrue(tip.startsWith("game " + played.getId() + ": draw by agreement") && tip.contains("\"ending\":\"agreement\""),
                "the summary's tooltip holds the words and the JSON: " + tip);
        assertTrue(rulings.table().getTable().getItem(0).getText(7).contains("\"outcome\":\"draw\""),
                rulings.table().getTable().getItem(0).getText(7));
        rulings.filter("");
        byte[] before = Files.readAllBytes(session.folder().dir().resolve(org.rookery.engine.event.EventFolder.JOURNAL));
        Game finished = session.model().getRounds().get(0).getGames().get(0);
        Refusal r = assertThrows(Refusal.class, () -> PairingChangeActions.change(session,
                PairingChangeActions.Kind.SWAP_COLOURS, finished, List.of(), "too late"));
        assertEquals("pairings change before their games begin", r.rule());
        assertArrayEquals(before, Files.readAllBytes(session.folder().dir().resolve(org.rookery.engine.event.EventFolder.JOURNAL)), "nothing was written");

        // Round 2: an exchange that brings back a pair of round 1 warns; the arbiter decides, and the warning is recorded.
        for (Game g : session.model().getRounds().get(0).getGames()) {
            if (g.getResult() == null) {
                session.record("Result", new FactBody.Result(g.getId(), FactBody.Outcome.WHITE_WINS, Termination.CHECKMATE,
                        List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty()));
            }
        }
        Job second = view.pairNext();
        waitUntil("round 2 is paired", () -> second.getResult() != null && session.model().getRounds().size() == 2);
        Round round2 = session.model().getRounds().get(1);
        String x = played.getWhite().getId();
        String y = played.getBlack().getId();
        Game xGame = round2.getGames().stream().filter(g -> g.getWhite().getId().equals(x) || g.getBlack().getId().equals(x))
                .findFirst().orElseThrow(() -> new AssertionError(x + " has a bye in round 2"));
        String xOpponent = xGame.getWhite().getId().equals(x) ? xGame.getBlack().getId() : xGame.getWhite().getId();
        PairingChanges.Change rematch = PairingChangeActions.change(session, PairingChangeActions.Kind.EXCHANGE, xGame,
                List.of(xOpponent + " a", y + " b"), "the arbiter's choice");
        assertFalse(rematch.warnings().isEmpty(), "the system forbids rematches: a warning");
        long factsBefore = session.model().getFactCount();
        Shell shell = view.getSite().getShell();
        assertFalse(PairingChangeActions.commit(shell, session, "Exchange", rematch, warnings -> false), "the arbiter says no");
        assertEquals(factsBefore, session.model().getFactCount(), "nothing is recorded when the arbiter says no");
        assertTrue(PairingChangeActions.commit(shell, session, "Exchange", rematch, warnings -> true));
        waitUntil("the rulings log records the warning with the reason", () -> session.model().getRulings()
                .get(session.model().getRulings().size() - 1).getSummary().contains("already met in round 1 [no rematches]"));
    }
}
