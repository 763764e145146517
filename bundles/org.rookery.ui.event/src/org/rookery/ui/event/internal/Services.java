// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.ServiceLookup;
import org.rookery.rules.VariantRegistry;

/** The services an event needs inside the workbench: installed variants, pairing engines, the format compiler. */
final class Services {

    private Services() {
    }

    /** Compiles a format file with the format language; its errors become one message with lines. */
    static FormatLoader loader() {
        return new FormatTool().loader();
    }

    /** The registry of the installed variant bundles (a DS service, so dropped-in variants count). */
    static VariantRegistry variants() throws InterruptedException {
        return ServiceLookup.get(Services.class, VariantRegistry.class, VariantRegistry::fromServiceLoader, "variant registry");
    }

    /** Every installed pairing engine (the engine bundle's DS registry). */
    static PairingEngines pairingEngines() throws InterruptedException {
        return ServiceLookup.get(Services.class, PairingEngines.class, PairingEngines::fromServiceLoader, "pairing engines");
    }
}
