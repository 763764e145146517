// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import org.rookery.rules.VariantRegistry;

/** A fixed registry of the four variants of this bundle family, so data-driven tests do not depend on service discovery. */
final class Variants {

    private static final VariantRegistry REGISTRY = VariantRegistry.of(new org.rookery.variant.chess.ChessVariant(),
            new org.rookery.variant.giraffe.GiraffeVariant(), new org.rookery.variant.guardian.GuardianVariant(),
            new org.rookery.variant.exchange.ExchangeVariant());

    private Variants() {
    }

    static VariantRegistry registry() {
        return REGISTRY;
    }
}
