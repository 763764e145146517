// SPDX-License-Identifier: EPL-2.0
/**
 * Tests of the shogi variant: the published perft counts ({@code perft/shogi.perft}), seeded
 * random games checked against a separate slow reference generator, the drop, promotion,
 * sennichite and declaration rules, the notations, and registration through DS and ServiceLoader.
 */
package org.rookery.variant.shogi.tests;
