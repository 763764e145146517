// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

/**
 * Helpers for tests that run inside the real workbench on its UI thread: they keep the event loop
 * running while they wait, so jobs, asynchronous updates and repaints happen as they would for a
 * user.
 */
public final class UiTesting {

    /** How long a test waits for something to show before it fails. */
    public static final long TIMEOUT_MS = 30_000;

    private UiTesting() {
    }

    /**
     * A left click at {@code p} on {@code control} as the mouse makes it: button down, then up,
     * then the event loop runs so the control's reaction is painted.
     */
    public static void click(Control control, Point p) {
        Event down = new Event();
        down.x = p.x;
        down.y = p.y;
        down.button = 1;
        control.notifyListeners(SWT.MouseDown, down);
        Event up = new Event();
        up.x = p.x;
        up.y = p.y;
        up.button = 1;
        up.stateMask = SWT.BUTTON1;
        control.notifyListeners(SWT.MouseUp, up);
        spin(20);
    }

    /** The visible push button labelled {@code text} in or under {@code root}, or null. */
    public static org.eclipse.swt.widgets.Button button(Control root, String text) {
        if (root instanceof org.eclipse.swt.widgets.Button b && text.equals(b.getText()) && b.isVisible()) {
            return b;
        }
        if (root instanceof org.eclipse.swt.widgets.Composite c) {
            for (Control child : c.getChildren()) {
                org.eclipse.swt.widgets.Button found = button(child, text);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The page of the first workbench window. */
    public static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
    }

    /** Runs the event loop for {@code millis}. */
    public static void spin(long millis) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(10, () -> {
                });
                display.sleep();
            }
        }
    }

    /** Runs the event loop until {@code value} gives an answer other than null, and returns it. */
    public static <T> T waitFor(String what, Supplier<T> value) {
        long end = System.currentTimeMillis() + TIMEOUT_MS;
        while (System.currentTimeMillis() < end) {
            T v = value.get();
            if (v != null) {
                return v;
            }
            spin(20);
        }
        throw new AssertionError("timed out after " + TIMEOUT_MS / 1000 + " s waiting for " + what);
    }

    /** Runs the event loop until {@code condition} holds. */
    public static void waitUntil(String what, BooleanSupplier condition) {
        waitFor(what, () -> condition.getAsBoolean() ? Boolean.TRUE : null);
    }

    /**
     * Saves the first workbench window as {@code target/screenshots/NAME} (PNG) after letting it
     * paint, and fails if the picture is blank (20 colours or fewer).
     *
     * @return the number of colours found
     */
    public static int screenshot(String name) throws IOException {
        spin(300);
        Shell shell = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell();
        Display display = shell.getDisplay();
        Rectangle bounds = shell.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        gc.copyArea(image, bounds.x, bounds.y);
        gc.dispose();
        ImageData data = image.getImageData();
        image.dispose();
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < data.height; y += 4) {
            for (int x = 0; x < data.width; x += 4) {
                colours.add(data.getPixel(x, y));
            }
        }
        if (colours.size() <= 20) {
            throw new AssertionError("the screenshot " + name + " has only " + colours.size() + " colours");
        }
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { data };
        loader.save(dir.resolve(name).toString(), SWT.IMAGE_PNG);
        return colours.size();
    }
}
