// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.rookery.event.model.Ruling;
import org.rookery.event.model.Standing;
import org.rookery.ui.event.EventUi;
import org.rookery.ui.testing.UiTesting;

/**
 * The hands of the arbiter at a second desk in a test: in a whole Rookery workbench started by
 * {@link SecondWorkbench} with the system property {@value #PROPERTY}, it waits for the event that
 * {@code --open} opened, answers {@code ready FACTS}, then takes one command a line on standard
 * input and acts through this workbench's own window as the arbiter would, answering each on
 * standard output in a line that starts with {@value #PREFIX}:
 * <ul>
 * <li>{@code result BOARD RESULT}: types the line into the Pairings view's result entry and
 * presses Enter; answers {@code ack SEQ MICROS} (the fact recorded and its {@code at} time, in
 * microseconds since the epoch: {@link #stamp}) or {@code failed STATUS};
 * <li>{@code await POINTS}: answers {@code watching}, then runs the event loop until the
 * Standings view shows {@code POINTS} points in all and answers {@code seen MICROS}, or
 * {@code timeout SHOWN} after 10 s;
 * <li>{@code rulings}: the Rulings Log's rows, {@code ruling SEQ TYPE WHO ACCOUNT} each, then
 * {@code end};
 * <li>{@code screenshot NAME}: shows the Standings and the Rulings Log's results, raises this
 * window and saves it as {@code target/screenshots/NAME}; answers {@code saved NAME};
 * <li>{@code quit}, or the end of the input: answers {@code bye} and closes the workbench.
 * </ul>
 * A command that fails answers {@code error WHAT}. In any other workbench (the test run's own,
 * the product) it does nothing.
 */
public final class DeskDriver implements IStartup {

    /** The system property that makes a workbench take commands. */
    static final String PROPERTY = "rookery.test.desk";
    /** What every answer starts with, apart from the workbench's own output. */
    static final String PREFIX = "desk: ";

    private static final long WAIT_MS = 10_000;

    private final PrintStream out = System.out;

    @Override
    public void earlyStartup() {
        if (System.getProperty(PROPERTY) == null) {
            return;
        }
        Thread t = new Thread(this::serve, "second desk's commands");
        t.setDaemon(true);
        t.start();
    }

    /** The points the Standings view shows in all, read from its table's rows. */
    static BigDecimal pointsShown(StandingsView view) {
        BigDecimal sum = BigDecimal.ZERO;
        for (TableItem item : view.table().getTable().getItems()) {
            if (item.getData() instanceof Standing s && s.getPoints() != null) {
                sum = sum.add(s.getPoints());
            }
        }
        return sum;
    }

    /**
     * Types {@code line} into the result entry a character at a time, each one checked as typed,
     * then presses Enter, as the arbiter does from a result slip.
     *
     * @return what the entry says afterwards
     */
    static String enterResult(KeyboardEntry entry, String line) {
        Text field = entry.line();
        field.setText("");
        field.setFocus();
        for (char c : line.toCharArray()) {
            field.insert(String.valueOf(c));
        }
        field.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        return entry.status();
    }

    /**
     * When {@code fact} was recorded, in microseconds since the epoch: its {@code at}, which the
     * engine stamps as the desk's record begins, before the check and the commit, so that a
     * latency measured from it holds the whole of the write as well.
     */
    static long stamp(org.rookery.engine.fact.Fact fact) {
        return fact.at().getEpochSecond() * 1_000_000L + fact.at().getNano() / 1000;
    }

    /** Now on the wall clock, in microseconds since the epoch (the other desk reads the same clock). */
    static long nowMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1000;
    }

    private void serve() {
        try {
            EventEditor editor = onUi(this::openedEvent);
            say("ready " + onUi(() -> editor.session().folder().facts().size()));
            try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null && !line.equals("quit"); line = in.readLine()) {
                    try {
                        run(editor, line.strip().split(" "));
                    } catch (Exception | AssertionError e) {
                        say("error " + String.valueOf(e.getMessage()).replace('\n', ' '));
                    }
                }
            }
        } catch (Exception | AssertionError e) {
            say("error " + String.valueOf(e.getMessage()).replace('\n', ' '));
        }
        say("bye");
        Display display = PlatformUI.getWorkbench().getDisplay();
        display.asyncExec(() -> PlatformUI.getWorkbench().close());
    }

    private void run(EventEditor editor, String[] words) throws Exception {
        switch (words[0]) {
            case "result" -> {
                String line = words[1] + " " + words[2];
                String answer = onUi(() -> {
                    PairingsView pairings = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
                    page().activate(editor);
                    String status = enterResult(pairings.entry(), line);
                    if (!status.startsWith("Recorded")) {
                        return "failed " + status;
                    }
                    List<org.rookery.engine.fact.Fact> facts = editor.session().folder().facts();
                    org.rookery.engine.fact.Fact last = facts.get(facts.size() - 1);
                    return "ack " + last.seq() + " " + stamp(last);
                });
                say(answer);
            }
            case "await" -> {
                BigDecimal want = new BigDecimal(words[1]);
                say("watching");
                say(onUi(() -> {
                    StandingsView standings = (StandingsView) (page().findView(EventUi.STANDINGS_VIEW_ID) != null
                            ? page().findView(EventUi.STANDINGS_VIEW_ID) : page().showView(EventUi.STANDINGS_VIEW_ID));
                    Display display = Display.getCurrent();
                    long deadline = System.currentTimeMillis() + WAIT_MS;
                    while (System.currentTimeMillis() < deadline) {
                        if (pointsShown(standings).compareTo(want) == 0) {
                            return "seen " + nowMicros();
                        }
                        if (!display.readAndDispatch()) {
                            display.timerExec(2, () -> {
                            });
                            display.sleep();
                        }
                    }
                    return "timeout " + pointsShown(standings);
                }));
            }
            case "rulings" -> {
                List<String> rows = onUi(() -> {
                    List<String> r = new ArrayList<>();
                    for (Ruling ruling : editor.session().model().getRulings()) {
                        r.add("ruling " + ruling.getSeq() + " " + ruling.getType() + " " + ruling.getBy() + " "
                                + editor.session().account(ruling.getSeq()).orElse("-"));
                    }
                    return r;
                });
                rows.forEach(this::say);
                say("end");
            }
            case "screenshot" -> {
                onUi(() -> {
                    page().showView(EventUi.STANDINGS_VIEW_ID);
                    // the results in the Rulings Log, each with who entered it and the account that committed it
                    ((RulingsView) page().showView(EventUi.RULINGS_VIEW_ID)).filter("result");
                    page().activate(editor);
                    Shell shell = page().getWorkbenchWindow().getShell();
                    shell.forceActive();
                    UiTesting.spin(500);
                    return UiTesting.screenshot(words[1]);
                });
                say("saved " + words[1]);
            }
            default -> say("error unknown command " + String.join(" ", words));
        }
    }

    /** The event editor of the event on a server that the command line opened, once it is open. */
    private EventEditor openedEvent() {
        long deadline = System.currentTimeMillis() + 180_000;
        while (System.currentTimeMillis() < deadline) {
            IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindowCount() == 0 ? null : page();
            if (page != null) {
                for (IEditorReference ref : page.getEditorReferences()) {
                    if (ref.getEditor(true) instanceof EventEditor e && e.session() != null && e.session().shared()) {
                        try {
                            page.showView(EventUi.PAIRINGS_VIEW_ID);
                            page.showView(EventUi.STANDINGS_VIEW_ID);
                        } catch (org.eclipse.ui.PartInitException x) {
                            throw new IllegalStateException(x.getMessage(), x);
                        }
                        page.activate(e);
                        UiTesting.spin(200);
                        return e;
                    }
                }
            }
            UiTesting.spin(100);
        }
        throw new AssertionError("no event from a server was opened within 180 s");
    }

    private static IWorkbenchPage page() {
        return UiTesting.page();
    }

    /** Runs {@code task} on the UI thread and gives its answer, or throws what it threw. */
    private static <T> T onUi(Callable<T> task) throws Exception {
        AtomicReference<T> value = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        PlatformUI.getWorkbench().getDisplay().syncExec(() -> {
            try {
                value.set(task.call());
            } catch (Exception | AssertionError e) {
                failure.set(e);
            }
        });
        if (failure.get() instanceof Exception e) {
            throw e;
        }
        if (failure.get() instanceof AssertionError e) {
            throw e;
        }
        return value.get();
    }

    private synchronized void say(String line) {
        out.println(PREFIX + line);
        out.flush();
    }
}
