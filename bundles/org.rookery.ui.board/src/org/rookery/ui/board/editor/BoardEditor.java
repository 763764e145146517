// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.editor;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.IUndoableOperation;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.rookery.games.GameFileException;
import org.rookery.ui.board.model.GameDocument;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IStorageEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.operations.RedoActionHandler;
import org.eclipse.ui.operations.UndoActionHandler;
import org.eclipse.ui.part.EditorPart;
import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Setup;
import org.rookery.rules.Square;
import org.rookery.rules.VariantRegistry;
import org.rookery.ui.board.BoardListener;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.board.model.GameModel;
import org.rookery.ui.board.model.PositionFile;
import org.rookery.ui.board.model.SideNames;

/**
 * The board editor for position files ({@code .fen}, {@code .sfen}): the board (or the two
 * linked boards) of the file's variant, moves by click or drag with a promotion chooser and
 * drops from the hands, a move list with navigation, set-up mode with the rules engine's
 * verdict, copy and paste of the position text, undo and redo through the workbench's
 * operation history, and the result once the game is over. Saving writes the shown position
 * back to the file, keeping its header lines. The game is read through {@link PositionFile};
 * other document kinds (game files) plug in at {@link #read(String, String)}.
 */
public class BoardEditor extends EditorPart {

    /** The editor's id in plugin.xml. */
    public static final String ID = "org.rookery.ui.board.editor";

    private IUndoContext undoContext;
    private PositionFile file;
    private GameDocument game;
    private Table headerTable;
    private Label annotation;
    private GameModel model;
    private String savedPosition;
    private Composite boardsArea;
    private BoardWidget[] boards = new BoardWidget[0];
    private Label status;
    private Label message;
    private org.eclipse.swt.widgets.List moveList;
    private Text positionText;
    private Composite side;
    private SetupPanel setup;
    private Composite playControls;
    private UndoActionHandler undo;
    private RedoActionHandler redo;
    private final List<Runnable> positionListeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        setInput(input);
        setPartName(input.getName());
        try {
            byte[] bytes = readInput(input);
            String name = input.getName();
            String extension = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1) : "";
            VariantRegistry registry = registry();
            if (GameDocument.isGameFile(name, registry)) {
                // a malformed game file fails here with the format's line and column; the file is untouched
                game = GameDocument.read(bytes, name, registry);
                Rules played = rulesFor(game.rules());
                if (played != game.rules()) {
                    game = game.withRules(played);
                }
                model = game.newModel();
            } else {
                file = read(new String(bytes, StandardCharsets.UTF_8), extension);
                model = new GameModel(file.rules(), file.position());
            }
            savedPosition = model.positionText();
        } catch (CoreException | IOException | IllegalArgumentException | GameFileException e) {
            throw new PartInitException("Cannot open " + input.getName() + ": " + e.getMessage(), e);
        }
        undoContext = new ObjectUndoContext(this, input.getName());
        undo = new UndoActionHandler(site, undoContext);
        redo = new RedoActionHandler(site, undoContext);
        site.getActionBars().setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        site.getActionBars().setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
    }

    /**
     * The rules a game file is played under: its variant's with their default options here; an
     * editor for a game of an event plays the event's format's options instead.
     */
    protected Rules rulesFor(Rules variantDefaults) {
        return variantDefaults;
    }

    /** Reads a document of the given extension; game files will be read here too. */
    protected PositionFile read(String text, String extension) {
        return PositionFile.read(text, extension, registry());
    }

    private static byte[] readInput(IEditorInput input) throws CoreException, IOException {
        if (input instanceof IStorageEditorInput storage) {
            try (InputStream in = storage.getStorage().getContents()) {
                return in.readAllBytes();
            }
        }
        throw new IOException("the board editor reads files of the workspace, not " + input.getClass().getSimpleName());
    }

    static VariantRegistry registry() {
        return org.rookery.ui.board.internal.VariantRegistries.registry();
    }

    @Override
    public void createPartControl(Composite parent) {
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        boardsArea = new Composite(sash, SWT.NONE);
        side = new Composite(sash, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        sash.setWeights(64, 36);

        status = new Label(side, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        message = new Label(side, SWT.WRAP);
        message.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        message.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));

        if (game != null) {
            headerTable = GamePanels.headerTable(side, game);
        }
        playControls = new Composite(side, SWT.NONE);
        playControls.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        playControls.setLayout(new GridLayout(4, true));
        moveList = new org.eclipse.swt.widgets.List(playControls, SWT.BORDER | SWT.V_SCROLL | SWT.SINGLE);
        moveList.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 4, 1));
        moveList.addListener(SWT.Selection, e -> goTo(moveList.getSelectionIndex() + 1));
        button(playControls, "|<", "First position", () -> goTo(0));
        button(playControls, "<", "Previous move", () -> goTo(model.shown() - 1));
        button(playControls, ">", "Next move", () -> goTo(model.shown() + 1));
        button(playControls, ">|", "Last move", () -> goTo(model.plies().size()));
        button(playControls, "Flip", "Turn the board round", this::flip);
        if (game == null) {
            // a game file keeps its start position: set-up and paste would start another game
            button(playControls, "Set up", "Edit the position", this::enterSetup);
        }
        button(playControls, "Copy", "Copy the position (" + model.rules().positionFormat().name() + ")", this::copy);
        if (game == null) {
            button(playControls, "Paste", "Replace the game by a pasted position", this::paste);
        } else {
            annotation = new Label(side, SWT.WRAP);
            annotation.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        }
        positionText = new Text(side, SWT.BORDER | SWT.READ_ONLY | SWT.WRAP | SWT.MULTI);
        GridData textData = new GridData(SWT.FILL, SWT.BOTTOM, true, false);
        textData.heightHint = 60;
        positionText.setLayoutData(textData);
        buildBoards();
        changed();
    }

    private static Button button(Composite parent, String text, String tip, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    private void buildBoards() {
        for (BoardWidget b : boards) {
            b.dispose();
        }
        int n = model.boardCount();
        boardsArea.setLayout(new GridLayout(n, true));
        boards = new BoardWidget[n];
        for (int i = 0; i < n; i++) {
            BoardWidget b = new BoardWidget(boardsArea, SWT.NONE);
            b.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            // Partners sit on opposite sides of the two boards: board B is seen from Black's side.
            b.setFlipped(i == 1);
            int index = i;
            b.addBoardListener(new BoardListener() {
                @Override
                public void moveChosen(BoardWidget board, List<Move> candidates) {
                    choose(index, candidates);
                }

                @Override
                public void moveRefused(BoardWidget board, Square from, PieceType dropped, Square to) {
                    message.setText("Not a legal move: " + (dropped != null ? dropped.name() + " drop" : String.valueOf(from)) + " to " + to);
                    side.layout(true, true);
                }

                @Override
                public void squareClicked(BoardWidget board, Square square, int button) {
                    if (setup != null) {
                        setup.squareClicked(index, square, button);
                        showSetup();
                    }
                }

                @Override
                public void handClicked(BoardWidget board, Color owner, PieceType type, int button) {
                    if (setup != null) {
                        setup.handClicked(index, owner, type, button);
                        showSetup();
                    }
                }
            });
            boards[i] = b;
        }
        boardsArea.layout(true, true);
    }

    private void choose(int board, List<Move> candidates) {
        Move move = candidates.get(0);
        if (candidates.size() > 1) {
            PromotionDialog dialog = new PromotionDialog(getSite().getShell(), candidates, model.board(board).sideToMove(),
                    model.rules());
            if (dialog.open() != PromotionDialog.OK || dialog.chosen() == null) {
                return;
            }
            move = dialog.chosen();
        }
        execute(new PlayOperation(this, undoContext, board, move));
    }

    private void execute(IUndoableOperation operation) {
        IOperationHistory history = PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
        try {
            history.execute(operation, null, null);
        } catch (ExecutionException e) {
            message.setText(e.getMessage());
        }
    }

    /** The game shown. */
    public GameModel model() {
        return model;
    }

    /** The board widgets (one, or two for linked boards). */
    public BoardWidget[] boards() {
        return boards.clone();
    }

    /**
     * Asks to be told (on the UI thread) after every change of the shown position: a move, a
     * step through the move list, a set-up, a paste, an undo.
     */
    public void addPositionListener(Runnable listener) {
        positionListeners.add(listener);
    }

    /** Stops telling a listener of {@link #addPositionListener(Runnable)}. */
    public void removePositionListener(Runnable listener) {
        positionListeners.remove(listener);
    }

    /**
     * Plays a legal move of the shown position on a board as the user would (an undoable
     * operation of the editor).
     *
     * @return whether it was played (false with the reason in {@link #message()})
     */
    public boolean play(int board, Move move) {
        if (!model.legalMoves(board).contains(move)) {
            message.setText("Not a legal move here: " + move);
            return false;
        }
        execute(new PlayOperation(this, undoContext, board, move));
        return true;
    }

    /** The undo context of this editor's operations. */
    public IUndoContext undoContext() {
        return undoContext;
    }

    /** Replaces the game (set-up, paste, or their undo). */
    void setModel(GameModel value) {
        boolean rebuild = value.boardCount() != model.boardCount();
        model = value;
        if (rebuild) {
            buildBoards();
        }
        changed();
    }

    /** Shows the model's state after any change. */
    void changed() {
        if (boards.length == 0) {
            return;
        }
        List<GameModel.Ply> plies = model.plies();
        for (int i = 0; i < boards.length; i++) {
            boards[i].setSetupMode(false);
            boards[i].setPosition(model.board(i));
            boards[i].setLegalMoves(model.legalMoves(i));
            Move last = null;
            for (int p = model.shown() - 1; p >= 0; p--) {
                if (plies.get(p).board() == i) {
                    last = plies.get(p).move();
                    break;
                }
            }
            boards[i].setLastMove(last);
        }
        String[] items = new String[plies.size()];
        for (int p = 0; p < plies.size(); p++) {
            items[p] = moveLabel(p, plies.get(p));
        }
        moveList.setItems(items);
        if (model.shown() > 0) {
            moveList.select(model.shown() - 1);
            moveList.showSelection();
        } else {
            moveList.deselectAll();
        }
        status.setText(statusText());
        if (annotation != null) {
            annotation.setText(GamePanels.annotation(game, model));
        }
        message.setText("");
        positionText.setText(model.positionText());
        side.layout(true, true);
        firePropertyChange(PROP_DIRTY);
        for (Runnable r : positionListeners) {
            r.run();
        }
    }

    private String moveLabel(int index, GameModel.Ply ply) {
        String prefix = model.boardCount() > 1 ? (ply.board() == 0 ? "A: " : "B: ") : "";
        return prefix + (index + 1) + ". " + ply.text();
    }

    private String statusText() {
        Optional<String> end = model.status();
        SideNames names = SideNames.of(model.rules());
        StringBuilder s = new StringBuilder(model.rules().name());
        if (end.isPresent() && !end.get().startsWith("Claimable")) {
            return s.append("\n").append(end.get()).toString();
        }
        for (int i = 0; i < model.boardCount(); i++) {
            var view = model.board(i);
            s.append("\n").append(model.boardCount() > 1 ? "Board " + (char) ('A' + i) + ": " : "")
                    .append(names.name(view.sideToMove())).append(" to move").append(view.isCheck() ? " (check)" : "");
        }
        end.ifPresent(e -> s.append("\n").append(e));
        return s.toString();
    }

    /** The status text shown (side to move, or the result). */
    public String statusLine() {
        return status.getText();
    }

    /** The last message (an illegal move, a paste error). */
    public String message() {
        return message.getText();
    }

    /** The position text shown under the move list. */
    public String shownPositionText() {
        return positionText.getText();
    }

    /** Shows the position after {@code ply} moves. */
    public void goTo(int ply) {
        if (ply >= 0 && ply <= model.plies().size()) {
            model.goTo(ply);
            changed();
        }
    }

    /** Turns the boards round. */
    public void flip() {
        for (BoardWidget b : boards) {
            b.setFlipped(!b.isFlipped());
        }
    }

    // ---- set-up ----

    /** Switches to set-up mode on the shown position. */
    public void enterSetup() {
        if (setup != null) {
            return;
        }
        Setup[] setups = new Setup[model.boardCount()];
        for (int i = 0; i < setups.length; i++) {
            setups[i] = model.board(i).toSetup();
        }
        playControls.setVisible(false);
        ((GridData) playControls.getLayoutData()).exclude = true;
        setup = new SetupPanel(side, model.rules(), setups, this::showSetup, this::finishSetup, this::leaveSetup);
        setup.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        setup.moveAbove(positionText);
        for (BoardWidget b : boards) {
            b.setSetupMode(true);
        }
        showSetup();
    }

    private void showSetup() {
        Setup[] setups = setup.setups();
        for (int i = 0; i < boards.length; i++) {
            boards[i].setSetup(setups[i]);
            boards[i].setSetupMode(true);
        }
        status.setText(model.rules().name() + "\nSetting up: pick a piece, click squares; right click empties a square"
                + (boards[0].boardLayout() != null && !boards[0].boardLayout().handTypes().isEmpty() ? " or takes one from a hand" : ""));
        side.layout(true, true);
    }

    /** Validates the set-up; replaces the game if the rules accept it. */
    public boolean finishSetup() {
        if (setup == null) {
            return false;
        }
        String text = setup.validate();
        if (text == null) {
            side.layout(true, true);
            return false;
        }
        leaveSetup();
        Rules rules = model.rules();
        execute(new ReplaceGameOperation("Set up position", this, undoContext, new GameModel(rules, text)));
        return true;
    }

    /** Leaves set-up mode without changing the game. */
    public void leaveSetup() {
        if (setup != null) {
            setup.dispose();
            setup = null;
        }
        ((GridData) playControls.getLayoutData()).exclude = false;
        playControls.setVisible(true);
        changed();
    }

    /** The set-up panel while in set-up mode (for tests), else {@code null}. */
    Object setupPanel() {
        return setup;
    }

    /** The reason the rules engine gave for the last rejected set-up ("" if none). */
    public String setupReason() {
        return setup == null ? "" : setup.reason();
    }

    /** In set-up mode, chooses the piece clicks put down ({@code null}: the eraser). */
    public void selectSetupPiece(org.rookery.rules.Piece piece) {
        if (setup != null) {
            setup.select(piece);
        }
    }

    // ---- clipboard ----

    /** Copies the shown position's text to the clipboard. */
    public void copy() {
        Clipboard clipboard = new Clipboard(boardsArea.getDisplay());
        try {
            clipboard.setContents(new Object[] {model.positionText()}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            clipboard.dispose();
        }
    }

    /** Replaces the game by the position on the clipboard, or says why it cannot. */
    public void paste() {
        Clipboard clipboard = new Clipboard(boardsArea.getDisplay());
        String text;
        try {
            text = (String) clipboard.getContents(TextTransfer.getInstance());
        } finally {
            clipboard.dispose();
        }
        pasteText(text);
    }

    /** Replaces the game by a position text (undoable), or shows why it is not one. */
    public boolean pasteText(String text) {
        if (text == null || text.isBlank()) {
            message.setText("The clipboard holds no text");
            return false;
        }
        GameModel pasted;
        try {
            pasted = new GameModel(model.rules(), text.strip());
        } catch (IllegalArgumentException e) {
            message.setText("Not a " + model.rules().name() + " position: " + e.getMessage());
            side.layout(true, true);
            return false;
        }
        execute(new ReplaceGameOperation("Paste position", this, undoContext, pasted));
        return true;
    }

    // ---- saving ----

    @Override
    public boolean isDirty() {
        if (game != null) {
            return model != null && game.isChanged(model.plies());
        }
        return model != null && !model.positionText().equals(savedPosition);
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        if (!(getEditorInput() instanceof IFileEditorInput input)) {
            message.setText("This position cannot be saved: it is not a workspace file");
            return;
        }
        IFile target = input.getFile();
        if (game != null) {
            saveGame(target, monitor);
            return;
        }
        String position = model.positionText();
        String text = file.write(position, registry());
        try {
            target.setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), IResource.KEEP_HISTORY, monitor);
            if (!StandardCharsets.UTF_8.name().equals(target.getCharset(false)) && target.getCharset(false) != null) {
                target.setCharset(StandardCharsets.UTF_8.name(), monitor);
            }
            file = new PositionFile(file.rules(), file.header(), position, file.variantNamed());
            savedPosition = position;
            firePropertyChange(PROP_DIRTY);
        } catch (CoreException e) {
            message.setText("Could not save " + target.getFullPath() + ": " + e.getMessage());
            getSite().getWorkbenchWindow().getWorkbench().getDisplay().beep();
            org.eclipse.core.runtime.ILog.of(getClass()).log(Status.error("Could not save " + target.getFullPath(), e));
        }
    }

    /** Saves a game file through the game-files bundle (atomic), then lets the workspace see the new content. */
    private void saveGame(IFile target, IProgressMonitor monitor) {
        try {
            if (target.getLocation() == null) {
                throw new IOException("it is not a file on disk");
            }
            game = game.save(target.getLocation().toPath(), model.plies(), model.gameOutcome());
            target.refreshLocal(IResource.DEPTH_ZERO, monitor);
            firePropertyChange(PROP_DIRTY);
            changed();
        } catch (IOException | CoreException | IllegalArgumentException e) {
            message.setText("Could not save " + target.getFullPath() + ": " + e.getMessage() + " (the file is unchanged)");
            org.eclipse.core.runtime.ILog.of(getClass()).log(Status.error("Could not save " + target.getFullPath(), e));
        }
    }

    /** The game file shown, or {@code null} for a position file. */
    public GameDocument gameDocument() {
        return game;
    }

    /** The headers as the header table shows them, "name: value" per row. */
    public List<String> shownHeaders() {
        List<String> rows = new java.util.ArrayList<>();
        if (headerTable != null) {
            for (TableItem item : headerTable.getItems()) {
                rows.add(item.getText(0) + ": " + item.getText(1));
            }
        }
        return rows;
    }

    /** The comments and annotations of the shown move ("" for none or a position file). */
    public String shownAnnotation() {
        return annotation == null ? "" : annotation.getText();
    }

    @Override
    public void doSaveAs() {
        // Positions are saved in place; a copy is made with the workspace's own Copy/Paste.
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void setFocus() {
        if (boards.length > 0) {
            boards[0].setFocus();
        }
    }

    @Override
    public void dispose() {
        PlatformUI.getWorkbench().getOperationSupport().getOperationHistory().dispose(undoContext, true, true, true);
        if (undo != null) {
            undo.dispose();
            redo.dispose();
        }
        super.dispose();
    }
}
