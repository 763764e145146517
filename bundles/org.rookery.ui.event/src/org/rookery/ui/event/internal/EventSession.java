// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.ui.PlatformUI;
import org.rookery.arbiter.simulate.DryRunEvent;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.Fact;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;

/**
 * One open event: its folder (the journal is the truth), the event model built from it, and its
 * own undo context in the workbench's operation history. Every arbiter action goes through
 * {@link #record}: the fact is checked by the engine and appended, or refused with nothing
 * written; after each written fact the model is rebuilt from the journal and listeners are told.
 */
public final class EventSession implements AutoCloseable {

    private final IContainer container;
    private final EventFolder folder;
    private final IUndoContext undoContext;
    private final List<Consumer<Event>> listeners = new CopyOnWriteArrayList<>();
    private volatile Event model;
    private final java.util.Map<Integer, List<String>> explanations = new java.util.concurrent.ConcurrentHashMap<>();

    private final boolean dryRun;

    private EventSession(IContainer container, EventFolder folder, boolean dryRun) {
        this.container = container;
        this.folder = folder;
        this.dryRun = dryRun;
        this.undoContext = new ObjectUndoContext(this, "Event " + container.getName());
        this.model = EventModels.of(folder);
    }

    /** Opens the event folder {@code container} (its journal is read and checked). */
    static EventSession open(IContainer container) throws IOException, InterruptedException {
        Path dir = container.getLocation().toFile().toPath();
        // a dry run of a format is there to be read: it is opened without a lock and records nothing
        boolean dryRun = DryRunEvent.isDryRun(dir);
        EventFolder folder = dryRun ? EventFolder.read(dir, Services.loader(), Services.variants(), InstantSource.system())
                : EventFolder.open(dir, Services.loader(), Services.variants(), InstantSource.system());
        return new EventSession(container, folder, dryRun);
    }

    /** Whether the event is a format's dry run, opened only to read: every {@link #record} is refused. */
    public boolean dryRun() {
        return dryRun;
    }

    /** The workspace folder of the event. */
    public IContainer container() {
        return container;
    }

    /** The event's folder on disk, for the engine. */
    public EventFolder folder() {
        return folder;
    }

    /** The event model as the journal stands now. */
    public Event model() {
        return model;
    }

    /**
     * The pairing engine's reasons for the pairing of {@code round}, as given when it was paired
     * in this session (the journal keeps the pairing, not the reasons).
     */
    public List<String> explanations(int round) {
        return explanations.getOrDefault(round, List.of());
    }

    void explained(int round, List<String> reasons) {
        explanations.put(round, List.copyOf(reasons));
    }

    /** The engine's state of the event as the journal stands now. */
    public EventState state() {
        return folder.state();
    }

    /** The undo context of this event's operations in the workbench's history. */
    public IUndoContext undoContext() {
        return undoContext;
    }

    /** Tells {@code listener} (on any thread) each time the model is rebuilt. */
    public void addListener(Consumer<Event> listener) {
        listeners.add(listener);
    }

    /** Stops telling {@code listener}. */
    public void removeListener(Consumer<Event> listener) {
        listeners.remove(listener);
    }

    /**
     * Records {@code facts} as one undoable arbiter action named {@code label}: all or nothing.
     *
     * @return the facts written
     * @throws Refusal when the engine refuses one of them; nothing was written
     * @throws IOException when the journal cannot be written; nothing was written
     */
    public List<Fact> record(String label, List<FactBody> facts) throws IOException {
        return record(label, facts, () -> { }, () -> { });
    }

    /**
     * Records {@code facts} as one undoable action, as {@link #record(String, List)}, whose undo
     * also runs {@code undo} and whose redo also runs {@code redo} once the facts are written (for
     * what the action changed outside the journal, e.g. a clock).
     */
    public List<Fact> record(String label, List<FactBody> facts, Runnable undo, Runnable redo) throws IOException {
        if (dryRun) {
            throw new Refusal("dry run", "This event is a dry run of " + folder.format().name() + ", to read only: "
                    + "nothing is recorded in it (" + label + " was not). To run the event, start a real one with "
                    + "File > New > Event.");
        }
        FactOperation op = new FactOperation(this, label, facts);
        op.alsoOnUndoRedo(undo, redo);
        op.addContext(undoContext);
        try {
            IStatus status = history().execute(op, null, null);
            if (op.refusal() != null) {
                throw op.refusal();
            }
            if (!status.isOK()) {
                throw new IOException(status.getMessage(), status.getException());
            }
        } catch (ExecutionException e) {
            throw new IOException(e.getMessage(), e);
        }
        return op.recorded();
    }

    /** Records one fact as an undoable action; see {@link #record(String, List)}. */
    public Fact record(String label, FactBody fact) throws IOException {
        return record(label, List.of(fact)).get(0);
    }

    /** The workbench's operation history, where the event's actions are undone and redone. */
    static IOperationHistory history() {
        return PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
    }

    /** Appends facts to the journal (checked all together), then rebuilds the model. */
    List<Fact> append(List<EventFolder.Draft> drafts) throws IOException {
        List<Fact> written = folder.record(drafts);
        rebuild();
        return written;
    }

    /** Rebuilds the model from the journal and tells the listeners. */
    void rebuild() {
        model = EventModels.of(folder);
        try {
            container.refreshLocal(IResource.DEPTH_ONE, null);
        } catch (CoreException e) {
            // The workspace view of the folder is only a convenience; the journal is already written.
        }
        Event now = model;
        listeners.forEach(l -> l.accept(now));
    }

    /** Who records facts from this workbench: the login name. */
    static String arbiter() {
        String user = System.getProperty("user.name");
        return user == null || user.isBlank() ? "arbiter" : user;
    }

    /** Closes the journal and drops this event's undo history (its operations refer to a closed folder). */
    @Override
    public void close() throws IOException {
        history().dispose(undoContext, true, true, true);
        folder.close();
    }
}
