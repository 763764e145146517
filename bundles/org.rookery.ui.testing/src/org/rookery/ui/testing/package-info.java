// SPDX-License-Identifier: EPL-2.0
/**
 * What the workbench's UI tests share: running the event loop until something shows, and
 * screenshots that are checked not to be blank. Used only by the {@code *.tests} fragments; not
 * part of the product.
 */
package org.rookery.ui.testing;
