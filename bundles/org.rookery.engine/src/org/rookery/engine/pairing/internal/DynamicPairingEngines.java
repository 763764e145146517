// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;

/**
 * The registry implementation. In OSGi it is the DS component {@code OSGI-INF/pairing-registry.xml},
 * whose dynamic reference calls {@link #bind} and {@link #unbind} as engine services come and
 * go; outside OSGi the factories of {@link PairingEngines} fill it. Thread-safe.
 */
public final class DynamicPairingEngines implements PairingEngines {

    private final List<PairingEngine> engines = new CopyOnWriteArrayList<>();

    /** Adds an engine (DS bind method). An engine whose id is already taken is looked up second. */
    public void bind(PairingEngine engine) {
        engines.add(engine);
    }

    /** Removes an engine (DS unbind method). */
    public void unbind(PairingEngine engine) {
        engines.remove(engine);
    }

    @Override
    public Optional<PairingEngine> find(String id) {
        if (id == null) {
            return Optional.empty();
        }
        String key = id.trim().toLowerCase(Locale.ROOT);
        return engines.stream().filter(e -> e.id().equals(key)).findFirst();
    }

    @Override
    public List<PairingEngine> all() {
        List<PairingEngine> list = new ArrayList<>();
        for (PairingEngine e : engines) {
            if (list.stream().noneMatch(x -> x.id().equals(e.id()))) {
                list.add(e);
            }
        }
        list.sort(Comparator.comparing(PairingEngine::id));
        return List.copyOf(list);
    }
}
