// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.event.ResultLines;

/**
 * The Pairings view's fast result entry: the arbiter types a board's result from its slip
 * ({@code 3 1-0}, {@code 4 =}, {@code 5 0-1 time forfeit}) and presses Enter. The line is checked
 * as it is typed ({@link ResultLines}, then the journal's rules), the game and players it names
 * are shown before it is recorded, and Enter records it as one undoable action (Edit &gt; Undo takes
 * it back with an undo fact), then clears the field for the next board.
 */
final class KeyboardEntry {

    private final Text line;
    private final Label status;
    private final Supplier<EventSession> session;
    private final IntSupplier round;

    KeyboardEntry(Composite parent, Supplier<EventSession> session, IntSupplier round) {
        this.session = session;
        this.round = round;
        Composite row = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).applyTo(row);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(row);
        new Label(row, SWT.NONE).setText("Result:");
        line = new Text(row, SWT.BORDER | SWT.SINGLE);
        line.setMessage("board result, e.g. 3 1-0, 4 =, 5 0-1 time forfeit, 6 1-0f; Enter records");
        GridDataFactory.fillDefaults().hint(260, SWT.DEFAULT).applyTo(line);
        status = new Label(row, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(status);
        line.addListener(SWT.Modify, e -> check());
        line.addListener(SWT.DefaultSelection, e -> record());
    }

    /** The field the arbiter types in. */
    Text line() {
        return line;
    }

    /** What the entry says about the line typed or the last one recorded. */
    String status() {
        return status.getText();
    }

    /** The result the line typed records, or empty with the reason in the status. */
    private Optional<ResultLines.Entry> parsed() {
        EventSession s = session.get();
        int r = round.getAsInt();
        if (s == null || r < 1) {
            say("Open an event and show a paired round to enter its results.");
            return Optional.empty();
        }
        try {
            Optional<ResultLines.Entry> e = ResultLines.parse(s.state(), r, 1, line.getText());
            if (e.isEmpty()) {
                say("");
            }
            return e;
        } catch (IllegalArgumentException x) {
            say(x.getMessage());
            return Optional.empty();
        }
    }

    private void check() {
        Optional<ResultLines.Entry> e = parsed();
        if (e.isEmpty()) {
            return;
        }
        Optional<String> refused = ResultRecording.check(session.get(), List.of(e.get().result()));
        say(refused.orElse(describe(e.get()) + ": Enter records it"));
    }

    private void record() {
        Optional<ResultLines.Entry> e = parsed();
        if (e.isEmpty()) {
            return;
        }
        String what = describe(e.get());
        Optional<String> failed = ResultRecording.record(session.get(), "Result of game " + e.get().game(),
                List.<FactBody>of(e.get().result()));
        if (failed.isPresent()) {
            say(failed.get());
            return;
        }
        line.setText("");
        say("Recorded " + what + " (Edit > Undo takes it back)");
    }

    private String describe(ResultLines.Entry e) {
        FactBody.Result r = e.result();
        Optional<GameRecord> g = session.get().state().game(e.game());
        String players = g.map(x -> name(x.white()) + " - " + name(x.black())).orElse("");
        String result = switch (r.outcome()) {
            case WHITE_WINS -> r.forfeit() ? "1-0f" : "1-0";
            case BLACK_WINS -> r.forfeit() ? "0-1f" : "0-1";
            case DRAW -> "½-½";
            case UNPLAYED -> r.forfeit() ? "0-0f" : "not played";
        };
        return "game " + e.game() + " " + players + " " + result + " (" + (r.forfeit()
                ? r.outcome() == FactBody.Outcome.UNPLAYED ? "forfeited by both" : "forfeit"
                : org.rookery.rules.Endings.word(r.ending())) + ")";
    }

    private String name(String id) {
        FactBody.Register r = session.get().state().players().get(id);
        return r == null || r.name().equals(id) ? id : r.name();
    }

    private void say(String text) {
        if (!status.isDisposed()) {
            status.setText(text);
            status.getParent().layout(true);
        }
    }
}
