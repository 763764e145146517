// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.trf;

import java.util.List;

import org.rookery.engine.pairing.PairingEngine;
import org.rookery.rules.ServiceLookup;

/**
 * The pairing engines the commands can use: the Declarative Services ones inside OSGi (so an
 * engine bundle added to the product is found), the ServiceLoader ones outside ({@link ServiceLookup}).
 */
final class PairingEngines {

    private PairingEngines() {
    }

    static List<PairingEngine> all() {
        return ServiceLookup.all(PairingEngines.class, PairingEngine.class);
    }
}
