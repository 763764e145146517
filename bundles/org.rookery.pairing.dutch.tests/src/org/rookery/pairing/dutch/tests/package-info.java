// SPDX-License-Identifier: EPL-2.0
/** Tests of the Dutch pairing engine, its matching and the shared TRF cases. */
package org.rookery.pairing.dutch.tests;
