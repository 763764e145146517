// SPDX-License-Identifier: EPL-2.0
/**
 * Exports of an event's results. A {@link org.rookery.export.Report} is a neutral document (a
 * title, a subtitle, and sections that are each one table with headed, aligned columns): enough
 * for standings, a crosstable and an innings scorecard, and free of any one game or format. A
 * {@link org.rookery.export.ReportWriter} renders it as printable HTML, PDF or CSV;
 * {@link org.rookery.export.FesaText} writes the FESA results file from its own small model
 * ({@link org.rookery.export.FesaResults}). {@link org.rookery.export.ExportFiles} writes any of
 * them atomically, so a failed export never leaves a half-written file.
 */
package org.rookery.export;
