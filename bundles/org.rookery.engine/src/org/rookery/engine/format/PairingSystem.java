// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/** How the players or teams of a stage meet. */
public enum PairingSystem {
    /** Swiss: each round pairs players with similar scores. */
    SWISS("Swiss"),
    /** Everyone meets everyone once. */
    ROUND_ROBIN("round robin"),
    /** Everyone meets everyone twice, once with each colour. */
    DOUBLE_ROUND_ROBIN("double round robin"),
    /** A loser is eliminated. */
    KNOCKOUT("knockout"),
    /** The first entrant meets each of the others once, one a round; the others do not meet. */
    GAUNTLET("gauntlet"),
    /** The first entrant meets each of the others twice, once with each colour; the others do not meet. */
    DOUBLE_GAUNTLET("double gauntlet");

    private final String label;

    PairingSystem(String label) {
        this.label = label;
    }

    /** The system's name in plain English. */
    public String label() {
        return label;
    }
}
