// SPDX-License-Identifier: EPL-2.0
/**
 * The built-in pairing engines (Swiss by score groups, round robin by the Berger tables, double
 * round robin, knockout) and the engine registry. Reach them through
 * {@link org.rookery.engine.pairing.PairingEngines}; the classes here are services, not API.
 */
package org.rookery.engine.pairing.internal;
