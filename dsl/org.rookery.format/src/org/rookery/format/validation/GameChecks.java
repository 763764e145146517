// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.validation;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.rookery.engine.format.OptionDescriptor;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PieceDescriptor;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.format.format.CapturePoints;
import org.rookery.format.format.Format;
import org.rookery.format.format.GameSection;
import org.rookery.format.format.InlinePoints;
import org.rookery.format.format.PointEntry;
import org.rookery.format.format.PointTable;
import org.rookery.format.format.TableReference;
import org.rookery.format.format.VariantOption;
import org.rookery.format.effective.EffectiveFormat;
import org.rookery.format.internal.OptionValues;
import org.rookery.format.internal.SettingKeys;
import org.rookery.format.internal.Suggestions;

/** Checks against the variant catalog: variant ids, option names and values, piece letters. */
public class GameChecks extends FormatChecks {

    @Check
    public void knownVariant(GameSection game) {
        String id = game.getVariant();
        if (id != null && catalog.find(id).isEmpty()) {
            List<String> names = catalog.names();
            String best = Suggestions.closest(id, names).orElse(catalog.variants().get(0).id());
            error("unknown variant '" + id + "': write one of " + oneOf(names) + Suggestions.didYouMean(id, names),
                    game, P.getGameSection_Variant(), IssueCodes.UNKNOWN_VARIANT, best);
        }
    }

    @Check
    public void knownOption(VariantOption option) {
        Format format = EcoreUtil2.getContainerOfType(option, Format.class);
        Optional<VariantDescriptor> variant = variantOf(format);
        if (variant.isEmpty()) {
            return;
        }
        VariantDescriptor v = variant.get();
        Optional<OptionDescriptor> descriptor = v.option(option.getName());
        if (descriptor.isEmpty()) {
            List<String> names = v.options().stream().map(OptionDescriptor::name).toList();
            String best = Suggestions.closest(option.getName(), names).orElse(names.get(0));
            error("unknown option '" + option.getName() + "' for " + v.id() + ": write one of " + oneOf(names)
                    + Suggestions.didYouMean(option.getName(), names), option, P.getVariantOption_Name(),
                    IssueCodes.UNKNOWN_OPTION, best);
            return;
        }
        OptionDescriptor d = descriptor.get();
        OptionValue value = OptionValues.of(option.getValue(), d.type());
        Optional<String> problem = value == null ? Optional.of(describe(d)) : d.check(value);
        problem.ifPresent(p -> error("bad value for " + d.name() + ": " + p + "; write e.g. " + d.example(), option,
                P.getVariantOption_Value(), IssueCodes.BAD_OPTION_VALUE, d.defaultValue().text()));
    }

    private static String describe(OptionDescriptor d) {
        return switch (d.type()) {
            case INTEGER -> d.name() + " takes one whole number";
            case SWITCH -> d.name() + " takes on or off";
            case CHOICE -> d.name() + " takes one of: " + String.join(", ", d.choices());
            case INTEGER_LIST -> d.name() + " takes whole numbers separated by spaces";
        };
    }

    @Check
    public void tableForVariant(PointTable table) {
        if (table.getVariant() == null) {
            return;
        }
        Optional<VariantDescriptor> v = catalog.find(table.getVariant());
        if (v.isEmpty()) {
            List<String> names = catalog.names();
            error("unknown variant '" + table.getVariant() + "': write one of " + oneOf(names)
                    + Suggestions.didYouMean(table.getVariant(), names), table, P.getPointTable_Variant(),
                    IssueCodes.UNKNOWN_VARIANT, Suggestions.closest(table.getVariant(), names).orElse("chess"));
            return;
        }
        checkEntries(v.get(), table.getEntries());
        checkComplete(v.get(), table, table.getEntries(), table.getOthers());
    }

    @Check
    public void inlineTable(InlinePoints points) {
        variantOf(EcoreUtil2.getContainerOfType(points, Format.class))
                .ifPresent(v -> {
                    checkEntries(v, points.getEntries());
                    checkComplete(v, points, points.getEntries(), points.getOthers());
                });
    }

    /**
     * A table without an others line must give every piece of the variant a value (kings aside,
     * which are never captured); a piece left out would silently count 0.
     */
    private void checkComplete(VariantDescriptor v, org.eclipse.emf.ecore.EObject table, List<PointEntry> entries,
            java.math.BigDecimal others) {
        if (others != null || entries.stream().anyMatch(e -> e.getPiece() != null && v.piece(e.getPiece()).isEmpty())) {
            // An unknown piece has its own error: it is most likely the piece that seems missing.
            return;
        }
        java.util.Set<String> listed = new java.util.HashSet<>();
        entries.forEach(e -> listed.add(e.getPiece()));
        List<PieceDescriptor> missing = v.pieces().stream().filter(p -> !p.royal() && !listed.contains(p.letter()))
                .toList();
        if (!missing.isEmpty()) {
            String names = String.join(", ", missing.stream().map(p -> p.letter() + " (" + p.name() + ")").toList());
            error("the table gives no value to " + names + " of " + v.id() + ": add a line for "
                    + (missing.size() == 1 ? "it" : "each") + ", e.g. " + missing.get(0).letter()
                    + " 1, or others 0 to count the rest as nothing", table, null, IssueCodes.UNLISTED_PIECE,
                    missing.get(0).letter() + " 1");
        }
    }

    private void checkEntries(VariantDescriptor v, List<PointEntry> entries) {
        Map<String, PointEntry> seen = new HashMap<>();
        List<String> letters = v.pieces().stream().map(PieceDescriptor::letter).toList();
        for (PointEntry e : entries) {
            if (e.getPiece() == null) {
                continue;
            }
            if (v.piece(e.getPiece()).isEmpty()) {
                String best = Suggestions.closest(e.getPiece(), letters).orElse(letters.get(0));
                error("unknown piece '" + e.getPiece() + "' in " + v.id() + ": write one of " + String.join(" ", letters)
                        + " (" + pieceNames(v) + ")", e, P.getPointEntry_Piece(), IssueCodes.UNKNOWN_PIECE, best);
            }
            PointEntry first = seen.putIfAbsent(e.getPiece(), e);
            if (first != null) {
                error("'" + e.getPiece() + "' already has " + first.getValue() + " points on line "
                        + SettingKeys.line(first) + ": keep one of the two", e, P.getPointEntry_Piece(),
                        IssueCodes.DUPLICATE_PIECE, "");
            }
        }
    }

    private static String pieceNames(VariantDescriptor v) {
        return String.join(", ", v.pieces().stream().map(p -> p.letter() + " " + p.name()).toList());
    }

    @Check
    public void capturePoints(CapturePoints capture) {
        Format format = EcoreUtil2.getContainerOfType(capture, Format.class);
        Optional<VariantDescriptor> v = variantOf(format);
        if (v.isEmpty()) {
            return;
        }
        List<PointEntry> entries = List.of();
        if (capture.getValues() instanceof TableReference ref && ref.getTable() != null && !ref.getTable().eIsProxy()) {
            PointTable table = ref.getTable();
            Optional<VariantDescriptor> tableVariant = catalog.find(table.getVariant());
            if (tableVariant.isPresent() && !tableVariant.get().id().equals(v.get().id())) {
                error("point table " + table.getName() + " is for " + tableVariant.get().id() + " but this format plays "
                        + v.get().id() + ": use a table written 'for " + v.get().id() + "'", ref,
                        P.getTableReference_Table(), IssueCodes.TABLE_VARIANT_MISMATCH, v.get().id());
                return;
            }
            entries = table.getEntries();
        } else if (capture.getValues() instanceof InlinePoints inline) {
            entries = inline.getEntries();
        }
        for (PointEntry e : entries) {
            Optional<PieceDescriptor> piece = v.get().piece(e.getPiece());
            if (piece.isPresent() && piece.get().royal() && e.getValue() != null
                    && e.getValue().compareTo(BigDecimal.ZERO) != 0) {
                String message = "the king is never captured, so its " + e.getValue()
                        + " capture points never count: remove the " + e.getPiece() + " entry";
                if (e.eContainer() instanceof PointTable) {
                    warning(message + " from table " + ((PointTable) e.eContainer()).getName(), capture, null,
                            IssueCodes.KING_CAPTURE_POINTS);
                } else {
                    warning(message, e, null, IssueCodes.KING_CAPTURE_POINTS, "");
                }
            }
        }
    }

    /** The catalog variant of a format, through its parents. */
    protected Optional<VariantDescriptor> variantOf(Format format) {
        if (format == null) {
            return Optional.empty();
        }
        return EffectiveFormat.of(format).variant().flatMap(catalog::find);
    }
}
