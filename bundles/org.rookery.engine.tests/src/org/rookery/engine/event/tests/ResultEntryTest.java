// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.ResultEntry;
import org.rookery.rules.Termination;

/**
 * What a game's result entry asks (issue 21): only what the format scores, and the endings the
 * variant can produce. G20 scores captures, illegal moves and a timeout by the clocks; a Swiss
 * scored 1/½/0 asks none of them.
 */
class ResultEntryTest {

    @Test
    void g20AsksForCapturesIllegalMovesAndClocksAndOffersGiraffesEndings(@TempDir Path dir) throws IOException {
        try (EventFolder event = ResultEndingsTest.g20(dir)) {
            ResultEntry e = ResultEntry.of(event.state());
            assertTrue(e.captures() && e.illegalMoves() && e.clocks(), e.toString());
            assertTrue(e.endings().contains(Termination.CROWNING), e.endings().toString());
            assertFalse(e.endings().contains(Termination.AGREEMENT), "Giraffe chess has no agreed draw");
            assertFalse(e.endings().contains(Termination.DECLARATION), "nor a declaration");
        }
    }

    @Test
    void aSwissScoredByResultsAsksForNoneOfThem(@TempDir Path dir) throws IOException {
        try (EventFolder event = ResultEndingsTest.swiss(dir, "chess")) {
            ResultEntry e = ResultEntry.of(event.state());
            assertFalse(e.captures() || e.illegalMoves() || e.clocks(), e.toString());
            assertTrue(e.endings().contains(Termination.STALEMATE) && e.endings().contains(Termination.CHECKMATE));
            assertFalse(e.endings().contains(Termination.CROWNING), "chess has no crowning");
        }
    }
}
