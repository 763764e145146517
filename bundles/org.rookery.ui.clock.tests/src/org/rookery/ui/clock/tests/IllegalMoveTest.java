// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.arbiter.clock.Presets;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ManualTimeSource;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameClocks;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;
import org.rookery.ui.clock.internal.BoardPanel;
import org.rookery.ui.clock.internal.ClockView;

/**
 * The arbiter rules an illegal move on a board bound to a game of a real event whose format gives
 * the opponent 2 min and takes 30 s from the offender: after a confirmation naming the side and the
 * change, the journal holds the illegal-move fact, the opponent's clock gained the bonus and the
 * offender's lost the penalty, and the clock is saved with the event. An illegal move in a finished
 * game is refused with its rule and changes nothing; a board not bound to an event cannot rule one.
 */
class IllegalMoveTest {

    private final ManualTimeSource time = new ManualTimeSource(7_000_000);

    /** A prompter that records what the view asked and told, and confirms. */
    private static final class Answers implements ClockView.Prompter {
        final List<String> asked = new ArrayList<>();
        final List<String> told = new ArrayList<>();

        @Override
        public boolean confirm(String title, String message) {
            asked.add(title + ": " + message);
            return true;
        }

        @Override
        public void tell(String title, String message) {
            told.add(title + ": " + message);
        }
    }

    @Test
    void anIllegalMoveIsRecordedAndTheFormatsClockChangesApplied(@TempDir Path tmp) throws Exception {
        String source = Files.readString(ClockViewTest.FORMATS.resolve("guardian-open.tfl")).replace(
                "break between rounds 15 min", "break between rounds 15 min\n    illegal move gives opponent 2 min\n"
                        + "    illegal move costs 30 s");
        assertTrue(source.contains("illegal move gives opponent 2 min"), "the test's format has the illegal-move rule");
        Path format = tmp.resolve("guardian-illegal.tfl");
        Files.writeString(format, source);
        Path dir = tmp.resolve("club-night");
        try (EventFolder event = EventFolder.create(dir, format, EventClockBindingTest.loader(),
                EventClockBindingTest.registry(), InstantSource.system())) {
            event.record(List.of(
                    new EventFolder.Draft(new FactBody.Register("P1", "Asha Rao", Optional.empty(), 2150, Optional.empty()), "Ruth"),
                    new EventFolder.Draft(new FactBody.Register("P2", "Bram de Vries", Optional.empty(), 2080, Optional.empty()), "Ruth"),
                    new EventFolder.Draft(new FactBody.Register("P3", "Chen Li", Optional.empty(), 2010, Optional.empty()), "Ruth"),
                    new EventFolder.Draft(new FactBody.Register("P4", "Dana Ek", Optional.empty(), 1990, Optional.empty()), "Ruth"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P3"),
                            new FactBody.Board("1.2", "P2", "P4")), List.of()), "Ruth")));
            ClockView view = ClockViewTest.openView(time);
            Answers answers = answering(view);
            try {
                BoardPanel board = gameBoard(view, event, "1.1");
                assertFalse(view.illegalMoveAction(Color.WHITE).isEnabled(), "an unbound board rules no illegal move");
                EventClockBinding.bind(board.board(), event, "1.1", "Ruth");
                assertTrue(view.illegalMoveAction(Color.WHITE).isEnabled(), "a bound board rules illegal moves");
                assertTrue(view.illegalMoveAction(Color.BLACK).isEnabled());

                Ui.space(board.widget()); // White's time starts
                time.advance(20_000);
                Ui.space(board.widget()); // White moved: Black's time runs
                time.advance(5_000);
                long whiteBefore = board.board().reading().first().displayMillis();
                long blackBefore = board.board().reading().second().displayMillis();
                assertEquals(60 * 60_000 - 20_000, whiteBefore, "sudden death 60 min, 20 s used");
                int factsBefore = event.facts().size();

                EventClockBinding.Outcome o = view.illegalMove(board, Color.WHITE).orElseThrow();

                assertTrue(o.recorded(), o.message());
                String asked = answers.asked.get(0);
                assertTrue(asked.startsWith("Illegal move by White: Record an illegal move by White"), asked);
                assertTrue(asked.contains("Black +2:00") && asked.contains("White -0:30"), asked);
                assertEquals(factsBefore + 1, event.facts().size());
                Fact f = event.facts().get(event.facts().size() - 1);
                assertEquals(new FactBody.IllegalMove("1.1", Color.WHITE), f.body());
                assertEquals("Ruth", f.by());
                assertEquals(1, event.state().game("1.1").orElseThrow().whiteIllegalMoves());
                List<String> journal = Files.readAllLines(dir.resolve(EventFolder.JOURNAL));
                String last = journal.get(journal.size() - 1);
                assertTrue(last.contains("\"type\":\"illegal-move\"") && last.contains("\"game\":\"1.1\"")
                        && last.contains("\"side\":\"white\""), last);
                // the opponent gained the bonus, the offender lost the penalty (the manual time stood still)
                assertEquals(blackBefore + 120_000, board.board().reading().second().displayMillis());
                assertEquals(whiteBefore - 30_000, board.board().reading().first().displayMillis());
                assertTrue(o.message().startsWith("recorded fact " + f.seq() + ": illegal move by white in game 1.1"),
                        o.message());
                assertTrue(o.message().contains("white's illegal moves in this game: 1"), o.message());
                assertTrue(board.logLines().stream().anyMatch(l -> l.contains("+2:00 (illegal move by the opponent")),
                        board.logLines().toString());
                // saved with the event like any adjustment: the saved log rebuilds the changed clock
                ClockSnapshot.Board saved = ClockSnapshot.read(dir).stream().filter(b -> b.game().equals("1.1")).findFirst()
                        .orElseThrow();
                assertEquals(2, saved.events().stream().filter(e -> e instanceof ClockEvent.Adjustment).count(),
                        saved.events().toString());
                assertTrue(answers.told.isEmpty(), answers.told.toString());

                // the board's context menu offers both sides, enabled on the bound board
                org.eclipse.swt.widgets.Menu menu = board.widget().getMenu();
                menu.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
                List<String> items = java.util.Arrays.stream(menu.getItems()).filter(org.eclipse.swt.widgets.MenuItem::isEnabled)
                        .map(org.eclipse.swt.widgets.MenuItem::getText).toList();
                assertEquals(List.of("Illegal Move by White...", "Illegal Move by Black..."), items);
                menu.notifyListeners(org.eclipse.swt.SWT.Hide, new org.eclipse.swt.widgets.Event());

                // the toolbar's action with the real confirmation dialog: Black's illegal move, OK pressed
                view.setPrompter(null);
                long whiteThen = board.board().reading().first().displayMillis();
                long blackThen = board.board().reading().second().displayMillis();
                String[] shown = new String[1];
                pressOk("Illegal move by Black", shown);
                view.illegalMoveAction(Color.BLACK).run();
                assertTrue(shown[0] != null && shown[0].contains("White +2:00") && shown[0].contains("Black -0:30"),
                        "the confirmation names the change: " + shown[0]);
                assertEquals(new FactBody.IllegalMove("1.1", Color.BLACK), event.facts().get(event.facts().size() - 1)
                        .body());
                assertEquals(whiteThen + 120_000, board.board().reading().first().displayMillis());
                assertEquals(blackThen - 30_000, board.board().reading().second().displayMillis());
                view.setPrompter(answers);

                // a finished game: refused with its rule, nothing written, the clock unchanged
                event.record(new FactBody.Result("1.1", FactBody.Outcome.DRAW, Termination.AGREEMENT, List.of(), List.of(),
                        OptionalLong.empty(), OptionalLong.empty()), "Ruth");
                int factsThen = event.facts().size();
                long white = board.board().reading().first().displayMillis();
                long black = board.board().reading().second().displayMillis();
                int logSize = board.board().log().size();

                EventClockBinding.Outcome no = view.illegalMove(board, Color.BLACK).orElseThrow();

                assertFalse(no.recorded(), no.message());
                assertTrue(no.rule().isPresent(), no.message());
                assertTrue(no.message().contains("(rule: " + no.rule().get() + ")"), no.message());
                assertEquals(1, answers.told.size(), "the refusal is shown");
                assertTrue(answers.told.get(0).contains("rule: " + no.rule().get()), answers.told.get(0));
                assertEquals(factsThen, event.facts().size(), "no fact for a refused illegal move");
                assertEquals(white, board.board().reading().first().displayMillis());
                assertEquals(black, board.board().reading().second().displayMillis());
                assertEquals(logSize, board.board().log().size(), "no clock change for a refused illegal move");

                // a board not bound to an event: the action is off and the view refuses it
                Presets.Preset p = Presets.parse("5");
                BoardPanel loose = view.addBoard("Board 7", p.description(), p.spec());
                assertFalse(view.illegalMoveAction(Color.BLACK).isEnabled());
                assertEquals(Optional.empty(), view.illegalMove(loose, Color.BLACK));
                assertTrue(answers.told.get(1).contains("not bound"), answers.told.get(1));
                view.select(board);
                assertTrue(view.illegalMoveAction(Color.BLACK).isEnabled(), "selecting the bound board enables it again");
            } finally {
                view.boards().forEach(view::removeBoard);
            }
        }
    }

    /**
     * Under FESA an illegal move counts only when the opponent points it out, and the claim loses
     * the game: the confirmation says who claims it, the fact records the claim, the game ends a
     * win for the claimant and its clock stops.
     */
    @Test
    void underFesaTheIllegalMoveIsRecordedAsTheOpponentsClaimAndEndsTheGame(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("fesa-round");
        try (EventFolder event = EventFolder.create(dir, ClockViewTest.FORMATS.resolve("fesa-shogi.tfl"),
                EventClockBindingTest.loader(), EventClockBindingTest.registry(), InstantSource.system())) {
            event.record(List.of(
                    new EventFolder.Draft(new FactBody.Register("S1", "Hana Ito", Optional.empty(), 0, Optional.of("3 dan")), "Ruth"),
                    new EventFolder.Draft(new FactBody.Register("S2", "Lukas Weber", Optional.empty(), 0, Optional.of("2 dan")), "Ruth"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "S1", "S2")), List.of()),
                            "Ruth")));
            ClockView view = ClockViewTest.openView(time);
            Answers answers = answering(view);
            try {
                BoardPanel board = gameBoard(view, event, "1.1");
                EventClockBinding binding = EventClockBinding.bind(board.board(), event, "1.1", "Ruth");
                assertTrue(binding.illegalMoveNeedsClaim(), "FESA: illegal moves are claimed by the players only");
                Ui.space(board.widget()); // sente's time starts
                time.advance(30_000);
                Ui.space(board.widget()); // sente moved, gote's time runs

                EventClockBinding.Outcome o = view.illegalMove(board, Color.BLACK).orElseThrow();

                assertTrue(o.recorded(), o.message());
                String asked = answers.asked.get(0);
                assertTrue(asked.contains("Record an illegal move by Black") && asked.contains("claimed by White"), asked);
                assertTrue(asked.contains("counts only when the opponent points it out"), asked);
                assertEquals(new FactBody.IllegalMove("1.1", Color.BLACK, true),
                        event.facts().get(event.facts().size() - 1).body());
                var end = event.state().game("1.1").orElseThrow().end().orElseThrow();
                assertEquals(FactBody.Outcome.WHITE_WINS, end.outcome(), "sente claimed gote's illegal move");
                assertEquals(Termination.ILLEGAL_MOVES, end.ending());
                assertTrue(o.message().contains("the game is over"), o.message());
                assertEquals(org.rookery.clock.Phase.PAUSED, board.board().reading().phase(), "the finished game's clock stops");
            } finally {
                view.boards().forEach(view::removeBoard);
            }
        }
    }

    /** Makes the view ask and tell the returned recorder instead of the arbiter. */
    private static Answers answering(ClockView view) {
        Answers answers = new Answers();
        view.setPrompter(answers);
        return answers;
    }

    /** A board in the view with the clock the event's format gives {@code game}. */
    private static BoardPanel gameBoard(ClockView view, EventFolder event, String game) {
        GameClocks.GameClock c = GameClocks.of(event.state(), game);
        return view.addBoard("Game " + game, c.description(), c.spec());
    }

    /** Presses OK in the dialog titled {@code title} once it opens, keeping its message in {@code message[0]}. */
    private static void pressOk(String title, String[] message) {
        org.eclipse.swt.widgets.Display d = org.eclipse.swt.widgets.Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (org.eclipse.swt.widgets.Shell s : d.getShells()) {
                if (title.equals(s.getText()) && s.isVisible()) {
                    org.eclipse.swt.widgets.Button ok = org.rookery.ui.testing.UiTesting.button(s, "OK");
                    if (ok != null) {
                        message[0] = text(s);
                        ok.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
                        return;
                    }
                }
            }
            d.timerExec(50, poll[0]);
        };
        d.timerExec(50, poll[0]);
    }

    private static String text(org.eclipse.swt.widgets.Composite c) {
        StringBuilder b = new StringBuilder();
        for (org.eclipse.swt.widgets.Control child : c.getChildren()) {
            if (child instanceof org.eclipse.swt.widgets.Label l) {
                b.append(l.getText()).append('\n');
            } else if (child instanceof org.eclipse.swt.widgets.Composite inner) {
                b.append(text(inner));
            }
        }
        return b.toString();
    }
}
