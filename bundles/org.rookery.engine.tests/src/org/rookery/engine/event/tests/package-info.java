// SPDX-License-Identifier: EPL-2.0
/** Tests of the event as a log of facts: the JSON codec, folding, refusals and the event folder. */
package org.rookery.engine.event.tests;
