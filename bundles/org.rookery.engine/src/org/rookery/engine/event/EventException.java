// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.io.IOException;

/**
 * An event folder that cannot be created or opened as it is: a missing or changed format, a fact
 * that cannot be read. The message says which file (and line) and what to do.
 */
public class EventException extends IOException {

    private static final long serialVersionUID = 1L;

    public EventException(String message) {
        super(message);
    }

    public EventException(String message, Throwable cause) {
        super(message, cause);
    }
}
