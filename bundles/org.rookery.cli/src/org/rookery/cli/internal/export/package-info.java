// SPDX-License-Identifier: EPL-2.0
/**
 * {@code rookery export}: an event folder's results as HTML, PDF, CSV, TRF or the FESA results
 * file. The command opens the event and reads its options; the reports and files are the
 * arbiter layer's ({@link org.rookery.arbiter.report.EventExports}).
 */
package org.rookery.cli.internal.export;
