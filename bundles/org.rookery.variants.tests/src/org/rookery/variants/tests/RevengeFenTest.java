// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.rules.notation.NotationException;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.giraffe.GiraffeVariant;

/** The Giraffe revenge counters survive writing and reading a position (FEN field 7, {@code revenge:W,B}). */
class RevengeFenTest {

    private final GiraffeVariant variant = new GiraffeVariant();
    private final Rules rules = variant.rules();

    private void play(Position p, String... sans) {
        for (String s : sans) {
            p.doMove(p.rules().moveFormat("SAN").parse(s, p));
        }
    }

    @Test
    void theStartPositionKeepsSixFields() {
        assertEquals(rules.startPositionText(), rules.startPosition().toString());
    }

    @Test
    void aRunningCounterIsWrittenAndReadBack() {
        Position p = rules.startPosition();
        play(p, "e4", "d5", "exd5", "Nf6", "Nc3");
        String fen = p.toString();
        assertTrue(fen.endsWith(" revenge:-,1"), fen);
        Position back = rules.position(fen);
        assertEquals(-1, back.revengeCount(Color.WHITE));
        assertEquals(1, back.revengeCount(Color.BLACK));
        assertEquals(fen, back.toString());
        play(back, "Nxd5");
        assertEquals(-1, back.revengeCount(Color.BLACK), "Black's capture answers the capture");
        assertEquals(0, back.revengeCount(Color.WHITE), "and starts White's count");
        assertEquals(back.toString(), rules.position(back.toString()).toString());
    }

    @Test
    void theLimitIsReachedAfterARoundTripExactlyAsWithout() {
        Rules r2 = variant.rules(variant.options(Map.of("revengeRule", "2")));
        Position p = r2.position("***2***/8/8/8/3p4/8/8/3R4/K6k/***2*** w - - 0 1");
        play(p, "Rxd5", "Kh2", "Ka2");
        Position back = r2.position(p.toString());
        assertTrue(p.toString().endsWith(" revenge:-,1"), p.toString());
        assertEquals(p.toString(), back.toString());
        play(back, "Kh1");
        assertEquals(Optional.of(Outcome.win(Termination.REVENGE_RULE, Color.WHITE)), back.outcome());
    }

    @Test
    void malformedOrMisplacedCountersNameTheField() {
        String base = "***2***/8/8/8/3p4/8/8/3R4/K6k/***2*** w - - 0 1";
        NotationException bad = assertThrows(NotationException.class, () -> rules.position(base + " revenge:x,-"));
        assertTrue(bad.getMessage().contains("field 7"), bad.getMessage());
        NotationException one = assertThrows(NotationException.class, () -> rules.position(base + " revenge:3"));
        assertTrue(one.getMessage().contains("two counters"), one.getMessage());
        NotationException other = assertThrows(NotationException.class, () -> rules.position(base + " rv:3,4"));
        assertTrue(other.getMessage().contains("revenge:W,B"), other.getMessage());
        Rules chess = new ChessVariant().rules();
        NotationException noRule = assertThrows(NotationException.class,
                () -> chess.position("4k3/8/8/8/8/8/8/4K3 w - - 0 1 revenge:1,-"));
        assertTrue(noRule.getMessage().contains("without the revenge rule"), noRule.getMessage());
    }
}
