// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.eclipse.core.resources.IProject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.event.EventModels;
import org.rookery.event.model.Game;
import org.rookery.event.model.Round;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * A tie for first place played off in the workbench (examples/formats/round-robin-armageddon.tfl):
 * once the round robin is over, "Pair next round" pairs the two rapid play-off games, then the
 * Armageddon when they are shared; the Pairings view shows each as play-off games, and a drawn
 * Armageddon gives Black, who has draw odds, first place in the standings.
 */
class PlayOffWorkbenchTest {

    private static final String PLAYERS = """
            id,name,rating
            P1,Asha Rao,2150
            P2,Bram de Vries,2080
            P3,Chen Wei,2030
            P4,Dara Okafor,1990
            """;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("play-off-test", "round-robin-armageddon.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void aTieForFirstIsPlayedOffThroughThePairingsViewAndDecidesTheStandings() throws Exception {
        page().closeAllEditors(false);
        EventEditor editor = TestProjects.newEvent(project, "masters", "round-robin-armageddon.tfl", PLAYERS);
        EventSession session = editor.session();
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);

        // P1 and P2 beat P3 and P4 and draw the rest: P1 and P2 level for first place on 2.5.
        List<String> top = List.of("P1", "P2");
        for (int round = 1; round <= 3; round++) {
            int expected = round;
            assertNotNull(view.pairNext());
            waitUntil("round " + round + " is paired", () -> session.model().getRounds().size() == expected);
            for (Game g : session.model().getRounds().get(round - 1).getGames()) {
                boolean whiteTop = top.contains(g.getWhite().getId());
                boolean blackTop = top.contains(g.getBlack().getId());
                FactBody.Outcome o = whiteTop == blackTop ? FactBody.Outcome.DRAW
                        : whiteTop ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS;
                session.record("Result of " + g.getId(), result(g.getId(), o, o == FactBody.Outcome.DRAW
                        ? Termination.STALEMATE : Termination.CHECKMATE));
            }
        }

        assertNotNull(view.pairNext());
        waitUntil("the rapid play-off is paired", () -> session.model().getRounds().size() == 4);
        Round rapid = session.model().getRounds().get(3);
        assertEquals(1, rapid.getPlayOff());
        assertEquals(2, rapid.getGames().size(), "two rapid games");
        waitUntil("the Pairings view shows the play-off games", () -> view.boards().getTable().getItemCount() == 2);
        // One win each: still level, so the Armageddon follows.
        session.record("Rapid 1", result(rapid.getGames().get(0).getId(), FactBody.Outcome.WHITE_WINS, Termination.CHECKMATE));
        session.record("Rapid 2", result(session.model().getRounds().get(3).getGames().get(1).getId(),
                FactBody.Outcome.WHITE_WINS, Termination.CHECKMATE));

        assertNotNull(view.pairNext());
        waitUntil("the Armageddon is paired", () -> session.model().getRounds().size() == 5);
        Round armageddon = session.model().getRounds().get(4);
        assertEquals(2, armageddon.getPlayOff());
        Game game = armageddon.getGames().get(0);
        String black = game.getBlack().getId();
        session.record("Armageddon", result(game.getId(), FactBody.Outcome.DRAW, Termination.REPETITION));
        screenshot("play-off-pairings.png");

        assertEquals(black, session.model().getStandings().get(0).getPlayer().getId(),
                "a drawn Armageddon goes to Black, who has draw odds");
        assertEquals(3, EventModels.roundsPaired(session.model()), "play-off games are not rounds");
        String report = PlayOffs.report(session.state(), OptionalInt.empty());
        assertTrue(report.contains("takes place 1"), report);
    }

    private static FactBody.Result result(String game, FactBody.Outcome outcome, Termination ending) {
        return new FactBody.Result(game, outcome, ending, List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty());
    }
}
