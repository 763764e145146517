// SPDX-License-Identifier: EPL-2.0
/** Tests of the game file formats on hand-written sample games, malformed input and seeded fuzzing. */
package org.rookery.games.tests;
