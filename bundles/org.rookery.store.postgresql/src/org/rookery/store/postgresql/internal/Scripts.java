// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.flywaydb.core.api.ResourceProvider;
import org.flywaydb.core.api.resource.LoadableResource;

/**
 * The schema's migration scripts, handed to Flyway by name from this bundle (inside OSGi a
 * bundle's class path cannot be scanned as a folder): {@code migration/VFACTS_STEP__what.sql}.
 */
final class Scripts implements ResourceProvider {

    /** Every script, in order. A new schema step adds its file here and beside this class. */
    static final List<String> ALL = List.of("V1_1__events.sql");

    @Override
    public LoadableResource getResource(String name) {
        return ALL.contains(name) ? new Script(name) : null;
    }

    @Override
    public Collection<LoadableResource> getResources(String prefix, String[] suffixes) {
        return ALL.stream().filter(n -> n.startsWith(prefix) && Arrays.stream(suffixes).anyMatch(n::endsWith))
                .<LoadableResource>map(Script::new).toList();
    }

    private static final class Script extends LoadableResource {
        private final String name;

        Script(String name) {
            this.name = name;
        }

        @Override
        public Reader read() {
            InputStream in = Scripts.class.getResourceAsStream("migration/" + name);
            if (in == null) {
                throw new UncheckedIOException(new IOException("the schema script " + name + " is missing from the bundle"));
            }
            return new InputStreamReader(in, StandardCharsets.UTF_8);
        }

        @Override
        public String getAbsolutePath() {
            return "org/rookery/store/postgresql/internal/migration/" + name;
        }

        @Override
        public String getAbsolutePathOnDisk() {
            return getAbsolutePath();
        }

        @Override
        public String getFilename() {
            return name;
        }

        @Override
        public String getRelativePath() {
            return name;
        }
    }
}
