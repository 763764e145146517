// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.util.Arrays;
import java.util.List;

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
        LibraryLogging.toStderr();
        return CommandLine.run(args, System.out, System.err);
    }

    @Override
    public void stop() {
        // Commands run to completion on the calling thread; nothing to interrupt.
    }
}
