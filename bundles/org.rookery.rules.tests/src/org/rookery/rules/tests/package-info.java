// SPDX-License-Identifier: EPL-2.0
/** Unit tests of the rules API and engine, using a small shogi-like variant built from the API alone. */
package org.rookery.rules.tests;
