// SPDX-License-Identifier: EPL-2.0
/** Tests of the fact store: durability, recovery of a torn tail, refusal of damaged files. */
package org.rookery.engine.journal.tests;
