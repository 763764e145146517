// SPDX-License-Identifier: EPL-2.0
/** What every word of the format language means, for hovers, content assist and documentation. */
package org.rookery.format.documentation;
