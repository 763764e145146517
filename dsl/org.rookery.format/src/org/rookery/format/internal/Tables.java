// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.format.PointTable;
import org.rookery.format.format.InlinePoints;
import org.rookery.format.format.PointEntry;
import org.rookery.format.format.PointScale;
import org.rookery.format.format.PointValues;
import org.rookery.format.format.TableReference;

/** Reads point tables and win/draw/loss scales as written into the engine's records. */
public final class Tables {

    private Tables() {
    }

    /** The table a {@code capture points} or {@code values} setting names or writes; empty if unresolved. */
    public static Optional<PointTable> of(PointValues values) {
        if (values instanceof TableReference ref) {
            org.rookery.format.format.PointTable table = ref.getTable();
            if (table == null || table.eIsProxy()) {
                return Optional.empty();
            }
            return Optional.of(build(table.getName(), table.getEntries(), table.getOthers()));
        }
        if (values instanceof InlinePoints inline) {
            return Optional.of(build("", inline.getEntries(), inline.getOthers()));
        }
        return Optional.empty();
    }

    private static PointTable build(String name, List<PointEntry> entries, BigDecimal others) {
        Map<String, BigDecimal> map = new LinkedHashMap<>();
        for (PointEntry e : entries) {
            if (e.getPiece() != null && e.getValue() != null) {
                map.putIfAbsent(e.getPiece(), e.getValue());
            }
        }
        return new PointTable(name, map, Optional.ofNullable(others));
    }

    /** A win/draw/loss scale; missing numbers (after a syntax error) read as zero. */
    public static org.rookery.engine.format.PointScale of(PointScale scale) {
        return new org.rookery.engine.format.PointScale(orZero(scale.getWin()), orZero(scale.getDraw()),
                orZero(scale.getLoss()));
    }

    private static BigDecimal orZero(BigDecimal value) {
        return value == null ? BigDecimal.ZERO : value;
    }
}
