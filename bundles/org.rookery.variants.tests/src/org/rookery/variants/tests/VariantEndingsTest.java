// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Endings;
import org.rookery.rules.Termination;
import org.rookery.rules.Variant;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.exchange.ExchangeVariant;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.guardian.GuardianVariant;

/**
 * Each chess-family variant says which results it can produce, as rules.md decides: the event's
 * fact checks refuse the rest. Draws are the sharp part: Giraffe has none (§1.7), Guardian has the
 * five chess draws and the drawn flag fall (§2.6), Exchange has repetition and the waiting
 * stalemate but no agreed, fifty-move or dead-position draw (§3.2, §6.4).
 */
class VariantEndingsTest {

    private static Endings endings(Variant v, Map<String, String> options) {
        return v.rules(v.options(options)).endings();
    }

    private static final Set<Termination> EVERY_GAME = EnumSet.of(Termination.CHECKMATE, Termination.RESIGNATION,
            Termination.TIME_FORFEIT, Termination.ILLEGAL_MOVES, Termination.ARBITER_DECISION);

    @Test
    void giraffeChessHasNoDrawsAndItsOwnWins() {
        Endings e = endings(new GiraffeVariant(), Map.of());
        assertEquals(Set.of(), e.drawn(), "rules.md 1.7: no draws by rule, not even an agreed or arbiter's one");
        assertFalse(e.hasDraws());
        Set<Termination> wins = EnumSet.copyOf(EVERY_GAME);
        wins.addAll(Set.of(Termination.STALEMATE, Termination.CROWNING, Termination.REVENGE_RULE));
        assertEquals(wins, e.decisive(), "stalemate loses, crowning wins, the revenge rule is on (50) by default");
        assertEquals("none", e.drawnWords());
    }

    @Test
    void giraffesSwitchedRulesAddOrRemoveTheirEndings() {
        Endings seventy = endings(new GiraffeVariant(), Map.of("whiteMoveLimit", "70", "revengeRule", "0"));
        assertTrue(seventy.allows(Termination.MOVE_LIMIT, false), "the 70-move rule, when on, is a win for Black");
        assertFalse(seventy.allows(Termination.REVENGE_RULE, false), "revengeRule 0 turns the rule off");
        assertFalse(endings(new GiraffeVariant(), Map.of()).allows(Termination.MOVE_LIMIT, false), "off by default (G20)");
    }

    @Test
    void chessDrawsFollowItsOptions() {
        Endings e = endings(new ChessVariant(), Map.of());
        assertEquals(EnumSet.of(Termination.STALEMATE, Termination.INSUFFICIENT_MATERIAL, Termination.FIFTY_MOVES,
                Termination.REPETITION, Termination.TIME_FORFEIT, Termination.AGREEMENT, Termination.ARBITER_DECISION),
                e.drawn());
        assertEquals(EVERY_GAME, e.decisive(), "chess wins only by mate, resignation, time, illegal moves or ruling");
        assertFalse(e.allows(Termination.STALEMATE, false), "a stalemate is never a win in chess");
        Endings off = endings(new ChessVariant(), Map.of("threefoldRepetition", "off", "fiftyMoveRule", "0"));
        assertFalse(off.allows(Termination.REPETITION, true));
        assertFalse(off.allows(Termination.FIFTY_MOVES, true));
    }

    @Test
    void guardianHasTheFiveChessDrawsAndTheDrawnFlagFall() {
        Endings e = endings(new GuardianVariant(), Map.of());
        for (Termination t : Set.of(Termination.INSUFFICIENT_MATERIAL, Termination.AGREEMENT, Termination.FIFTY_MOVES,
                Termination.REPETITION, Termination.STALEMATE)) {
            assertTrue(e.allows(t, true), "rules.md 2.6 draws by " + t);
        }
        assertTrue(e.allows(Termination.TIME_FORFEIT, true), "a flag fall against a side that cannot mate draws");
        assertFalse(e.allows(Termination.CROWNING, false));
    }

    @Test
    void exchangeDrawsByRepetitionAndTheWaitingStalemateButNotByAgreement() {
        Endings e = endings(new ExchangeVariant(), Map.of());
        assertEquals(EnumSet.of(Termination.REPETITION, Termination.STALEMATE, Termination.ARBITER_DECISION), e.drawn(),
                "rules.md 3.2: repetition draws, agreement does not; 6.4: a stalemate waits, then draws");
        assertTrue(e.allows(Termination.PARTNER_BOARD, false), "the partner board's win ends this board");
        assertFalse(e.allows(Termination.TIME_FORFEIT, true), "pieces can always arrive, so a flag fall loses");
        assertFalse(e.allows(Termination.STALEMATE, false));
        assertFalse(endings(new ExchangeVariant(), Map.of("threefoldRepetition", "off")).allows(Termination.REPETITION, true));
    }
}
