// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockListener;
import org.rookery.arbiter.clock.ClockText;
import org.rookery.arbiter.clock.Presets;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.rules.Color;
import org.rookery.ui.clock.ClockWidget;
import org.rookery.ui.clock.internal.AdjustDialog;

/** One board's clock widget, pressed with the space bar and the mouse, on a manual time source. */
class ClockWidgetTest {

    private final ManualTimeSource time = new ManualTimeSource(1_000_000);
    private final List<String> flags = new ArrayList<>();
    private Shell shell;

    private ClockWidget widget(String control) {
        Presets.Preset p = Presets.parse(control);
        return widget(p.spec(), p.description());
    }

    private ClockWidget widget(ClockSpec spec, String description) {
        shell = new Shell(Display.getCurrent());
        shell.setLayout(new FillLayout());
        shell.setSize(640, 260);
        BoardClock board = new BoardClock("Board 1", description, spec, time);
        board.addListener(new ClockListener() {
            @Override
            public void flagFell(BoardClock b, Color side, long firstMs, long secondMs) {
                flags.add(b.name() + " " + side + " " + firstMs + " " + secondMs);
            }
        });
        ClockWidget w = new ClockWidget(shell, SWT.NONE, board);
        shell.open();
        Ui.spin();
        return w;
    }

    @AfterEach
    void close() {
        if (shell != null) {
            shell.dispose();
        }
    }

    @Test
    void suddenDeathCountsDownAndTheFlagFallsAtZeroWithBothReadings() throws Exception {
        ClockWidget w = widget("1");
        assertEquals("1:00", w.faceText(Color.WHITE));
        Ui.space(w); // starts White's time
        time.advance(30_000);
        w.refresh();
        assertEquals("0:30", w.faceText(Color.WHITE));
        time.advance(20_500);
        assertEquals("9.5", w.faceText(Color.WHITE), "tenths under 10 s");
        Ui.space(w); // White moves, Black's time runs
        assertEquals(Color.BLACK, w.board().reading().toMove().orElseThrow());
        time.advance(5_000);
        Ui.space(w);
        time.advance(9_499);
        w.refresh();
        assertEquals("0.0", w.faceText(Color.WHITE));
        assertTrue(flags.isEmpty(), "1 ms is left: " + flags);
        time.advance(1);
        w.refresh();
        assertEquals(List.of("Board 1 WHITE 0 55000"), flags, "both readings at the fall");
        assertTrue(w.bannerText().contains("FLAG: White"), w.bannerText());
        time.advance(10_000);
        w.refresh();
        assertEquals(1, flags.size(), "a fall is reported once");
        assertEquals("0:55", w.faceText(Color.BLACK), "the clock stands at the fall");
        assertTrue(Ui.screenshot(w, "clock-flag") > 4, "the flag screenshot is blank");
    }

    @Test
    void fischerAddsTheIncrementWhenAFaceIsClicked() {
        ClockWidget w = widget("3+2");
        Ui.click(w, Color.BLACK); // Black presses to start White's clock, as on a real clock
        assertEquals(Phase.RUNNING, w.board().reading().phase());
        assertEquals(Color.WHITE, w.board().reading().toMove().orElseThrow());
        time.advance(10_000);
        Ui.click(w, Color.WHITE);
        assertEquals("2:52", w.faceText(Color.WHITE), "3:00 - 10 s + 2 s");
        Ui.click(w, Color.WHITE); // not White's time any more: refused, nothing changes
        assertFalse(w.message().isEmpty());
        time.advance(4_000);
        Ui.click(w, Color.BLACK);
        assertEquals("2:58", w.faceText(Color.BLACK));
        assertEquals("2:52", w.faceText(Color.WHITE));
        assertTrue(w.message().isEmpty(), w.message());
    }

    @Test
    void byoyomiPeriodsAreShownAndUsed() {
        ClockWidget w = widget("0.5 byo 3x30");
        assertTrue(w.detailText(Color.WHITE).contains("then byoyomi 3 \u00d7 0:30"), w.detailText(Color.WHITE));
        Ui.space(w);
        time.advance(31_000); // 30 s main, then 1 s of the first period
        assertEquals("0:29", w.faceText(Color.WHITE));
        assertTrue(w.detailText(Color.WHITE).startsWith("byoyomi, 3 periods left"), w.detailText(Color.WHITE));
        time.advance(30_000); // the first period runs out, the second starts
        assertEquals("0:29", w.faceText(Color.WHITE));
        assertTrue(w.detailText(Color.WHITE).startsWith("byoyomi, 2 periods left"), w.detailText(Color.WHITE));
        Ui.space(w); // in time: the period is full again for White's next move
        assertEquals("0:30", w.faceText(Color.WHITE));
        Ui.space(w); // Black answers at once
        time.advance(60_000);
        w.refresh();
        assertEquals(List.of("Board 1 WHITE 0 30000"), flags, "the last period ran out");
    }

    @Test
    void delayIsShownAndSparesTheMainTime() {
        ClockWidget w = widget("1 d5");
        Ui.space(w);
        time.advance(2_000);
        assertTrue(w.detailText(Color.WHITE).startsWith("delay 3.0"), w.detailText(Color.WHITE));
        assertEquals("1:00", w.faceText(Color.WHITE), "the main time waits for the delay");
        time.advance(4_000);
        assertEquals("0:59", w.faceText(Color.WHITE));
    }

    @Test
    void pauseStopsTheCount() {
        ClockWidget w = widget("5");
        Ui.space(w);
        time.advance(10_000);
        w.board().pause();
        time.advance(60_000);
        w.refresh();
        assertEquals("4:50", w.faceText(Color.WHITE));
        assertEquals("PAUSED", w.bannerText());
        Ui.space(w); // a press on a paused clock is refused
        assertFalse(w.message().isEmpty());
        w.board().resume();
        time.advance(1_000);
        assertEquals("4:49", w.faceText(Color.WHITE));
    }

    @Test
    void anAdjustmentNeedsAReasonAndChangesTheTime() {
        ClockWidget w = widget(ClockSpec.suddenDeath(Duration.ofMinutes(5)), "5 min");
        Ui.space(w);
        time.advance(70_000);
        AdjustDialog d = new AdjustDialog(shell, w);
        d.setBlockOnOpen(false);
        d.open();
        d.submit(Color.BLACK, ClockEvent.Adjustment.Kind.ADD_MAIN, "2:00", " ");
        assertTrue(d.error().contains("reason"), d.error());
        assertEquals("5:00", w.faceText(Color.BLACK), "refused: nothing changed");
        d.submit(Color.BLACK, ClockEvent.Adjustment.Kind.ADD_MAIN, "2:00", "illegal move by White: 2 min to Black");
        ClockEvent.Adjustment a = d.applied().orElseThrow();
        assertEquals("illegal move by White: 2 min to Black", a.reason());
        assertEquals(120_000, a.amount());
        assertEquals("7:00", w.faceText(Color.BLACK));
        assertEquals(a, w.board().log().get(w.board().log().size() - 1), "the adjustment is kept in the log");

        AdjustDialog set = new AdjustDialog(shell, w);
        set.setBlockOnOpen(false);
        set.open();
        set.submit(Color.WHITE, ClockEvent.Adjustment.Kind.SET_MAIN, "1:30", "clock set wrongly at the start");
        assertEquals("1:30", w.faceText(Color.WHITE));
        time.advance(5_000);
        assertEquals("1:25", w.faceText(Color.WHITE), "White's time still runs");
        // the log alone rebuilds the same clock
        assertEquals(w.board().reading(), w.board().rebuilt().read(time.millis()));
    }

    @Test
    void theTimerWakesExactlyWhenTheFigureChanges() {
        ClockWidget w = widget("1");
        Ui.space(w);
        // walk the whole minute repaint by repaint, as the timer does: each wake-up shows a new
        // figure and a millisecond earlier it would not have
        int repaints = 0;
        String shown = w.faceText(Color.WHITE) + " " + w.bannerText();
        while (w.board().reading().phase() == Phase.RUNNING) {
            long left = w.board().reading().first().displayMillis();
            long due = ClockText.untilChange(left);
            time.advance(due - 1);
            assertEquals(shown, w.faceText(Color.WHITE) + " " + w.bannerText(), "changed early at " + left + " ms");
            time.advance(1);
            String next = w.faceText(Color.WHITE) + " " + w.bannerText();
            assertFalse(next.equals(shown), "no change after " + due + " ms from " + left + " ms");
            shown = next;
            repaints++;
            w.refresh();
        }
        // 50 one-second figures (0:59 .. 0:10), 100 tenths (9.9 .. 0.0), then the flag
        assertEquals(151, repaints);
        assertEquals(List.of("Board 1 WHITE 0 60000"), flags);
    }
}
