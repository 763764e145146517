// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.serve;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.Services;
import org.rookery.cli.internal.event.ServerEvents;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.format.api.FormatTool;
import org.rookery.store.postgresql.EventServer;
import org.rookery.rules.VariantRegistry;
import org.rookery.serve.FolderEvent;
import org.rookery.serve.PlaceEvent;
import org.rookery.serve.ResultsServer;
import org.rookery.serve.ServedEvent;

/** {@code rookery serve EVENT... [--port N] [--host ADDRESS]}: the live results server. */
public final class ServeCommand implements Command {

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String summary() {
        return "serve events' pairings, standings and rules as web pages that update themselves";
    }

    @Override
    public String usage() {
        return """
                usage: rookery serve EVENT... [--port N] [--host ADDRESS]
                  Serves each event folder EVENT read-only as web pages: the current round's
                  pairings with the pairing engine's reasons, standings with the format's
                  tie-breaks (each stage's), the crosstable, each player's and each game's page,
                  the clocks the workbench bound to games, the innings scorecard of an innings
                  match, the format's rules in plain English, a hall display for a projector, and
                  downloads (HTML, PDF, CSV, TRF, and the games played on the board as PGN, BPGN
                  or KIF). Pages update themselves within a second of a new fact (server-sent events)
                  and work as plain pages without JavaScript. The server never writes the journal.
                  Each event is at /e/FOLDER-NAME/; the first line printed is the address.
                  EVENT may also be an event on a PostgreSQL server,
                  postgresql://USER@HOST[:PORT]/DATABASE/EVENT, served at /e/EVENT/: read with
                  that account (give it a read-only one, e.g. the 'reader' of 'rookery db init'),
                  its password from ROOKERY_DB_PASSWORD_FILE, PGPASSWORD or ~/.pgpass; such an
                  event takes no reports from the board.
                  --port N        the port to listen on (default 8080; 0 picks a free one)
                  --host ADDRESS  the address to listen on (default the loopback address 127.0.0.1;
                                  a hall's network needs the machine's own address)
                  Stop the server with Ctrl-C.""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args, Set.of("port", "host"), Set.of());
        if (a.positional().isEmpty()) {
            throw new UsageException("serve: name at least one event folder, e.g. rookery serve examples/events/fesa-swiss");
        }
        int port = a.intOption("port", 0, 65535, 8080);
        InetAddress host;
        try {
            host = a.option("host") == null ? InetAddress.getLoopbackAddress() : InetAddress.getByName(a.option("host"));
        } catch (UnknownHostException e) {
            throw new UsageException("serve: --host '" + a.option("host") + "' is not an address of this machine");
        }
        FormatTool tool = new FormatTool();
        VariantRegistry registry = Variants.registry();
        List<ServedEvent> events = new ArrayList<>();
        for (String where : a.positional()) {
            try {
                if (ServerEvents.isServer(where)) {
                    // an event on a server, read with the account the URL names (a reader's: the server writes nothing)
                    EventServer server = ServerEvents.server(where);
                    events.add(PlaceEvent.open(ServerEvents.place(where), server.address().event(), tool.loader(), registry,
                            tool::explain));
                } else {
                    events.add(FolderEvent.open(Path.of(where), null, tool.loader(), registry, tool::explain));
                }
            } catch (IOException | IllegalArgumentException e) {
                err.println("rookery serve: " + e.getMessage());
                closeAll(events);
                return FAILED;
            }
        }
        ResultsServer server;
        try {
            server = ResultsServer.start(events, new ResultsServer.Options(new InetSocketAddress(host, port), 100,
                    s -> err.println("rookery serve: " + s)), Optional.of(Services.get(PairingEngines.class,
                            PairingEngines::fromServiceLoader, "pairing engine registry")));
        } catch (IllegalArgumentException | IOException e) {
            err.println("rookery serve: " + e.getMessage());
            closeAll(events);
            return FAILED;
        }
        try {
            out.println("Serving on " + server.address());
            for (ServedEvent e : events) {
                out.println("  " + e.view().title() + ": " + server.address().resolve("e/" + e.id() + "/"));
            }
            out.flush();
            server.join();
            return OK;
        } catch (InterruptedException e) {
            // a caller (a test, an embedding) stops the server by interrupting the command
            Thread.currentThread().interrupt();
            return OK;
        } finally {
            server.close();
        }
    }

    /** Lets go of the events opened before one failed to open. */
    private static void closeAll(List<ServedEvent> events) {
        for (ServedEvent e : events) {
            try {
                e.close();
            } catch (IOException | RuntimeException ignored) {
                // the command stops anyway; a folder holds no lock and a connection ends with the process
            }
        }
    }
}
