// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.editor;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;
import org.rookery.rules.Variant;
import org.rookery.ui.board.model.PositionFile;

/**
 * The first thing a new user sees: what Rookery is, and its three jobs, each with its examples one
 * click away: run an event (the new-event wizard, the example events), write a format (the
 * example formats in the format editor) and study a game or position (one button per installed
 * variant that opens its example position ({@code examples/positions/<variant>.fen} or {@code .sfen} in the
 * seeded examples project) in the board editor. Variants are listed from the registry, and the
 * example is the one the variant's bundle carries ({@link Variant#example()}): when the workspace
 * has no copy yet, opening writes the bundle's into the examples project, so a new variant shows
 * up here and opens without UI code or a file outside its bundle.
 */
public class WelcomeView extends ViewPart {

    /** The view's id in plugin.xml. */
    public static final String ID = "org.rookery.ui.board.welcome";
    /** The project the examples are seeded into. */
    public static final String PROJECT = "examples";

    /** The example events of the examples project: folder and what the button says. */
    static final String[][] EXAMPLE_EVENTS = {
        { "fesa-swiss", "FESA shogi Swiss" },
        { "g20-match", "G20 Giraffe match" },
        { "guardian-club", "Guardian club event" },
        { "newport-evening", "Newport Exchange evening" },
    };
    /** The example formats of the examples project: file and what the button says. */
    static final String[][] EXAMPLE_FORMATS = {
        { "fide-open.tfl", "FIDE Swiss open" },
        { "g20.tfl", "G20 innings match" },
        { "fesa-shogi.tfl", "FESA shogi" },
        { "newport-exchange.tfl", "Newport Exchange teams" },
    };
    /** The example games of the examples project: file and what the button says. */
    static final String[][] EXAMPLE_GAMES = {
        { "opera-game.pgn", "Opera Game (chess)" },
        { "yagura-opening.csa", "Yagura opening (shogi)" },
    };
    /** The command that opens a new-wizard by id, and the id of the new-event wizard. */
    private static final String NEW_WIZARD_COMMAND = "org.eclipse.ui.newWizard";
    private static final String NEW_EVENT_WIZARD = "org.rookery.ui.event.newEvent";

    private final List<Button> exampleButtons = new ArrayList<>();
    private Font jobTitle;
    private Composite buttons;
    private final List<Button> variantButtons = new ArrayList<>();
    private Font title;
    private IResourceChangeListener refresher;

    @Override
    public void createPartControl(Composite parent) {
        // the three jobs are taller than a narrow view: the page scrolls, and wraps to its width
        org.eclipse.swt.custom.ScrolledComposite scroller = new org.eclipse.swt.custom.ScrolledComposite(parent,
                SWT.V_SCROLL);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        Composite page = new Composite(scroller, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        scroller.setContent(page);
        scroller.addListener(SWT.Resize, e -> scroller.setMinSize(page.computeSize(
                scroller.getClientArea().width, SWT.DEFAULT)));
        Label heading = new Label(page, SWT.NONE);
        heading.setText("Rookery");
        FontData fd = heading.getFont().getFontData()[0];
        title = new Font(parent.getDisplay(), fd.getName(), fd.getHeight() + 6, SWT.BOLD);
        heading.setFont(title);
        Label intro = new Label(page, SWT.WRAP);
        intro.setText("The workbench for running chess-variant tournaments. What would you like to do?");
        intro.setLayoutData(wrapping());

        Composite run = job(page, "Run an event", "Register the players, pair the rounds, enter the results and print "
                + "the round; or open an example event under way:");
        jobButton(run, "New Event...", "Start an event of a format: its details, then its players or teams",
                () -> newEvent());
        for (String[] e : EXAMPLE_EVENTS) {
            exampleButton(run, e[1], "events/" + e[0] + "/journal.jsonl");
        }

        Composite write = job(page, "Write a format", "Open an example format, change it, and run its dry run "
                + "(Ctrl+Alt+R) to see the event it makes:");
        for (String[] f : EXAMPLE_FORMATS) {
            exampleButton(write, f[1], "formats/" + f[0]);
        }

        Composite study = job(page, "Study a game or position", "Open a variant's example position to play moves "
                + "and set up positions, or an example game to replay it:");
        buttons = study;
        for (Variant v : BoardEditor.registry().all()) {
            Button b = new Button(buttons, SWT.PUSH);
            b.setText(v.displayName());
            b.setData(v.id());
            b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            b.addListener(SWT.Selection, e -> open(v));
            variantButtons.add(b);
        }
        for (String[] g : EXAMPLE_GAMES) {
            exampleButton(study, g[1], "games/" + g[0]);
        }
        Label hint = new Label(page, SWT.WRAP);
        hint.setText("Position files (.fen, .sfen), game files (.pgn, .bpgn, .kif, .kifu, .csa), formats (.tfl) and "
                + "events open from the Project Explorer too. Close this view at any time; Window > Show View brings it back.");
        hint.setLayoutData(wrapping());
        refresher = e -> parent.getDisplay().asyncExec(this::refresh);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(refresher);
        refresh();
    }

    /** A job's group: its heading, what it is, and a column for its buttons. */
    private Composite job(Composite page, String heading, String what) {
        Label h = new Label(page, SWT.NONE);
        h.setText(heading);
        if (jobTitle == null) {
            FontData fd = h.getFont().getFontData()[0];
            jobTitle = new Font(page.getDisplay(), fd.getName(), fd.getHeight() + 2, SWT.BOLD);
        }
        h.setFont(jobTitle);
        GridData top = new GridData(SWT.FILL, SWT.TOP, true, false);
        top.verticalIndent = 8;
        h.setLayoutData(top);
        Label w = new Label(page, SWT.WRAP);
        w.setText(what);
        w.setLayoutData(wrapping());
        Composite column = new Composite(page, SWT.NONE);
        column.setLayout(new GridLayout(1, false));
        column.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        column.setData("job", heading);
        return column;
    }

    private static Button jobButton(Composite column, String text, String tip, Runnable action) {
        Button b = new Button(column, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    /** A button that opens {@code path} of the examples project in its own editor. */
    private void exampleButton(Composite column, String text, String path) {
        Button b = jobButton(column, text, "", () -> openExample(path));
        b.setData("example", path);
        exampleButtons.add(b);
    }

    /** The file {@code path} of the examples project (it may not exist). */
    public static IFile exampleFile(String path) {
        return ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT).getFile(path);
    }

    /** Opens {@code path} of the examples project in the editor its kind of file opens in; returns whether it opened. */
    public boolean openExample(String path) {
        IFile file = exampleFile(path);
        if (!file.exists()) {
            return false;
        }
        try {
            IDE.openEditor(getSite().getPage(), file, true);
            return true;
        } catch (PartInitException e) {
            org.eclipse.jface.dialogs.ErrorDialog.openError(getSite().getShell(), "Rookery", "Cannot open "
                    + file.getFullPath(), e.getStatus());
            return false;
        }
    }

    /** Opens the new-event wizard, as File > New > Event does. */
    private void newEvent() {
        try {
            org.eclipse.ui.handlers.IHandlerService handlers = getSite().getService(org.eclipse.ui.handlers.IHandlerService.class);
            org.eclipse.ui.commands.ICommandService commands = getSite().getService(org.eclipse.ui.commands.ICommandService.class);
            org.eclipse.core.commands.Command command = commands.getCommand(NEW_WIZARD_COMMAND);
            handlers.executeCommand(org.eclipse.core.commands.ParameterizedCommand.generateCommand(command,
                    java.util.Map.of("newWizardId", NEW_EVENT_WIZARD)), null);
        } catch (org.eclipse.core.commands.common.CommandException e) {
            org.eclipse.jface.dialogs.MessageDialog.openError(getSite().getShell(), "Rookery",
                    "The new-event wizard cannot be opened: " + e.getMessage());
        }
    }

    /** Layout data that lets a label wrap to the view's width, however narrow. */
    private static GridData wrapping() {
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 120;
        return data;
    }

    /** The example file of a variant in the workspace (it may not exist). */
    public static IFile example(Variant variant) {
        String ext = PositionFile.extension(variant.rules());
        return ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT).getFile("positions/" + variant.id() + "." + ext);
    }

    private void refresh() {
        for (Button b : exampleButtons) {
            if (b.isDisposed()) {
                return;
            }
            IFile f = exampleFile((String) b.getData("example"));
            b.setEnabled(f.exists());
            b.setToolTipText(f.exists() ? "Open " + f.getFullPath() : "The examples project has no " + f.getProjectRelativePath()
                    + " (the launcher seeds it from the repository's examples folder)");
        }
        for (Button b : variantButtons) {
            if (b.isDisposed()) {
                return;
            }
            Variant v = BoardEditor.registry().find((String) b.getData()).orElse(null);
            boolean there = v != null && (example(v).exists() || v.example().isPresent());
            b.setEnabled(there);
            b.setToolTipText(there ? "Open " + example(v).getFullPath()
                    : "Neither the workspace (examples/positions) nor the variant's bundle has an example of " + b.getData());
        }
    }

    /** Opens a variant's example in the board editor; returns whether it opened. */
    public boolean open(Variant variant) {
        IFile file = example(variant);
        try {
            if (!file.exists()) {
                Optional<String> carried = variant.example();
                if (carried.isEmpty()) {
                    return false;
                }
                write(file, carried.get());
            }
            IDE.openEditor(getSite().getPage(), file, BoardEditor.ID, true);
            return true;
        } catch (PartInitException e) {
            org.eclipse.jface.dialogs.ErrorDialog.openError(getSite().getShell(), "Rookery", "Cannot open " + file.getFullPath(), e.getStatus());
            return false;
        } catch (CoreException e) {
            org.eclipse.jface.dialogs.ErrorDialog.openError(getSite().getShell(), "Rookery",
                    "Cannot write the example of " + variant.displayName() + " to " + file.getFullPath(), e.getStatus());
            return false;
        }
    }

    /** Writes a variant's carried example into the examples project, creating what is missing. */
    private static void write(IFile file, String text) throws CoreException {
        IProject project = file.getProject();
        if (!project.exists()) {
            project.create(null);
        }
        if (!project.isOpen()) {
            project.open(null);
        }
        if (file.getParent() instanceof IFolder folder && !folder.exists()) {
            folder.create(true, true, null);
        }
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
    }

    @Override
    public void setFocus() {
        buttons.setFocus();
    }

    @Override
    public void dispose() {
        if (refresher != null) {
            ResourcesPlugin.getWorkspace().removeResourceChangeListener(refresher);
        }
        if (title != null) {
            title.dispose();
        }
        if (jobTitle != null) {
            jobTitle.dispose();
        }
        super.dispose();
    }
}
