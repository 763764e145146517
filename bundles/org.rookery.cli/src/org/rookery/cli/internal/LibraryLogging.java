// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import org.apache.log4j.ConsoleAppender;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.PatternLayout;

/** Where the libraries' log messages go when a command runs. */
public final class LibraryLogging {

    private LibraryLogging() {
    }

    /**
     * Xtext logs through log4j, which complains on stderr when it has no appender and could
     * never be allowed near stdout (the language server's channel): warnings and errors go to
     * stderr, prefixed so they are told apart from the command's own messages.
     */
    public static void toStderr() {
        Logger root = Logger.getRootLogger();
        if (!root.getAllAppenders().hasMoreElements()) {
            root.addAppender(new ConsoleAppender(new PatternLayout("rookery: %p %c: %m%n"), ConsoleAppender.SYSTEM_ERR));
            root.setLevel(Level.WARN);
        }
    }
}
