// SPDX-License-Identifier: EPL-2.0
/** Tests of the results server against real event folders, over real loopback HTTP. */
package org.rookery.serve.tests;
