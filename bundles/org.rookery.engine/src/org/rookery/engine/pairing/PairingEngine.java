// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

/**
 * A pairing system: pairs one round from the field and its history. Implementations are
 * stateless and thread-safe; they are registered as OSGi services (and through
 * {@link java.util.ServiceLoader} outside OSGi) and found by {@link #id()}.
 */
public interface PairingEngine {

    /** The system's name as a format writes it, e.g. {@code dutch} or {@code round-robin}. */
    String id();

    /** A one-line description for listings and explanations. */
    String description();

    /**
     * Pairs round {@link PairingRequest#round()}.
     *
     * @throws PairingException when the rules allow no pairing (the message says which rule
     *         cannot be met and for whom)
     */
    RoundPairing pair(PairingRequest request) throws PairingException;
}
