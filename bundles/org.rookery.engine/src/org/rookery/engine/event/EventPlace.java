// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.io.IOException;
import java.nio.file.Path;

import org.rookery.engine.journal.FactStore;

/**
 * Where an event lives: the store that holds its header and facts, and a local folder holding
 * its format files under {@link EventFolder#FORMAT_DIR} (and the files the workbench keeps beside
 * the facts, such as game moves). For an event folder both are the folder itself; for an event
 * on a server the store is the server's and the folder is a local working copy of the format
 * files that the server also holds, so that {@link EventFolder} opens both the same way and
 * checks the format against the hash the header recorded.
 */
public interface EventPlace {

    /**
     * Opens the event's fact store.
     *
     * @param write {@code true} to record facts; {@code false} to read without changing anything
     */
    FactStore openStore(boolean write) throws IOException;

    /** The local folder whose {@link EventFolder#FORMAT_DIR} holds the event's format files. */
    Path dir();

    /** Where the event is, for messages (a folder, a server address and event name). */
    String location();
}
