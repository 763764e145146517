// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.export;

import java.io.IOException;
import java.nio.file.Path;
import java.time.InstantSource;

import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.event.EventFolder;
import org.rookery.format.api.FormatTool;
import org.rookery.cli.internal.event.ServerEvents;
import org.rookery.store.postgresql.ServerAddress;

/**
 * Opens an event folder for the export: the folder's format compiled by the format language, the
 * installed variants, the system clock (as the event commands open it).
 */
final class EventOpener {

    private EventOpener() {
    }

    /** Opens the event only to read it: an export changes nothing in the event folder. */
    static EventFolder open(Path dir) throws IOException, InterruptedException {
        return EventFolder.read(dir, new FormatTool().loader(), Variants.registry(), InstantSource.system());
    }

    /** Whether {@code where} names an event on a server ({@code postgresql://...}) rather than a folder. */
    static boolean isServer(String where) {
        return ServerAddress.isUrl(where);
    }

    /** Opens an event folder or an event on a server ({@code postgresql://...}) only to read it. */
    static EventFolder open(String where) throws IOException, InterruptedException {
        if (!isServer(where)) {
            return open(Path.of(where));
        }
        return EventFolder.open(ServerEvents.place(where), new FormatTool().loader(), Variants.registry(),
                InstantSource.system(), false);
    }
}
