// SPDX-License-Identifier: EPL-2.0
/** Tests of the event as a log of facts: folding, refusals, the bridges to the match machines, play-offs and the event folder. */
package org.rookery.engine.event.tests;
