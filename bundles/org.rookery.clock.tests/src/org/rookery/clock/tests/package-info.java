// SPDX-License-Identifier: EPL-2.0
/** Tests of the game clock: every control type, its edge cases, adjustments and replay. */
package org.rookery.clock.tests;
