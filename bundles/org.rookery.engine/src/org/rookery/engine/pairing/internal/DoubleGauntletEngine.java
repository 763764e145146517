// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

/**
 * Double gauntlet: the gauntlet twice, the second cycle with colours reversed, so the first
 * entrant plays each of the others once with White and once with Black.
 */
public class DoubleGauntletEngine extends GauntletEngine {

    @Override
    public String id() {
        return "double-gauntlet";
    }

    @Override
    public String description() {
        return "double gauntlet: the first entrant meets each of the others twice, once with each colour";
    }

    @Override
    boolean twice() {
        return true;
    }
}
