// SPDX-License-Identifier: EPL-2.0
/**
 * Tests of the arbiter's use cases in OSGi with no window: real event folders created from the
 * example formats, the variants found as services, clocks driven by a manual time source so that
 * nothing sleeps.
 */
package org.rookery.arbiter.tests;
