// SPDX-License-Identifier: EPL-2.0
/**
 * The engine behind the rules API: compiled tables, a padded mailbox with int-encoded moves,
 * piece lists, incremental Zobrist keys, the legal move generator, outcome judging, set-up
 * validation and the registry implementation. Exported only to the test bundles.
 */
package org.rookery.rules.internal;
