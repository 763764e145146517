// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.OptionalLong;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FactBody;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;

/**
 * Another arbiter at another desk, in a process of its own: opens an event on the server as the
 * workbench and the command line do (the real format compiler, the installed variants, the
 * engine's checks, the password from the file named by {@code ROOKERY_DB_PASSWORD_FILE}, never
 * an argument) and records a result each time it reads {@code result BOARD} on its input. After
 * each result is acknowledged (committed by the server) it prints {@code ack SEQ MICROS}, the
 * wall-clock time of the acknowledgement in microseconds since the epoch.
 *
 * <p>Usage: {@code ServerWriterProcess postgresql://USER@HOST:PORT/DATABASE/EVENT}.
 */
public final class ServerWriterProcess {

    private ServerWriterProcess() {
    }

    public static void main(String[] args) throws Exception {
        EventServer server = EventServer.at(ServerAddress.parse(args[0]));
        try (EventFolder event = EventFolder.open(server.place(), new FormatTool().loader(), VariantRegistry.fromServiceLoader(),
                InstantSource.system(), true);
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            System.out.println("ready " + event.facts().size());
            System.out.flush();
            for (String line = in.readLine(); line != null && !line.equals("quit"); line = in.readLine()) {
                String board = line.substring("result ".length()).strip();
                long seq = event.record(new FactBody.Result("1." + board, FactBody.Outcome.WHITE_WINS, Termination.RESIGNATION,
                        List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty()), "desk-2").seq();
                Instant now = Instant.now();
                System.out.println("ack " + seq + " " + (now.getEpochSecond() * 1_000_000L + now.getNano() / 1000));
                System.out.flush();
            }
        }
    }
}
