// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.util.Arrays;
import java.util.List;

import org.apache.log4j.ConsoleAppender;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.PatternLayout;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.rookery.cli.Command;

/** The Equinox application {@code org.rookery.cli.app}: {@code ./rookery COMMAND ARGS...}. */
public class CliApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        Object raw = context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        List<String> args = raw instanceof String[] a ? Arrays.asList(a) : List.of();
        context.applicationRunning();
        routeLibraryLoggingToStderr();
        return CommandLine.run(args, System.out, System.err);
    }

    /**
     * Xtext logs through log4j, which complains on stderr when it has no appender and could
     * never be allowed near stdout (the language server's channel): warnings and errors go to
     * stderr, prefixed so they are told apart from the command's own messages.
     */
    private static void routeLibraryLoggingToStderr() {
        Logger root = Logger.getRootLogger();
        if (!root.getAllAppenders().hasMoreElements()) {
            root.addAppender(new ConsoleAppender(new PatternLayout("rookery: %p %c: %m%n"), ConsoleAppender.SYSTEM_ERR));
            root.setLevel(Level.WARN);
        }
    }

    @Override
    public void stop() {
        // Commands run to completion on the calling thread; nothing to interrupt.
    }
}
