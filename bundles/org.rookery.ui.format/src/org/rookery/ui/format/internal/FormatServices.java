// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import org.rookery.engine.pairing.PairingEngines;
import org.rookery.rules.ServiceLookup;
import org.rookery.rules.VariantRegistry;

/**
 * The services a dry run needs inside the workbench: the installed variants and pairing engines,
 * found through the one {@link ServiceLookup} (an interrupted wait is reported by it as an
 * IllegalStateException; the dry run's job answers both as a failed run).
 */
final class FormatServices {

    private FormatServices() {
    }

    static VariantRegistry variants() throws InterruptedException {
        return ServiceLookup.get(FormatServices.class, VariantRegistry.class, VariantRegistry::fromServiceLoader,
                "variant registry");
    }

    static PairingEngines pairingEngines() throws InterruptedException {
        return ServiceLookup.get(FormatServices.class, PairingEngines.class, PairingEngines::fromServiceLoader,
                "pairing engines");
    }
}
