// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.ui.event.EventUi;

/**
 * The FESA format's group stage is a Swiss with no number of rounds (the organiser fits them to
 * the day): "Pair next round" asks the arbiter how many, records the answer as a
 * {@code stage-rounds} fact and pairs round 1; a number below the rounds paired is refused in the
 * dialog.
 */
class StageRoundsWorkbenchTest {

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.withFormat("stage-rounds-test", "fesa-shogi.tfl");
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void pairingAStageWithoutANumberOfRoundsAsksForItAndRecordsIt() throws Exception {
        page().closeAllEditors(false);
        IFile journal = NewEvent.create(project, "fesa-day", project.getFile("fesa-shogi.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        EventSession session = editor.session();
        List<FactBody> entries = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            entries.add(new FactBody.Register("S" + i, "Player " + i, Optional.empty(), 1900 - 50 * i, Optional.empty()));
        }
        session.record("Players", entries);
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);

        // The dialog opens from the pairing job; answer it from a timer, as the arbiter types 5 and presses OK.
        String[] asked = new String[1];
        answerWhenOpen(view, "5", asked);
        assertNotNull(view.pairNext());
        waitUntil("round 1 is paired after the arbiter said 5 rounds", () -> session.model().getRounds().size() == 1);
        assertEquals("Rounds of stage group", asked[0]);
        assertEquals(OptionalInt.of(5), session.state().stageRounds("group"));
        FactBody.StageRounds fact = session.folder().facts().stream().map(f -> f.body())
                .filter(FactBody.StageRounds.class::isInstance).map(FactBody.StageRounds.class::cast).findFirst().orElseThrow();
        assertEquals(new FactBody.StageRounds("group", 5), fact);

        // Round 2 is paired without asking again; a number below the rounds paired is refused in the dialog.
        session.record("Results", session.state().pairings().get(1).boards().stream()
                .map(b -> (FactBody) new FactBody.Result(b.game(), FactBody.Outcome.WHITE_WINS,
                        org.rookery.rules.Termination.RESIGNATION, List.of(), List.of(), java.util.OptionalLong.empty(),
                        java.util.OptionalLong.empty())).toList());
        assertNotNull(view.pairNext());
        waitUntil("round 2 is paired", () -> session.model().getRounds().size() == 2);
        StageRoundsDialog fewer = new StageRoundsDialog(view.getSite().getShell(), session, "group");
        fewer.setBlockOnOpen(false);
        fewer.open();
        fewer.getText().setText("1");
        fewer.okPressed();
        assertTrue(!fewer.recorded() && fewer.getShell() != null, "a refused number keeps the dialog open");
        fewer.close();
        assertEquals(OptionalInt.of(5), session.state().stageRounds("group"), "nothing was written");
    }

    /** Polls for the rounds dialog of {@code view}; once it shows, types {@code rounds} and presses OK. */
    private static void answerWhenOpen(PairingsView view, String rounds, String[] title) {
        Display d = Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            StageRoundsDialog dialog = view.roundsDialog();
            if (dialog != null && dialog.getShell() != null && dialog.getShell().isVisible()) {
                title[0] = dialog.getShell().getText();
                dialog.getText().setText(rounds);
                dialog.okPressed();
                return;
            }
            d.timerExec(50, poll[0]);
        };
        d.timerExec(50, poll[0]);
    }
}
