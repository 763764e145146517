// SPDX-License-Identifier: EPL-2.0
/**
 * The results server's pages, routes, live updates and the board-report store's files; only
 * {@link org.rookery.serve} is API.
 */
package org.rookery.serve.internal;
