// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.io.IOException;
import java.time.InstantSource;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPlace;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.rules.VariantRegistry;

/**
 * An event served from wherever it lives behind the engine's {@link EventPlace} (an event on a
 * PostgreSQL server, read with an account that may only read): opened only to read, kept open,
 * and at every poll asked for the facts committed since the last one seen, which alone are
 * folded. It takes no reports from the board (the server may write nothing where the facts
 * are), keeps no game files and no bound clocks (those are the workbench's files of a folder).
 */
public final class PlaceEvent implements ServedEvent {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final String id;
    private final EventFolder folder;
    private volatile EventView view;
    private Optional<String> problem = Optional.empty();

    private PlaceEvent(String id, EventFolder folder, EventView view) {
        this.id = id;
        this.folder = folder;
        this.view = view;
    }

    /**
     * Opens the event at {@code place} only to read it, to serve it under {@code id}.
     *
     * @param explainer gives the format's rules as players should read them
     * @throws IOException when the event cannot be read (the store names why) or its format is damaged
     */
    public static PlaceEvent open(EventPlace place, String id, FormatLoader loader, VariantRegistry registry,
            Function<CompiledFormat, String> explainer) throws IOException {
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("event id '" + id + "' may only hold letters, digits, '-' and '_'");
        }
        EventFolder folder = EventFolder.open(Objects.requireNonNull(place), Objects.requireNonNull(loader),
                Objects.requireNonNull(registry), InstantSource.system(), false);
        try {
            EventView view = new EventView(folder.format(), folder.state(), folder.facts().size(),
                    explainer.apply(folder.format()), FolderEvent.problems(folder.state()), folder.facts(), List.of(), Optional.empty());
            return new PlaceEvent(id, folder, view);
        } catch (RuntimeException e) {
            folder.close();
            throw e;
        }
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public EventView view() {
        return view;
    }

    @Override
    public synchronized boolean refresh() throws IOException {
        EventView before = view;
        List<Fact> arrived;
        try {
            arrived = folder.refresh();
            problem = Optional.empty();
        } catch (IOException | RuntimeException e) {
            // the store out of reach (a restart, a dropped connection): the last reading stays, and the page says why
            String why = "the event's store cannot be read just now (" + e.getMessage() + "); the pages show the last reading";
            boolean changed = !problem.equals(Optional.of(why));
            problem = Optional.of(why);
            view = before.withWarning(problem);
            return changed;
        }
        Optional<String> warning = problem.isPresent() ? problem : FolderEvent.problems(folder.state());
        if (arrived.isEmpty() && warning.equals(before.warning())) {
            return false;
        }
        view = new EventView(before.format(), folder.state(), folder.facts().size(), before.rules(), warning,
                folder.facts(), before.clocks(), before.clocksSaved());
        return true;
    }

    @Override
    public void close() throws IOException {
        folder.close();
    }
}
