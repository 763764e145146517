// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.refused;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;

import com.google.gson.JsonParser;

/**
 * A forfeit (issue 21): the result fact's optional {@code forfeit} field, read and written so that
 * journals without it read as before; a forfeit counts in the crosstable as a forfeit win and loss
 * (unplayed for the tie-breaks and the pairing), a forfeit by both as two forfeit losses; and an
 * innings match, whose scoring reads the board, refuses it under its rule.
 */
class ForfeitResultTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:30:00Z");

    private static Fact decode(String line) {
        return FactCodec.decode(JsonParser.parseString(line).getAsJsonObject());
    }

    @Test
    void aForfeitIsAnOptionalFieldAndAResultWithoutItIsAGamePlayed() {
        Fact forfeit = new Fact(7, AT, "Maria", FactBody.Result.forfeit("1.1", Outcome.BLACK_WINS));
        String line = FactCodec.encode(forfeit);
        assertTrue(line.contains("\"outcome\":\"black-wins\",\"ending\":\"arbiter-decision\",\"forfeit\":true"), line);
        assertEquals(forfeit, decode(line));
        // a journal written before the field: the same result, played
        String old = "{\"seq\":8,\"at\":\"2026-05-01T09:30:00Z\",\"by\":\"Maria\",\"type\":\"result\",\"game\":\"1.2\","
                + "\"outcome\":\"white-wins\",\"ending\":\"resignation\"}";
        FactBody.Result played = (FactBody.Result) decode(old).body();
        assertFalse(played.forfeit());
        assertFalse(FactCodec.encode(decode(old)).contains("forfeit"), "a played game writes no forfeit field");
        // a forfeit is never drawn and has nothing from the board
        IllegalArgumentException draw = assertThrows(IllegalArgumentException.class, () -> decode(old.replace(
                "\"outcome\":\"white-wins\",\"ending\":\"resignation\"", "\"outcome\":\"draw\",\"ending\":\"arbiter-decision\","
                        + "\"forfeit\":true")));
        assertTrue(draw.getMessage().contains("a forfeit is not a draw"), draw.getMessage());
        IllegalArgumentException captures = assertThrows(IllegalArgumentException.class, () -> decode(old.replace(
                "\"ending\":\"resignation\"", "\"ending\":\"arbiter-decision\",\"capturedByWhite\":[\"P\"],\"forfeit\":true")));
        assertTrue(captures.getMessage().contains("was not played, so it has no captures"), captures.getMessage());
    }

    @Test
    void aForfeitCountsAsAForfeitWinAndLossAndABothSidedOneAsTwoLosses(@TempDir Path dir) throws IOException {
        try (EventFolder event = ResultEndingsTest.swiss(dir, "chess")) {
            event.record(FactBody.Result.forfeit("1.1", Outcome.BLACK_WINS), "Maria");
            assertTrue(event.state().game("1.1").orElseThrow().end().orElseThrow().forfeit());
            EventField field = EventField.of(event.state());
            int ada = field.players().indexOf("Ada") + 1;
            int bo = field.players().indexOf("Bo") + 1;
            assertEquals(RoundResult.FORFEIT_LOSS, field.crosstable().record(1, ada).result());
            assertEquals(RoundResult.FORFEIT_WIN, field.crosstable().record(1, bo).result());
            assertEquals(0, field.crosstable().score(bo).compareTo(java.math.BigDecimal.ONE));
            assertEquals(0, field.crosstable().score(ada).signum());
            assertFalse(field.crosstable().record(1, bo).result().played(), "unplayed for tie-breaks and pairing");
        }
        try (EventFolder event = ResultEndingsTest.swiss(dir.resolve("both"), "chess")) {
            event.record(FactBody.Result.forfeit("1.1", Outcome.UNPLAYED), "Maria");
            EventField field = EventField.of(event.state());
            for (int p = 1; p <= 2; p++) {
                assertEquals(RoundResult.FORFEIT_LOSS, field.crosstable().record(1, p).result());
                assertEquals(0, field.crosstable().score(p).signum());
            }
            assertTrue(field.crosstable().roundsInProgress().isEmpty(), "the round is over");
        }
    }

    @Test
    void anInningsMatchRefusesAForfeitUnderItsRule(@TempDir Path dir) throws IOException {
        try (EventFolder event = ResultEndingsTest.g20(dir)) {
            Refusal r = refused(event, FactBody.Result.forfeit("i1.1", Outcome.WHITE_WINS));
            assertEquals(RuleNames.A_FORFEIT_THE_FORMAT_CAN_SCORE, r.rule());
            assertTrue(r.getMessage().contains("game i1.1") && r.getMessage().contains("men captured"), r.getMessage());
        }
    }
}
