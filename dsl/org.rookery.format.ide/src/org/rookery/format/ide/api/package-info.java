// SPDX-License-Identifier: EPL-2.0
/** Entry points of the language's ide services: the language server. */
package org.rookery.format.ide.api;
