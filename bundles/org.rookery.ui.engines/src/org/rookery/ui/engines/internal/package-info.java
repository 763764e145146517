// SPDX-License-Identifier: EPL-2.0
/**
 * The Analysis view (an engine on the board editor's position: evaluation, depth, speed,
 * multi-PV lines in the variant's notation, arrows on the board), the Engines preference page
 * that edits the engines file the command line reads, and the Engine Tournament wizard with the
 * job that plays the tournament as an event. Internal; the tests are its only friend.
 */
package org.rookery.ui.engines.internal;
