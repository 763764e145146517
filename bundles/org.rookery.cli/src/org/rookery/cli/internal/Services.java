// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.util.function.Supplier;

import org.rookery.rules.ServiceLookup;

/**
 * The registries the commands use (variants, pairing engines) as OSGi services inside the
 * product, so that a bundle dropped into it is found, and from {@link java.util.ServiceLoader}
 * when the commands run as plain jars.
 */
public final class Services {

    private Services() {
    }

    /**
     * The service of {@code type}, waiting for Declarative Services to start it ({@link ServiceLookup}).
     *
     * @param outsideOsgi the registry to use when not running in OSGi
     * @param what the service in words, for the error when it does not start
     */
    public static <T> T get(Class<T> type, Supplier<T> outsideOsgi, String what) throws InterruptedException {
        return ServiceLookup.get(Services.class, type, outsideOsgi, what);
    }
}
