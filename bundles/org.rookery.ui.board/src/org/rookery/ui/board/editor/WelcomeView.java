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
 * The first thing a new user sees: what Rookery is, and one button per installed variant that
 * opens its example position ({@code examples/positions/<variant>.fen} or {@code .sfen} in the
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

    private Composite buttons;
    private final List<Button> variantButtons = new ArrayList<>();
    private Font title;
    private IResourceChangeListener refresher;

    @Override
    public void createPartControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Label heading = new Label(page, SWT.NONE);
        heading.setText("Rookery");
        FontData fd = heading.getFont().getFontData()[0];
        title = new Font(parent.getDisplay(), fd.getName(), fd.getHeight() + 6, SWT.BOLD);
        heading.setFont(title);
        Label intro = new Label(page, SWT.WRAP);
        intro.setText("The workbench for running chess-variant tournaments. Open an example position to play "
                + "moves, set up positions and see each variant's rules at work:");
        intro.setLayoutData(wrapping());
        buttons = new Composite(page, SWT.NONE);
        buttons.setLayout(new GridLayout(1, false));
        buttons.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        for (Variant v : BoardEditor.registry().all()) {
            Button b = new Button(buttons, SWT.PUSH);
            b.setText(v.displayName());
            b.setData(v.id());
            b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            b.addListener(SWT.Selection, e -> open(v));
            variantButtons.add(b);
        }
        Label hint = new Label(page, SWT.WRAP);
        hint.setText("Position files (.fen, .sfen) open in the board editor from the Project Explorer too, "
                + "and so do game files (.pgn, .bpgn, .kif, .kifu, .csa): see examples/games. "
                + "Close this view at any time; Window > Show View brings it back.");
        hint.setLayoutData(wrapping());
        refresher = e -> parent.getDisplay().asyncExec(this::refresh);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(refresher);
        refresh();
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
        super.dispose();
    }
}
