// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of an innings match.
 *
 * @param winner the winning team, empty for a drawn match
 * @param totals each team's total over the regular innings
 * @param goldenRounds each golden round's totals, in order (empty when none was played)
 * @param reason one line, e.g. {@code "Lions win by 12 points"} or {@code "Lions win the golden round
 *        42 to 30 after level totals of 611"}
 */
public record MatchResult(Optional<String> winner, Map<String, BigDecimal> totals,
        List<Map<String, BigDecimal>> goldenRounds, String reason) {

    public MatchResult {
        Objects.requireNonNull(winner, "winner");
        totals = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(totals));
        goldenRounds = goldenRounds.stream()
                .map(m -> java.util.Collections.unmodifiableMap(new LinkedHashMap<>(m))).toList();
        Objects.requireNonNull(reason, "reason");
    }
}
