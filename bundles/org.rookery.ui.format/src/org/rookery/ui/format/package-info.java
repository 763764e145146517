// SPDX-License-Identifier: EPL-2.0
/**
 * The workbench's editor for Rookery Format Language files ({@code *.tfl}): the ids other
 * bundles and tests refer to. The editor, the Explain view and the builder themselves are
 * internal; they talk to the format language server in-process.
 */
package org.rookery.ui.format;
