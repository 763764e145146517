// SPDX-License-Identifier: EPL-2.0
/** The format language commands: {@code check}, {@code explain} and {@code lsp}. */
package org.rookery.cli.internal.format;
