// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.List;
import java.util.Set;

/**
 * What an engine said about itself in its handshake: its name and author, the options it has and
 * the variants it declares (in its own names).
 *
 * @param name the engine's own name ({@code id name}, xboard {@code myname})
 * @param author the author, or empty
 * @param options the option names
 * @param variants the variant names it plays
 */
public record EngineInfo(String name, String author, List<String> options, Set<String> variants) {

    public EngineInfo {
        options = List.copyOf(options);
        variants = Set.copyOf(variants);
    }
}
