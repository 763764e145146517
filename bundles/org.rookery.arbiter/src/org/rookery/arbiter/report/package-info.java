// SPDX-License-Identifier: EPL-2.0
/**
 * An event's results as the arbiter files them, once for every shell. The facts folded into an
 * {@link org.rookery.engine.event.EventState} become the export bundle's neutral
 * {@link org.rookery.export.Report} ({@link org.rookery.arbiter.report.EventReports}): an
 * individual event's standings (after the format's play-offs) and crosstable, a Scheveningen
 * match's result, or an innings match's scorecard with its match record.
 * {@link org.rookery.arbiter.report.EventExports} writes it, or the TRF-2026 file, or the FESA
 * results file, whole or not at all.
 */
package org.rookery.arbiter.report;
