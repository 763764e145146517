// SPDX-License-Identifier: EPL-2.0
/** Headless commands over the rules of the variants: perft and the variant list. */
package org.rookery.cli.internal.rules;
