// SPDX-License-Identifier: EPL-2.0
/** Implementation details of the format API: the built-in variant catalog. */
package org.rookery.engine.format.internal;
