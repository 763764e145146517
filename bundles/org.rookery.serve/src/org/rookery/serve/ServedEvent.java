// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.io.IOException;

/**
 * An event the results server shows: where its facts are read from. The server never writes
 * through it. An event folder is one ({@link FolderEvent}); a database store plugs in by
 * implementing the same two methods over its own read API.
 */
public interface ServedEvent {

    /** The event's name in addresses: letters, digits, '-' and '_' only. */
    String id();

    /** The latest reading. */
    EventView view();

    /**
     * Reads the event again when its facts may have changed.
     *
     * @return whether {@link #view()} changed
     * @throws IOException when the store cannot be read at all (the last view stays)
     */
    boolean refresh() throws IOException;

    /**
     * Where the event takes results reported from the board, empty when it takes none (the
     * default: an event takes reports only once its arbiter made it a report secret).
     */
    default java.util.Optional<ReportDesk> reports() {
        return java.util.Optional.empty();
    }
}
