// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.app.internal.OpenEventArguments;

/**
 * {@code rookery --open EVENT}: the paths read from the command line, an event outside the
 * workspace linked into the project "events" (once, whatever way it is named), an event inside a
 * project opened where it is, and a path that is no event refused with a message naming it.
 */
class OpenEventArgumentsTest {

    private final IWorkspace workspace = ResourcesPlugin.getWorkspace();

    @AfterEach
    void removeProjects() throws CoreException {
        for (String name : List.of(OpenEventArguments.EVENTS_PROJECT, "club")) {
            IProject p = workspace.getRoot().getProject(name);
            if (p.exists()) {
                // A linked folder is removed without touching the event folder it links to.
                p.delete(true, true, new NullProgressMonitor());
            }
        }
    }

    @Test
    void theEventsAreReadFromTheCommandLineInOrder() {
        List<Path> paths = OpenEventArguments.paths(new String[] { "-consoleLog", "--open", "/tmp/a", "--open=/tmp/b/journal.jsonl" });
        assertEquals(List.of(Path.of("/tmp/a"), Path.of("/tmp/b/journal.jsonl")), paths);
        assertEquals(List.of(), OpenEventArguments.paths(new String[] { "-consoleLog" }));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpenEventArguments.paths(new String[] { "--open" }));
        assertTrue(e.getMessage().contains("--open needs an event folder"), e.getMessage());
    }

    @Test
    void anEventOnAServerIsTakenAsItsAddressNotAsAPath() {
        String[] args = { "--open", "/tmp/a", "--open", "postgresql://arbiter@127.0.0.1:5432/rookery/open" };
        assertEquals(List.of(Path.of("/tmp/a")), OpenEventArguments.paths(args));
        assertEquals(List.of("postgresql://arbiter@127.0.0.1:5432/rookery/open"), OpenEventArguments.urls(args));
    }

    @Test
    void anEventOutsideTheWorkspaceIsLinkedOnceAndNothingIsWrittenIntoIt(@TempDir Path dir) throws Exception {
        Path event = Files.createDirectories(dir.resolve("club-night"));
        Files.writeString(event.resolve("journal.jsonl"), "{}\n");

        IFile journal = OpenEventArguments.journal(workspace, event, new NullProgressMonitor());
        assertTrue(journal.exists(), "the journal is in the workspace");
        assertEquals("/events/club-night/journal.jsonl", journal.getFullPath().toString());
        assertTrue(journal.getParent().isLinked(), "the event folder is linked, not copied");
        assertEquals(List.of("journal.jsonl"), Files.list(event).map(p -> p.getFileName().toString()).toList(),
                "nothing is written into the event folder");

        IFile again = OpenEventArguments.journal(workspace, event.resolve("journal.jsonl"), new NullProgressMonitor());
        assertEquals(journal, again, "the same event named by its journal opens through the same link");
        List<String> links = java.util.Arrays.stream(workspace.getRoot().getProject(OpenEventArguments.EVENTS_PROJECT).members())
                .filter(r -> r.isLinked()).map(r -> r.getName()).toList();
        assertEquals(List.of("club-night"), links, "one link");
    }

    @Test
    void anotherEventWithTheSameFolderNameGetsItsOwnLink(@TempDir Path dir) throws Exception {
        Path first = Files.createDirectories(dir.resolve("a/evening"));
        Path second = Files.createDirectories(dir.resolve("b/evening"));
        Files.writeString(first.resolve("journal.jsonl"), "{}\n");
        Files.writeString(second.resolve("journal.jsonl"), "{}\n");
        IFile one = OpenEventArguments.journal(workspace, first, new NullProgressMonitor());
        IFile two = OpenEventArguments.journal(workspace, second, new NullProgressMonitor());
        assertEquals("/events/evening/journal.jsonl", one.getFullPath().toString());
        assertEquals("/events/evening-2/journal.jsonl", two.getFullPath().toString());
    }

    @Test
    void anEventInsideAProjectOpensWhereItIs() throws Exception {
        IProject club = workspace.getRoot().getProject("club");
        club.create(null);
        club.open(null);
        // Made on disk behind the workspace's back, as 'rookery event new' does.
        Path event = Files.createDirectories(club.getLocation().toPath().resolve("spring"));
        Files.writeString(event.resolve("journal.jsonl"), "{}\n");

        IFile journal = OpenEventArguments.journal(workspace, event, new NullProgressMonitor());
        assertEquals("/club/spring/journal.jsonl", journal.getFullPath().toString());
        assertTrue(journal.exists(), "the folder made outside the workbench is found");
        assertFalse(workspace.getRoot().getProject(OpenEventArguments.EVENTS_PROJECT).exists(), "nothing is linked");
    }

    @Test
    void aPathThatIsNoEventIsRefusedByName(@TempDir Path dir) throws Exception {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> OpenEventArguments.journal(workspace, dir.resolve("nowhere"), new NullProgressMonitor()));
        assertEquals(dir.resolve("nowhere") + " does not exist", missing.getMessage());
        IllegalArgumentException noJournal = assertThrows(IllegalArgumentException.class,
                () -> OpenEventArguments.journal(workspace, dir, new NullProgressMonitor()));
        assertTrue(noJournal.getMessage().startsWith(dir + " is not an event folder: it has no journal.jsonl"),
                noJournal.getMessage());
        Path text = Files.writeString(dir.resolve("notes.txt"), "x");
        IllegalArgumentException file = assertThrows(IllegalArgumentException.class,
                () -> OpenEventArguments.journal(workspace, text, new NullProgressMonitor()));
        assertTrue(file.getMessage().contains("is neither an event folder nor an event's journal.jsonl"), file.getMessage());
        assertFalse(workspace.getRoot().getProject(OpenEventArguments.EVENTS_PROJECT).exists(), "nothing was linked");
    }
}
