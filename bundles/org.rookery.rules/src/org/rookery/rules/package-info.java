// SPDX-License-Identifier: EPL-2.0
/**
 * The rules API: boards with holes, Betza-like piece movement, immutable moves, positions with
 * exact make/unmake, legal move generation, outcomes, variant options and the variant registry.
 * A variant is a {@link org.rookery.rules.Variant} service that builds
 * {@link org.rookery.rules.Rules} from its options; see {@code docs/rules-api.md}.
 */
package org.rookery.rules;
