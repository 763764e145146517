// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.launch;

import java.util.List;

import org.rookery.cli.internal.CommandLine;
import org.rookery.cli.internal.LibraryLogging;

/**
 * {@code java -cp CLASSPATH org.rookery.cli.internal.launch.ClassPathMain COMMAND ARGS...}: one
 * command, as the Equinox application {@code org.rookery.cli.app} runs it, in a JVM whose class
 * path holds the bundles (see {@link ClassPath}). The registries fall back to
 * {@link java.util.ServiceLoader} outside OSGi, so every variant and pairing engine whose bundle
 * is on the class path is found.
 */
public final class ClassPathMain {

    /** The exit code of a command line that cannot start, as the OSGi launcher's. */
    public static final int CANNOT_START = 13;

    private ClassPathMain() {
    }

    public static void main(String[] args) {
        int code;
        try {
            LibraryLogging.toStderr();
            code = CommandLine.run(List.of(args), System.out, System.err);
        } catch (LinkageError e) {
            // a bundle missing from the class path: say which class, never a stack trace or exit 0
            System.out.flush();
            String what = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().replace('/', '.');
            System.err.println("rookery: the command line could not start: a class it needs is missing (" + what
                    + "); this installation may be damaged: rebuild it (./mvnw verify) or reinstall it.");
            code = CANNOT_START;
        }
        System.out.flush();
        System.err.flush();
        System.exit(code);
    }
}
