// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.rookery.store.postgresql.ServerAddress;

/**
 * Events on a server in the workspace: each has a folder in the project {@value #PROJECT} holding
 * one file, {@value #MARKER}, whose line is the event's address (never a password), and the files
 * the workbench keeps beside the facts (games played on the board). Opening the marker opens the
 * event from the server in the event editor, so that a server event is listed, reopened at the
 * next start and closed like an event folder, while its facts stay on the server.
 */
public final class ServerEvents {

    /** The project server events are listed in. */
    public static final String PROJECT = "server-events";
    /** The file that marks a folder as an event on a server; its first line is the address. */
    public static final String MARKER = "server-event.url";

    private ServerEvents() {
    }

    /** The server event {@code folder} stands for, if it is one. */
    static Optional<ServerAddress> of(IContainer folder) throws IOException {
        IFile marker = folder.getFile(new org.eclipse.core.runtime.Path(MARKER));
        if (!marker.exists()) {
            return Optional.empty();
        }
        try (InputStream in = marker.getContents(true)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().findFirst().orElse("").strip();
            try {
                return Optional.of(ServerAddress.parse(text));
            } catch (IllegalArgumentException e) {
                throw new IOException(marker.getFullPath() + ": " + e.getMessage());
            }
        } catch (CoreException e) {
            throw new IOException(marker.getFullPath() + " cannot be read: " + e.getStatus().getMessage(), e);
        }
    }

    /**
     * The marker of {@code address}'s event in the workspace, made when missing: in
     * {@value #PROJECT}, folder {@code EVENT@HOST-PORT-DATABASE}.
     */
    public static IFile marker(ServerAddress address) throws CoreException {
        if (address.event().isEmpty()) {
            throw new IllegalArgumentException(address + " names no event: postgresql://USER@HOST[:PORT]/DATABASE/EVENT");
        }
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (!project.exists()) {
            project.create(null);
        }
        if (!project.isOpen()) {
            project.open(null);
        }
        String name = (address.event() + "@" + address.host() + "-" + address.port() + "-" + address.database())
                .replaceAll("[^A-Za-z0-9._@-]", "_");
        IFolder folder = project.getFolder(name);
        if (!folder.exists()) {
            folder.create(true, true, null);
        }
        IFile marker = folder.getFile(MARKER);
        byte[] line = (address + "\n").getBytes(StandardCharsets.UTF_8);
        if (!marker.exists()) {
            marker.create(new ByteArrayInputStream(line), true, null);
        } else {
            marker.setContents(new ByteArrayInputStream(line), true, false, null);
        }
        return marker;
    }
}
