// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;

import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.event.EventField;
import org.rookery.engine.fact.FactBody;
import org.rookery.event.model.Game;

/**
 * A declaration under the 24-point rule (examples/formats/shogi-24-point.tfl) claimed through the
 * result dialog: short of the 31 points that win but inside the 24-30 band, it is judged a draw
 * before it is recorded, and the pairing scores half a point each.
 */
class DeclarationDrawBandTest {

    /** Sente has 27 points with more than 10 men in the zone. */
    private static final String SENTE_27 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 3P 1";

    private static IProject project;

    @BeforeAll
    static void createEvent() throws Exception {
        project = TestProjects.withFormat("declaration-band-test", "shogi-24-point.tfl");
        page().closeAllEditors(false);
        IFile journal = NewEvent.create(project, "amateur-evening", project.getFile("shogi-24-point.tfl"));
        assertInstanceOf(EventEditor.class, IDE.openEditor(page(), journal));
        FesaRoundWorkbenchTest.session().record("Players and round 1", List.of(
                new FactBody.Register("A", "Aki Sato", Optional.empty(), 1500, Optional.empty()),
                new FactBody.Register("B", "Bea Moreau", Optional.empty(), 1450, Optional.empty()),
                new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "A", "B")), List.of())));
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void aDeclarationInTheDrawBandIsJudgedADrawAndRecorded() throws Exception {
        EventSession session = FesaRoundWorkbenchTest.session();
        Game game = session.model().getGames().stream().filter(g -> g.getId().equals("1.1")).findFirst().orElseThrow();
        ResultDialog dialog = new ResultDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), game, session);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(100);
        dialog.claims().choose(ClaimPanel.Claim.DECLARATION_WHITE, SENTE_27);
        dialog.okPressed();
        String shown = dialog.claims().judgement();
        assertTrue(shown.startsWith("the declaration falls in the draw band (24 points or more) and draws: 27 points of 31"),
                shown);
        assertTrue(shown.contains("Recorded as: a draw"), shown);
        dialog.okPressed();
        FactBody.Declaration d = assertInstanceOf(FactBody.Declaration.class, dialog.facts().get(0));
        assertFalse(d.valid(), "short of a win, the declaration is recorded as failed; the format makes it a draw");
        session.record("Declaration in 1.1", dialog.facts());

        assertEquals(FactBody.Outcome.DRAW, session.state().game("1.1").orElseThrow().end().orElseThrow().outcome());
        EventField field = EventField.of(session.state());
        assertEquals(0, new java.math.BigDecimal("0.5").compareTo(field.crosstable().score(field.number("A"))));
        assertEquals(0, new java.math.BigDecimal("0.5").compareTo(field.crosstable().score(field.number("B"))));
    }
}
