// SPDX-License-Identifier: EPL-2.0
/**
 * {@code rookery game}: reads a game file (PGN, BPGN, KIF, CSA), checks every move against the
 * rules, prints it, and converts it to another format where the variant allows.
 */
package org.rookery.cli.internal.games;
