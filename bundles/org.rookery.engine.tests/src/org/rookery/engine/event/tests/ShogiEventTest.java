// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.points;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.player;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.event.FactBody.Side;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.game.tests.TestFormats;

/** A FESA shogi event: sennichite replays and draws by the format's policy, declarations judged by the rules. */
class ShogiEventTest {

    /** Sente has 28 points with 10 men in the zone (the rules engine's declaration test position). */
    private static final String SENTE_28 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
    /** One point short. */
    private static final String SENTE_27 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 3P 1";

    private static EventFolder paired(Path dir) throws IOException {
        EventFolder event = create(dir, TestFormats.fesa());
        event.record(List.of(new EventFolder.Draft(player("Aiko", 1800), "Maria"),
                new EventFolder.Draft(player("Ben", 1700), "Maria"),
                new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "Aiko", "Ben")), List.of()),
                        "Maria")));
        return event;
    }

    private static FactBody sennichite(String game, String replay) {
        return new FactBody.Sennichite(game, Optional.ofNullable(replay), OptionalLong.of(300_000), OptionalLong.of(0));
    }

    @Test
    void aFirstSennichiteIsReplayedWithColoursSwappedAndASecondInTheGroupIsAHalfPointEach(@TempDir Path dir)
            throws IOException {
        try (EventFolder event = paired(dir)) {
            assertEquals("sennichite policy", refused(event, sennichite("1.1", null)).rule(),
                    "the first sennichite is replayed, so the replay needs an id");
            event.record(sennichite("1.1", "1.1r"), "Maria");
            GameRecord replay = event.state().game("1.1r").orElseThrow();
            assertEquals("Ben", replay.white(), "sente and gote change places");
            assertEquals("Aiko", replay.black());

            assertEquals("sennichite policy", refused(event, sennichite("1.1r", "1.1r2")).rule(),
                    "a second sennichite in the group stage is not replayed");
            event.record(sennichite("1.1r", null), "Maria");
            assertEquals(0, new BigDecimal("0.5").compareTo(points(event, "Aiko")));
            assertEquals(0, new BigDecimal("0.5").compareTo(points(event, "Ben")));
        }
    }

    @Test
    void aDeclarationIsJudgedOnItsPosition(@TempDir Path dir) throws IOException {
        try (EventFolder event = paired(dir)) {
            assertEquals("declaration judged by the rules", refused(event,
                    new FactBody.Declaration("1.1", Side.WHITE, 28, true)).rule(), "no position, no judgement");
            var wrong = refused(event, new FactBody.Declaration("1.1", Side.WHITE, 27, true, Optional.of(SENTE_27)));
            assertEquals("declaration judged by the rules", wrong.rule());
            assertTrue(wrong.getMessage().contains("is not valid by the rules"), wrong.getMessage());
            event.record(new FactBody.Declaration("1.1", Side.WHITE, 28, true, Optional.of(SENTE_28)), "Maria");
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "Aiko")));
        }
    }
}
