// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.List;
import java.util.Optional;

import org.rookery.engine.standings.Standings;

/**
 * What a simulated event came to.
 *
 * @param completed whether every round of every stage could be paired and played
 * @param outcome one line: the winner, or the round that could not be paired and why
 * @param progress the progress lines, in order (the same lines the callback received)
 * @param standings the standings of the last stage played, if any round was played
 */
public record SimulationReport(boolean completed, String outcome, List<String> progress, Optional<Standings> standings) {
    public SimulationReport {
        progress = List.copyOf(progress);
    }
}
