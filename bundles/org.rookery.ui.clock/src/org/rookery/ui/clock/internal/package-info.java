// SPDX-License-Identifier: EPL-2.0
/**
 * The Clocks view (one clock per board of the evening), its dialogs, the typed presets and the
 * text of a clock face. Internal to the arbiter's clock; the tests are its only friend.
 */
package org.rookery.ui.clock.internal;
