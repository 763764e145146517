// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

/** What went wrong with an engine, as a match records it and a user reads it. */
public enum EngineFault {
    /** The program could not be started (missing, not executable). */
    START_FAILED("could not be started"),
    /** No answer within the time allowed (hung, or too slow for the clock). */
    TIMEOUT("did not answer in time"),
    /** The process ended or closed its output. */
    CRASHED("crashed"),
    /** Output too long or too fast to be an engine's honest answer. */
    FLOODED("flooded its output"),
    /** A line the protocol does not allow where an answer was due. */
    MALFORMED("sent a malformed line"),
    /** A move that is not legal in the position. */
    ILLEGAL_MOVE("played an illegal move"),
    /** The engine cannot play the variant (not among the variants it declared). */
    UNSUPPORTED_VARIANT("cannot play the variant"),
    /** The engine file asks for something the engine does not have (an unknown option). */
    CONFIGURATION("does not fit its configuration");

    private final String words;

    EngineFault(String words) {
        this.words = words;
    }

    /** What the fault says after the engine's name ("crashed"). */
    public String words() {
        return words;
    }
}
