// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.MoveException;
import org.rookery.rules.Rules;
import org.rookery.rules.VariantRegistry;
import org.rookery.ui.board.model.GameModel;
import org.rookery.ui.board.model.PositionFile;

/** The board editor's model without a display: position files, play, navigation, results. */
class GameModelTest {

    private static VariantRegistry registry() throws InterruptedException {
        return BoardEditorRegistry.registry();
    }

    private static Move move(GameModel game, int board, String text) {
        Rules rules = game.rules();
        return rules.moveFormats().get(0).parse(text, game.board(board));
    }

    @Test
    void positionFilesFindTheirVariant() throws Exception {
        VariantRegistry r = registry();
        assertEquals("chess", PositionFile.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "fen", r).rules().id());
        assertEquals("giraffe", PositionFile.read("# g\n***gg***/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/***GG*** w KQkq - 0 1\n", "fen", r).rules().id());
        assertEquals("guardian", PositionFile.read("rnbgkqgbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBGKQGBNR w KQkq - 0 1", "fen", r).rules().id());
        assertEquals("shogi", PositionFile.read("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "sfen", r).rules().id());
        assertEquals("exchange", PositionFile.read("8/8/8/8/8/8/8/K6k[] w - - 0 1 | 8/8/8/8/8/8/8/K6k[] w - - 0 1", "fen", r).rules().id());
        PositionFile named = PositionFile.read("[Variant \"exchange\"]\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", "fen", r);
        assertEquals("exchange", named.rules().id());
        assertTrue(named.variantNamed());
    }

    @Test
    void badFilesSayWhatAndWhere() throws Exception {
        VariantRegistry r = registry();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PositionFile.read("# only a comment\n", "fen", r));
        assertTrue(e.getMessage().contains("no position"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PositionFile.read("\nxyz w - - 0 1\n", "fen", r));
        assertTrue(e.getMessage().startsWith("line 2: no installed variant reads this position"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PositionFile.read("[Variant \"nochess\"]\n8/8 w", "fen", r));
        assertTrue(e.getMessage().contains("unknown variant 'nochess'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PositionFile.read("4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 w - - 0 1", "fen", r));
        assertTrue(e.getMessage().startsWith("line 2:"), e.getMessage());
    }

    @Test
    void savingKeepsCommentsAndTheVariantStaysRecognisable() throws Exception {
        VariantRegistry r = registry();
        PositionFile chess = PositionFile.read("# note\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", "fen", r);
        assertEquals("# note\n4k3/8/8/8/8/8/8/3K4 b - - 1 1\n", chess.write("4k3/8/8/8/8/8/8/3K4 b - - 1 1", r));
        PositionFile exchange = PositionFile.read("8/8/8/8/8/8/8/K6k[] w - - 0 1 | 8/8/8/8/8/8/8/K6k[] w - - 0 1", "fen", r);
        // Holdings in brackets tell Exchange from chess, so no variant line is needed.
        assertEquals("4k3/8/8/8/8/8/8/4K3[] w - - 0 1\n", exchange.write("4k3/8/8/8/8/8/8/4K3[] w - - 0 1", r));
    }

    @Test
    void playNavigateAndReplaceLaterMoves() throws Exception {
        Rules chess = registry().get("chess").rules();
        GameModel game = new GameModel(chess, chess.startPositionText());
        game.play(0, move(game, 0, "e4"));
        game.play(0, move(game, 0, "e5"));
        game.goTo(1);
        assertEquals(Color.BLACK, game.board(0).sideToMove());
        assertEquals(2, game.plies().size());
        game.play(0, move(game, 0, "c5"));
        assertEquals(2, game.plies().size(), "a move from an earlier position replaces the later ones");
        assertEquals("c5", game.plies().get(1).text());
        GameModel.Ply last = game.removeLast();
        game.append(last);
        assertEquals(2, game.shown());
        assertThrows(MoveException.class, () -> game.play(0, Move.normal(chess.pieceType('K', false), org.rookery.rules.Square.parse("e1"),
                org.rookery.rules.Square.parse("e3"), null)));
    }

    @Test
    void resultsAreWorded() throws Exception {
        Rules chess = registry().get("chess").rules();
        GameModel mate = new GameModel(chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assertFalse(mate.status().isPresent());
        mate.play(0, move(mate, 0, "Ra8#"));
        assertEquals("White wins by checkmate (1-0)", mate.status().orElseThrow());
        assertTrue(mate.legalMoves(0).isEmpty());
        Rules giraffe = registry().get("giraffe").rules();
        GameModel crown = new GameModel(giraffe, "***1g***/3K4/8/8/8/8/8/8/7k/***2*** w - - 0 1");
        crown.play(0, move(crown, 0, "Kd9"));
        assertTrue(crown.status().orElseThrow().contains("crowning"), crown.status().orElseThrow());
        Rules shogi = registry().get("shogi").rules();
        GameModel stuck = new GameModel(shogi, "4k4/9/4G4/9/9/9/9/9/4K4 b G 1");
        stuck.play(0, move(stuck, 0, "G*5b"));
        assertEquals("Sente wins by checkmate (1-0)", stuck.status().orElseThrow());
    }

    @Test
    void aWinningShogiDeclarationIsOfferedAsAClaimNotAnEnd() throws Exception {
        Rules shogi = registry().get("shogi").rules();
        GameModel impasse = new GameModel(shogi, "+R+BGGSS3/PPPPKPPPP/9/9/9/9/9/9/4k4 b 6P 1");
        assertEquals("Claimable: Sente wins by declaration (1-0)", impasse.status().orElseThrow());
        assertFalse(impasse.gameOutcome().isPresent(), "the game goes on until the player declares");
        GameModel shortOfPoints = new GameModel(shogi, "+R+BGGSS3/PPPPKPPPP/9/9/9/9/9/9/4k4 b P 1");
        assertFalse(shortOfPoints.status().isPresent(), "26 points: nothing to claim");
    }
}
