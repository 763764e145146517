// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An event the results server shows: where its facts are read from. The server never writes
 * through it. An event folder is one ({@link FolderEvent}); a database store plugs in by
 * implementing the same methods over its own read API.
 */
public interface ServedEvent extends AutoCloseable {

    /** The event's name in addresses: letters, digits, '-' and '_' only. */
    String id();

    /** The latest reading. */
    EventView view();

    /**
     * Reads the event again when its facts (or its saved clocks) may have changed.
     *
     * @return whether {@link #view()} changed
     * @throws IOException when the store cannot be read at all (the last view stays)
     */
    boolean refresh() throws IOException;

    /**
     * Where the event takes results reported from the board, empty when it takes none (the
     * default: an event takes reports only once its arbiter made it a report secret).
     */
    default Optional<ReportDesk> reports() {
        return Optional.empty();
    }

    /**
     * The games whose moves the event keeps (played on the board in the workbench): each game id
     * with the extensions of its files ("pgn", "kif"). None by default.
     */
    default Map<String, List<String>> gameFiles() throws IOException {
        return Map.of();
    }

    /**
     * The moves of {@code game} from its file of {@code extension}, read back and checked; empty
     * when the event keeps no such file.
     *
     * @throws IOException when the file cannot be read or is not a game file of that format
     */
    default Optional<PlayedGame> played(String game, String extension) throws IOException {
        return Optional.empty();
    }

    /** Lets go of what the event holds open (a journal, a connection); the server calls it when it stops. */
    @Override
    default void close() throws IOException {
    }
}
