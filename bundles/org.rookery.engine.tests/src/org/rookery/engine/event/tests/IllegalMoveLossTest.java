// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.player;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * In an individual Giraffe event the variant's own law decides when illegal moves lose: the second
 * illegal move of a side ends the game (option {@code illegalMoveLossAt}, default 2), the first
 * only counts, and the format can raise the limit.
 */
class IllegalMoveLossTest {

    /** A Swiss of single Giraffe games with the variant's options as {@code options} say. */
    private static CompiledFormat giraffeSwiss(Map<String, String> options) {
        CompiledFormat f = TestFormats.fesa(TestFormats.spec("giraffe", options));
        return new CompiledFormat("GiraffeSwiss", "Giraffe Swiss", f.game(), f.time(), f.teams(), f.innings(), f.scoring(),
                f.event(), Optional.empty(), Optional.empty(), f.conduct());
    }

    private static EventFolder paired(Path dir, CompiledFormat format) throws IOException {
        EventFolder event = create(dir, format);
        event.record(List.of(new EventFolder.Draft(player("Ada", 1800), "Maria"),
                new EventFolder.Draft(player("Bo", 1700), "Maria"),
                new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "Ada", "Bo")), List.of()),
                        "Maria")));
        return event;
    }

    @Test
    void theSecondIllegalMoveOfASideLosesTheGame(@TempDir Path dir) throws IOException {
        try (EventFolder event = paired(dir, giraffeSwiss(Map.of()))) {
            event.record(new FactBody.IllegalMove("1.1", Color.WHITE), "Maria");
            event.record(new FactBody.IllegalMove("1.1", Color.BLACK), "Maria");
            assertTrue(event.state().game("1.1").orElseThrow().end().isEmpty(), "one illegal move each only counts");
            event.record(new FactBody.IllegalMove("1.1", Color.WHITE), "Maria");
            GameRecord.End end = event.state().game("1.1").orElseThrow().end().orElseThrow();
            assertEquals(FactBody.Outcome.BLACK_WINS, end.outcome());
            assertEquals(Termination.ILLEGAL_MOVES, end.ending());
            assertEquals("one result per game", refused(event, new FactBody.IllegalMove("1.1", Color.BLACK)).rule(), "the game is over");
        }
    }

    @Test
    void theFormatsLimitIsTheVariantOption(@TempDir Path dir) throws IOException {
        try (EventFolder event = paired(dir, giraffeSwiss(Map.of("illegalMoveLossAt", "3")))) {
            event.record(new FactBody.IllegalMove("1.1", Color.BLACK), "Maria");
            event.record(new FactBody.IllegalMove("1.1", Color.BLACK), "Maria");
            assertTrue(event.state().game("1.1").orElseThrow().end().isEmpty(), "two are allowed under a limit of three");
            event.record(new FactBody.IllegalMove("1.1", Color.BLACK), "Maria");
            assertEquals(FactBody.Outcome.WHITE_WINS, event.state().game("1.1").orElseThrow().end().orElseThrow().outcome());
        }
    }
}
