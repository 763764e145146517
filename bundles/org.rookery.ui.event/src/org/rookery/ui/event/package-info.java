// SPDX-License-Identifier: EPL-2.0
/**
 * The arbiter's workbench for running an event: the identifiers of its views and editor, for
 * perspectives and other bundles that place or open them.
 */
package org.rookery.ui.event;
