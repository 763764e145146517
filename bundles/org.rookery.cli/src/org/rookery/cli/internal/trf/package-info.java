// SPDX-License-Identifier: EPL-2.0
/**
 * {@code rookery trf}: pairs the next round of a TRF file, checks every round of a finished
 * tournament against a pairing system, and generates random tournaments.
 */
package org.rookery.cli.internal.trf;
