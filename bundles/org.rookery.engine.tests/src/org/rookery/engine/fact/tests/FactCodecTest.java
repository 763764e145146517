// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactCodec;
import org.rookery.rules.Termination;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.rookery.rules.Color;

/** Every fact type survives writing and reading; anything the codec does not know is named, not skipped. */
class FactCodecTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:30:00Z");

    static List<FactBody> oneOfEach() {
        FactBody result = new FactBody.Result("1.1", Outcome.WHITE_WINS, Termination.CHECKMATE, List.of("Q", "P"),
                List.of("N"), OptionalLong.of(61_000), OptionalLong.of(12_500));
        return List.of(new FactBody.RegisterTeam("A", "Giraffes"),
                new FactBody.Register("A1", "Ann", Optional.of("A"), 1850, Optional.of("1 dan")),
                new FactBody.Withdraw("A1", 3), new FactBody.ByeRequest("A1", 4), new FactBody.StageRounds("group", 7), new FactBody.Toss("A", "scoring"),
                new FactBody.LineUp("A", 1, 0, List.of("A1", "A2"), Optional.of("A2")),
                new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "A1", "B1")),
                        List.of(new FactBody.Bye("C1", "pairing"))),
                new FactBody.PlayOffPairing(1, List.of(new FactBody.Board("PO1.1", "A1", "B1"))),
                new FactBody.GameStart("i1.1", "A1", "B1", 1, Optional.of("no legal choice left")), result, new FactBody.IllegalMove("1.1", Color.BLACK),
                new FactBody.FlagFall("1.1", Color.BLACK, 20_000, 0, List.of("P"), List.of(), Optional.of(Outcome.DRAW)),
                new FactBody.Declaration("1.1", Color.WHITE, 28, true),
                new FactBody.Sennichite("1.1", "1.1r", OptionalLong.of(300_000), OptionalLong.empty()),
                new FactBody.FollowOn("A", true),
                new FactBody.FormTeams(List.of(new FactBody.FormedTeam("T1", "Ann & Bo", List.of("A1", "B1")),
                        new FactBody.FormedTeam("T2", "", List.of("A2", "B2"))), List.of("C1"), "by hand"),
                new FactBody.Correction(10, result, "wrong capture list"),
                new FactBody.Undo(11, "entered twice"));
    }

    @Test
    void anIllegalMoveClaimedByTheOpponentSaysSoAndAnUnclaimedOneWritesNoFlag() {
        Fact claimed = new Fact(1, AT, "Maria", new FactBody.IllegalMove("1.1", Color.WHITE, true));
        String line = FactCodec.encode(claimed);
        assertTrue(line.contains("\"claimed\":true"), line);
        assertEquals(claimed, FactCodec.decode(JsonParser.parseString(line).getAsJsonObject()));
        String plain = FactCodec.encode(new Fact(2, AT, "Maria", new FactBody.IllegalMove("1.1", Color.WHITE)));
        assertTrue(!plain.contains("claimed"), "journals written before the field read the same: " + plain);
    }

    @Test
    void everyTypeSurvivesARoundTrip() {
        List<FactBody> bodies = oneOfEach();
        assertEquals(FactCodec.TYPES.size(), bodies.size(), "one of each type");
        long seq = 1;
        for (FactBody b : bodies) {
            Fact f = new Fact(seq++, AT, "Maria", b);
            String line = FactCodec.encode(f);
            assertTrue(!line.contains("\n"), "one line");
            assertEquals(f, FactCodec.decode(JsonParser.parseString(line).getAsJsonObject()), line);
        }
    }

    @Test
    void fieldsAreNamedAsDocumented() {
        String line = FactCodec.encode(new Fact(7, AT, "Maria",
                new FactBody.FlagFall("2.3", Color.WHITE, 0, 17_250, List.of(), List.of(), Optional.empty())));
        assertEquals("{\"seq\":7,\"at\":\"2026-05-01T09:30:00Z\",\"by\":\"Maria\",\"type\":\"flag-fall\",\"game\":\"2.3\","
                + "\"side\":\"white\",\"whiteMs\":0,\"blackMs\":17250}", line);
    }

    @Test
    void theMoveCountOfAResultOrFlagFallSurvivesARoundTripAndMayBeLeftOut() {
        FactBody result = new FactBody.Result("i2.3", Outcome.BLACK_WINS, Termination.RESIGNATION, List.of(), List.of("R"),
                OptionalLong.empty(), OptionalLong.empty(), OptionalInt.of(37));
        FactBody flag = new FactBody.FlagFall("i2.4", Color.WHITE, 0, 4_000, List.of(), List.of(), Optional.empty(),
                OptionalInt.of(52));
        for (FactBody b : List.of(result, flag)) {
            Fact f = new Fact(3, AT, "Maria", b);
            String line = FactCodec.encode(f);
            assertTrue(line.endsWith(",\"moves\":" + (b == result ? 37 : 52) + "}"), line);
            assertEquals(f, FactCodec.decode(JsonParser.parseString(line).getAsJsonObject()), line);
        }
        FactBody old = FactCodec.decodeBody(JsonParser.parseString("{\"type\":\"flag-fall\",\"game\":\"2.3\","
                + "\"side\":\"white\",\"whiteMs\":0,\"blackMs\":17250}").getAsJsonObject(), false);
        assertEquals(OptionalInt.empty(), ((FactBody.FlagFall) old).moves(), "a journal without move counts stays valid");
        assertTrue(error("{\"type\":\"result\",\"game\":\"1\",\"outcome\":\"draw\",\"ending\":\"agreement\","
                + "\"moves\":-3}").contains("'moves' must be a number of moves from 0"));
        assertTrue(error("{\"type\":\"result\",\"game\":\"1\",\"outcome\":\"draw\",\"ending\":\"agreement\","
                + "\"moves\":\"forty\"}").contains("'moves' must be a whole number"));
    }

    private static String error(String json) {
        JsonObject o = JsonParser.parseString(json).getAsJsonObject();
        return assertThrows(IllegalArgumentException.class, () -> FactCodec.decodeBody(o, false)).getMessage();
    }

    @Test
    void unknownTypesFieldsAndValuesAreNamed() {
        assertTrue(error("{\"type\":\"resign\",\"game\":\"1\"}").contains("unknown fact type 'resign'"));
        assertTrue(error("{\"type\":\"illegal-move\",\"game\":\"1\",\"side\":\"white\",\"colour\":\"w\"}")
                .contains("unknown field 'colour'"));
        assertTrue(error("{\"type\":\"illegal-move\",\"game\":\"1\"}").contains("'side' is missing"));
        assertTrue(error("{\"type\":\"illegal-move\",\"game\":\"1\",\"side\":\"red\"}")
                .contains("'side' is 'red'; it must be one of white, black"));
        assertTrue(error("{\"type\":\"withdraw\",\"player\":\"A1\",\"fromRound\":\"two\"}")
                .contains("'fromRound' must be a whole number"));
        assertTrue(error("{\"seq\":4,\"type\":\"withdraw\",\"player\":\"A1\",\"fromRound\":2}")
                .contains("'seq' is assigned when the fact is recorded"));
    }
}
