// SPDX-License-Identifier: EPL-2.0
/**
 * Pairing by a separate program the organiser chooses: the request goes out as a TRF file, the
 * program pairs it, and its pairs file comes back as a
 * {@link org.rookery.engine.pairing.RoundPairing}. Nothing external is bundled.
 */
package org.rookery.engine.pairing.external;
