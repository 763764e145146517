// SPDX-License-Identifier: EPL-2.0
/** Tests of the colour rules the Swiss engines share (FIDE C.04.3 A.6 and E.1-E.5), one article at a time. */
package org.rookery.engine.pairing.colour.tests;
