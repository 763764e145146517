// SPDX-License-Identifier: EPL-2.0
/** The contract of a headless {@code rookery} command, and {@link org.rookery.cli.Rookery} to run one in this process. */
package org.rookery.cli;
