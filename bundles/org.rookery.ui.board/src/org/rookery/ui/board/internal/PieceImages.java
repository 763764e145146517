// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.internal;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.rookery.rules.Piece;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.ui.board.BoardStyle;
import org.rookery.ui.board.PieceArt;

/**
 * The piece images of one board, rasterised from {@link PieceArt}'s SVG by SWT's SVG support at
 * exactly the size they are drawn, so they stay crisp at any board size. Images are cached for
 * the current size; a new size drops the old ones. Pieces of the variant set with
 * {@link #useArtOf(Rules)} are drawn with the art its bundle ships, where it ships some. Not
 * thread-safe (UI thread only).
 */
public final class PieceImages {

    private final Device device;
    private final Map<String, Image> cache = new HashMap<>();
    private int size = -1;
    private Variant variant;

    /** Images for a device (the display). */
    public PieceImages(Device device) {
        this.device = device;
    }

    /**
     * Draws the pieces of these rules' variant, found in the registry, with that variant's own art
     * where its bundle ships it. A change of variant drops the cached images.
     */
    public void useArtOf(Rules rules) {
        Variant found = rules == null ? null : VariantRegistries.registry().find(rules.id()).orElse(null);
        if (found != variant) {
            dispose();
            variant = found;
        }
    }

    /** The image of a piece drawn in a square of {@code pixels}. */
    public Image get(Piece piece, BoardStyle style, int pixels) {
        if (pixels != size) {
            dispose();
            size = pixels;
        }
        String key = style + ":" + piece.color() + ":" + piece.type();
        Image image = cache.get(key);
        if (image == null) {
            String svg = PieceArt.svg(variant, piece, style, pixels);
            ImageData data = new ImageData(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            image = new Image(device, data);
            cache.put(key, image);
        }
        return image;
    }

    /** Frees the cached images. */
    public void dispose() {
        cache.values().forEach(Image::dispose);
        cache.clear();
    }
}
