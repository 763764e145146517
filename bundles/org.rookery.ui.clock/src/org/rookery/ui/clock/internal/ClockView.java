// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.arbiter.clock.EventGameClocks;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.TimeSource;
import org.rookery.engine.event.EventFolder;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.Color;
import org.rookery.rules.ServiceLookup;
import org.rookery.rules.VariantRegistry;

/**
 * The Clocks view: one clock per board of the evening, side by side. The toolbar adds and removes
 * boards, pauses and resumes the selected board or all of them, opens the arbiter's adjustment
 * dialog and binds a board to a game of an event so that its flag fall is recorded in the
 * journal. On a bound board the arbiter rules an illegal move (toolbar or the board's context
 * menu): after a confirmation it is recorded in the journal and the format's clock changes are
 * applied. The selected board is the one whose clock last had the focus.
 */
public class ClockView extends ViewPart {

    /**
     * How the view asks the arbiter to confirm and tells a refusal: message dialogs in the
     * workbench; tests answer without a dialog.
     */
    public interface Prompter {
        /** Whether the arbiter confirms {@code message}. */
        boolean confirm(String title, String message);

        /** Tells the arbiter {@code message} (a refusal). */
        void tell(String title, String message);
    }

    /** The view's id. */
    public static final String ID = "org.rookery.ui.clock.view";

    private final List<BoardPanel> panels = new ArrayList<>();
    private final Map<Path, EventFolder> events = new HashMap<>();
    private TimeSource time = TimeSource.system();
    private ScrolledComposite scroll;
    private Composite grid;
    private Label empty;
    private BoardPanel selected;
    private Action illegalWhite;
    private Action illegalBlack;
    private final Prompter dialogs = new Prompter() {
        @Override
        public boolean confirm(String title, String message) {
            return MessageDialog.openConfirm(getSite().getShell(), title, message);
        }

        @Override
        public void tell(String title, String message) {
            MessageDialog.openError(getSite().getShell(), title, message);
        }
    };
    private Prompter prompter = dialogs;

    @Override
    public void createPartControl(Composite parent) {
        scroll = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        grid = new Composite(scroll, SWT.NONE);
        grid.setLayout(new GridLayout(2, true));
        empty = new Label(grid, SWT.WRAP);
        empty.setText("No boards yet: add one with 'Add Board' in this view's toolbar.");
        scroll.setContent(grid);
        scroll.addListener(SWT.Resize, e -> layout());
        contributeActions(getViewSite().getActionBars().getToolBarManager());
    }

    private void contributeActions(IToolBarManager bar) {
        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        bar.add(action("Add Board", images, ISharedImages.IMG_OBJ_ADD, this::addBoardInteractively));
        bar.add(action("Remove Board", images, ISharedImages.IMG_ELCL_REMOVE, () -> selected().ifPresent(this::removeBoard)));
        bar.add(action("Pause or Resume Board", images, ISharedImages.IMG_ELCL_STOP, () -> selected().ifPresent(p -> {
            if (p.board().paused()) {
                p.board().resume();
            } else {
                p.board().pause();
            }
            p.widget().refresh();
        })));
        bar.add(action("Pause All", images, ISharedImages.IMG_ELCL_REMOVEALL, this::pauseAll));
        bar.add(action("Resume All", images, ISharedImages.IMG_TOOL_FORWARD, this::resumeAll));
        bar.add(action("Adjust Time...", images, ISharedImages.IMG_ETOOL_CLEAR, () -> selected().ifPresent(p -> {
            new AdjustDialog(getSite().getShell(), p.widget()).open();
        })));
        bar.add(action("Bind Board to Event Game...", images, ISharedImages.IMG_OBJ_ELEMENT,
                () -> selected().ifPresent(this::bindInteractively)));
        illegalWhite = action("Illegal Move by White...", images, ISharedImages.IMG_OBJS_WARN_TSK,
                () -> selected().ifPresent(p -> illegalMove(p, Color.WHITE)));
        illegalBlack = action("Illegal Move by Black...", images, ISharedImages.IMG_OBJS_ERROR_TSK,
                () -> selected().ifPresent(p -> illegalMove(p, Color.BLACK)));
        bar.add(illegalWhite);
        bar.add(illegalBlack);
        updateActions();
    }

    /** Enables the illegal-move actions for a selected board bound to an event game only. */
    private void updateActions() {
        boolean bound = selected().flatMap(p -> EventClockBinding.of(p.board())).isPresent();
        if (illegalWhite != null) {
            illegalWhite.setEnabled(bound);
            illegalBlack.setEnabled(bound);
        }
    }

    /** The toolbar's illegal-move action for {@code offender} (enabled only for a bound board). */
    public Action illegalMoveAction(Color offender) {
        return offender == Color.WHITE ? illegalWhite : illegalBlack;
    }

    /** Sets how the view confirms and tells (tests answer without dialogs); null: message dialogs again. */
    public void setPrompter(Prompter prompter) {
        this.prompter = prompter == null ? dialogs : prompter;
    }

    /**
     * Rules an illegal move by {@code offender} on board {@code p}: names the side and the format's
     * clock change, and on confirmation records the illegal-move fact in the game's journal and
     * applies the change to the clock ({@link EventClockBinding#illegalMove}). A refusal is told
     * with its rule and changes nothing.
     *
     * @return what became of it, empty when the board is not bound or the arbiter cancelled
     */
    public Optional<EventClockBinding.Outcome> illegalMove(BoardPanel p, Color offender) {
        Optional<EventClockBinding> binding = EventClockBinding.of(p.board());
        String colour = offender.displayName();
        if (binding.isEmpty()) {
            prompter.tell("Illegal move by " + colour, p.board().name() + " is not bound to a game of an event:"
                    + " bind it first (Bind Board to Event Game...)");
            return Optional.empty();
        }
        EventClockBinding b = binding.get();
        String changes;
        try {
            List<ClockEvent.Adjustment> c = b.illegalMoveChanges(p.board(), offender);
            changes = c.isEmpty() ? "The format changes no clock for an illegal move."
                    : "Clock change: " + EventClockBinding.describe(c) + ".";
        } catch (IllegalArgumentException e) {
            changes = "No clock change: " + e.getMessage() + ".";
        }
        // Under an on-claim law (FESA shogi) only the opponent's claim makes an illegal move count,
        // and the claim decides the game: the arbiter records the claim, not a move nobody claimed.
        boolean claim = b.illegalMoveNeedsClaim();
        Color claimant = offender == Color.WHITE ? Color.BLACK : Color.WHITE;
        String claimedBy = claim ? ", claimed by " + (offender == Color.WHITE ? "Black" : "White") + " ("
                + p.widget().sideName(claimant) + ")" : "";
        String message = "Record an illegal move by " + colour + " (" + p.widget().sideName(offender) + ")" + claimedBy
                + " in game " + b.game() + " of " + b.folder().dir().getFileName() + "?\n\n"
                + (claim ? "Under this format an illegal move counts only when the opponent points it out, and the"
                        + " claim decides the game.\n" : "")
                + changes;
        if (!prompter.confirm("Illegal move by " + colour, message)) {
            return Optional.empty();
        }
        EventClockBinding.Outcome o = b.illegalMove(p.board(), offender, claim);
        p.widget().refresh();
        if (!o.recorded()) {
            prompter.tell("Illegal move by " + colour + " not recorded", o.message());
        }
        return Optional.of(o);
    }

    private static Action action(String text, ISharedImages images, String image, Runnable run) {
        Action a = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setToolTipText(text);
        a.setImageDescriptor(images.getImageDescriptor(image));
        return a;
    }

    /**
     * Sets where new boards' clocks read the time (tests use a manual source so nothing sleeps).
     *
     * @throws IllegalStateException when boards are already running on another source
     */
    public void setTimeSource(TimeSource source) {
        if (!panels.isEmpty()) {
            throw new IllegalStateException("remove the boards before changing the time source");
        }
        this.time = source;
    }

    /** Where the boards of this view read the time. */
    public TimeSource timeSource() {
        return time;
    }

    /** Adds a board with {@code spec}, described as {@code control}; it becomes the selected board. */
    public BoardPanel addBoard(String name, String control, ClockSpec spec) {
        return addBoard(new BoardClock(name, control, spec, time));
    }

    /** Adds a board's clock as it is (a restored one); it becomes the selected board. */
    public BoardPanel addBoard(BoardClock clock) {
        if (empty != null && !empty.isDisposed()) {
            empty.dispose();
        }
        BoardPanel p = new BoardPanel(grid, clock);
        p.widget().addListener(SWT.FocusIn, e -> {
            selected = p;
            updateActions();
        });
        contextMenu(p);
        // a board bound from elsewhere (Start Clock of Game, a scorecard) says so on its status line
        clock.addListener(new org.rookery.arbiter.clock.ClockListener() {
            @Override
            public void flagFell(BoardClock board, Color side, long firstMs, long secondMs) {
                // the binding records it
            }

            @Override
            public void statusChanged(BoardClock board, String status) {
                if (!grid.isDisposed()) {
                    updateActions();
                }
            }
        });
        panels.add(p);
        selected = p;
        updateActions();
        layout();
        return p;
    }

    /** The board's context menu: the arbiter's illegal-move rulings, enabled when the board is bound. */
    private void contextMenu(BoardPanel p) {
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> {
            boolean bound = EventClockBinding.of(p.board()).isPresent();
            for (Color side : Color.values()) {
                Action a = new Action("Illegal Move by " + side.displayName() + "...") {
                    @Override
                    public void run() {
                        illegalMove(p, side);
                    }
                };
                a.setEnabled(bound);
                m.add(a);
            }
        });
        p.widget().setMenu(menu.createContextMenu(p.widget()));
        p.widget().addDisposeListener(e -> menu.dispose());
    }

    /** Removes a board and its clock. */
    public void removeBoard(BoardPanel p) {
        EventClocks.untrack(p.board());
        panels.remove(p);
        p.control().dispose();
        if (selected == p) {
            selected = panels.isEmpty() ? null : panels.get(panels.size() - 1);
        }
        updateActions();
        layout();
    }

    /** The boards in order. */
    public List<BoardPanel> boards() {
        return List.copyOf(panels);
    }

    /** The selected board, empty when there is none. */
    public Optional<BoardPanel> selected() {
        return Optional.ofNullable(selected);
    }

    /** Selects {@code p} (its clock takes the keyboard). */
    public void select(BoardPanel p) {
        selected = p;
        updateActions();
        p.widget().setFocus();
    }

    /** Pauses every running clock. */
    public void pauseAll() {
        panels.forEach(p -> {
            p.board().pause();
            p.widget().refresh();
        });
    }

    /** Resumes every paused clock. */
    public void resumeAll() {
        panels.forEach(p -> {
            p.board().resume();
            p.widget().refresh();
        });
    }

    /** Reads every clock and repaints it (a flag fall that is due is reported). */
    public void refreshAll() {
        panels.forEach(p -> p.widget().refresh());
    }

    /** A name for the next board. */
    public String nextBoardName() {
        int n = panels.size() + 1;
        while (true) {
            String name = "Board " + n;
            if (panels.stream().noneMatch(p -> p.board().name().equals(name))) {
                return name;
            }
            n++;
        }
    }

    private void addBoardInteractively() {
        AddBoardDialog d = new AddBoardDialog(getSite().getShell(), nextBoardName());
        if (d.open() == Window.OK) {
            d.choice().ifPresent(c -> select(addBoard(c.name(), c.preset().description(), c.preset().spec())));
        }
    }

    private void bindInteractively(BoardPanel p) {
        DirectoryDialog dd = new DirectoryDialog(getSite().getShell());
        dd.setText("The event folder of " + p.board().name());
        String dir = dd.open();
        if (dir == null) {
            return;
        }
        InputDialog game = new InputDialog(getSite().getShell(), "Bind " + p.board().name(),
                "The game's id in the event (as in the pairing, e.g. 1.3):", "", s -> s.isBlank() ? "give the game's id" : null);
        if (game.open() != Window.OK) {
            return;
        }
        try {
            EventFolder folder = openEvent(Path.of(dir));
            EventClockBinding.bind(p.board(), folder, game.getValue().strip(), System.getProperty("user.name"));
            updateActions();
            p.widget().refresh();
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(getSite().getShell(), "Cannot bind " + p.board().name(), e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Restores the clocks saved in the event folder of {@code folder} ({@link ClockSnapshot}), each
     * bound again to its game: a clock that was running comes back paused with the time it had at
     * the last save. Boards already in the view and games already finished are left out.
     *
     * @return the boards restored
     */
    public List<BoardPanel> restore(EventFolder folder, String by) throws IOException {
        List<BoardPanel> restored = new ArrayList<>();
        for (ClockSnapshot.Board b : EventGameClocks.toRestore(folder,
                name -> panels.stream().anyMatch(p -> p.board().name().equals(name)))) {
            BoardPanel p = addBoard(ClockSnapshot.restore(b, time));
            EventClockBinding.bind(p.board(), folder, b.game(), by);
            p.board().setStatus(EventGameClocks.restoredStatus(b));
            p.widget().refresh();
            restored.add(p);
        }
        updateActions();
        return restored;
    }

    /** The event in {@code dir}, opened once for all the boards bound to it. */
    public EventFolder openEvent(Path dir) throws IOException, InterruptedException {
        Path key = dir.toAbsolutePath().normalize();
        // An event the workbench has open is bound as it is: its journal is locked while open.
        Optional<EventFolder> inWorkbench = EventClocks.openFolder(key);
        if (inWorkbench.isPresent()) {
            return inWorkbench.get();
        }
        EventFolder open = events.get(key);
        if (open == null) {
            open = EventFolder.open(key, new FormatTool().loader(), registry(), InstantSource.system());
            events.put(key, open);
        }
        return open;
    }

    private static VariantRegistry registry() {
        return ServiceLookup.get(ClockView.class, VariantRegistry.class, VariantRegistry::fromServiceLoader, "variant registry");
    }

    private void layout() {
        if (grid.isDisposed()) {
            return;
        }
        int width = scroll.getClientArea().width;
        ((GridLayout) grid.getLayout()).numColumns = Math.max(1, Math.min(panels.size(), width / 440));
        grid.layout(true, true);
        scroll.setMinSize(grid.computeSize(Math.max(width, 1), SWT.DEFAULT));
    }

    @Override
    public void setFocus() {
        if (selected != null) {
            selected.widget().setFocus();
        } else {
            grid.setFocus();
        }
    }

    @Override
    public void dispose() {
        for (EventFolder f : events.values()) {
            try {
                f.close();
            } catch (IOException e) {
                // the journal's facts are durable when recorded; a failed close loses nothing
            }
        }
        events.clear();
        super.dispose();
    }
}
