// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.regex.Pattern;

/**
 * An event on a PostgreSQL server, as the command line and the workbench name it:
 * {@code postgresql://USER@HOST[:PORT]/DATABASE[/EVENT]}. The address never holds a password
 * (one in the URL is refused, so that it never reaches a process list or a log); see
 * {@link ServerPassword} for where it comes from.
 *
 * @param user the account
 * @param host the server's host name or address
 * @param port the server's port
 * @param database the database holding Rookery's schema
 * @param event the event's name, or {@code ""} for the database itself ({@code db init})
 */
public record ServerAddress(String user, String host, int port, String database, String event) {

    /** The scheme that marks an event on a server where an event folder could be named. */
    public static final String SCHEME = "postgresql";

    /** PostgreSQL's own default port. */
    public static final int DEFAULT_PORT = 5432;

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    private static final Pattern ACCOUNT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

    public ServerAddress {
        if (!ACCOUNT.matcher(user).matches()) {
            throw new IllegalArgumentException("'" + shown(user) + "' is not an account name (letters, digits and _,"
                    + " at most 63, starting with a letter)");
        }
        if (!NAME.matcher(database).matches()) {
            throw new IllegalArgumentException("'" + shown(database) + "' is not a database name (letters, digits, . _ -,"
                    + " at most 64)");
        }
        if (!event.isEmpty() && !NAME.matcher(event).matches()) {
            throw new IllegalArgumentException("'" + shown(event) + "' is not an event name (letters, digits, . _ -,"
                    + " at most 64, starting with a letter or digit)");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not between 1 and 65535");
        }
    }

    /** Whether {@code text} names a server (starts with {@code postgresql://}) rather than a folder. */
    public static boolean isUrl(String text) {
        return text.startsWith(SCHEME + "://");
    }

    /**
     * Reads an address.
     *
     * @throws IllegalArgumentException saying what is wrong with it: not a {@code postgresql://}
     *         URL, a password in it, no account, no database, a name that is not one
     */
    public static ServerAddress parse(String url) {
        if (!isUrl(url)) {
            throw new IllegalArgumentException("'" + shown(url) + "' is not a postgresql://USER@HOST[:PORT]/DATABASE/EVENT URL");
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("'" + shown(url) + "' is not a URL: " + e.getReason());
        }
        String info = uri.getRawUserInfo();
        if (info != null && info.contains(":")) {
            throw new IllegalArgumentException("the URL holds a password; a password is never given on the command line:"
                    + " put it in a file named by " + ServerPassword.FILE_VARIABLE + ", or in ~/.pgpass");
        }
        if (info == null || info.isEmpty()) {
            throw new IllegalArgumentException("the URL names no account: postgresql://USER@HOST[:PORT]/DATABASE/EVENT");
        }
        if (uri.getHost() == null) {
            throw new IllegalArgumentException("the URL names no host: postgresql://USER@HOST[:PORT]/DATABASE/EVENT");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException("the URL has a query or fragment; write postgresql://USER@HOST[:PORT]/DATABASE/EVENT");
        }
        String path = uri.getPath() == null ? "" : uri.getPath();
        String[] parts = path.replaceFirst("^/", "").split("/", -1);
        if (parts.length == 0 || parts[0].isEmpty() || parts.length > 2) {
            throw new IllegalArgumentException("the URL's path must be /DATABASE or /DATABASE/EVENT, not '" + shown(path) + "'");
        }
        return new ServerAddress(info, uri.getHost(), uri.getPort() < 0 ? DEFAULT_PORT : uri.getPort(), parts[0],
                parts.length == 2 ? parts[1] : "");
    }

    /** The same server and database, another event. */
    public ServerAddress withEvent(String name) {
        return new ServerAddress(user, host, port, database, name);
    }

    /** The same server, another database (such as {@code postgres} to create this one). */
    public ServerAddress withDatabase(String name) {
        return new ServerAddress(user, host, port, name, "");
    }

    /** The JDBC URL of the database (no account or password: those go in the connection's properties). */
    public String jdbcUrl() {
        String h = host.contains(":") ? "[" + host + "]" : host;
        return "jdbc:postgresql://" + h + ":" + port + "/" + database;
    }

    /** The address as it is written, for messages (never with a password). */
    @Override
    public String toString() {
        return SCHEME + "://" + user + "@" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/" + database
                + (event.isEmpty() ? "" : "/" + event);
    }

    static String shown(String s) {
        String t = s.length() > 80 ? s.substring(0, 80) + "..." : s;
        return t.replaceAll("\\p{Cntrl}", "?");
    }
}
