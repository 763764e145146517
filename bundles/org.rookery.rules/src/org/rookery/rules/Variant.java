// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A game the suite can play: the service each variant bundle registers (as a DS component and
 * through {@link java.util.ServiceLoader}). A variant has an id, aliases and options, and builds
 * {@link Rules} for a set of option values. Implementations are stateless and thread-safe.
 *
 * <p>A variant bundle also carries its own files, found through {@link #carried(String)} in the
 * folder {@code variant/<id>/} of the bundle: its example position ({@link #example()}), its piece
 * art ({@link #pieceArt}) and its perft data ({@link #perftData()}). Game files, tests and views
 * read them through the registry, so nothing outside the bundle lists them.
 */
public interface Variant {

    /** The unique id ("chess", "giraffe", "guardian", "exchange", "shogi"). */
    String id();

    /** Other names it is found by ("bughouse"), lower case. */
    List<String> aliases();

    /** The display name ("Giraffe chess"). */
    String displayName();

    /** The options it understands, with defaults. */
    List<VariantOption<?>> options();

    /** The rules for a set of option values (from {@link #defaultOptions()} or {@link #options(Map)}). */
    Rules rules(VariantOptions options);

    /** The rules with every option at its default. */
    default Rules rules() {
        return rules(defaultOptions());
    }

    /** Every option at its default. */
    default VariantOptions defaultOptions() {
        return VariantOptions.defaults(options());
    }

    /**
     * The arbiter's illegal-move tally for one game under these options. By default illegal
     * moves never lose by count; Giraffe's {@code illegalMoveLossAt} makes the second one lose.
     */
    default IllegalMoveCounter illegalMoveCounter(VariantOptions options) {
        return new IllegalMoveCounter(0);
    }

    /** Defaults overridden by text values, validated. */
    default VariantOptions options(Map<String, String> values) {
        return VariantOptions.parse(options(), values);
    }

    /**
     * Named rules a format may adopt whole by name, as option values (shogi's {@code 27-point} and
     * {@code 24-point} declaration rules): each maps option names to their text; options a preset
     * leaves out keep their defaults. The numbers stay with the variant; a format only names them.
     */
    default Map<String, Map<String, String>> presets() {
        return Map.of();
    }

    /**
     * What players, scoresheets and result slips call a side: "White" and "Black" unless the game
     * has its own names (shogi's sente and gote), so that a printout names the sides as the hall does.
     */
    default String sideName(Color side) {
        return side.displayName();
    }

    /**
     * The value of a PGN file's {@code Variant} tag for this game ("Standard", "Giraffe"), or empty
     * when its games are not written as PGN (two boards, shogi). A variant declares it here, so that
     * PGN reads and writes a new variant's games without a list anywhere else.
     */
    default Optional<String> pgnVariant() {
        return Optional.empty();
    }

    /**
     * The example position that the workbench opens for this variant: the text of
     * {@code variant/<id>/example.<format>} (format = the rules' position format, "fen" or "sfen")
     * in the variant's bundle, in the position-file form ({@code #} comment lines, an optional
     * {@code [Variant "id"]} line, the position).
     */
    default Optional<String> example() {
        return carried("example." + rules().positionFormat().name().toLowerCase(Locale.ROOT));
    }

    /**
     * This variant's own drawing of a piece, as an SVG document on a {@code 0 0 100 100} view box:
     * the text of {@code variant/<id>/pieces/<name>-<white|black>.svg} (the type's name with spaces
     * as hyphens). Empty for a piece the variant ships no art for; the board then draws its own.
     */
    default Optional<String> pieceArt(PieceType type, Color side) {
        String name = type.name().toLowerCase(Locale.ROOT).replace(' ', '-');
        return carried("pieces/" + name + "-" + side.name().toLowerCase(Locale.ROOT) + ".svg");
    }

    /**
     * This variant's perft suite ({@code variant/<id>/<id>.perft}), read by the variants' perft
     * test: {@code id}, {@code variant}, {@code option}, {@code fen} and {@code perft DEPTH COUNT}
     * lines, an empty line between positions.
     */
    default Optional<String> perftData() {
        return carried(id() + ".perft");
    }

    /**
     * A UTF-8 text file the variant's bundle carries in {@code variant/<id>/}, read through the
     * class loader of the variant's own class (so a subclass reads its own bundle's files, not its
     * parent's). Empty when there is no such file.
     *
     * @throws UncheckedIOException if the file is there but cannot be read
     */
    default Optional<String> carried(String name) {
        String path = "variant/" + id() + "/" + name;
        ClassLoader loader = getClass().getClassLoader();
        try (InputStream in = loader == null ? null : loader.getResourceAsStream(path)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path + " of the variant " + id(), e);
        }
    }
}
