// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.pairing.internal.BuiltInEngines;
import org.rookery.engine.pairing.internal.DynamicPairingEngines;

/**
 * Finds pairing engines by id. In OSGi the registry is a DS service of the engine bundle that
 * tracks every {@link PairingEngine} service (the built-in ones are services too, so an
 * external engine such as the FIDE Dutch one appears beside them); outside OSGi
 * {@link #fromServiceLoader()} gives the built-ins plus whatever {@code META-INF/services}
 * names. Nothing else lists the engines by hand.
 */
public interface PairingEngines {

    /** The engine with this id (case-insensitive), if there is one. */
    Optional<PairingEngine> find(String id);

    /** Every engine, ordered by id. */
    List<PairingEngine> all();

    /**
     * The engine with this id.
     *
     * @throws IllegalArgumentException naming the known ids when there is none
     */
    default PairingEngine get(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("unknown pairing system '" + id + "'; known: "
                + all().stream().map(PairingEngine::id).toList()));
    }

    /**
     * The id of the engine a stage pairs a field of {@code entrants} with: the system the format
     * names ({@code dutch}, {@code burstein}, {@code mcmahon}, ...; only its own system, not the
     * fallback a larger field switches to), otherwise the built-in engine of the family. A named
     * system no installed engine implements is refused by {@link #get} with the installed ids.
     */
    static String idFor(Stage stage, int entrants) {
        PairingSystem system = stage.systemFor(entrants);
        if (system == stage.system() && stage.details().named().isPresent()) {
            return stage.details().named().get().name().toLowerCase(Locale.ROOT);
        }
        return idFor(system, stage.furigoma());
    }

    /**
     * The id of the built-in engine for a format's pairing system: {@code swiss},
     * {@code swiss-furigoma} (Swiss whose colours are tossed at the board), {@code round-robin},
     * {@code double-round-robin}, {@code knockout}, {@code gauntlet} or {@code double-gauntlet}.
     */
    static String idFor(PairingSystem system, boolean furigoma) {
        return switch (system) {
            case SWISS -> furigoma ? "swiss-furigoma" : "swiss";
            case ROUND_ROBIN -> "round-robin";
            case DOUBLE_ROUND_ROBIN -> "double-round-robin";
            case KNOCKOUT -> "knockout";
            case GAUNTLET -> "gauntlet";
            case DOUBLE_GAUNTLET -> "double-gauntlet";
        };
    }

    /** The engines built into this bundle: Swiss (two colour modes), round robin (single, double), knockout, gauntlet (single, double). */
    static PairingEngines builtIn() {
        return of(BuiltInEngines.all().toArray(PairingEngine[]::new));
    }

    /** The built-in engines plus those this class's loader finds through {@link ServiceLoader}. */
    static PairingEngines fromServiceLoader() {
        return fromServiceLoader(PairingEngines.class.getClassLoader());
    }

    /**
     * The built-in engines plus those {@code loader} finds through {@link ServiceLoader}; a
     * provider whose class cannot be loaded is left out rather than hiding the others.
     */
    static PairingEngines fromServiceLoader(ClassLoader loader) {
        DynamicPairingEngines registry = new DynamicPairingEngines();
        BuiltInEngines.all().forEach(registry::bind);
        // A provider named in META-INF/services whose class cannot load must not hide the others.
        Iterator<PairingEngine> it = ServiceLoader.load(PairingEngine.class, loader).iterator();
        for (int failures = 0; failures < 100;) {
            try {
                if (!it.hasNext()) {
                    break;
                }
                registry.bind(it.next());
            } catch (ServiceConfigurationError e) {
                failures++;
            }
        }
        return registry;
    }

    /** A fixed registry of the given engines (the first of two with one id wins). */
    static PairingEngines of(PairingEngine... engines) {
        DynamicPairingEngines registry = new DynamicPairingEngines();
        for (PairingEngine e : engines) {
            registry.bind(e);
        }
        return registry;
    }
}
