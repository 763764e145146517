// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rookery.engines.SavedGames;
import org.rookery.games.GameFiles;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;

/** Engine games are saved in their variant's own game file format, or the reason each format gives is said. */
class SavedGamesTest {

    @Test
    void aShogiGameTheArbiterDecidedIsNamedWithEachFormatsReason() {
        SavedGames saved = new SavedGames(new GameFiles(TestEngines.VARIANTS));
        // an engine that crashed or hung loses by the arbiter's decision, which KIF and CSA have no marker for
        GameRecord decided = new GameRecord("shogi", Map.of(), null, null, List.of(),
                Outcome.win(Termination.ARBITER_DECISION, Color.BLACK));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> saved.formatFor(decided));
        assertTrue(e.getMessage().startsWith("no game file format writes this shogi game ("), e.getMessage());
        assertTrue(e.getMessage().contains("KIF: KIF has no end marker for"), e.getMessage());
    }
}
