// SPDX-License-Identifier: EPL-2.0
/**
 * The results server's pages, routes, live updates, report form and pairing reasons; only
 * {@link org.rookery.serve} is API.
 */
package org.rookery.serve.internal;
