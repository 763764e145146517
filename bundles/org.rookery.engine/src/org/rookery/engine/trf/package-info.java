// SPDX-License-Identifier: EPL-2.0
/**
 * The FIDE Tournament Report File (TRF-2026, reading the older TRF-16 codes too): a reader and a
 * writer that round-trip a file line for line, and the conversion between a file and a
 * {@link org.rookery.engine.pairing.PairingRequest}, so any pairing engine can pair the next
 * round of a tournament kept in a TRF file.
 */
package org.rookery.engine.trf;
