// SPDX-License-Identifier: EPL-2.0
/** Engine processes and the three protocol adapters; not API. */
package org.rookery.engines.internal;
