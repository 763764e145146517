// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.io.PrintStream;
import java.util.List;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;

/** {@code rookery version}: the installed Rookery version and the Java it runs on. */
final class VersionCommand implements Command {

    @Override
    public String name() {
        return "version";
    }

    @Override
    public String summary() {
        return "print the Rookery version and the Java runtime";
    }

    @Override
    public String usage() {
        return "usage: rookery version";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (!args.isEmpty()) {
            throw new UsageException("version: takes no arguments");
        }
        Bundle bundle = FrameworkUtil.getBundle(getClass());
        out.println("Rookery " + (bundle == null ? "(not installed as a bundle)" : bundle.getVersion()));
        out.println("Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
        return OK;
    }
}
