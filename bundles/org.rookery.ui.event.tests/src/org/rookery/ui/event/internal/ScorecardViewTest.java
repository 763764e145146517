// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.refusal.Refusal;
import org.rookery.ui.event.EventUi;

/**
 * The innings scorecard view on the G20 example match: the finished match as the engine scores
 * it, and the same match early in its first innings, where the view offers the next scoring
 * player and the stopping side's eligible players and an ineligible choice is refused.
 */
class ScorecardViewTest {

    private static final Path EXAMPLE = Path.of("../../examples/events/g20-match");
    private static IProject project;

    @BeforeAll
    static void copyExample() throws Exception {
        project = TestProjects.empty("scorecard-test");
        Path root = project.getLocation().toFile().toPath();
        copy(EXAMPLE, root.resolve("g20-match"), Integer.MAX_VALUE);
        // The same match stopped after its first game: the header and facts 1 to 22.
        copy(EXAMPLE, root.resolve("g20-early"), 23);
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
    }

    private static void copy(Path from, Path to, int journalLines) throws Exception {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else if (f.getFileName().toString().equals("journal.jsonl")) {
                    List<String> lines = Files.readAllLines(f);
                    Files.write(target, lines.subList(0, Math.min(journalLines, lines.size())));
                } else {
                    Files.copy(f, target);
                }
            }
        }
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
    void theFinishedMatchShowsEveryInningsWithItsLinesAndTheResult() throws Exception {
        EventEditor editor = (EventEditor) IDE.openEditor(page(), project.getFile("g20-match/journal.jsonl"));
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        spin(200);
        InningsMatch match = editor.session().state().innings().orElseThrow();
        TreeItem[] innings = view.tree().getTree().getItems();
        assertEquals(match.innings().size(), innings.length, "one row per innings");
        assertEquals(4, innings.length, "the example match has four innings (a follow-on)");
        assertTrue(innings[0].getText(0).startsWith("Innings 1, Camels: C1 C2 C3 C4 C5"), innings[0].getText(0));
        assertEquals("42", innings[0].getItem(0).getText(7), "game 1: checkmate with all 15 men captured scores 42");
        assertEquals("C1", innings[0].getItem(0).getText(1));
        assertEquals(match.innings().get(0).games().size(), innings[0].getItemCount(), "one line per game");
        assertTrue(innings[1].getText(0).contains("(follow-on)") || innings[2].getText(0).contains("(follow-on)"),
                "the follow-on innings is marked");
        assertEquals("The match is over.", view.nextText());
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        screenshot("scorecard.png");
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
        assertFalse(editor.session().model().getInnings().isEmpty());
    }

    @Test
    void earlyInTheMatchTheNextPlayersAreOfferedAndAnIneligibleChoiceIsRefused() throws Exception {
        IFile journal = project.getFile("g20-early/journal.jsonl");
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        spin(200);
        InningsMatch match = editor.session().state().innings().orElseThrow();
        String scorer = match.scoringPlayer().orElseThrow();
        assertEquals("C1", scorer, "the winner of game 1 stays in");
        List<String> eligible = match.eligibleStoppingPlayers();
        assertFalse(eligible.isEmpty());
        assertTrue(view.nextText().contains("Scoring player due: C1"), view.nextText());
        assertTrue(view.nextText().contains("The stopping side may choose: " + String.join(", ", eligible)), view.nextText());

        String ineligible = Stream.of("Z1", "Z2", "Z3", "Z4", "Z5").filter(z -> !eligible.contains(z)).findFirst()
                .orElseThrow(() -> new AssertionError("every Zebra is eligible: " + eligible));
        byte[] before = Files.readAllBytes(journal.getLocation().toFile().toPath());
        Refusal r = assertThrows(Refusal.class, () -> editor.session().record("Start game 2",
                new FactBody.GameStart("i1.2", "C1", ineligible, 1, Optional.empty())));
        assertFalse(r.rule().isBlank(), "the refusal names its rule");
        assertArrayEquals(before, Files.readAllBytes(journal.getLocation().toFile().toPath()), "nothing was written");

        // The view offers only the valid choices; with "Every player" an ineligible one is refused in the view.
        NextGamePanel next = view.nextGame();
        assertEquals(List.of("C1"), next.offeredScorers(), "the winner of game 1 stays in");
        assertEquals(eligible, next.offeredStoppers(), "only the eligible stopping players are offered");
        assertTrue(next.canStart());
        next.offerEveryPlayer(true);
        assertTrue(next.offeredStoppers().contains(ineligible), next.offeredStoppers().toString());
        assertTrue(next.choose("C1", ineligible));
        assertTrue(next.start().isEmpty(), "an ineligible choice starts no game");
        assertTrue(next.statusText().contains("(rule: " + r.rule() + ")"), next.statusText());
        assertArrayEquals(before, Files.readAllBytes(journal.getLocation().toFile().toPath()), "nothing was written");
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        screenshot("scorecard-refused.png");
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);

        next.offerEveryPlayer(false);
        assertTrue(next.choose("C1", eligible.get(0)));
        FactBody.GameStart started = next.start().orElseThrow(() -> new AssertionError(next.statusText()));
        assertEquals("i1.2", started.game());
        assertEquals(eligible.get(0), started.black(), "the scoring side plays White in G20");
        waitUntil("the started game has a line in the scorecard", () -> view.tree().getTree().getItem(0).getItemCount() == 2);
        assertEquals("in play", view.tree().getTree().getItem(0).getItem(1).getText(3));
        assertFalse(next.canStart(), "no game starts while one is in play");
        assertEquals("Game i1.2 started: C1 v " + eligible.get(0) + ".", next.statusText());
    }
}
