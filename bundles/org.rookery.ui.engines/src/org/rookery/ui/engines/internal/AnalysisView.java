// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.part.ViewPart;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.SearchInfo;
import org.rookery.rules.Move;
import org.rookery.rules.PositionView;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.board.editor.BoardEditor;
import org.rookery.ui.board.model.SideNames;

/**
 * The Analysis view: a chosen engine analyses the position shown in the active board editor
 * until stopped, and follows the editor when a move is made or another position is shown. It
 * shows the evaluation (centipawns or mate, from the side to move's view), depth, nodes, speed
 * and the multi-PV lines in the variant's notation; a double-click plays a line onto the board,
 * and the first move of each line is drawn as an arrow on the board. The engine runs off the UI
 * thread ({@link Analyser}); the view redraws at most every {@value #REFRESH_MILLIS} ms; closing
 * the view stops the engine process.
 */
public final class AnalysisView extends ViewPart {

    /** The view's id in plugin.xml. */
    public static final String ID = "org.rookery.ui.engines.analysis";

    static final int REFRESH_MILLIS = 250;

    private final Analyser analyser = new Analyser();
    private Combo engines;
    private Spinner multiPv;
    private Combo boardChoice;
    /** The board analysed when the editor has linked boards (Exchange): chosen, or the one last moved on. */
    private int analysedBoard;
    private boolean boardChosen;
    private Button startStop;
    private Spinner annotateDepth;
    private Button annotateButton;
    private AnnotateJob annotating;
    private Label status;
    private Label evaluation;
    private Label details;
    private Table table;
    private List<EngineSpec> configured = List.of();
    private Path directory;
    private BoardEditor editor;
    private final Runnable positionListener = this::positionChanged;
    private boolean running;
    private long shownVersion = -1;
    private List<Line> shownLines = List.of();
    private final ArrowOverlay arrows = new ArrowOverlay();

    private final IPartListener2 partListener = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            IWorkbenchPart part = ref.getPart(false);
            if (part instanceof BoardEditor e && e != editor) {
                bind(e);
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == editor) {
                bind(null);
            }
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        bar.setLayout(new GridLayout(7, false));
        new Label(bar, SWT.NONE).setText("Engine");
        engines = new Combo(bar, SWT.READ_ONLY);
        engines.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(bar, SWT.NONE).setText("Lines");
        multiPv = new Spinner(bar, SWT.BORDER);
        multiPv.setValues(3, 1, 10, 0, 1, 1);
        boardChoice = new Combo(bar, SWT.READ_ONLY);
        boardChoice.setToolTipText("Linked boards (Exchange): the board analysed, with its holdings");
        boardChoice.setItems("Board A", "Board B");
        boardChoice.select(0);
        boardChoice.setEnabled(false);
        boardChoice.addListener(SWT.Selection, e -> chooseBoard(boardChoice.getSelectionIndex()));
        startStop = new Button(bar, SWT.PUSH);
        startStop.setText("Start");
        startStop.addListener(SWT.Selection, e -> {
            if (running) {
                stop();
            } else {
                start();
            }
        });
        Button configure = new Button(bar, SWT.PUSH);
        configure.setText("Engines...");
        configure.setToolTipText("Add, edit or remove engines (Preferences > Rookery > Engines)");
        configure.addListener(SWT.Selection, e -> openPreferences());

        Composite annotateBar = new Composite(parent, SWT.NONE);
        annotateBar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        annotateBar.setLayout(new GridLayout(3, false));
        new Label(annotateBar, SWT.NONE).setText("Annotate the game at depth");
        annotateDepth = new Spinner(annotateBar, SWT.BORDER);
        annotateDepth.setValues(10, 1, 60, 0, 1, 5);
        annotateButton = new Button(annotateBar, SWT.PUSH);
        annotateButton.setText("Annotate");
        annotateButton.setToolTipText("The engine's score before each move as its comment and its preferred line as a variation,"
                + " written beside the game file (NAME-annotated.EXT) in its own format");
        annotateButton.addListener(SWT.Selection, e -> annotate(annotateDepth.getSelection()));

        status = new Label(parent, SWT.WRAP);
        GridData statusData = new GridData(SWT.FILL, SWT.TOP, true, false);
        statusData.widthHint = 200; // wraps a long refusal in the view's width instead of cutting it off
        status.setLayoutData(statusData);
        evaluation = new Label(parent, SWT.NONE);
        evaluation.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        var big = org.eclipse.jface.resource.JFaceResources.getHeaderFont();
        evaluation.setFont(big);
        details = new Label(parent, SWT.NONE);
        details.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));

        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setHeaderVisible(true);
        column("#", 30);
        column("Score", 70);
        column("Depth", 55);
        column("Line", 420);
        table.addListener(SWT.DefaultSelection, e -> playLine(table.getSelectionIndex()));
        table.setToolTipText("Double-click a line to play it on the board");

        reloadEngines();
        getSite().getPage().addPartListener(partListener);
        IEditorPart active = getSite().getPage().getActiveEditor();
        bind(active instanceof BoardEditor e ? e : null);
    }

    private void column(String name, int width) {
        TableColumn c = new TableColumn(table, SWT.LEFT);
        c.setText(name);
        c.setWidth(width);
    }

    /** Reads the engines file again and lists its engines, keeping the choice where it still exists. */
    void reloadEngines() {
        String chosen = engines.getSelectionIndex() >= 0 ? engines.getItem(engines.getSelectionIndex()) : null;
        try {
            EngineConfig config = EnginesFile.read();
            configured = config.engines();
            directory = EnginesFile.path().getParent();
            engines.setItems(configured.stream().map(EngineSpec::name).toArray(String[]::new));
            if (configured.isEmpty()) {
                status.setText("No engines configured in " + EnginesFile.path() + ": add one with Engines...");
            }
        } catch (IOException | IllegalArgumentException e) {
            configured = List.of();
            engines.setItems();
            status.setText("Cannot read the engines file: " + e.getMessage());
        }
        int index = chosen == null ? 0 : Math.max(0, engines.indexOf(chosen));
        if (engines.getItemCount() > 0) {
            engines.select(index);
        }
    }

    private void openPreferences() {
        PreferenceDialog d = PreferencesUtil.createPreferenceDialogOn(getSite().getShell(), EnginesPreferencePage.ID,
                new String[] { EnginesPreferencePage.ID }, null);
        d.open();
        reloadEngines();
    }

    /** Chooses an engine by name (as the user would in the list). */
    void choose(String engineName) {
        int i = engines.indexOf(engineName);
        if (i < 0) {
            throw new IllegalArgumentException("no engine '" + engineName + "' in the list: " + String.join(", ", engines.getItems()));
        }
        engines.select(i);
    }

    /** Starts analysing the active board editor's position. */
    void start() {
        if (editor == null) {
            status.setText("Open a position or a game in the board editor to analyse it.");
            return;
        }
        if (engines.getSelectionIndex() < 0) {
            status.setText("Choose an engine (add one with Engines...).");
            return;
        }
        running = true;
        startStop.setText("Stop");
        analyseShown();
        refresh();
    }

    /** Stops the analysis (the engine process stays for the next start until the view closes). */
    void stop() {
        running = false;
        startStop.setText("Start");
        analyser.stop();
        clearArrows();
    }

    private void analyseShown() {
        EngineSpec spec = configured.get(engines.getSelectionIndex());
        shownLines = List.of();
        followBoard();
        clearArrows();
        analyser.analyse(spec, directory, editor.model().board(analysedBoard), multiPv.getSelection());
    }

    /**
     * Annotates the active editor's game (with its unsaved moves) with the chosen engine in a
     * job, and opens the annotated copy when it is written.
     *
     * @return the job, or {@code null} when the editor shows no game or the engine is missing
     */
    AnnotateJob annotate(int depth) {
        if (editor == null || editor.gameDocument() == null) {
            status.setText("Annotating needs a game file (PGN, BPGN, KIF, CSA) in the board editor.");
            return null;
        }
        if (engines.getSelectionIndex() < 0) {
            status.setText("Choose an engine (add one with Engines...).");
            return null;
        }
        if (editor.model().boardCount() > 1) {
            status.setText("Linked boards (" + editor.model().rules().name() + ") cannot be annotated: no engine plays the two boards together.");
            return null;
        }
        if (annotating != null) {
            status.setText("An annotation is under way.");
            return null;
        }
        if (!(editor.getEditorInput() instanceof org.eclipse.ui.IFileEditorInput input)) {
            status.setText("Annotating needs a game file of the workspace.");
            return null;
        }
        org.eclipse.core.resources.IFile source = input.getFile();
        org.eclipse.core.resources.IFile target = source.getParent().getFile(new org.eclipse.core.runtime.Path(AnnotateJob.annotatedName(source.getName())));
        EngineSpec spec = configured.get(engines.getSelectionIndex());
        var document = editor.gameDocument();
        var game = document.merged(editor.model().plies(), editor.model().gameOutcome());
        var display = status.getDisplay();
        AnnotateJob job = new AnnotateJob(spec, directory, document, game, editor.model().rules(), depth, target, words -> display.asyncExec(() -> {
            annotating = null;
            if (status.isDisposed()) {
                return;
            }
            annotateButton.setEnabled(true);
            String said = words;
            if (target.exists() && words.startsWith("Annotated")) {
                try {
                    org.eclipse.ui.ide.IDE.openEditor(getSite().getPage(), target, BoardEditor.ID, true);
                } catch (org.eclipse.ui.PartInitException e) {
                    said = words + " It could not be opened: " + e.getMessage();
                }
            }
            // after the editor opened, whose activation says what the view analyses
            status.setText(said);
            status.getParent().layout(true, true);
        }));
        annotating = job;
        annotateButton.setEnabled(false);
        status.setText("Annotating " + source.getName() + " with " + spec.name() + " at depth " + depth + "...");
        job.schedule();
        return job;
    }

    /**
     * Each board of linked boards is analysed on its own, with its holdings: the engine sees one
     * board of the variant (an Exchange board is a crazyhouse-like board whose hands its partner
     * board fills). Unless the user chose a board, the analysis follows the board last moved on.
     */
    private void followBoard() {
        int count = editor == null ? 1 : editor.model().boardCount();
        boardChoice.setEnabled(count > 1);
        if (count <= 1) {
            analysedBoard = 0;
            boardChosen = false;
        } else if (!boardChosen) {
            int shown = editor.model().shown();
            analysedBoard = shown > 0 ? editor.model().plies().get(shown - 1).board() : 0;
        }
        if (boardChoice.getSelectionIndex() != analysedBoard) {
            boardChoice.select(analysedBoard);
        }
    }

    /** Analyses one board of linked boards (as the user would choose it in the list). */
    void chooseBoard(int index) {
        if (editor == null || index < 0 || index >= editor.model().boardCount()) {
            return;
        }
        analysedBoard = index;
        boardChosen = true;
        boardChoice.select(index);
        if (running) {
            analyseShown();
        }
    }

    /** The board analysed (0 unless the editor has linked boards). */
    int analysedBoard() {
        return analysedBoard;
    }

    private void bind(BoardEditor next) {
        if (editor != null) {
            editor.removePositionListener(positionListener);
            clearArrows();
        }
        editor = next;
        boardChosen = false;
        if (editor != null) {
            editor.addPositionListener(positionListener);
            if (running) {
                analyseShown();
            }
        } else if (running) {
            stop();
        }
        if (!status.isDisposed()) {
            status.setText(editor == null ? "No board editor is active." : "Analysing " + editor.getPartName());
        }
    }

    private void positionChanged() {
        if (running && editor != null && !table.isDisposed()) {
            analyseShown();
        }
    }

    /** Shows the analysis' latest state, then comes back while it runs (the throttle). */
    private void refresh() {
        if (table.isDisposed()) {
            return;
        }
        Analyser.Snapshot s = analyser.snapshot();
        if (s.version() != shownVersion) {
            shownVersion = s.version();
            show(s);
        }
        if (running) {
            table.getDisplay().timerExec(REFRESH_MILLIS, this::refresh);
        }
    }

    private void show(Analyser.Snapshot s) {
        PositionView position = s.position();
        if (s.state() == Analyser.State.FAILED) {
            status.setText("Cannot analyse: " + s.error());
            evaluation.setText("");
            details.setText("");
            table.removeAll();
            shownLines = List.of();
            clearArrows();
            running = false;
            startStop.setText("Start");
            status.getParent().layout(true, true);
            return;
        }
        String who = position == null ? "" : SideNames.of(position.rules()).name(position.sideToMove());
        String board = editor != null && editor.model().boardCount() > 1 ? ", board " + (char) ('A' + analysedBoard) : "";
        status.setText(s.state() == Analyser.State.STARTING ? "Starting " + (s.engine() == null ? "the engine" : s.engine()) + "..."
                : s.engine() + " analyses " + (editor == null ? "" : editor.getPartName()) + " (" + (position == null ? "" : position.rules().name())
                        + board + ", " + who + " to move)");
        List<Line> lines = new ArrayList<>();
        if (position != null && s.protocol() != null) {
            for (SearchInfo info : s.lines()) {
                lines.add(Line.of(info, s.protocol(), position));
            }
        }
        shownLines = lines;
        table.setRedraw(false);
        table.removeAll();
        for (Line l : lines) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] { String.valueOf(l.info().multiPv()), l.info().scoreText().orElse(""),
                    l.info().depth() + (l.info().selectiveDepth() > 0 ? "/" + l.info().selectiveDepth() : ""), l.text() });
        }
        table.setRedraw(true);
        if (lines.isEmpty()) {
            evaluation.setText(s.state() == Analyser.State.RUNNING ? "..." : "");
            details.setText("");
        } else {
            SearchInfo best = lines.get(0).info();
            evaluation.setText(best.scoreText().orElse("") + "  (" + scoreWords(best, who) + ")");
            details.setText(String.format(Locale.ROOT, "depth %d   nodes %,d   speed %,d nodes/s   time %.1f s", best.depth(), best.nodes(),
                    best.nodesPerSecond(), best.timeMillis() / 1000.0));
        }
        status.getParent().layout(true, true);
        drawArrows(lines);
    }

    private static String scoreWords(SearchInfo info, String sideToMove) {
        if (info.mateIn() != null) {
            return info.mateIn() > 0 ? sideToMove + " mates in " + info.mateIn() : sideToMove + " is mated in " + -info.mateIn();
        }
        return "centipawns for " + sideToMove;
    }

    private void drawArrows(List<Line> lines) {
        if (editor == null) {
            return;
        }
        List<ArrowOverlay.Arrow> list = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).moves().isEmpty()) {
                Move m = lines.get(i).moves().get(0);
                list.add(new ArrowOverlay.Arrow(m.from(), m.to(), i == 0));
            }
        }
        arrows.set(list);
        BoardWidget board = editor.boards().length > analysedBoard ? editor.boards()[analysedBoard] : null;
        if (board != null && !board.isDisposed()) {
            if (board.overlay() != arrows) {
                board.setOverlay(arrows);
            } else {
                board.redraw();
            }
        }
    }

    private void clearArrows() {
        arrows.set(List.of());
        if (editor != null) {
            for (BoardWidget b : editor.boards()) {
                if (!b.isDisposed() && b.overlay() == arrows) {
                    b.setOverlay(null);
                }
            }
        }
    }

    /** Plays a shown line onto the board, move by move, as undoable moves of the editor. */
    void playLine(int index) {
        if (editor == null || index < 0 || index >= shownLines.size()) {
            return;
        }
        Line line = shownLines.get(index);
        PositionView analysed = analyser.snapshot().position();
        PositionView shownBoard = editor.model().board(analysedBoard);
        if (analysed == null || !analysed.rules().positionFormat().format(analysed).equals(shownBoard.rules().positionFormat().format(shownBoard))) {
            status.setText("The board shows another position than the one analysed; the line was not played.");
            return;
        }
        boolean wasRunning = running;
        running = false; // one restart after the whole line, not one per move
        for (Move m : line.moves()) {
            if (!editor.play(analysedBoard, m)) {
                break;
            }
        }
        running = wasRunning;
        positionChanged();
    }

    /** The text shown: status, evaluation, details (for the tests and the screenshots). */
    String statusText() {
        return status.getText();
    }

    String evaluationText() {
        return evaluation.getText();
    }

    String detailsText() {
        return details.getText();
    }

    List<String> lineTexts() {
        List<String> out = new ArrayList<>();
        for (TableItem i : table.getItems()) {
            out.add(i.getText(3));
        }
        return out;
    }

    List<Line> lines() {
        return shownLines;
    }

    /** The position the engine was last given (a copy of the board's). */
    PositionView analysedPosition() {
        return analyser.snapshot().position();
    }

    boolean isRunning() {
        return running;
    }

    boolean hasEngineProcess() {
        return analyser.hasEngine();
    }

    ArrowOverlay arrows() {
        return arrows;
    }

    @Override
    public void setFocus() {
        table.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(partListener);
        if (editor != null) {
            editor.removePositionListener(positionListener);
            clearArrows();
        }
        analyser.close(); // ends the engine process
        if (annotating != null) {
            annotating.cancel(); // its engine ends with the search under way; nothing is written
        }
        super.dispose();
    }
}
