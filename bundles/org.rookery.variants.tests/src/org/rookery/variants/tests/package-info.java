// SPDX-License-Identifier: EPL-2.0
/**
 * Tests of the chess-family variants: perft data files, rule tests per variant, notation, the
 * registry in and out of OSGi, and seeded random games cross-checked by a reference generator.
 */
package org.rookery.variants.tests;
