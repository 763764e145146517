// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;
import java.nio.file.Path;
import java.time.InstantSource;

import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FormatLoader;
import org.rookery.format.api.FormatTool;

/** Opening and creating event folders the way every event command does: installed variants, the system clock. */
final class Events {

    private Events() {
    }

    /** Compiles a format file with the format language, turning its errors into one message with lines. */
    static FormatLoader loader() {
        return new FormatTool().loader();
    }

    /** Opens an event folder, or an event on a server ({@code postgresql://...}), to record facts. */
    static EventFolder open(String where) throws IOException, InterruptedException {
        return ServerEvents.isServer(where)
                ? EventFolder.open(ServerEvents.place(where), loader(), Variants.registry(), InstantSource.system(), true)
                : open(Path.of(where));
    }

    /** Opens an event folder, or an event on a server ({@code postgresql://...}), only to read it. */
    static EventFolder read(String where) throws IOException, InterruptedException {
        return ServerEvents.isServer(where)
                ? EventFolder.open(ServerEvents.place(where), loader(), Variants.registry(), InstantSource.system(), false)
                : read(Path.of(where));
    }

    static EventFolder open(Path dir) throws IOException, InterruptedException {
        return EventFolder.open(dir, loader(), Variants.registry(), InstantSource.system());
    }

    /** Opens an event only to read it: nothing in the folder is changed, no lock or write permission is needed. */
    static EventFolder read(Path dir) throws IOException, InterruptedException {
        return EventFolder.read(dir, loader(), Variants.registry(), InstantSource.system());
    }

    static EventFolder create(Path dir, Path format) throws IOException, InterruptedException {
        return EventFolder.create(dir, format, loader(), Variants.registry(), InstantSource.system());
    }

    /** Who records facts when the command line does not say: the login name. */
    static String defaultArbiter() {
        String user = System.getProperty("user.name");
        return user == null || user.isBlank() ? "arbiter" : user;
    }
}
