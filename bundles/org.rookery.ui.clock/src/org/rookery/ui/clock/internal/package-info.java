// SPDX-License-Identifier: EPL-2.0
/**
 * The Clocks view (one clock per board of the evening) and its dialogs. Internal to the
 * workbench's clock; the tests are its only friend.
 */
package org.rookery.ui.clock.internal;
