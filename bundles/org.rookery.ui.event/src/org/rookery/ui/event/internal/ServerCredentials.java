// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.Optional;

import org.eclipse.equinox.security.storage.EncodingUtils;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;
import org.rookery.store.postgresql.ServerAddress;
import org.rookery.store.postgresql.ServerPassword;

/**
 * The passwords of event servers, kept encrypted in Eclipse secure storage under the server's
 * address (account, host, port, database; not the event, so that one password serves every event
 * of a database). Never written anywhere else: not in preferences, the workspace, a log or a
 * command line. When none is stored the password comes from the environment as on the command
 * line ({@link ServerPassword}), and else from PostgreSQL's own password file, read by the driver.
 */
final class ServerCredentials {

    private static final String NODE = "org.rookery.ui.event/servers";
    private static final String KEY = "password";

    private static ISecurePreferences storage;
    /** Passwords typed but not to be kept: held in this workbench's memory only, until it ends. */
    private static final java.util.Map<String, char[]> IN_MEMORY = new java.util.concurrent.ConcurrentHashMap<>();

    private ServerCredentials() {
    }

    /** Uses {@code root} instead of the user's default secure storage (tests keep one in a temporary folder). */
    static synchronized void useStorage(ISecurePreferences root) {
        storage = root;
    }

    private static synchronized ISecurePreferences root() {
        if (storage == null) {
            storage = SecurePreferencesFactory.getDefault();
        }
        return storage;
    }

    private static ISecurePreferences node(ServerAddress address) {
        return root().node(NODE).node(EncodingUtils.encodeSlashes(key(address)));
    }

    /**
     * Keeps {@code password} for {@code address}'s account and database, encrypted.
     *
     * @throws IOException when secure storage cannot encrypt or save it (the message says why, never the password)
     */
    static void store(ServerAddress address, char[] password) throws IOException {
        ISecurePreferences root = root();
        if (root == null) {
            throw new IOException("secure storage is not available in this workbench");
        }
        IN_MEMORY.remove(key(address));
        try {
            node(address).put(KEY, new String(password), true);
            root.flush();
        } catch (StorageException e) {
            throw new IOException("secure storage could not keep the password: " + e.getMessage(), e);
        }
    }

    /** The password stored for {@code address}'s account and database, if any. */
    static Optional<char[]> stored(ServerAddress address) throws IOException {
        ISecurePreferences root = root();
        if (root == null || !root.nodeExists(NODE)) {
            return Optional.empty();
        }
        try {
            String pw = node(address).get(KEY, null);
            return pw == null ? Optional.empty() : Optional.of(pw.toCharArray());
        } catch (StorageException e) {
            throw new IOException("secure storage could not give the password of " + address.withDatabase(address.database())
                    + ": " + e.getMessage(), e);
        }
    }

    /** Forgets the password of {@code address}'s account and database. */
    static void forget(ServerAddress address) throws IOException {
        ISecurePreferences root = root();
        if (root != null && root.nodeExists(NODE)) {
            node(address).removeNode();
            root.flush();
        }
    }

    /** Uses {@code password} for {@code address}'s account and database until the workbench ends, without storing it. */
    static void useOnce(ServerAddress address, char[] password) {
        IN_MEMORY.put(key(address), password.clone());
    }

    private static String key(ServerAddress address) {
        return address.withDatabase(address.database()).toString();
    }

    /**
     * The password to connect with: typed in this workbench, else stored, else from the
     * environment, else none (PostgreSQL's password file).
     */
    static Optional<char[]> password(ServerAddress address) throws IOException {
        char[] typed = IN_MEMORY.get(key(address));
        if (typed != null) {
            return Optional.of(typed.clone());
        }
        Optional<char[]> stored = stored(address);
        return stored.isPresent() ? stored : ServerPassword.fromEnvironment();
    }
}
