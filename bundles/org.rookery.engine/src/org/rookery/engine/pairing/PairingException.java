// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

/** No pairing satisfies the rules, or the request itself is inconsistent; the message says why. */
public class PairingException extends Exception {

    private static final long serialVersionUID = 1L;

    public PairingException(String message) {
        super(message);
    }

    public PairingException(String message, Throwable cause) {
        super(message, cause);
    }
}
