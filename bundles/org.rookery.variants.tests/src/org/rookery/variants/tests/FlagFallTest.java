// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.exchange.ExchangeVariant;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.guardian.GuardianVariant;

/**
 * Flag falls judged by the rules (Guardian rules.md §2.6, FIDE 6.9): a flag fall against a side
 * whose opponent cannot mate by any series of legal moves is a draw. Each row is a Guardian
 * position (White's men, Black's men) and whether White, then Black, could still mate.
 */
class FlagFallTest {

    private static final Rules GUARDIAN = new GuardianVariant().rules();

    @ParameterizedTest(name = "{0}: White mates {2}, Black mates {3}")
    @CsvSource(delimiter = ';', value = {
        "bare kings;                     4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1;   false; false",
        "K+G v K: the guardian mates;    4k5/10/10/10/10/10/10/10/10/3GK5 w - - 0 1;  true;  false",
        "K+Q v K;                        4k5/10/10/10/10/10/10/10/10/4KQ4 w - - 0 1;  true;  false",
        "K+R v K;                        4k5/10/10/10/10/10/10/10/10/R3K5 w - - 0 1;  true;  false",
        "K+P v K;                        4k5/10/10/10/10/10/10/10/P9/4K5 w - - 0 1;   true;  false",
        "K+N v K;                        4k5/10/10/10/10/10/10/10/10/1N2K5 w - - 0 1; false; false",
        "K+N v K+P: the pawn may block;  4k5/p9/10/10/10/10/10/10/10/1N2K5 w - - 0 1; true;  true",
        "K+N v K+R: the rook may block;  r3k5/10/10/10/10/10/10/10/10/1N2K5 w - - 0 1; true; true",
        "K+N v K+B: each may block;      2b1k5/10/10/10/10/10/10/10/10/1N2K5 w - - 0 1; true; true",
        "K+N v K+Q: the queen never does; 4kq4/10/10/10/10/10/10/10/10/1N2K5 w - - 0 1; false; true",
        "K+N v K+G: nor does a guardian; 3gk5/10/10/10/10/10/10/10/10/1N2K5 w - - 0 1; false; true",
        "K+N v K+G+G+Q;                  3gkqg3/10/10/10/10/10/10/10/10/1N2K5 w - - 0 1; false; true",
        "K+N+N v K: mate with help;      4k5/10/10/10/10/10/10/10/10/1N2K3N1 w - - 0 1; true; false",
        "K+B+N v K;                      4k5/10/10/10/10/10/10/10/10/1N2KB4 w - - 0 1; true; false",
        "K+B v K;                        4k5/10/10/10/10/10/10/10/10/2B1K5 w - - 0 1; false; false",
        "K+B+B one colour v K;           4k5/10/10/10/10/10/10/10/10/2B1K1B3 w - - 0 1; false; false",
        "K+B+B both colours v K;         4k5/10/10/10/10/10/10/10/10/2B1KB4 w - - 0 1; true; false",
        "K+B v K+G: the guardian reaches the check line; 3gk5/10/10/10/10/10/10/10/10/2B1K5 w - - 0 1; false; true",
        "K+B v K+B on the other colour;  2b1k5/10/10/10/10/10/10/10/10/2B1K5 w - - 0 1; true; true",
        "K+B v K+B on the same colour;   3bk5/10/10/10/10/10/10/10/10/2B1K5 w - - 0 1; false; false",
        "K+B v K+N;                      3nk5/10/10/10/10/10/10/10/10/2B1K5 w - - 0 1; true; true",
        "K+B v K+P;                      4k5/p9/10/10/10/10/10/10/10/2B1K5 w - - 0 1; true; true",
    })
    void guardianMaterialCases(String name, String fen, boolean whiteMates, boolean blackMates) {
        Position p = GUARDIAN.position(fen);
        assertEquals(whiteMates, GUARDIAN.canMate(p, Color.WHITE), name + ": White");
        assertEquals(blackMates, GUARDIAN.canMate(p, Color.BLACK), name + ": Black");
        assertEquals(blackMates ? Outcome.win(Termination.TIME_FORFEIT, Color.BLACK) : Outcome.draw(Termination.TIME_FORFEIT),
                GUARDIAN.flagFallOutcome(p, Color.WHITE), name + ": White's flag falls");
        assertEquals(whiteMates ? Outcome.win(Termination.TIME_FORFEIT, Color.WHITE) : Outcome.draw(Termination.TIME_FORFEIT),
                GUARDIAN.flagFallOutcome(p, Color.BLACK), name + ": Black's flag falls");
    }

    @ParameterizedTest(name = "a real mate: {0}")
    @CsvSource(delimiter = ';', value = {
        "K+N v K+R, the rook blocks a2;   10/10/10/10/10/10/10/1N8/r9/k1K7 b - - 0 1",
        "K+N v K+B, the bishop blocks a2; 10/10/10/10/10/10/10/10/b1N7/k1K7 b - - 0 1",
    })
    void aSideThatCanMateWithHelpHasARealMate(String name, String fen) {
        Position p = GUARDIAN.position(fen);
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), p.outcome(), name);
        assertTrue(GUARDIAN.canMate(p, Color.WHITE));
    }

    @Test
    void chessUsesTheSameTestWithQueensOnlyAsPassiveDefenders() {
        Rules chess = new ChessVariant().rules();
        Position p = chess.position("4k3/8/8/8/8/8/8/1N2K2q w - - 0 1");
        assertFalse(chess.canMate(p, Color.WHITE));
        assertEquals(Outcome.draw(Termination.TIME_FORFEIT), chess.flagFallOutcome(p, Color.BLACK));
        assertEquals(Outcome.win(Termination.TIME_FORFEIT, Color.BLACK), chess.flagFallOutcome(p, Color.WHITE));
    }

    @Test
    void giraffeAndExchangeFlagFallsAlwaysLose() {
        Rules giraffe = new GiraffeVariant().rules();
        Position bare = giraffe.position("***2***/8/8/4k3/8/8/3K4/8/8/***2*** w - - 0 1");
        assertTrue(giraffe.canMate(bare, Color.WHITE), "Giraffe has no draws (§1.7)");
        assertEquals(Outcome.win(Termination.TIME_FORFEIT, Color.BLACK), giraffe.flagFallOutcome(bare, Color.WHITE));
        Rules exchange = new ExchangeVariant().rules();
        Position bareExchange = exchange.position("4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
        assertEquals(Outcome.win(Termination.TIME_FORFEIT, Color.WHITE), exchange.flagFallOutcome(bareExchange, Color.BLACK),
                "pieces can still arrive from the partner board");
    }

    @Test
    void agreedDrawsFollowTheVariant() {
        Rules chess = new ChessVariant().rules();
        assertEquals(Optional.of(Outcome.draw(Termination.AGREEMENT)), chess.agreedResult(chess.startPosition(), Termination.AGREEMENT));
        assertEquals(Optional.of(Outcome.draw(Termination.AGREEMENT)), GUARDIAN.agreedResult(GUARDIAN.startPosition(), Termination.AGREEMENT));
        Rules exchange = new ExchangeVariant().rules();
        assertEquals(Optional.empty(), exchange.agreedResult(exchange.startPosition(), Termination.AGREEMENT), "§3.2: no agreed draws");
        Rules giraffe = new GiraffeVariant().rules();
        assertEquals(Optional.empty(), giraffe.agreedResult(giraffe.startPosition(), Termination.AGREEMENT), "§1.7: no draws");
    }
}
