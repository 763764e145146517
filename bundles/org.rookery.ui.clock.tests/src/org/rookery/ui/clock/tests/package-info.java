// SPDX-License-Identifier: EPL-2.0
/**
 * Tests of the arbiter's clock inside the real Rookery workbench: a manual time source drives the
 * clocks, so nothing sleeps, and presses arrive as key and mouse events on the widget.
 */
package org.rookery.ui.clock.tests;
