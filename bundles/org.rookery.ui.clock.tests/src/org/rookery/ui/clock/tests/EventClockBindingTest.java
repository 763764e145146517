// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.arbiter.clock.Presets;
import org.rookery.clock.ManualTimeSource;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.FormatLoader;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.Color;
import org.rookery.rules.VariantRegistry;
import org.rookery.ui.clock.internal.BoardPanel;
import org.rookery.ui.clock.internal.ClockView;

/**
 * A board bound to a game of a real event folder (the Guardian open, as {@code rookery event new}
 * creates it): its flag fall becomes the journal's flag-fall fact with both readings, and a fall
 * on a game the event does not know is refused with its rule.
 */
class EventClockBindingTest {

    private final ManualTimeSource time = new ManualTimeSource(9_000_000);

    static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(ClockView.class).getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> t = new ServiceTracker<>(context, VariantRegistry.class, null);
        t.open();
        try {
            VariantRegistry r = t.waitForService(10_000);
            if (r == null) {
                throw new IllegalStateException("no variant registry service");
            }
            return r;
        } finally {
            t.close();
        }
    }

    static FormatLoader loader() {
        return new FormatTool().loader();
    }

    @Test
    void aFlagFallIsRecordedWithBothReadings(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("club-night");
        try (EventFolder event = EventFolder.create(dir, ClockViewTest.FORMATS.resolve("guardian-open.tfl"), loader(),
                registry(), InstantSource.system())) {
            event.record(List.of(
                    new EventFolder.Draft(new FactBody.Register("P1", "Asha Rao", Optional.empty(), 2150, Optional.empty()), "Ruth"),
                    new EventFolder.Draft(new FactBody.Register("P2", "Bram de Vries", Optional.empty(), 2080, Optional.empty()), "Ruth"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P2")), List.of()),
                            "Ruth")));
            ClockView view = ClockViewTest.openView(time);
            Presets.Preset p = Presets.parse("1+1");
            BoardPanel board = view.addBoard("Board 1", p.description(), p.spec());
            EventClockBinding binding = EventClockBinding.bind(board.board(), event, "1.1", "Ruth");
            BoardPanel stray = view.addBoard("Board 9", p.description(), p.spec());
            EventClockBinding refused = EventClockBinding.bind(stray.board(), event, "9.9", "Ruth");

            Ui.space(board.widget());
            time.advance(20_000);
            Ui.space(board.widget()); // White: 40 s + 1 s
            time.advance(30_000);
            Ui.space(board.widget()); // Black: 30 s + 1 s
            time.advance(41_000);
            view.refreshAll();

            EventClockBinding.Outcome o = binding.last().orElseThrow();
            assertTrue(o.recorded(), o.message());
            Fact f = event.facts().get(event.facts().size() - 1);
            assertEquals(f, o.fact().orElseThrow());
            FactBody.FlagFall fall = (FactBody.FlagFall) f.body();
            assertEquals(new FactBody.FlagFall("1.1", Color.WHITE, 0, 31_000, List.of(), List.of(), Optional.empty()),
                    fall);
            assertEquals("Ruth", f.by());
            assertTrue(board.widget().board().status().startsWith("recorded fact " + f.seq()), board.board().status());
            List<String> log = board.logLines();
            assertTrue(log.get(log.size() - 1).startsWith("recorded fact " + f.seq() + ": flag-fall in game 1.1"), log.toString());
            // the journal on disk says the same (the folder stays open here: it locks its journal)
            List<String> lines = Files.readAllLines(dir.resolve(EventFolder.JOURNAL));
            String last = lines.get(lines.size() - 1);
            assertTrue(last.contains("\"type\":\"flag-fall\"") && last.contains("\"game\":\"1.1\"")
                    && last.contains("\"side\":\"white\"") && last.contains("\"whiteMs\":0")
                    && last.contains("\"blackMs\":31000"), last);

            Ui.space(stray.widget());
            time.advance(60_000);
            view.refreshAll();
            EventClockBinding.Outcome no = refused.last().orElseThrow();
            assertFalse(no.recorded());
            assertEquals(Optional.of("result for a known game"), no.rule(), no.message());
            assertTrue(stray.board().status().contains("not recorded"), stray.board().status());
            assertTrue(stray.logLines().get(stray.logLines().size() - 1).contains("(rule: result for a known game)"),
                    stray.logLines().toString());
            assertEquals(f, event.facts().get(event.facts().size() - 1), "nothing written for the refused fall");
            var ref = ClockViewTest.page().getReference(view);
            ClockViewTest.page().setPartState(ref, org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
            view.getSite().getShell().setSize(1200, 740);
            try {
                int colours = Ui.screenshot(view.getSite().getShell(), "clock-event");
                assertTrue(colours > 8, "blank screenshot");
            } finally {
                ClockViewTest.page().setPartState(ref, org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
            }
            view.boards().forEach(view::removeBoard);
        }
    }
}
