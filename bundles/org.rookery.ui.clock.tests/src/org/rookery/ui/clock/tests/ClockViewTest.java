// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.Presets;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.rules.Color;
import org.rookery.ui.clock.internal.AddBoardDialog;
import org.rookery.ui.clock.internal.BoardPanel;
import org.rookery.ui.clock.internal.ClockView;

/** The Clocks view in the Rookery perspective: an evening's boards, each on its own clock. */
class ClockViewTest {

    /** The examples folder of the repository, from the test bundle's folder. */
    static final Path FORMATS = Path.of("..", "..", "examples", "formats").toAbsolutePath().normalize();

    private final ManualTimeSource time = new ManualTimeSource(5_000_000);
    private ClockView view;

    static IWorkbenchPage page() {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        return (w != null ? w : PlatformUI.getWorkbench().getWorkbenchWindows()[0]).getActivePage();
    }

    static ClockView openView(ManualTimeSource time) throws Exception {
        ClockView v = (ClockView) page().showView(ClockView.ID);
        v.boards().forEach(v::removeBoard);
        v.setTimeSource(time);
        return v;
    }

    @BeforeEach
    void open() throws Exception {
        view = openView(time);
    }

    @Test
    void theRookeryPerspectiveHasTheClocksView() throws Exception {
        page().resetPerspective();
        List<String> views = Arrays.stream(page().getViewReferences()).map(IViewReference::getId).toList();
        assertTrue(views.contains(ClockView.ID), "views: " + views);
    }

    @Test
    void severalBoardsRunIndependently() throws Exception {
        AddBoardDialog add = new AddBoardDialog(view.getSite().getShell(), view.nextBoardName());
        add.setBlockOnOpen(false);
        add.open();
        add.submit("Board 1", "not a control", null);
        assertTrue(add.error().contains("not a time control"), add.error());
        add.submit("Board 1", "5+3", null);
        AddBoardDialog.Choice c = add.choice().orElseThrow();
        BoardPanel one = view.addBoard(c.name(), c.preset().description(), c.preset().spec());
        Presets.Preset byo = Presets.parse("10 byo 5x30");
        BoardPanel two = view.addBoard("Board 2", byo.description(), byo.spec());
        Presets.Preset guardian = AddBoardDialog.fromFormat(FORMATS.resolve("guardian-open.tfl").toString());
        BoardPanel three = view.addBoard("Board 3", guardian.description(), guardian.spec());
        assertEquals(3, view.boards().size());

        Ui.space(one.widget());
        time.advance(20_000);
        Ui.space(two.widget());
        Ui.click(three.widget(), Color.BLACK);
        time.advance(15_000);
        Ui.space(one.widget()); // White on board 1 moves after 35 s and gets 3 s
        assertEquals("4:28", one.widget().faceText(Color.WHITE));
        assertEquals("9:45", two.widget().faceText(Color.WHITE), "board 2 started 20 s later");
        long guardianMain = guardian.spec().first().initialMainMillis();
        assertEquals(guardianMain - 15_000, three.board().reading().first().mainMillis());

        view.pauseAll();
        time.advance(60_000);
        view.refreshAll();
        assertEquals("4:28", one.widget().faceText(Color.WHITE));
        assertEquals("5:00", one.widget().faceText(Color.BLACK), "paused with Black to move");
        assertEquals("9:45", two.widget().faceText(Color.WHITE));
        two.board().resume(); // only board 2 goes on
        time.advance(5_000);
        assertEquals("9:40", two.widget().faceText(Color.WHITE));
        assertEquals(Phase.PAUSED, one.board().reading().phase());
        assertEquals("5:00", one.widget().faceText(Color.BLACK));
        view.resumeAll();
        time.advance(1_000);
        assertEquals("4:59", one.widget().faceText(Color.BLACK));

        // each board's log rebuilds its clock
        for (BoardPanel p : view.boards()) {
            assertEquals(p.board().reading(), p.board().rebuilt().read(time.millis()), p.board().name());
        }
        assertTrue(one.logLines().stream().anyMatch(l -> l.contains("White pressed")), one.logLines().toString());
        assertTrue(one.logLines().stream().anyMatch(l -> l.contains("paused")), one.logLines().toString());

        one.board().adjust(Color.BLACK, ClockEvent.Adjustment.Kind.ADD_MAIN, 120_000, "illegal move by White");
        assertTrue(one.logLines().get(one.logLines().size() - 1).contains("Black: +2:00 (illegal move by White)"),
                one.logLines().toString());
        view.select(two);
        time.advance(100);
        view.refreshAll();
        IWorkbenchPartReference ref = page().getReference(view);
        page().setPartState(ref, IWorkbenchPage.STATE_MAXIMIZED);
        view.getSite().getShell().setSize(1200, 740);
        try {
            int colours = Ui.screenshot(view.getSite().getShell(), "clock-view");
            assertTrue(colours > 8, "the view screenshot looks blank: " + colours + " colours");
        } finally {
            page().setPartState(ref, IWorkbenchPage.STATE_RESTORED);
        }
        view.boards().forEach(view::removeBoard);
    }
}
