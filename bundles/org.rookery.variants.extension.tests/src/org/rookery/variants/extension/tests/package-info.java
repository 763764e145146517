// SPDX-License-Identifier: EPL-2.0
/**
 * Proof that a game is added by one bundle: this bundle contributes Los Alamos chess and
 * checks that the registry, which knows nothing of it, offers it like the built-in variants.
 */
package org.rookery.variants.extension.tests;
