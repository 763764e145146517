// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.rookery.rules.Color;
import org.rookery.rules.PieceType;
import org.rookery.rules.Square;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.board.editor.BoardEditor;

/** Helpers that drive the real workbench as a user would: files, editors, mouse events, screenshots. */
final class Ui {

    static final String PROJECT = "board-tests";

    private Ui() {
    }

    static IWorkbenchWindow window() {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        return w != null ? w : PlatformUI.getWorkbench().getWorkbenchWindows()[0];
    }

    static IWorkbenchPage page() {
        return window().getActivePage();
    }

    static void settle() {
        Display d = Display.getCurrent();
        for (int i = 0; i < 5; i++) {
            while (d.readAndDispatch()) {
                // run pending UI work
            }
        }
    }

    static IFile file(String name, String content) throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (!project.exists()) {
            project.create(null);
        }
        if (!project.isOpen()) {
            project.open(null);
        }
        IFile file = project.getFile(name);
        ByteArrayInputStream in = new ByteArrayInputStream(content.getBytes(StandardCharsets.UTF_8));
        if (file.exists()) {
            file.setContents(in, IResource.FORCE, null);
        } else {
            file.create(in, IResource.FORCE, null);
        }
        return file;
    }

    /** A file of the test project with these bytes (a Shift-JIS KIF, a copied example). */
    static IFile file(String name, byte[] content) throws CoreException {
        IFile file = file(name, "");
        file.setContents(new ByteArrayInputStream(content), IResource.FORCE, null);
        return file;
    }

    /** Opens a workspace file in the board editor. */
    static BoardEditor open(IFile file) throws CoreException {
        BoardEditor editor = (BoardEditor) IDE.openEditor(page(), file, BoardEditor.ID, true);
        window().getShell().setSize(1200, 760);
        settle();
        return editor;
    }

    static BoardEditor open(String name, String content) throws CoreException {
        IFile file = file(name, content);
        BoardEditor editor = (BoardEditor) IDE.openEditor(page(), file, BoardEditor.ID, true);
        window().getShell().setSize(1200, 760);
        settle();
        return editor;
    }

    static void close(BoardEditor editor) {
        page().closeEditor(editor, false);
        settle();
    }

    private static Event mouse(Point p, int button, int state) {
        Event e = new Event();
        e.x = p.x;
        e.y = p.y;
        e.button = button;
        e.stateMask = state;
        return e;
    }

    /** A left click on a point of the board: mouse down and up, as SWT delivers them. */
    static void click(BoardWidget board, Point p, int button) {
        board.notifyListeners(SWT.MouseDown, mouse(p, button, 0));
        board.notifyListeners(SWT.MouseUp, mouse(p, button, button == 1 ? SWT.BUTTON1 : SWT.BUTTON3));
        settle();
    }

    static void click(BoardWidget board, Square s) {
        click(board, board.center(s), 1);
    }

    static void clickHand(BoardWidget board, Color side, PieceType type, int button) {
        click(board, board.handCenter(side, type), button);
    }

    /** Click on one square, then on another. */
    static void clickMove(BoardWidget board, String from, String to) {
        click(board, Square.parse(from));
        click(board, Square.parse(to));
    }

    /** Press on one square, drag across the board, release on another. */
    static void drag(BoardWidget board, String from, String to) {
        Point a = board.center(Square.parse(from));
        Point b = board.center(Square.parse(to));
        board.notifyListeners(SWT.MouseDown, mouse(a, 1, 0));
        board.notifyListeners(SWT.MouseMove, mouse(new Point((a.x + b.x) / 2, (a.y + b.y) / 2), 0, SWT.BUTTON1));
        board.notifyListeners(SWT.MouseMove, mouse(b, 0, SWT.BUTTON1));
        board.notifyListeners(SWT.MouseUp, mouse(b, 1, SWT.BUTTON1));
        settle();
    }

    /** Presses, once it opens, the button of a dialog whose shell has the title and that matches. */
    static void whenDialogOpens(String title, Predicate<Button> which) {
        Display d = Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell s : d.getShells()) {
                if (title.equals(s.getText()) && s.isVisible()) {
                    Button b = find(s, which);
                    if (b != null) {
                        b.notifyListeners(SWT.Selection, new Event());
                        return;
                    }
                }
            }
            d.timerExec(50, poll[0]);
        };
        d.timerExec(50, poll[0]);
    }

    static Button find(Control c, Predicate<Button> which) {
        if (c instanceof Button b && which.test(b)) {
            return b;
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                Button found = find(child, which);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    static Path screenshotDir() throws java.io.IOException {
        Path dir = Path.of(System.getProperty("rookery.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        return dir;
    }

    /** Saves the board as drawn and checks it is not blank; returns the number of distinct colours. */
    static int screenshot(BoardWidget board, String name) throws java.io.IOException {
        Image image = board.snapshot();
        try {
            return save(image.getImageData(), name);
        } finally {
            image.dispose();
        }
    }

    /** Saves the whole workbench window as the X server shows it; returns the number of colours. */
    static int screenshotWindow(String name) throws java.io.IOException {
        Shell shell = window().getShell();
        // Let the X server catch up with the last paints before reading the screen back.
        long until = System.currentTimeMillis() + 400;
        while (System.currentTimeMillis() < until) {
            shell.redraw(0, 0, shell.getSize().x, shell.getSize().y, true);
            shell.update();
            settle();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        Rectangle r = shell.getBounds();
        Display d = shell.getDisplay();
        Image image = new Image(d, r.width, r.height);
        GC gc = new GC(d);
        try {
            gc.copyArea(image, r.x, r.y);
            return save(image.getImageData(), name);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static int save(ImageData data, String name) throws java.io.IOException {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < data.height; y += 2) {
            for (int x = 0; x < data.width; x += 2) {
                colours.add(data.getPixel(x, y));
            }
        }
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {data};
        loader.save(screenshotDir().resolve(name + ".png").toString(), SWT.IMAGE_PNG);
        assertTrue(colours.size() > 16, name + " looks blank: only " + colours.size() + " colours");
        return colours.size();
    }
}
