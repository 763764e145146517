// SPDX-License-Identifier: EPL-2.0
/** Tests of the journal's vocabulary: the facts' JSON codec, its checks on texts, and the facts said in words. */
package org.rookery.engine.fact.tests;
