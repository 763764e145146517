// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.rookery.engines.internal.MoveCodec;
import org.rookery.rules.Rules;

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

    /**
     * Whether the engine can play the variant of {@code rules}: it declared it under the name
     * {@code spec} gives it, and its protocol carries the variant's moves.
     */
    public boolean plays(EngineSpec spec, Rules rules) {
        return whyNot(spec, rules).isEmpty();
    }

    /**
     * Why the engine cannot play the variant of {@code rules} ("Giraffe chess (as 'giraffe') is not
     * among the variants it declares: ...", or that its protocol cannot carry the variant's moves), or
     * empty when it can play it. The one wording of the
     * refusal, before a game and in a tournament's form alike.
     */
    public Optional<String> whyNot(EngineSpec spec, Rules rules) {
        if (!variants.contains(spec.variantName(rules.id()))) {
            return Optional.of(rules.name() + " (as '" + spec.variantName(rules.id()) + "') is not among the variants it declares: "
                    + String.join(", ", new TreeSet<>(variants)));
        }
        return MoveCodec.whyNot(spec.protocol(), rules);
    }
}
