// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.ui.PlatformUI;
import org.rookery.arbiter.simulate.DryRunEvent;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;

/**
 * One open event: its folder or its place on a server (the facts are the truth), the event model built from it, and its
 * own undo context in the workbench's operation history. Every arbiter action goes through
 * {@link #record}: the fact is checked by the engine and appended, or refused with nothing
 * written; after each written fact the model is brought up to the journal (in place where it can
 * be, see {@link EventModels#update}) and listeners are told.
 */
public final class EventSession implements AutoCloseable {

    private final IContainer container;
    private final EventFolder folder;
    private final IUndoContext undoContext;
    private final List<Consumer<Event>> listeners = new CopyOnWriteArrayList<>();
    private volatile Event model;
    private final java.util.Map<Integer, List<String>> explanations = new java.util.concurrent.ConcurrentHashMap<>();
    private final List<Consumer<String>> connectionListeners = new CopyOnWriteArrayList<>();
    /** Whether the event is on a server, whose other arbiters' facts arrive while it is open. */
    private final boolean shared;
    private volatile EventServer.Watch watch;
    private volatile String connection = "";
    private volatile boolean closed;

    /** The event's name: its folder's, or on a server the name the server knows it by (not the local working copy's). */
    private final String name;
    private final boolean dryRun;

    private EventSession(IContainer container, EventFolder folder, String name, boolean dryRun) {
        this.container = container;
        this.folder = folder;
        this.shared = name != null;
        this.name = name != null ? name : folder.dir().getFileName().toString();
        this.dryRun = dryRun;
        this.undoContext = new ObjectUndoContext(this, "Event " + container.getName());
        this.model = EventModels.build(this.name, folder.state(), folder.facts());
    }

    /**
     * Opens the event {@code container} stands for: an event folder (its journal is read and
     * checked), or an event on a server ({@link ServerEvents}), whose facts are read from the
     * server and whose other arbiters' facts are then shown as they are committed.
     */
    static EventSession open(IContainer container) throws IOException, InterruptedException {
        Optional<ServerAddress> address = ServerEvents.of(container);
        if (address.isPresent()) {
            EventServer server = EventServer.at(address.get(), ServerCredentials.password(address.get()));
            EventFolder folder = EventFolder.open(server.place(), Services.loader(), Services.variants(), InstantSource.system(),
                    true);
            EventSession session = new EventSession(container, folder, address.get().event(), false);
            session.watch = server.watch(session.new Arrivals());
            return session;
        }
        Path dir = container.getLocation().toFile().toPath();
        // a dry run of a format is there to be read: it is opened without a lock and records nothing
        boolean dryRun = DryRunEvent.isDryRun(dir);
        EventFolder folder = dryRun ? EventFolder.read(dir, Services.loader(), Services.variants(), InstantSource.system())
                : EventFolder.open(dir, Services.loader(), Services.variants(), InstantSource.system());
        return new EventSession(container, folder, null, dryRun);
    }

    /** Whether the event is a format's dry run, opened only to read: every {@link #record} is refused. */
    public boolean dryRun() {
        return dryRun;
    }

    /** What the server's watch tells: other arbiters' facts (read and shown) and the connection's state. */
    private final class Arrivals implements EventServer.Watcher {
        @Override
        public void factsArrived() {
            // The event changes on the UI thread only, between the arbiter's actions (a dialog's
            // own event loop included), so that what the arbiter decides against stays put while
            // an action is recorded; a fact that arrived meanwhile makes the store refuse it, named.
            if (PlatformUI.isWorkbenchRunning()) {
                PlatformUI.getWorkbench().getDisplay().asyncExec(EventSession.this::refreshFromServer);
            } else {
                refreshFromServer();
            }
        }

        @Override
        public void connection(boolean up, String message) {
            connection = up ? "" : message;
            connectionListeners.forEach(l -> l.accept(message));
            if (up) {
                ILog.of(EventSession.class).info(message);
            } else {
                ILog.of(EventSession.class).warn(message);
            }
        }
    }

    /**
     * Reads the facts other arbiters committed since this view and, if there are any, rebuilds
     * the model and tells the views.
     */
    void refreshFromServer() {
        if (closed) {
            return;
        }
        try {
            if (!folder.refresh().isEmpty()) {
                rebuild();
            }
        } catch (IOException | RuntimeException e) {
            // the watch reports a lost connection itself; the next announcement reads again
            ILog.of(EventSession.class).warn("New facts of " + folder.location() + " could not be read: " + e.getMessage());
        }
    }

    /** Whether the event is on a server that several arbiters write. */
    public boolean shared() {
        return shared;
    }

    /** Where the facts are: the journal file, or the server address and event (never a password). */
    public String location() {
        return folder.location();
    }

    /** Why the event's server is out of reach, or {@code ""} while it is connected (and for an event folder). */
    public String connectionProblem() {
        return connection;
    }

    /**
     * Tells {@code listener} (on the watching thread) each time the server connection is lost or
     * comes back, with a sentence saying which.
     */
    void addConnectionListener(Consumer<String> listener) {
        connectionListeners.add(listener);
    }

    void removeConnectionListener(Consumer<String> listener) {
        connectionListeners.remove(listener);
    }

    /** The database account that committed fact {@code seq}, for an event on a server. */
    public Optional<String> account(long seq) {
        return folder.account(seq);
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

    /**
     * Tells {@code listener} (on any thread) each time the model changes: updated in place (the
     * same {@link #model()}, whose adapters were told what changed) or built anew.
     */
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
            throw new Refusal(RuleNames.A_DRY_RUN_RECORDS_NOTHING, "This event is a dry run of " + folder.format().name() + ", to read only: "
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

    /**
     * Appends facts to the journal (checked all together), then rebuilds the model. When they are
     * refused or fail after other arbiters' facts arrived (an event on a server), the model is
     * rebuilt with those, so that the arbiter sees the fact that got there first.
     */
    public List<Fact> append(List<EventFolder.Draft> drafts) throws IOException {
        int before = folder.facts().size();
        try {
            List<Fact> written = folder.record(drafts);
            rebuild();
            return written;
        } catch (IOException | RuntimeException e) {
            if (folder.facts().size() != before) {
                rebuild();
            }
            throw e;
        }
    }

    /**
     * Brings the model up to the journal and tells the listeners: in place where the new facts
     * allow it, so that the views observing it are told what changed ({@link EventModels#update}),
     * else built whole, a new model.
     */
    synchronized void rebuild() {
        model = EventModels.update(model, name, folder.state(), folder.facts());
        if (!shared) {
            try {
                container.refreshLocal(IResource.DEPTH_ONE, null);
            } catch (CoreException e) {
                // The workspace view of the folder is only a convenience; the journal is already written.
            }
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
        closed = true;
        EventServer.Watch w = watch;
        if (w != null) {
            w.close();
        }
        history().dispose(undoContext, true, true, true);
        folder.close();
    }
}
