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
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/** A FESA shogi event: sennichite replays and draws by the format's policy, declarations judged by the rules. */
class ShogiEventTest {

    /** Sente has 28 points with 10 men in the zone (the rules engine's declaration test position). */
    private static final String SENTE_28 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
    /** One point short. */
    private static final String SENTE_27 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 3P 1";

    private static EventFolder paired(Path dir) throws IOException {
        return paired(dir, TestFormats.fesa());
    }

    /** FESA's event under another declaration rule: sente 28, gote 27, 10 men, failing as {@code failure} says. */
    private static CompiledFormat failing(DeclarationRule.Failure failure, OptionalInt drawBand) {
        CompiledFormat f = TestFormats.fesa();
        DeclarationRule d = TestFormats.fesaDeclaration();
        return new CompiledFormat(f.name(), f.title(), f.game(), f.time(), f.teams(), f.innings(), f.scoring(), f.event(),
                f.sennichite(), Optional.of(new DeclarationRule(d.sentePoints(), d.gotePoints(), d.minPiecesInZone(),
                        d.values(), failure, drawBand)), f.conduct());
    }

    private static EventFolder paired(Path dir, CompiledFormat format) throws IOException {
        EventFolder event = create(dir, format);
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
                    new FactBody.Declaration("1.1", Color.WHITE, 28, true)).rule(), "no position, no judgement");
            var wrong = refused(event, new FactBody.Declaration("1.1", Color.WHITE, 27, true, Optional.of(SENTE_27)));
            assertEquals("declaration judged by the rules", wrong.rule());
            assertTrue(wrong.getMessage().contains("is not valid by the rules"), wrong.getMessage());
            event.record(new FactBody.Declaration("1.1", Color.WHITE, 28, true, Optional.of(SENTE_28)), "Maria");
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "Aiko")));
        }
    }

    @Test
    void aDeclarationInTheDrawBandDrawsThePairing(@TempDir Path dir) throws IOException {
        try (EventFolder event = paired(dir, failing(DeclarationRule.Failure.LOSS, OptionalInt.of(24)))) {
            event.record(new FactBody.Declaration("1.1", Color.WHITE, 27, false, Optional.of(SENTE_27)), "Maria");
            GameRecord game = event.state().game("1.1").orElseThrow();
            assertEquals(FactBody.Outcome.DRAW, game.end().orElseThrow().outcome(), "27 points is in the band from 24");
            assertEquals(0, new BigDecimal("0.5").compareTo(points(event, "Aiko")));
            assertEquals(0, new BigDecimal("0.5").compareTo(points(event, "Ben")));
        }
    }

    @Test
    void aFailedDeclarationThatDrawsIsRecordedAsADraw(@TempDir Path dir) throws IOException {
        try (EventFolder event = paired(dir, failing(DeclarationRule.Failure.DRAW, OptionalInt.empty()))) {
            assertEquals("declaration judged by the rules", refused(event,
                    new FactBody.Declaration("1.1", Color.WHITE, 27, true, Optional.of(SENTE_27))).rule(),
                    "a failed declaration is still recorded as failed");
            event.record(new FactBody.Declaration("1.1", Color.WHITE, 27, false, Optional.of(SENTE_27)), "Maria");
            assertEquals(FactBody.Outcome.DRAW, event.state().game("1.1").orElseThrow().end().orElseThrow().outcome());
        }
    }

    @Test
    void aFailedDeclarationThatPlaysOnLeavesTheGameOpenForItsResult(@TempDir Path dir) throws IOException {
        try (EventFolder event = paired(dir, failing(DeclarationRule.Failure.PLAY_ON, OptionalInt.empty()))) {
            event.record(new FactBody.Declaration("1.1", Color.WHITE, 27, false, Optional.of(SENTE_27)), "Maria");
            assertTrue(event.state().game("1.1").orElseThrow().end().isEmpty(), "play goes on after the void declaration");
            event.record(new FactBody.Result("1.1", FactBody.Outcome.BLACK_WINS, Termination.CHECKMATE, List.of(), List.of(),
                    OptionalLong.empty(), OptionalLong.empty()), "Maria");
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "Ben")), "the game ends as it is played out");
            assertEquals(1, event.state().shogiPairing("1.1").orElseThrow().games().get(0).declarations().size(),
                    "the void declaration stays with the game");
        }
    }

    @Test
    void anIllegalMoveCountsOnlyWhenTheOpponentClaimsItAndTheClaimLosesTheGame(@TempDir Path dir) throws IOException {
        try (EventFolder event = paired(dir)) {
            var unclaimed = refused(event, new FactBody.IllegalMove("1.1", Color.BLACK));
            assertEquals("illegal moves claimed by players only", unclaimed.rule(), unclaimed.getMessage());
            assertTrue(event.state().game("1.1").orElseThrow().end().isEmpty(), "a refused fact changes nothing");

            event.record(new FactBody.IllegalMove("1.1", Color.BLACK, true), "Maria");
            GameRecord.End end = event.state().game("1.1").orElseThrow().end().orElseThrow();
            assertEquals(FactBody.Outcome.WHITE_WINS, end.outcome(), "Aiko (sente) claimed Ben's illegal move");
            assertEquals(Termination.ILLEGAL_MOVES, end.ending());
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "Aiko")));
            assertEquals(0, BigDecimal.ZERO.compareTo(points(event, "Ben")));
        }
    }
}
