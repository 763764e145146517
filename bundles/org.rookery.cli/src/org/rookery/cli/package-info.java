// SPDX-License-Identifier: EPL-2.0
/** The contract of a headless {@code rookery} command. */
package org.rookery.cli;
