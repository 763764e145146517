// SPDX-License-Identifier: EPL-2.0
/**
 * What the headless tests share: starting a second JVM on the code of this test run, for the
 * tests that kill a writer mid-event or load a server from several processes. Used only by the
 * {@code *.tests} fragments; not part of the product.
 */
package org.rookery.testing;
