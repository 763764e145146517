// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.List;
import java.util.Map;

/**
 * A game the suite can play: the service each variant bundle registers (as a DS component and
 * through {@link java.util.ServiceLoader}). A variant has an id, aliases and options, and builds
 * {@link Rules} for a set of option values. Implementations are stateless and thread-safe.
 */
public interface Variant {

    /** The unique id ("chess", "giraffe", "guardian", "exchange", "shogi"). */
    String id();

    /** Other names it is found by ("bughouse"), lower case. */
    List<String> aliases();

    /** The display name ("Giraffe chess"). */
    String displayName();

    /** The options it understands, with defaults. */
    List<VariantOption<?>> options();

    /** The rules for a set of option values (from {@link #defaultOptions()} or {@link #options(Map)}). */
    Rules rules(VariantOptions options);

    /** The rules with every option at its default. */
    default Rules rules() {
        return rules(defaultOptions());
    }

    /** Every option at its default. */
    default VariantOptions defaultOptions() {
        return VariantOptions.defaults(options());
    }

    /**
     * The arbiter's illegal-move tally for one game under these options. By default illegal
     * moves never lose by count; Giraffe's {@code illegalMoveLossAt} makes the second one lose.
     */
    default IllegalMoveCounter illegalMoveCounter(VariantOptions options) {
        return new IllegalMoveCounter(0);
    }

    /** Defaults overridden by text values, validated. */
    default VariantOptions options(Map<String, String> values) {
        return VariantOptions.parse(options(), values);
    }
}
