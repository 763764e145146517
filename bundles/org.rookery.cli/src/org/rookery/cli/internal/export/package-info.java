// SPDX-License-Identifier: EPL-2.0
/**
 * {@code rookery export}: an event folder's results as HTML, PDF, CSV, TRF or the FESA results
 * file. The event's facts are folded into its state; standings, crosstable and innings
 * scorecards are derived from it and handed to the export bundle's neutral report.
 */
package org.rookery.cli.internal.export;
