// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.List;

import org.rookery.engine.pairing.PairingEngine;

/** The engines this bundle brings, for registries built outside OSGi. */
public final class BuiltInEngines {

    private BuiltInEngines() {
    }

    /** A fresh instance of each built-in engine. */
    public static List<PairingEngine> all() {
        return List.of(new SwissEngine(), new FurigomaSwissEngine(), new RoundRobinEngine(),
                new DoubleRoundRobinEngine(), new KnockoutEngine(), new McMahonEngine(),
                new ScheveningenEngine(), new GauntletEngine(), new DoubleGauntletEngine());
    }
}
