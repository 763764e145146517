// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.simulate;

import java.util.List;
import java.util.Optional;

import org.rookery.engine.standings.Standings;

/**
 * What a dry run came to.
 *
 * @param completed whether the event was played to its end
 * @param summary one line, as {@code simulate} prints it after "simulate: ": "completed: Player 007
 *        wins with 6 points", or "did not complete: stage main, round 4 cannot be paired: ..."
 * @param progress the progress lines in order (an innings or round each)
 * @param deadEnd where in the format the run stopped, when it did not complete
 * @param standings the last standings of an individual or team event, where a round was played
 */
public record DryRunOutcome(boolean completed, String summary, List<String> progress, Optional<DeadEnd> deadEnd,
        Optional<Standings> standings) {
    public DryRunOutcome {
        progress = List.copyOf(progress);
    }
}
