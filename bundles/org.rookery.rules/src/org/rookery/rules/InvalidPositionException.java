// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** A set-up that cannot be a position of the variant; the message says why. */
public class InvalidPositionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** A position rejected for the given reason ("Black is not to move but is in check"). */
    public InvalidPositionException(String reason) {
        super(reason);
    }
}
