// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;
import java.util.Locale;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.event.ResultEntry;
import org.rookery.rules.Endings;
import org.rookery.event.model.Game;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * Result entry for one game: outcome, how it ended (the endings the variant can produce), and only
 * what the format scores ({@link ResultEntry}): the men each side captured, illegal moves per
 * side and, for a flag fall where the format reads the clocks, which flag fell and both readings. OK builds the facts
 * ({@link ResultFacts}); the caller records them and shows a refusal with its rule. Where the
 * event's format has a declaration rule or a sennichite policy, a claim can be entered instead:
 * the first OK shows what the rules make of it ({@link ShogiClaims}: the declaration's conditions
 * and both sides' points, or the sennichite's replay and its clocks), the second records it.
 * Where the format is a chase {@code within same moves}, the dialog also asks for the moves played
 * (filled in from the board or the bound clock where they are known): a result without them is
 * refused by the engine, and the refusal is shown here before anything is written.
 */
final class ResultDialog extends TitleAreaDialog {

    private final Game game;
    private Combo outcome;
    private Combo ending;
    private Combo flag;
    private Text capturedWhite;
    private Text capturedBlack;
    private Spinner illegalWhite;
    private Spinner illegalBlack;
    private Text clockWhite;
    private Text clockBlack;
    /** The moves played; shown only where the format chases within the same moves (null otherwise). */
    private Text moves;
    private List<FactBody> facts;
    private final EventSession session;
    private ClaimPanel claims;
    private String recordAs;
    /** What the format scores, so what the dialog asks: captures, illegal moves, clocks, the variant's endings. */
    private ResultEntry asks;
    /** The label before each field, hidden with it. */
    private final java.util.Map<Control, Label> labels = new java.util.HashMap<>();

    ResultDialog(Shell shell, Game game) {
        this(shell, game, null);
    }

    /** A dialog that also offers the claims the format of {@code session}'s event has (none when null). */
    ResultDialog(Shell shell, Game game, EventSession session) {
        super(shell);
        this.game = game;
        this.session = session;
    }

    /** The claim panel, when the format has claims. */
    ClaimPanel claims() {
        return claims;
    }

    /** Fills both clock readings (seconds or minutes:seconds). */
    void setClocks(String white, String black) {
        clockWhite.setText(white);
        clockBlack.setText(black);
    }

    /** Whether the dialog asks for the moves played (the format chases within the same moves). */
    boolean asksForMoves() {
        return moves != null;
    }

    /** Fills in the moves played (read from the board or the clock); ignored where the dialog does not ask for them. */
    void setMoves(int count) {
        if (moves != null) {
            moves.setText(Integer.toString(count));
        }
    }

    /** Types the moves played as the arbiter does (blank: not given). */
    void typeMoves(String text) {
        moves.setText(text);
    }

    /** The moves played as the field shows them. */
    String movesText() {
        return moves == null ? "" : moves.getText();
    }

    /** The dialog's error line: a refusal shown in place, or a field it cannot read; null when none. */
    String errorText() {
        return getErrorMessage();
    }

    /** Prefills the men each side captured (read from the moves on the board). */
    void setCaptured(String byWhite, String byBlack) {
        capturedWhite.setText(byWhite);
        capturedBlack.setText(byBlack);
    }

    /** Chooses the outcome, how the game ended, the illegal moves of each side and whose flag fell, as the arbiter does. */
    void enter(Outcome result, Termination end, int illegalByWhite, int illegalByBlack, Color flagFell) {
        outcome.select(result.ordinal());
        selectEnding(end);
        illegalWhite.setSelection(illegalByWhite);
        illegalBlack.setSelection(illegalByBlack);
        flag.select(flagFell.ordinal());
    }

    /** The endings offered, as the combo lists them: those the variant can produce. */
    List<Termination> endingsOffered() {
        return asks.endings();
    }

    /** Whether the field labelled {@code label} ("Men White captured", "White's clock ...") is shown. */
    boolean shows(String label) {
        return labels.entrySet().stream().anyMatch(e -> e.getValue().getText().startsWith(label) && e.getKey().getVisible());
    }

    private void selectEnding(Termination end) {
        int i = asks.endings().indexOf(end);
        if (i < 0) {
            throw new IllegalArgumentException(Endings.word(end) + " is not an ending of this game; offered: " + asks.endings());
        }
        ending.select(i);
        showFields();
    }

    private Termination chosenEnding() {
        return asks.endings().get(ending.getSelectionIndex());
    }

    /** Whether the clocks are asked: a time forfeit where the format reads them, or always where a sennichite replay starts from them. */
    private boolean clocksShown() {
        return claims != null ? true : asks.clocks() && chosenEnding() == Termination.TIME_FORFEIT;
    }

    /** Shows the fields the format scores and, for the clocks, the ending chosen asks for. */
    private void showFields() {
        show(capturedWhite, asks.captures());
        show(capturedBlack, asks.captures());
        show(illegalWhite, asks.illegalMoves());
        show(illegalBlack, asks.illegalMoves());
        boolean clocks = clocksShown();
        show(flag, clocks && chosenEnding() == Termination.TIME_FORFEIT);
        show(clockWhite, clocks);
        show(clockBlack, clocks);
        Shell shell = getShell();
        if (shell != null && !shell.isDisposed()) {
            shell.layout(true, true);
        }
    }

    private void show(Control control, boolean visible) {
        control.setVisible(visible);
        ((org.eclipse.swt.layout.GridData) control.getLayoutData()).exclude = !visible;
        Label label = labels.get(control);
        label.setVisible(visible);
        ((org.eclipse.swt.layout.GridData) label.getLayoutData()).exclude = !visible;
    }

    /** The facts to record, after OK. */
    List<FactBody> facts() {
        return facts;
    }

    /**
     * Makes OK record the facts in the event as the action {@code label}: a refusal is shown in the
     * dialog with its rule (nothing is written) and the dialog stays open for a correction.
     */
    ResultDialog recordingAs(String label) {
        this.recordAs = label;
        return this;
    }

    /** Chooses the outcome and how the game ended, as the arbiter picks them in the combos. */
    void choose(Outcome o, Termination how) {
        outcome.select(o.ordinal());
        selectEnding(how);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Result of game " + game.getId());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Result of game " + game.getId());
        setMessage((game.getWhite() == null ? "?" : game.getWhite().getName()) + " (White) v "
                + (game.getBlack() == null ? "?" : game.getBlack().getName()) + " (Black)");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        asks = session == null ? new ResultEntry(true, true, true, List.of(Termination.values()))
                : ResultEntry.of(session.state());
        outcome = combo(c, "Outcome", Outcome.values());
        ending = combo(c, "How it ended", asks.endings().toArray(Termination[]::new));
        // Where the format forbids resignation (G20), a game usually ends in mate: offer that first.
        boolean resign = session == null || session.state().format().scoring().map(r -> r.resignationAllowed()).orElse(true);
        Termination first = resign ? Termination.RESIGNATION : Termination.CHECKMATE;
        ending.select(Math.max(0, asks.endings().indexOf(first)));
        ending.addListener(SWT.Selection, e -> showFields());
        capturedWhite = text(c, "Men White captured");
        capturedBlack = text(c, "Men Black captured");
        illegalWhite = spinner(c, "Illegal moves by White");
        illegalBlack = spinner(c, "Illegal moves by Black");
        flag = combo(c, "Flag fell for (time forfeit)", Color.values());
        clockWhite = text(c, "White's clock (s or m:ss)");
        clockBlack = text(c, "Black's clock (s or m:ss)");
        if (session != null && session.state().format().innings()
                .map(org.rookery.engine.format.InningsRules::chasesWithinSameMoves).orElse(false)) {
            moves = text(c, "Moves played");
            moves.setToolTipText("The number of the last move on the scoresheet (40 moves by White and 39 by Black are 40)."
                    + " The format's chase is won only within the moves the first side used, so every innings game needs it.");
        }
        if (session != null && ClaimPanel.offered(session.state().format())) {
            claims = new ClaimPanel(c, session, game.getId(), this::setMessage);
            // The game's clock in the Clocks view gives the main time left a sennichite replay starts from.
            BoundClocks.mainLeft(session, game.getId()).ifPresent(t -> setClocks(t[0], t[1]));
        }
        showFields();
        return area;
    }

    private Label label(Composite c, String text) {
        Label l = new Label(c, SWT.NONE);
        l.setText(text);
        GridDataFactory.fillDefaults().applyTo(l);
        return l;
    }

    private Combo combo(Composite c, String label, Enum<?>[] values) {
        Label l = label(c, label);
        Combo combo = new Combo(c, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().applyTo(combo);
        labels.put(combo, l);
        for (Enum<?> v : values) {
            combo.add(v.name().toLowerCase(Locale.ROOT).replace('_', ' '));
        }
        combo.select(0);
        return combo;
    }

    private Text text(Composite c, String label) {
        Label l = label(c, label);
        Text t = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(t);
        labels.put(t, l);
        return t;
    }

    private Spinner spinner(Composite c, String label) {
        Label l = label(c, label);
        Spinner s = new Spinner(c, SWT.BORDER);
        GridDataFactory.fillDefaults().applyTo(s);
        labels.put(s, l);
        s.setMinimum(0);
        s.setMaximum(9);
        return s;
    }

    @Override
    protected void okPressed() {
        if (claims != null && claims.active()) {
            try {
                List<FactBody> claimed = claims.confirm(clockWhite.getText(), clockBlack.getText());
                if (claimed == null) {
                    setErrorMessage(null);
                    return;
                }
                List<FactBody> all = new java.util.ArrayList<>(ResultFacts.illegalMoves(game.getId(),
                        illegalWhite.getSelection(), illegalBlack.getSelection()));
                all.addAll(claimed);
                facts = all;
            } catch (IllegalArgumentException | org.rookery.engine.refusal.Refusal e) {
                setErrorMessage(e.getMessage());
                return;
            }
            recordAndClose();
            return;
        }
        try {
            // a field the format does not score is not asked, and what it may still hold is not recorded;
            // where the format reads the clocks, the readings the game's clock filled in are kept with any ending
            boolean clocks = asks.clocks() || claims != null;
            facts = ResultFacts.of(new ResultFacts.Entry(game.getId(), Outcome.values()[outcome.getSelectionIndex()],
                    chosenEnding(), asks.captures() ? capturedWhite.getText() : "",
                    asks.captures() ? capturedBlack.getText() : "", asks.illegalMoves() ? illegalWhite.getSelection() : 0,
                    asks.illegalMoves() ? illegalBlack.getSelection() : 0, Color.values()[flag.getSelectionIndex()],
                    clocks ? clockWhite.getText() : "", clocks ? clockBlack.getText() : "", ResultFacts.moves(movesText())),
                    clocksShown());
        } catch (IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        recordAndClose();
    }

    /**
     * Closes with the facts, recorded first when the dialog records ({@link #recordingAs}); when the
     * caller records them, they are checked against the event first, so that a refusal (a result
     * without its moves in a chase within the same moves) is shown here and nothing is handed on.
     */
    private void recordAndClose() {
        java.util.Optional<String> refused = recordAs != null ? ResultRecording.record(session, recordAs, facts)
                : session != null ? ResultRecording.check(session, facts) : java.util.Optional.empty();
        if (refused.isPresent()) {
            facts = null;
            setErrorMessage(refused.get());
            return;
        }
        super.okPressed();
    }
}
