// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.engine.fact.FactBody;
import org.rookery.serve.FolderEvent;
import org.rookery.arbiter.proposal.Proposals;
import org.rookery.serve.ResultsServer;
import org.rookery.ui.event.EventUi;

/**
 * A result reported on the results server's page, as a player's phone sends it, appears in the
 * workbench's Board Reports view, where the arbiter confirms it: the result becomes a fact of the
 * journal and the report is marked confirmed.
 */
class BoardReportsWorkbenchTest {

    private static IProject project;
    private static EventSession session;

    @BeforeAll
    static void createEvent() throws Exception {
        project = TestProjects.withFormat("board-reports-test", "fesa-shogi.tfl");
        IFile journal = NewEvent.create(project, "reports", project.getFile("fesa-shogi.tfl"));
        EventEditor editor = (EventEditor) IDE.openEditor(page(), journal);
        session = editor.session();
        List<FactBody> entries = new ArrayList<>();
        String[][] players = { { "S1", "Hana Ito" }, { "S2", "Karin Lind" }, { "S3", "Luca Bianchi" }, { "S4", "Pavel Horak" } };
        for (String[] p : players) {
            entries.add(new FactBody.Register(p[0], p[1], Optional.empty(), 1500, Optional.empty()));
        }
        entries.add(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "S1", "S2"), new FactBody.Board("1.2", "S3", "S4")),
                List.of()));
        session.record("Players and round 1", entries);
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void aReportFromThePhoneIsConfirmedInTheBoardReportsView() throws Exception {
        ReportsView view = (ReportsView) page().showView(EventUi.REPORTS_VIEW_ID);
        view.refresh();
        assertEquals(0, view.codes().getTable().getItemCount(), "no codes before the event takes reports");
        view.takeReports();
        waitUntil("the codes of round 1", () -> view.codes().getTable().getItemCount() == 2);
        ReportsView.BoardCode board = (ReportsView.BoardCode) view.codes().getElementAt(0);
        assertEquals(List.of("1.1", "Hana Ito", "Karin Lind"), List.of(board.game(), board.white(), board.black()));

        Path dir = session.folder().dir();
        try (ResultsServer server = ResultsServer.start(List.of(FolderEvent.open(dir, "reports", Services.loader(),
                Services.variants(), f -> "")), ResultsServer.Options.loopback(0))) {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            HttpResponse<String> form = http.send(HttpRequest.newBuilder(server.address().resolve("/e/reports/report")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, form.statusCode(), form.body());
            String cookie = form.headers().firstValue("set-cookie").orElseThrow().split(";")[0];
            Matcher token = Pattern.compile("name=\"csrf\" value=\"([0-9a-f]+)\"").matcher(form.body());
            assertTrue(token.find());
            String body = "csrf=" + token.group(1) + "&game=1.1&code=" + URLEncoder.encode(board.code(), StandardCharsets.UTF_8)
                    + "&reporter=black&claim=white-resignation";
            HttpResponse<String> sent = http.send(HttpRequest.newBuilder(server.address().resolve("/e/reports/report"))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Cookie", cookie)
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, sent.statusCode(), sent.body());
        }

        waitUntil("the report in the Board Reports view", () -> view.table().getTable().getItemCount() == 1);
        assertTrue(view.summary().getText().startsWith("1 report(s) waiting"), view.summary().getText());
        assertTrue(session.state().game("1.1").orElseThrow().end().isEmpty(), "a report is not a fact");
        view.select(1);
        screenshot("event-board-reports.png");
        assertTrue(view.confirmSelected());
        waitUntil("the result recorded", () -> session.state().game("1.1").orElseThrow().end().isPresent());
        assertEquals(FactBody.Outcome.WHITE_WINS, session.state().game("1.1").orElseThrow().end().get().outcome());
        Proposals.Proposal p = Proposals.of(dir, InstantSource.system()).read().get(0);
        assertEquals(Proposals.State.CONFIRMED, p.state());
        assertEquals(Optional.of(EventSession.arbiter()), p.decision());
        waitUntil("the view shows it confirmed", () -> view.table().getTable().getItem(0).getText(4).equals("confirmed"));
    }
}
