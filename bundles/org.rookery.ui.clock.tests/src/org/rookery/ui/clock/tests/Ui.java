// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

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
import org.rookery.rules.Color;
import org.rookery.ui.clock.ClockWidget;

/** What the tests do to the widgets: key and mouse events as SWT delivers them, event loop turns, screenshots. */
final class Ui {

    private Ui() {
    }

    static void space(ClockWidget w) {
        Event e = new Event();
        e.character = ' ';
        e.keyCode = ' ';
        w.notifyListeners(SWT.KeyDown, e);
    }

    static void click(ClockWidget w, Color side) {
        Rectangle a = w.getClientArea();
        Event e = new Event();
        e.button = 1;
        e.x = side == Color.WHITE ? a.width / 4 : a.width * 3 / 4;
        e.y = a.height / 2;
        w.notifyListeners(SWT.MouseDown, e);
    }

    static void spin() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // run what is queued: paints and layouts
        }
    }

    /**
     * Saves what {@code c} shows under {@code target/screenshots/NAME.png} and returns how many
     * distinct colours it has, so a blank capture is told apart.
     */
    static int screenshot(Control c, String name) throws Exception {
        spin();
        Point size = c.getSize();
        Image image = new Image(c.getDisplay(), size.x, size.y);
        // the control paints itself into the image: what it shows now, whatever the screen has composed
        GC gc = new GC(image);
        boolean printed;
        try {
            printed = c.print(gc);
        } finally {
            gc.dispose();
        }
        if (!printed) {
            GC screen = new GC(c);
            try {
                screen.copyArea(image, 0, 0);
            } finally {
                screen.dispose();
            }
        }
        ImageData data = image.getImageData();
        image.dispose();
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < data.height; y += 2) {
            for (int x = 0; x < data.width; x += 2) {
                colours.add(data.getPixel(x, y));
            }
        }
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { data };
        loader.save(dir.resolve(name + ".png").toString(), SWT.IMAGE_PNG);
        return colours.size();
    }
}
