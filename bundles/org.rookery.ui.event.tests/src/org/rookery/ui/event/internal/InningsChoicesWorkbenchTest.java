// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;
import org.rookery.rules.Color;

/**
 * The scorecard's decisions that the example match does not need: the leading captain's choice of
 * the follow-on where the format leaves it to him (G20 with an optional follow-on when more than 20
 * behind and 2 games an innings), recorded, undone and recorded again; and a level match's golden
 * round (G20 with 1 innings a side of 1 game, so no follow-on): its toss and each side's golden player recorded in
 * the scorecard, the golden games started and their results entered there, to the winner.
 */
class InningsChoicesWorkbenchTest {

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.forG20("innings-choices-test");
        String g20 = Files.readString(Path.of("../../examples/formats/g20.tfl"));
        format("g20-optional-follow-on.tfl", g20, "games per innings 10", "games per innings 2",
                "follow on when behind by more than 200 compulsory", "follow on when behind by more than 20 optional");
        format("g20-short.tfl", g20, "games per innings 10", "games per innings 1", "innings per side 2", "innings per side 1",
                "follow on when behind by more than 200 compulsory", "");
    }

    private static void format(String name, String text, String... replacements) throws Exception {
        String t = text;
        for (int i = 0; i < replacements.length; i += 2) {
            assertTrue(t.contains(replacements[i]), "g20.tfl says " + replacements[i]);
            t = t.replace(replacements[i], replacements[i + 1]);
        }
        project.getFile(name).create(new java.io.ByteArrayInputStream(t.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                true, null);
    }

    @AfterEach
    void closeEditors() {
        page().closeAllEditors(false);
        spin(100);
    }

    @AfterAll
    static void deleteProject() throws Exception {
        project.delete(true, true, null);
    }

    @Test
    void theLeadingCaptainsFollowOnChoiceIsRecordedFromTheScorecardAndUndone() throws Exception {
        EventSession session = open("follow-on", "g20-optional-follow-on.tfl");
        List<FactBody> play = new ArrayList<>(InningsFacts.camelsBatFirst());
        // Innings 1: C1 wins twice with a man captured (42 each); innings 2: Z1 and Z2 are out: 84 to 0.
        play.addAll(game("i1.1", "C1", "Z1", 1, true));
        play.addAll(game("i1.2", "C1", "Z2", 1, true));
        play.add(new FactBody.LineUp("Zebras", 2, 0, List.of("Z1", "Z2", "Z3", "Z4", "Z5"), Optional.empty()));
        play.addAll(game("i2.1", "Z1", "C1", 2, false));
        play.addAll(game("i2.2", "Z2", "C2", 2, false));
        session.record("Two innings", play);
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        InningsStepPanel step = view.step();
        assertEquals(Phase.FOLLOW_ON_CHOICE, match(session).phase(), match(session).due());
        waitUntil("the scorecard asks the Camels' captain", () -> step.stepText().startsWith("Camels' captain decides whether Zebras follow on"));
        maximized(view, "scorecard-follow-on-choice.png");

        assertTrue(step.recordFollowOn(false), step.statusText());
        waitUntil("the Camels bat in turn", () -> match(session).phase() == Phase.BATTING_ORDER);
        assertEquals("Camels", match(session).currentInnings().orElseThrow().battingTeam());
        EventSession.history().undo(session.undoContext(), null, null);
        waitUntil("after undo the choice is asked again", () -> step.stepText().startsWith("Camels' captain decides"));
        assertTrue(step.recordFollowOn(true), step.statusText());
        waitUntil("the Zebras follow on", () -> match(session).phase() == Phase.BATTING_ORDER);
        assertEquals("Zebras", match(session).currentInnings().orElseThrow().battingTeam());
        assertTrue(match(session).currentInnings().orElseThrow().followOn());
        waitUntil("the scorecard marks the follow-on innings", () -> view.tree().getTree().getItemCount() == 3
                && view.tree().getTree().getItem(2).getText(0).contains("(follow-on)"));
        assertTrue(step.stepText().startsWith("Zebras' batting order for innings 3"), step.stepText());
    }

    @Test
    void aLevelMatchGoesToAGoldenRoundWhoseTossAndPlayersAreRecordedInTheScorecard() throws Exception {
        EventSession session = open("golden", "g20-short.tfl");
        List<FactBody> play = new ArrayList<>(InningsFacts.camelsBatFirst());
        play.addAll(game("i1.1", "C1", "Z1", 1, false));
        play.add(new FactBody.LineUp("Zebras", 2, 0, List.of("Z1", "Z2", "Z3", "Z4", "Z5"), Optional.empty()));
        play.addAll(game("i2.1", "Z1", "C1", 2, false));
        session.record("Both innings, level at 0", play);
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        InningsStepPanel step = view.step();
        NextGamePanel next = view.nextGame();
        waitUntil("the golden round's toss is asked for", () -> step.stepText().startsWith("The toss before the golden round"));

        assertTrue(step.chooseToss("Zebras", "scoring"));
        assertTrue(step.recordToss(), step.statusText());
        waitUntil("the Zebras name their golden player", () -> step.stepText().startsWith("Zebras' player for the golden game"));
        assertTrue(step.typeBattingOrder("Z3"));
        assertTrue(step.recordBattingOrder(), step.statusText());
        playGolden(view, step, next, "Z3", Outcome.WHITE_WINS, "P");
        waitUntil("the Camels name their golden player", () -> step.stepText().startsWith("Camels' player for the golden game"));
        assertTrue(step.typeBattingOrder("C2"));
        assertTrue(step.recordBattingOrder(), step.statusText());
        playGolden(view, step, next, "C2", Outcome.BLACK_WINS, "");

        InningsMatch end = match(session);
        assertEquals(Phase.FINISHED, end.phase(), end.due());
        assertEquals("Zebras", end.result().orElseThrow().winner().orElseThrow(), end.result().orElseThrow().reason());
        waitUntil("the scorecard says the match is over", () -> view.nextText().equals("The match is over."));
        assertEquals(4, view.tree().getTree().getItemCount(), "two regular innings and the two golden innings");
        maximized(view, "scorecard-golden-round.png");
    }

    /** Starts the golden game of {@code scorer} from the scorecard and enters its result in the dialog. */
    private static void playGolden(ScorecardView view, InningsStepPanel step, NextGamePanel next, String scorer, Outcome outcome,
            String captured) {
        waitUntil("the golden game can start", next::canStart);
        assertEquals(List.of(scorer), next.offeredScorers());
        assertTrue(next.choose(scorer, next.offeredStoppers().get(0)));
        String id = next.start().orElseThrow(() -> new AssertionError(next.statusText())).game();
        waitUntil("game " + id + " is in play", () -> id.equals(step.gameShown()));
        ResultDialog dialog = step.resultDialog();
        assertNotNull(dialog);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(50);
        dialog.enter(outcome, Termination.CHECKMATE, 0, 0, Color.BLACK);
        dialog.setCaptured(captured, "");
        dialog.okPressed();
        assertTrue(step.recordResult(dialog.facts()), step.statusText());
        assertFalse(id.equals(step.gameShown()), "the game is over");
    }

    private static EventSession open(String name, String format) throws Exception {
        IFile journal = NewEvent.create(project, name, project.getFile(format));
        return ((EventEditor) IDE.openEditor(page(), journal)).session();
    }

    /** A game start and its result: the scoring player (White) wins with a pawn captured, or is mated. */
    private static List<FactBody> game(String id, String white, String black, int innings, boolean whiteWins) {
        return List.of(new FactBody.GameStart(id, white, black, innings),
                new FactBody.Result(id, whiteWins ? Outcome.WHITE_WINS : Outcome.BLACK_WINS, Termination.CHECKMATE,
                        whiteWins ? List.of("P") : List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty()));
    }

    private static InningsMatch match(EventSession session) {
        return session.state().innings().orElseThrow();
    }

    private static void maximized(ScorecardView view, String name) throws Exception {
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            spin(100);
            screenshot(name);
        } finally {
            page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
        }
    }
}
