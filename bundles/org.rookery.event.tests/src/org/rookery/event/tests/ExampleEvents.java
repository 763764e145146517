// SPDX-License-Identifier: EPL-2.0
package org.rookery.event.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.stream.Stream;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.event.EventFolder;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.VariantRegistry;

/** The repository's example events and formats, and the installed variants, for the model's tests. */
final class ExampleEvents {

    private ExampleEvents() {
    }

    /** Opens a copy of example event {@code example} made in {@code temp}, so that the example stays as it is. */
    static EventFolder open(Path temp, String example) throws Exception {
        Path source = examples().resolve(example);
        Path copy = temp.resolve(example);
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path target = copy.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return EventFolder.open(copy, new FormatTool().loader(), registry(), InstantSource.system());
    }

    /** An example format, {@code examples/formats/NAME}. */
    static Path format(String name) {
        return examples().getParent().resolve("formats").resolve(name);
    }

    static Path examples() {
        for (Path p : List.of(Path.of("../../examples/events"), Path.of("examples/events"))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new IllegalStateException("examples/events not found from " + Path.of("").toAbsolutePath());
    }

    /** The variant registry service of the running framework, as the workbench finds it. */
    static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(ExampleEvents.class).getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
        tracker.open();
        VariantRegistry registry = tracker.waitForService(10_000);
        assertNotNull(registry, "no variant registry service");
        return registry;
    }
}
