// SPDX-License-Identifier: EPL-2.0
/**
 * The format language for callers that know nothing of Xtext (the command line, the workbench):
 * check files, compile a format, explain it. Start with {@link org.rookery.format.api.FormatTool}.
 */
package org.rookery.format.api;
