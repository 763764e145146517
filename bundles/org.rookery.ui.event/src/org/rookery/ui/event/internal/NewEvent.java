// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.InstantSource;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.rookery.engine.event.EventFolder;

/**
 * Creates an event folder in the workspace from a format: what the New Event wizard does when
 * the arbiter presses Finish. The engine copies the format (and what it imports) into the folder
 * and starts the journal; a format that does not compile leaves no folder behind.
 */
public final class NewEvent {

    private NewEvent() {
    }

    /**
     * Creates the event {@code name} in {@code parent} running {@code format}.
     *
     * @return the new journal, to open in the event editor
     * @throws IllegalArgumentException when the name is unusable or the folder exists
     * @throws IOException when the format does not compile or the folder cannot be written
     */
    static IFile create(IContainer parent, String name, IFile format) throws IOException, InterruptedException, CoreException {
        String problem = nameProblem(parent, name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        IFolder folder = parent.getFolder(new org.eclipse.core.runtime.Path(name));
        Path dir = folder.getLocation().toFile().toPath();
        Path formatFile = format.getLocation().toFile().toPath();
        try (EventFolder created = EventFolder.create(dir, formatFile, Services.loader(), Services.variants(), InstantSource.system())) {
            // Created and closed: the editor opens it again through its session.
        }
        parent.refreshLocal(IResource.DEPTH_INFINITE, null);
        return folder.getFile(EventFolder.JOURNAL);
    }

    /** Why {@code name} cannot be a new event folder in {@code parent}, or null when it can. */
    public static String nameProblem(IContainer parent, String name) {
        if (parent == null || !parent.isAccessible()) {
            return "Choose an open project or folder for the event.";
        }
        if (name == null || name.isBlank()) {
            return "Name the event (the name of its folder).";
        }
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9._ -]*")) {
            return "The event name '" + name + "' may hold only letters, digits, spaces, '.', '_' and '-'.";
        }
        if (parent.findMember(name) != null || parent.getLocation().append(name).toFile().exists()) {
            return parent.getFullPath().append(name) + " already exists.";
        }
        return null;
    }
}
