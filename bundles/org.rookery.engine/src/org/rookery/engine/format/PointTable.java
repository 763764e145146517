// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Points per piece type, keyed by the variant's piece letter ({@code P}, {@code +R}, ...).
 *
 * @param name the table's name, or empty for a table written in place
 * @param values letter to points, in the order written
 * @param others points for every letter not listed; empty means such pieces are worth 0
 */
public record PointTable(String name, Map<String, BigDecimal> values, Optional<BigDecimal> others) {

    public PointTable {
        name = name == null ? "" : name;
        values = Collections.unmodifiableMap(new LinkedHashMap<>(Checks.present(values, "values")));
        others = Optional.ofNullable(others).flatMap(o -> o);
    }

    /** The points a piece with this letter is worth. */
    public BigDecimal valueOf(String letter) {
        BigDecimal v = values.get(letter);
        return v != null ? v : others.orElse(BigDecimal.ZERO);
    }
}
