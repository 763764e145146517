// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.db;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.event.ServerEvents;
import org.rookery.store.postgresql.EventServer;

/**
 * {@code rookery db init URL} sets a PostgreSQL database up for events (the database, Rookery's
 * schema, an arbiter and a read-only account); {@code rookery db grant URL ACCOUNT} lets another
 * arbiter account write an event.
 */
public final class DbCommand implements Command {

    @Override
    public String name() {
        return "db";
    }

    @Override
    public String summary() {
        return "set up a PostgreSQL database for events shared by several arbiters, or grant an event";
    }

    @Override
    public List<String> actions() {
        return List.of("init", "grant");
    }

    @Override
    public String usage() {
        return """
                usage: rookery db init [--arbiter NAME] [--reader NAME] [--arbiter-password-file F]
                                       [--reader-password-file F] postgresql://OWNER@HOST[:PORT]/DATABASE
                       rookery db grant postgresql://OWNER@HOST[:PORT]/DATABASE/EVENT ACCOUNT
                  init   as the database's owner (a PostgreSQL account that may create databases
                         and roles): creates DATABASE when it is missing, creates or upgrades
                         Rookery's schema, and creates the arbiter account (default 'arbiter')
                         and the read-only account (default 'reader'). Each account's password is
                         the first line of its password file (default NAME.password); a file that
                         does not exist gets a new random password, readable by you only. Running
                         it again upgrades the schema and resets the passwords from the files.
                  grant  lets ACCOUNT write EVENT (the account that pushed an event writes it).
                  The owner's password is never on the command line: it is the first line of
                  the file named by ROOKERY_DB_PASSWORD_FILE, or PGPASSWORD, or in ~/.pgpass.""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty()) {
            throw new UsageException("db: say 'init' or 'grant', e.g. rookery db init postgresql://postgres@127.0.0.1/rookery");
        }
        return switch (args.get(0)) {
            case "init" -> init(args.subList(1, args.size()), out, err);
            case "grant" -> grant(args.subList(1, args.size()), out, err);
            default -> throw new UsageException("db: unknown action '" + args.get(0) + "'; it is 'init' or 'grant'");
        };
    }

    private int init(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("db init", args, Set.of("arbiter", "reader", "arbiter-password-file",
                "reader-password-file"), Set.of());
        if (a.positional().size() != 1 || !ServerEvents.isServer(a.positional().get(0))) {
            throw new UsageException("db init: name the database as postgresql://OWNER@HOST[:PORT]/DATABASE");
        }
        String arbiter = a.option("arbiter") == null ? "arbiter" : a.option("arbiter");
        String reader = a.option("reader") == null ? "reader" : a.option("reader");
        try {
            EventServer server = ServerEvents.server(a.positional().get(0));
            if (!server.address().event().isEmpty()) {
                throw new UsageException("db init: name the database only, without an event: " + server.address()
                        .withEvent(""));
            }
            List<String> done = server.init(
                    new EventServer.Account(arbiter, Path.of(orElse(a.option("arbiter-password-file"), arbiter + ".password"))),
                    new EventServer.Account(reader, Path.of(orElse(a.option("reader-password-file"), reader + ".password"))));
            for (String line : done) {
                out.println(line);
            }
            return OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("rookery db init: " + e.getMessage());
            return FAILED;
        }
    }

    private int grant(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse("db grant", args, Set.of(), Set.of());
        if (a.positional().size() != 2 || !ServerEvents.isServer(a.positional().get(0))) {
            throw new UsageException("db grant: name the event's URL and the account, e.g. rookery db grant"
                    + " postgresql://postgres@127.0.0.1/rookery/open arbiter2");
        }
        try {
            EventServer server = ServerEvents.server(a.positional().get(0));
            server.grant(a.positional().get(1));
            out.println("the account " + a.positional().get(1) + " may write " + server.address());
            return OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("rookery db grant: " + e.getMessage());
            return FAILED;
        }
    }

    private static String orElse(String s, String fallback) {
        return s == null ? fallback : s;
    }
}
