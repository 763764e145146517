// SPDX-License-Identifier: EPL-2.0
/**
 * The Rookery workbench shell: the RCP application, its advisors, the Rookery perspective,
 * the preference root page, the About dialog and the seeding of the examples project.
 */
package org.rookery.app.internal;
