// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Protocol;
import org.rookery.rules.Move;
import org.rookery.rules.PositionView;
import org.rookery.ui.board.editor.BoardEditor;
import org.rookery.ui.board.model.GameModel;
import org.rookery.ui.testing.UiTesting;

/**
 * The Analysis view in the real workbench with real engines (Debian's Fairy-Stockfish over UCI
 * and USI): a live evaluation of a shogi and a Capablanca position, lines in the variant's
 * notation that are played onto the board, arrows on the board, the view following the editor's
 * moves, a clear refusal of Giraffe chess (which Fairy-Stockfish 11.1 cannot play), the engine
 * process ending with the view, and the Engines preference page writing the engines file.
 */
class AnalysisViewTest {

    private static final String PROJECT = "analysis-tests";
    private static final Pattern SCORE = Pattern.compile("^(#-?\\d+|[+-]\\d+\\.\\d\\d) .*");

    @TempDir
    static Path dir;
    private static Path enginesFile;

    private BoardEditor editor;

    @BeforeAll
    static void engines() throws Exception {
        enginesFile = dir.resolve("engines.conf");
        Files.writeString(enginesFile, """
                [fsf]
                command = fairy-stockfish
                protocol = uci
                option Hash = 16
                variant exchange = bughouse

                [fsf-usi]
                command = fairy-stockfish
                protocol = usi
                option Hash = 16
                """);
        System.setProperty(EnginesFile.PROPERTY, enginesFile.toString());
    }

    @AfterEach
    void close() {
        IWorkbenchPage page = UiTesting.page();
        var ref = page.findViewReference(AnalysisView.ID);
        if (ref != null) {
            page.hideView(ref);
        }
        if (editor != null) {
            page.closeEditor(editor, false);
        }
        UiTesting.spin(50);
    }

    private BoardEditor open(String name, String content) throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (!project.exists()) {
            project.create(null);
        }
        if (!project.isOpen()) {
            project.open(null);
        }
        IFile file = project.getFile(name);
        ByteArrayInputStream in = new ByteArrayInputStream(content.getBytes(StandardCharsets.UTF_8));
        if (file.exists()) {
            file.setContents(in, IResource.FORCE, null);
        } else {
            file.create(in, IResource.FORCE, null);
        }
        editor = (BoardEditor) IDE.openEditor(UiTesting.page(), file, BoardEditor.ID, true);
        PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell().setSize(1280, 800);
        UiTesting.spin(100);
        return editor;
    }

    private AnalysisView analyse(String engine) throws Exception {
        AnalysisView view = (AnalysisView) UiTesting.page().showView(AnalysisView.ID);
        UiTesting.page().activate(editor);
        view.reloadEngines();
        view.choose(engine);
        view.start();
        return view;
    }

    /** Waits until the engine has searched the shown position to a depth, and returns the best line. */
    private static Line liveLine(AnalysisView view, int depth) {
        return UiTesting.waitFor("a line of depth " + depth + " (status: " + view.statusText() + ")", () -> {
            assertFalse(view.statusText().startsWith("Cannot analyse"), view.statusText());
            List<Line> lines = view.lines();
            return !lines.isEmpty() && lines.get(0).info().depth() >= depth && !lines.get(0).moves().isEmpty() ? lines.get(0) : null;
        });
    }

    @Test
    void shogiIsAnalysedLiveOverUsiAndALineIsPlayedOntoTheBoard() throws Exception {
        open("shogi.sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n");
        AnalysisView view = analyse("fsf-usi");
        Line best = liveLine(view, 8);
        assertTrue(SCORE.matcher(view.evaluationText()).matches(), view.evaluationText());
        assertTrue(view.evaluationText().contains("Sente"), view.evaluationText());
        assertTrue(view.detailsText().matches("depth \\d+ +nodes [\\d,]+ +speed [\\d,]+ nodes/s.*"), view.detailsText());
        // the Western shogi notation (P-7f, S-6h, ...), not the engine's USI (7g7f)
        String first = view.lineTexts().get(0).split(" ")[0];
        assertTrue(first.matches("\\+?[KRBGSNLP]([1-9][a-i])?[-x*][1-9][a-i][+=]?"), view.lineTexts().toString());
        assertTrue(view.statusText().contains("fsf-usi analyses shogi.sfen (Shogi, Sente to move)"), view.statusText());
        UiTesting.waitUntil("3 lines", () -> view.lines().size() == 3);
        assertFalse(view.arrows().arrows().isEmpty());
        assertTrue(editor.boards()[0].overlay() != null, "arrows on the board");
        UiTesting.screenshot("analysis-shogi.png");

        Line line = view.lines().get(0);
        int length = line.moves().size();
        view.playLine(0);
        assertEquals(length, editor.model().plies().size(), "the whole line is on the board");
        assertEquals(line.moves(), editor.model().plies().stream().map(p -> p.move()).toList());
        // the analysis follows the board
        String shown = editor.model().positionText();
        UiTesting.waitUntil("the analysis of the new position", () -> !view.lines().isEmpty() && view.analysedPosition() != null
                && editor.model().rules().positionFormat().format(view.analysedPosition()).equals(shown));
        view.stop();
        assertFalse(view.isRunning());
        assertTrue(best.info().nodes() > 0);
    }

    @Test
    void capablancaIsAnalysedLiveOverUciWithArrowsAndFollowsAMoveOnTheBoard() throws Exception {
        open("capablanca.fen", "[Variant \"capablanca\"]\nrnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n");
        AnalysisView view = analyse("fsf");
        liveLine(view, 8);
        assertTrue(SCORE.matcher(view.evaluationText()).matches(), view.evaluationText());
        assertTrue(view.evaluationText().contains("White"), view.evaluationText());
        // SAN of Capablanca chess (e4, Nc3, Ah3 ...), not the engine's coordinates (e2e4)
        assertTrue(view.lineTexts().get(0).split(" ")[0].matches("[NBRQKAC]?[a-j]?[1-8]?x?[a-j][1-8][+#]?|O-O(-O)?"), view.lineTexts().toString());
        assertEquals(3, UiTesting.waitFor("3 lines", () -> view.lines().size() == 3 ? 3 : null));
        assertEquals(3, view.arrows().arrows().size());
        assertTrue(view.arrows().arrows().get(0).best());
        UiTesting.screenshot("analysis-capablanca.png");

        // a move made on the board: the view analyses the new position (Black to move)
        Move e4 = editor.model().legalMoves(0).stream().filter(m -> m.to().toString().equals("e4")).findFirst().orElseThrow();
        assertTrue(editor.play(0, e4));
        UiTesting.waitUntil("Black's analysis", () -> view.statusText().contains("Black to move") && !view.lines().isEmpty()
                && view.evaluationText().contains("Black"));
        view.stop();
    }

    @Test
    void eachExchangeBoardIsAnalysedWithItsHoldings() throws Exception {
        Path example = Path.of(System.getProperty("rookery.examples"), "positions", "exchange.fen");
        open("exchange.fen", Files.readString(example));
        // on board A, 1.e4 d5 2.exd5: White's capture goes to the partner's hand on board B
        play(0, "e2", "e4");
        play(0, "d7", "d5");
        play(0, "e4", "d5");
        AnalysisView view = analyse("fsf");
        UiTesting.waitUntil("board A's analysis", () -> view.statusText().contains("board A, Black to move") && !view.lines().isEmpty());
        assertEquals(0, view.analysedBoard(), "the board last moved on");

        view.chooseBoard(1);
        String boardB = fen(editor.model().board(1));
        assertFalse(boardB.contains("[]"), "board B has men in hand: " + boardB);
        Line best = UiTesting.waitFor("board B's analysis", () -> {
            PositionView analysed = view.analysedPosition();
            return analysed != null && fen(analysed).equals(boardB) && view.statusText().contains("board B, White to move")
                    && !view.lines().isEmpty() && view.lines().get(0).info().depth() >= 5 ? view.lines().get(0) : null;
        });
        assertFalse(best.moves().isEmpty(), "the line is read by the rules from board B: " + best.text());
        assertTrue(SCORE.matcher(view.evaluationText()).matches(), view.evaluationText());
        assertEquals(editor.boards()[1].overlay(), view.arrows(), "the arrows are on board B");
        UiTesting.screenshot("analysis-exchange.png");

        // the best line shown is played onto board B; board A's men stay where they are (its hands may fill from B's captures)
        String boardA = placement(editor.model().board(0));
        Line shown = view.lines().get(0);
        view.playLine(0);
        assertEquals(boardA, placement(editor.model().board(0)));
        List<GameModel.Ply> added = editor.model().plies().subList(3, editor.model().plies().size());
        assertTrue(added.stream().allMatch(p -> p.board() == 1), added.toString());
        assertEquals(shown.moves(), added.stream().map(p -> p.move()).toList(), "the whole line is on board B");
        view.stop();
    }

    @Test
    void theOpenGameIsAnnotatedIntoACopyInItsOwnFormat() throws Exception {
        String pgn = "[Event \"Club game\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *\n";
        open("club.pgn", pgn);
        AnalysisView view = (AnalysisView) UiTesting.page().showView(AnalysisView.ID);
        UiTesting.page().activate(editor);
        view.reloadEngines();
        view.choose("fsf");
        AnnotateJob job = view.annotate(4);
        assertNotNull(job, view.statusText());
        UiTesting.waitUntil("the annotation", () -> job.getResult() != null && !view.statusText().startsWith("Annotating "));
        UiTesting.spin(300);
        assertEquals("Annotated 7 moves at depth 4 with fsf into club-annotated.pgn.", view.statusText());
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        Path original = project.getFile("club.pgn").getLocation().toPath();
        Path annotated = project.getFile("club-annotated.pgn").getLocation().toPath();
        assertEquals(pgn, Files.readString(original), "the game file itself is untouched");
        String text = Files.readString(annotated);
        java.util.regex.Matcher notes = Pattern.compile("\\{fsf\\s+(?:[+-]\\d+\\.\\d\\d|#-?\\d+)/4\\}").matcher(text);
        int count = 0;
        while (notes.find()) {
            count++;
        }
        assertEquals(7, count, "a score after every move:\n" + text);
        // the copy is opened in the board editor, where the notes are the moves' comments
        BoardEditor opened = UiTesting.waitFor("the annotated game's editor", () -> UiTesting.page().getActiveEditor() instanceof BoardEditor b
                && b.getPartName().equals("club-annotated.pgn") ? b : null);
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"), opened.model().plies().stream().map(p -> p.text()).toList(),
                "the moves are the game's");
        UiTesting.page().closeEditor(opened, false);

        // a position file has no game to annotate
        UiTesting.page().closeEditor(editor, false);
        open("start.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        UiTesting.page().activate(editor);
        UiTesting.spin(100);
        assertEquals(null, view.annotate(4));
        assertEquals("Annotating needs a game file (PGN, BPGN, KIF, CSA) in the board editor.", view.statusText());
    }

    private static String placement(PositionView p) {
        String f = fen(p);
        return f.substring(0, f.indexOf('['));
    }

    private static String fen(PositionView p) {
        return p.rules().positionFormat().format(p);
    }

    private void play(int board, String from, String to) {
        Move m = editor.model().legalMoves(board).stream().filter(x -> x.from() != null && x.from().toString().equals(from)
                && x.to().toString().equals(to)).findFirst().orElseThrow(() -> new AssertionError(from + to + " on board " + board));
        assertTrue(editor.play(board, m));
    }

    @Test
    void giraffeChessIsRefusedClearlyByAnEngineThatDoesNotPlayIt() throws Exception {
        Path example = Path.of(System.getProperty("rookery.examples"), "positions", "giraffe.fen");
        open("giraffe.fen", Files.readString(example));
        AnalysisView view = analyse("fsf");
        String status = UiTesting.waitFor("the refusal", () -> view.statusText().startsWith("Cannot analyse") ? view.statusText() : null);
        assertTrue(status.contains("engine 'fsf'") && status.contains("Giraffe chess") && status.contains("is not among the variants it declares"),
                status);
        assertTrue(view.lines().isEmpty());
        assertEquals("", view.evaluationText());
        assertFalse(view.isRunning());
        UiTesting.screenshot("analysis-giraffe-refused.png");
    }

    @Test
    void closingTheViewEndsTheEngineProcess() throws Exception {
        open("chess.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        AnalysisView view = analyse("fsf");
        liveLine(view, 5);
        assertTrue(view.hasEngineProcess());
        assertTrue(engineProcesses() > 0, "the engine runs as a child process");
        UiTesting.page().hideView(view);
        UiTesting.waitUntil("no engine process left", () -> engineProcesses() == 0);
    }

    private static long engineProcesses() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().command().map(c -> c.contains("fairy-stockfish")).orElse(false)).count();
    }

    @Test
    void theEnginesPreferencePageWritesTheEnginesFileAndRefusesBadFields() throws Exception {
        String before = Files.readString(enginesFile);
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell(),
                EnginesPreferencePage.ID, new String[] { EnginesPreferencePage.ID }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            EnginesPreferencePage page = (EnginesPreferencePage) dialog.getSelectedPage();
            assertNotNull(page);
            page.add();
            page.nameField().setText("fairymax");
            page.commandField().setText("fairymax");
            page.protocolField().select(Protocol.XBOARD.ordinal());
            page.optionsField().setText("Hash\n");
            assertFalse(page.performOk());
            assertTrue(page.getErrorMessage().contains("Options line 1: write 'NAME = VALUE'"), page.getErrorMessage());
            assertEquals(before, Files.readString(enginesFile), "a refused page leaves the file untouched");

            page.optionsField().setText("");
            page.startField().setText("soon");
            assertFalse(page.performOk());
            assertTrue(page.getErrorMessage().contains("Start-up: give the seconds the engine may take to start, 1 to 600, not 'soon'"),
                    page.getErrorMessage());
            assertEquals(before, Files.readString(enginesFile), "a refused page leaves the file untouched");

            page.startField().setText("30");
            page.variantsField().setText("chess = normal\nguardian option VariantPath = guardian.ini\n");
            assertTrue(page.performOk(), String.valueOf(page.getErrorMessage()));
            UiTesting.screenshot("preferences-engines.png");
        } finally {
            dialog.close();
        }
        EngineConfig config = EngineConfig.read(enginesFile);
        assertEquals(List.of("fsf", "fsf-usi", "fairymax"), config.engines().stream().map(EngineSpec::name).toList());
        EngineSpec fm = config.get("fairymax");
        assertEquals(Protocol.XBOARD, fm.protocol());
        assertEquals(List.of("fairymax"), fm.command());
        assertEquals(30, fm.startSeconds());
        assertEquals(EngineSpec.DEFAULT_START_SECONDS, config.get("fsf").startSeconds());
        assertEquals("normal", fm.variantName("chess"));
        assertEquals(Optional.of("guardian.ini"), Optional.ofNullable(fm.optionsFor("guardian").get("VariantPath")));
        assertEquals("16", config.get("fsf").options().get("Hash"), "the other engines are kept");
    }
}
