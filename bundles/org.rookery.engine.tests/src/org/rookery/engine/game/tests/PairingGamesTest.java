// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.game.PairingEvent;
import org.rookery.engine.game.PairingEvent.PlayerClock;
import org.rookery.engine.game.PairingEvent.SennichiteBasis;
import org.rookery.engine.game.PairingGame;
import org.rookery.engine.game.PairingGames;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;

/** A shogi pairing's games under the FESA sennichite policy (seeds/001, rules.md 4.2 and 6.5). */
class PairingGamesTest {

    private static final CompiledFormat FESA = TestFormats.fesa();
    private static final BoundGame SHOGI = GameBridge.bind(FESA, TestFormats.REGISTRY);

    /** Aiko (sente in game 1) had 5:05 left; Ben was already in byoyomi. */
    private static final PairingEvent.Sennichite FIRST = new PairingEvent.Sennichite(1, SennichiteBasis.AGREED_CLAIM,
            new PlayerClock(305_000, false), new PlayerClock(0, true));

    private static PairingGames group() {
        return PairingGames.start(FESA, SHOGI, "group", "Aiko", "Ben");
    }

    @Test
    void theFirstGameRunsOnTheFormatsClock() {
        PairingGame g = group().current().orElseThrow();
        assertEquals("Aiko", g.sente());
        assertEquals(new PairingGame.StartClock(Duration.ofMinutes(20), Duration.ofSeconds(40), 1), g.senteClock());
    }

    @Test
    void aFirstSennichiteIsReplayedColoursSwappedEachOnHisOwnTimeWithTwentySecondByoyomi() {
        PairingGames p = group().apply(FIRST);
        PairingGame replay = p.current().orElseThrow();
        assertEquals(2, replay.number());
        assertEquals("Ben", replay.sente());
        assertEquals("Aiko", replay.gote());
        // Ben was in byoyomi: 0 main time; Aiko keeps her 305 s. Both get 20 s byoyomi.
        assertEquals(new PairingGame.StartClock(Duration.ZERO, Duration.ofSeconds(20), 1), replay.senteClock());
        assertEquals(new PairingGame.StartClock(Duration.ofSeconds(305), Duration.ofSeconds(20), 1), replay.goteClock());
        assertTrue(replay.why().contains("colours swapped, each keeps his remaining main time, byoyomi 20 s"), replay.why());
        assertTrue(p.outcome().isEmpty());
    }

    @Test
    void anAgreedSennichiteStandsWithoutADetectedRepetitionButADetectionAloneDoesNot() {
        Refusal r = assertThrows(Refusal.class, () -> group().apply(new PairingEvent.Sennichite(1,
                SennichiteBasis.DETECTED, new PlayerClock(1, false), new PlayerClock(1, false))));
        assertEquals("recorded on agreed claim", r.rule());
        assertEquals(2, group().apply(FIRST).games().size());
    }

    @Test
    void aSecondSennichiteInTheGroupStageIsAHalfPointEach() {
        PairingGames p = group().apply(FIRST).apply(new PairingEvent.Sennichite(2, SennichiteBasis.ARBITER_RULING,
                new PlayerClock(0, true), new PlayerClock(100_000, false)));
        assertTrue(p.current().isEmpty());
        assertTrue(p.outcome().orElseThrow().winner().isEmpty());
        assertEquals(new BigDecimal("0.5"), p.outcome().get().firstPoints());
        assertEquals(new BigDecimal("0.5"), p.outcome().get().secondPoints());
        Refusal r = assertThrows(Refusal.class, () -> p.apply(new PairingEvent.Decisive(2, "Aiko",
                Termination.RESIGNATION)));
        assertEquals("one result per game", r.rule());
        r = assertThrows(Refusal.class, () -> p.apply(new PairingEvent.Decisive(3, "Aiko", Termination.RESIGNATION)));
        assertEquals("results are for the game in play", r.rule());
    }

    @Test
    void inTheFinalEightMinuteGamesAreReplayedColoursSwappedUntilDecisive() {
        PairingGames p = PairingGames.start(FESA, SHOGI, "final", "Aiko", "Ben").apply(FIRST);
        PairingEvent.Sennichite again = new PairingEvent.Sennichite(2, SennichiteBasis.AGREED_CLAIM,
                new PlayerClock(0, true), new PlayerClock(0, true));
        p = p.apply(again);
        PairingGame blitz = p.current().orElseThrow();
        assertEquals(3, blitz.number());
        assertEquals("Aiko", blitz.sente());
        PairingGame.StartClock eight = new PairingGame.StartClock(Duration.ofMinutes(8), Duration.ZERO, 0);
        assertEquals(eight, blitz.senteClock());
        assertEquals(eight, blitz.goteClock());
        p = p.apply(new PairingEvent.Sennichite(3, SennichiteBasis.AGREED_CLAIM, new PlayerClock(12_000, false),
                new PlayerClock(9_000, false)));
        PairingGame fourth = p.current().orElseThrow();
        assertEquals("Ben", fourth.sente());
        assertEquals(eight, fourth.goteClock());
        p = p.apply(new PairingEvent.Decisive(4, "Ben", Termination.CHECKMATE));
        assertEquals("Ben", p.outcome().orElseThrow().winner().orElseThrow());
        assertEquals(BigDecimal.ZERO, p.outcome().get().firstPoints());
        assertEquals(BigDecimal.ONE, p.outcome().get().secondPoints());
        PairingGames replayed = PairingGames.replay(FESA, SHOGI, "final", "Aiko", "Ben", p.events());
        assertEquals(p.games(), replayed.games());
        assertEquals(p.outcome(), replayed.outcome());
    }

    @Test
    void aWinningDeclarationEndsThePairingWithThePointsShown() {
        PairingGames p = group().apply(new PairingEvent.Declared(1, "Aiko", DeclarationThroughOptionsTest.SENTE_28, true));
        PairingGame g = p.games().get(0);
        assertEquals(Termination.DECLARATION, g.end().orElseThrow().ending());
        assertEquals("Aiko", p.outcome().orElseThrow().winner().orElseThrow());
        assertTrue(g.end().get().detail().contains("28 points of 28, 16 men in the zone of 10"), g.end().get().detail());
        // One point short: the declaration fails and loses (failed declaration loses).
        PairingGames short1 = group().apply(new PairingEvent.Declared(1, "Aiko", DeclarationThroughOptionsTest.SENTE_27, true));
        assertEquals("Ben", short1.outcome().orElseThrow().winner().orElseThrow());
        assertTrue(short1.games().get(0).end().get().detail().contains("fails and loses: 27 points of 28"),
                short1.games().get(0).end().get().detail());
        // Out of turn: Ben cannot declare when sente is to move.
        Refusal r = assertThrows(Refusal.class, () -> group().apply(new PairingEvent.Declared(1, "Ben",
                DeclarationThroughOptionsTest.SENTE_28, true)));
        assertEquals("declaration on the declarer's turn", r.rule());
    }

    @Test
    void illegalMovesCountOnlyWhenThePlayersPointThemOutAndLoseWhenTheVariantSays() {
        Refusal r = assertThrows(Refusal.class, () -> group().apply(new PairingEvent.IllegalMove(1, "Ben", false)));
        assertEquals("illegal moves claimed by players only", r.rule());
        // FESA shogi: an illegal move loses when the opponent claims it (the variant's tally says so).
        assertTrue(SHOGI.variant().illegalMoveCounter(SHOGI.options()).lossNeedsClaim());
        PairingGames p = group().apply(new PairingEvent.IllegalMove(1, "Ben", true));
        assertEquals("Aiko", p.outcome().orElseThrow().winner().orElseThrow());
        assertTrue(p.games().get(0).end().get().detail().contains("Ben loses by illegal move 1 (claimed by Aiko)"),
                p.games().get(0).end().get().detail());
        // Giraffe's tally (illegalMoveLossAt 2): the second claimed illegal move loses.
        CompiledFormat giraffe = TestFormats.fesa(TestFormats.spec("giraffe", Map.of()));
        BoundGame g = GameBridge.bind(giraffe, TestFormats.REGISTRY);
        PairingGames q = PairingGames.start(giraffe, g, "group", "Aiko", "Ben")
                .apply(new PairingEvent.IllegalMove(1, "Ben", true));
        assertTrue(q.outcome().isEmpty());
        q = q.apply(new PairingEvent.IllegalMove(1, "Ben", true));
        assertEquals("Aiko", q.outcome().orElseThrow().winner().orElseThrow());
        assertEquals(Termination.ILLEGAL_MOVES, q.games().get(0).end().orElseThrow().ending());
        assertEquals(List.of("Ben", "Ben"), q.games().get(0).illegalMoves());
    }
}
