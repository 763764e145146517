// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli;

/** Wrong command-line arguments; the message names the argument and what is expected instead. */
public class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
