// SPDX-License-Identifier: EPL-2.0
/**
 * The event workbench's implementation: sessions over event folders (every arbiter action a fact
 * in the journal, undone through the workbench's operation history), the event editor, the
 * new-event wizard, and the views bound to the event model.
 */
package org.rookery.ui.event.internal;
